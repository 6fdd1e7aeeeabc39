package org.sprague.heap;

import org.sprague.game.Deadline;

/**
 * Computes the Grundy sequence G(0), G(1), ... of a heap game given by a take-and-break
 * {@link HeapCode}. Two implementations give identical values: {@link NaiveSequenceCalculator}
 * (the mex of every option, O(N^2); the oracle) and {@link SparseSpaceCalculator} (rare and
 * common values; near-linear when few values are rare). A run may start from a prefix
 * (a checkpoint) and reports progress, so long runs can be resumed with identical results.
 */
public interface GrundySequenceCalculator {

    /**
     * G(0 .. count-1) of {@code code}. {@code start}, when not null, holds values already
     * computed (and the rare mask in use when they were), which are kept as they are.
     */
    Result compute(HeapCode code, int count, Start start, Listener listener, Deadline deadline);

    /** G(0 .. count-1) from scratch, silently, with no deadline (an interrupt still stops it). */
    default Result compute(HeapCode code, int count) {
        return compute(code, count, null, Listener.NONE, Deadline.unlimited());
    }

    /**
     * The computed values and the rare/common split in use at the end.
     *
     * @param values G(0 .. count-1), in the narrowest array that fits
     * @param method naive or sparse
     * @param rareMask the mask m of the split (-1 for the naive method)
     * @param domainParity whether the split is of the domain type (rareness depends on the
     *     heap's parity too) rather than the range type
     * @param rareCount how many positions 1..count-1 are rare under that split (-1: naive)
     */
    record Result(GrundyValues values, String method, int rareMask, boolean domainParity, int rareCount) {
    }

    /**
     * Where a resumed run starts: the first {@code values.length()} values and the split in
     * use when they were computed (from a checkpoint).
     */
    record Start(GrundyValues values, int rareMask, boolean domainParity) {
    }

    /** Progress of a run, reported every few thousand values from the computing thread. */
    record Progress(GrundyValues values, int computed, int total, int rareMask, boolean domainParity,
            int rareCount) {
    }

    /** Receives progress; may write a checkpoint, print a bar, or throw to stop the run. */
    @FunctionalInterface
    interface Listener {
        /** Reports nothing. */
        Listener NONE = p -> { };

        void progress(Progress progress);
    }

    /** How often (in values) a run reports progress. */
    int PROGRESS_INTERVAL = 1 << 14;
}
