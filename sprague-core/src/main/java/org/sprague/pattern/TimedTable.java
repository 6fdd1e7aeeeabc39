package org.sprague.pattern;

import org.sprague.heap.GrundyTable;
import org.sprague.heap.HeapCode;
import org.sprague.search.engine.SearchThreads;

/**
 * A heap game's {@link GrundyTable} shared by the pattern's held-out check and the period proof
 * of {@link KnownTheorems} (values one computed, the other reads), with the CPU time its runs
 * took: what predicts the next run's cost (a run of four times the values costs about three
 * times all the runs before it, more where the rare values grow).
 */
final class TimedTable {
    private final GrundyTable table;
    private final SearchThreads call; // the analysis's running deadline
    private long cpuNanos;

    TimedTable(HeapCode code, int maxValues, SearchThreads call) {
        this.table = new GrundyTable(code, maxValues, call);
        this.call = call;
    }

    /** Whose deadline the table's extensions stop at (a proof on it runs its budget there too). */
    SearchThreads call() {
        return call;
    }

    HeapCode code() {
        return table.code();
    }

    GrundyTable table() {
        return table;
    }

    /** How many values are known. */
    int computed() {
        return table.computed();
    }

    /** The predicted CPU time of making {@code count} values known: 0 when they are. */
    long predicted(int count) {
        return table.computed() >= count ? 0 : 3 * cpuNanos;
    }

    /** Makes G(0 .. count - 1) known. */
    void ensure(int count) {
        if (table.computed() >= count) {
            return;
        }
        long t0 = CpuBudget.threadCpuNanos();
        try {
            table.ensure(count - 1);
        } finally {
            cpuNanos += CpuBudget.threadCpuNanos() - t0;
        }
    }
}
