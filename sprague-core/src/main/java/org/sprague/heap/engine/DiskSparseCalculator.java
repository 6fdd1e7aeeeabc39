package org.sprague.heap.engine;

import org.sprague.heap.HeapCode;

import java.util.List;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;

/**
 * Grundy sequences of heap games past the memory of one machine: the sparse-space (rare and
 * common values) method of {@link SparseSpaceCalculator}, with the values kept in a
 * {@link SequenceStore} (compressed blocks on disk) and in memory only what the method reads.
 *
 * <p>What each step reads, for heap n and a split digit k (s = n - k), and where it is kept
 * (algorithms.md 2, "memory beyond RAM"):
 * <ul>
 * <li>(1) take moves: G(n - k) for the code's few take digits: a window of the last
 *     {@code windowValues} values;
 * <li>(2) every split with a rare part p: G(p), kept beside p in the rare list, and G(s - p):
 *     in the window when p is small (every rare heap of Grundy's game and 0.6 found so far is
 *     below 2^17), in the prefix (the first {@code prefixValues} values) when p is a recent rare
 *     heap, and otherwise read from the store through a cache of decoded blocks;
 * <li>(4) the common-common splits a = 1, 2, ...: G(a) from the prefix and G(s - a) from the
 *     window, until the mex is common (a few hundred splits for Grundy's game); a scan that
 *     runs past the prefix or the window (a new rare value scans every split) reads the rest
 *     from the store, block by block;
 * <li>choosing the mask: the histogram of (value, heap parity), 2 x 2^16 counts; a new mask
 *     rebuilds the rare list in one pass over the stored values.
 * </ul>
 * So memory is the prefix and the window (2 bytes a value), the rare list and the histogram,
 * whatever the number of values: 2^32 values of Grundy's game run in a 4 GB Java heap.
 *
 * <p>Checkpoints: the store commits atomically the number of values, the split in effect and
 * the census lines; the rest (histogram, rare list, prefix, window) is rebuilt from the stored
 * values on resume, so a resumed run computes exactly what an uninterrupted one does (the
 * values never depend on when the mask was re-chosen, only on the values: any split gives the
 * naive values).
 *
 * <p>Two threads: both threads speculate every heap of a batch of {@value DiskSparseMemory#BATCH}
 * from the values before the batch (phase 1, phase 2 and the phase-4 scan, for the options whose
 * parts are already known), then the computing thread completes the heaps in order with the
 * few options the speculation could not see (takes and rare parts whose partner lies in the
 * batch), scanning on only when the mex turns rare; see {@code DiskSparseRun.heapsOnTwoThreads}
 * for why this gives the values of one thread. The hand-over is one blocking wait per batch,
 * never a spin, so a loaded machine loses no CPU to waiting.
 *
 * <p>Values are stored in 16 bits: a value of 2^16 or more stops the run (a limit). Finite
 * codes without three-heap splits only (an infinite code reads every earlier heap, and a
 * three-heap split every pair of them).
 */
public final class DiskSparseCalculator {

    /**
     * How the run uses memory and threads.
     *
     * @param threads 1, or 2 to speculate batches of heaps on two threads
     * @param prefixValues values G(0 ..) kept in memory for the scans' small parts (2 bytes each)
     * @param windowValues the last values kept in memory (2 bytes each)
     * @param blockValues values per stored block
     * @param fixedMask a rare mask to keep throughout (tests: any mask gives the same values), or -1
     * @param fixedDomain with {@code fixedMask}, whether the split is of the domain type
     */
    public record Settings(int threads, long prefixValues, int windowValues, int blockValues, int fixedMask,
            boolean fixedDomain) {
        public Settings {
            if (threads < 1 || threads > 2) {
                throw new IllegalArgumentException("threads must be 1 or 2: " + threads);
            }
            if (prefixValues < 1 || prefixValues > Integer.MAX_VALUE - 16) {
                throw new IllegalArgumentException("prefixValues out of range: " + prefixValues);
            }
            if (blockValues < 1 || windowValues < blockValues) {
                throw new IllegalArgumentException("need 1 <= blockValues <= windowValues");
            }
        }

        /** 2^26 values of prefix (128 MB), a window and blocks of 2^22 values (8 MB each). */
        public static Settings defaults(int threads) {
            return new Settings(threads, 1L << 26, 1 << 22, 1 << 22, -1, false);
        }
    }

