package org.sprague.heap;

import org.sprague.game.PositionLimitException;
import org.sprague.search.engine.SearchThreads;

/**
 * The Grundy values G(0..n) of one heap game, computed on demand by a
 * {@link GrundySequenceCalculator} (the sparse-space method by default) and extended by
 * doubling from where the last run stopped (the calculator's {@link
 * GrundySequenceCalculator.Start}), so asking for G(n) at growing n costs O(total) once.
 * Refuses, before computing, a heap beyond {@code maxPositions} values. The table behind
 * {@code sprague solve} for heap games and behind {@link ProvenPeriod#find}.
 */
public final class GrundyTable {
    /** The first run computes at least this many values (cheap; avoids tiny doublings). */
    static final int FIRST_RUN = 1024;

    private final HeapCode code;
    private final GrundySequenceCalculator calculator = new SparseSpaceCalculator();
    private final long maxPositions;
    private final SearchThreads call; // its deadline() is read at each extension: fixed, or the running call's
    private GrundySequenceCalculator.Result result;

    /**
     * A table of {@code code} by the sparse-space method, at most {@code maxPositions} values,
     * each extension stopping at the deadline of the call then running on {@code call} (a fixed
     * one: {@link SearchThreads#until}; no other source, so one that never expires cannot be written).
     */
    public GrundyTable(HeapCode code, long maxPositions, SearchThreads call) {
        this.code = code;
        this.call = call;
        this.maxPositions = Math.min(PositionLimitException.checked(maxPositions), Integer.MAX_VALUE - 16L);
    }

    /** The code. */
    public HeapCode code() {
        return code;
    }

    /** G(n), computing the table up to n first if needed. */
    public int grundy(int n) {
        ensure(n);
        return result.values().get(n);
    }

    /** How many values are known. */
    public int computed() {
        return result == null ? 0 : result.values().length();
    }

    /** The values known so far (G(0 .. computed() - 1)); not a copy. */
    public GrundyValues values() {
        ensure(0);
        return result.values();
    }

    /**
     * Makes G(0..n) known.
     *
     * @throws PositionLimitException up front when n + 1 values exceed the limit
     */
    public void ensure(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("heap must be >= 0: " + n);
        }
        if (n < computed()) {
            return;
        }
        if (n + 1L > maxPositions) {
            throw PositionLimitException.upFront(n + 1L, maxPositions,
                    "heap " + n + " of " + code.name() + " (G(0.." + n + "))");
        }
        long count = Math.min(maxPositions, Math.max(n + 1L, Math.max(FIRST_RUN, 2L * computed())));
        GrundySequenceCalculator.Start start = result == null ? null
                : new GrundySequenceCalculator.Start(result.values(), result.rareMask(), result.domainParity());
        result = calculator.compute(code, (int) count, start, GrundySequenceCalculator.Listener.NONE,
                call.deadline());
    }
}
