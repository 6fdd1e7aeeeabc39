package org.sprague.heap;

import org.sprague.game.Deadline;

/**
 * Grundy sequences by the sparse-space method (rare and common values; Gangolli and
 * Plambeck's observation, as the field's fast octal programs do it; algorithms.md 2).
 *
 * <p>Values are split into rare and common so that two common values never XOR to a common
 * one: range type, v is rare iff popcount(v & m) is even (the commons are a coset of the
 * rares); domain type, when every two-heap split removes the same parity q, v is rare at
 * heap x iff popcount(v & m) has the parity of x XOR q. For heap n: (1) mark the options
 * leaving at most one heap (and three-heap splits, exhaustively); (2) for every split digit
 * and every rare position p, mark G(p) XOR G(n-k-p): every split with a rare part; (3) take
 * the mex; if it is common it is G(n), since every unmarked option is common XOR common,
 * hence rare; (4) otherwise scan the splits a = 1, 2, ... (all split digits at the same a),
 * advancing the mex past what is marked, until it is common or the splits run out.
 *
 * <p>Cost: O(N * rare positions * split digits) plus the phase-4 scans, against O(N^2) for
 * the naive mex. The mask m is chosen by {@link RareMaskChooser} when the largest value gains
 * a bit and at powers of two, and the rare list rebuilt (O(N) in all). Correctness never
 * depends on the mask: m = 0 (range) makes every position rare, which is the naive method.
 *
 * <p>Measured gains (Java, one core; docs/performance-log.md "Heap games"): the rare/common split
 * itself, against the naive mex, 175x on Kayles, 12.6x on Grundy's game and 10x on 0.6 at
 * 2^16; typed byte/char loops in phases 2 and 4 instead of a width-switching accessor, 1.8x
 * (Grundy's game to 2^18: 3.6 s to 2.0 s); phase 4 in branch-free chunks, 1.65x more
 * ({@link CommonSplits}); the rare values copied next to their positions ({@code rareVal}) so phase 2
 * reads one value per step, not two (what was tried and dropped: the same log section).
 */
public final class SparseSpaceCalculator implements GrundySequenceCalculator {
    private final int fixedMask;
    private final boolean fixedDomain;
    private final int threads;

    /** The calculator that chooses its mask from the values, on one thread. */
    public SparseSpaceCalculator() {
        this(-1, false, 1);
    }

    /**
     * The calculator on {@code threads} threads: 2 moves phase 2 (the splits with a rare part)
     * to a helper thread for values of 7 or 8 bits ({@link RareSplitPipeline}); more are not
     * used. The values are the same for every thread count.
     */
    public static SparseSpaceCalculator withThreads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1: " + threads);
        }
        return new SparseSpaceCalculator(-1, false, threads);
    }

    /** A calculator that always uses {@code mask} (for tests: any mask, even a bad one). */
    public static SparseSpaceCalculator withFixedMask(int mask, boolean domainParity) {
        if (mask < 0) {
            throw new IllegalArgumentException("mask must be >= 0");
        }
        return new SparseSpaceCalculator(mask, domainParity, 1);
    }

    private SparseSpaceCalculator(int fixedMask, boolean fixedDomain, int threads) {
        this.fixedMask = fixedMask;
        this.fixedDomain = fixedDomain;
        this.threads = threads;
    }


    @Override
    public Result compute(HeapCode code, int count, Start start, Listener listener, Deadline deadline) {
        return new SparseRun(code, count, start, fixedMask, fixedDomain, threads, deadline).run(listener);
    }

    /** The values array for a run of {@code count}: the start's prefix, or a fresh one. */
    static GrundyValues startValues(int count, Start start) {
        if (start == null) {
            return new GrundyValues(count);
        }
        GrundyValues prefix = start.values();
        if (prefix.length() > count) {
            GrundyValues g = new GrundyValues(count);
            for (int i = 0; i < count; i++) {
                g.add(prefix.get(i));
            }
            return g;
        }
        return prefix.capacity() >= count ? prefix : prefix.withCapacity(count);
    }
}