    /**
     * How far a run is.
     *
     * @param computed values computed and in the store or memory
     * @param total values asked for
     * @param resumedFrom values that were already stored when the run started
     * @param rareCount rare heaps (1 ..) under the split in effect
     * @param largest the largest value so far
     */
    public record Progress(long computed, long total, long resumedFrom, long rareCount, int largest) {
    }

    /** What the run does after a progress report. */
    public enum Action {
        /** Go on. */
        CONTINUE,
        /** Commit a checkpoint now, then go on. */
        CHECKPOINT,
        /** Commit a checkpoint now and stop (the run throws {@link Interrupted}). */
        STOP
    }

    /** Receives progress between batches, from the computing thread. */
    @FunctionalInterface
    public interface Listener {
        /** Reports nothing and never checkpoints between the start and the end. */
        Listener NONE = p -> Action.CONTINUE;

        Action progress(Progress progress);
    }

    /** A run stopped by its listener after committing its values. */
    public static final class Interrupted extends org.sprague.game.LimitExceededException {
        private static final long serialVersionUID = 1L;
        private final long saved;

        Interrupted(long saved) {
            super("interrupted after G(0.." + (saved - 1) + "); the values are saved: run the same command to resume");
            this.saved = saved;
        }

        /** How many values the store holds. */
        public long saved() {
            return saved;
        }
    }

    /**
     * A rare heap and its value.
     *
     * @param heap the heap size n
     * @param value G(n)
     */
    public record RareValue(long heap, int value) {
    }

    /**
     * The result of a run.
     *
     * @param ruleKey the rule in the field's notation
     * @param computed how many values G(0 .. computed-1) the store holds for this answer
     * @param resumedFrom how many were stored before the run (0 for a fresh run)
     * @param rareMask the split in effect at the end
     * @param domainParity whether that split is of the domain type
     * @param rare the rare heaps under it, heap 0 included when rare, in order
     * @param censuses the census at every power of two up to {@code computed}
     * @param last the census of all computed values, under the split in effect
     * @param slowScans phase-4 scans that ran past the prefix or the window (read the store)
     */
    public record Result(String ruleKey, long computed, long resumedFrom, int rareMask, boolean domainParity,
            List<RareValue> rare, List<SequenceCensus> censuses, SequenceCensus last, long slowScans) {
        public Result {
            rare = List.copyOf(rare);
            censuses = List.copyOf(censuses);
        }
    }

    private final Settings settings;

    public DiskSparseCalculator(Settings settings) {
        this.settings = settings;
    }

    /** Whether this calculator computes {@code code}: a finite code without three-heap splits. */
    public static boolean supports(HeapCode code) {
        return code.isFinite() && code.removals(HeapCode.SPLIT_THREE, code.lastDigit()).length == 0;
    }

    /** The store key of {@code code}: its notation. */
    public static String ruleKey(HeapCode code) {
        return code.notation();
    }

    /**
     * G(0 .. count-1) of {@code code}, resumed from what {@code store} holds (a store of another
     * rule is refused), saved to it at every {@link Action#CHECKPOINT} and at the end.
     */
    public Result compute(HeapCode code, long count, SequenceStore store, Listener listener) {
        return compute(code, count, store, listener, Deadline.unlimited());
    }

    /** {@link #compute(HeapCode, long, SequenceStore, Listener)}, stopped at {@code deadline}. */
    public Result compute(HeapCode code, long count, SequenceStore store, Listener listener, Deadline deadline) {
        if (!supports(code)) {
            throw new InvalidInputException("grundy: values on disk need a finite code without three-heap splits; "
                    + code.notation() + " is not one (compute it in memory instead)");
        }
        if (count < 1) {
            throw new IllegalArgumentException("count must be >= 1: " + count);
        }
        return new DiskSparseRun(code, count, store, settings, deadline).run(listener);
    }
}
