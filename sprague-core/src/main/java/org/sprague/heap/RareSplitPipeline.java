package org.sprague.heap;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.locks.LockSupport;

/**
 * The sparse-space method on two cores: a second thread runs phase 2 (the splits with a
 * rare part) for the heaps ahead while the computing thread finishes phases 1, 3 and 4 of
 * the current one, for values in bytes.
 *
 * <p>The helper marks, for heap m, the values G(p) XOR G(m - k - p) of every rare p and
 * split digit k whose other part is already known (m - k - p below the computing thread's
 * count f when it starts m), as a bit set in a ring of {@value #AHEAD} slots; it stays at
 * most {@value #AHEAD} heaps ahead. The computing thread copies the slot, adds what the
 * helper could not see (the smallest rare p, whose partner m - k - p >= f was not yet
 * known, and the rare positions found since), and goes on as in the one-thread loop. The
 * marks are the same sets as one thread computes, so the values are identical; only who
 * marks what differs. A value that gains a bit, a mask re-choice or the end of the range
 * stops the helper (the next range starts it again).
 *
 * <p>Hand-over: the computing thread publishes its count, the rare list and its arrays
 * through volatile fields after writing them, and the helper publishes each slot through
 * {@code produced}; each side reads only what the other published (happens-before through
 * the volatile write and read). The helper parks when it is {@value #AHEAD} heaps ahead.
 * The gain is bounded by phase 2's share of the work (phase 4 stays on one thread): see
 * docs/performance.md ("Heap games", two cores).
 */
final class RareSplitPipeline {
    /** How many heaps the helper may run ahead (the ring's slots). */
    static final int AHEAD = 64;
    /** The two threads publish their counts every this many heaps (a power of two). */
    static final int BATCH = 8;
    /** Spins (a few ns each) before the helper, far ahead, parks: about 100 microseconds. */
    static final int SPINS_BEFORE_PARK = 20_000;
    /** How long a parked helper sleeps before looking again. */
    static final long PARK_NANOS = 50_000;

    private final SparseRun run;
    private final ExecutorService helper;
    private final byte[] b;
    private final int words;
    /** The moves: the split digits and whether splits must be unequal. */
    private final Options o;
    /**
     * Slot m % AHEAD at m * stride: the bit set, then (frontier << 32 | rare count seen);
     * stride rounds that up to whole cache lines, so the helper writing one slot never
     * shares a line with the computing thread reading another.
     */
    private final long[] ring;
    private final int stride;

    /** The helper's stamped marks (one int per value); the generation is the heap m + 1. */
    private final int[] marks;

    /**
     * The computing thread's count ({@link #DONE}) and the helper's ({@link #PRODUCED}), a
     * cache line apart: each is written on every heap by one thread and read by the other.
     */
    private final AtomicIntegerArray cursors = new AtomicIntegerArray(32);
    private static final int DONE = 0;
    private static final int PRODUCED = 16;
    private volatile int rareCount;
    private volatile int[] rarePos;
    private volatile int[] rareVal;
    private volatile boolean stop;

    /**
     * A pipeline over the run's current values (bytes), with bit sets of {@code words} longs
     * (2^valueBits bits, every XOR of two values).
     */
    RareSplitPipeline(SparseRun run, ExecutorService helper, byte[] b, int words, Options o) {
        this.run = run;
        this.helper = helper;
        this.b = b;
        this.words = words;
        this.o = o;
        this.stride = (words + 1 + 7) & ~7;
        this.ring = new long[AHEAD * stride];
        this.marks = new int[words << 6];
    }

    /**
     * Computes heaps [from, to) on two threads; returns the first heap not done (a heap whose
     * value gains a bit, or after which the mask is re-chosen, is left to the caller).
     */
    int compute(int from, int to) {
        cursors.set(DONE, from);
        cursors.set(PRODUCED, from);
        publishRare();
        stop = false;
        Future<?> marking = helper.submit(() -> markAhead(from, to));
        try {
            return run.pipelinedHeaps(this, from, to);
        } finally {
            stop = true;
            try {
                marking.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException e) {
                throw new IllegalStateException("rare-split helper failed", e.getCause());
            }
        }
    }

    /**
     * After the computing thread stored heap n (and its rare entry, if any). The count is
     * published every {@value #BATCH} heaps only: each publication moves a cache line from one
     * core to the other, and a lower count only makes the helper leave a little more to the
     * computing thread.
     */
    void committed(int n, boolean addedRare) {
        if (addedRare) {
            publishRare();
        }
        if ((n & (BATCH - 1)) == BATCH - 1) {
            cursors.set(DONE, n + 1);
        }
    }

    private void publishRare() {
        rarePos = run.rarePos();
        rareVal = run.rareVal();
        rareCount = run.rareCount();
    }

    /**
     * Waits for the helper's marks of heap n and sets {@code bits} ({@code words} longs) to
     * the slot plus every rare-part split the helper left out.
     */
    void rareSplits(int n, long[] bits, int[] pos, int[] val, int rc) {
        while (cursors.get(PRODUCED) <= n) {
            Thread.onSpinWait();
        }
        int base = (n % AHEAD) * stride;
        System.arraycopy(ring, base, bits, 0, words);
        long seenAt = ring[base + words];
        int frontier = (int) (seenAt >>> 32);
        int seen = (int) seenAt;
        for (int k : o.splitTwo) {
            int s = n - k;
            if (s < 2) {
                continue;
            }
            int half = o.unequal && (s & 1) == 0 ? s >> 1 : -1;
            // the rare p whose partner s - p was not yet known to the helper: a prefix
            for (int i = 0, limit = s - frontier; i < seen && pos[i] <= limit; i++) {
                int p = pos[i];
                if (p != half) {
                    int v = val[i] ^ (b[s - p] & 0xFF);
                    bits[v >>> 6] |= 1L << v;
                }
            }
            // the rare positions found after the helper's snapshot
            for (int i = seen; i < rc; i++) {
                int p = pos[i];
                if (p >= s) {
                    break;
                }
                if (p != half) {
                    int v = val[i] ^ (b[s - p] & 0xFF);
                    bits[v >>> 6] |= 1L << v;
                }
            }
        }
    }

    /** The helper: phase 2 of heaps from, from + 1, ... up to AHEAD ahead of the computing thread. */
    private void markAhead(int from, int to) {
        for (int m = from; m < to; m++) {
            int f;
            int spins = 0;
            while (m >= (f = cursors.get(DONE)) + AHEAD) {
                if (stop) {
                    return;
                }
                // spin: a park wakes up tens of microseconds late, by which time the
                // computing thread has used up the slots and waits itself (measured: 35,000
                // to 48,000 such waits in 10^6 heaps of Grundy's game with a park after 64 spins)
                if (++spins < SPINS_BEFORE_PARK) {
                    Thread.onSpinWait();
                } else {
                    LockSupport.parkNanos(PARK_NANOS);
                }
            }
            if (stop) {
                return;
            }
            int rc = rareCount;
            int[] pos = rarePos;
            int[] val = rareVal;
            // marks in a stamped array (independent stores), turned into the slot's bit set
            // at the end: setting bits directly chains every mark through a few words
            int st = m + 1;
            int[] seen = marks;
            for (int k : o.splitTwo) {
                int s = m - k;
                if (s < 2) {
                    continue;
                }
                int half = o.unequal && (s & 1) == 0 ? s >> 1 : -1;
                int lo = 0;
                while (lo < rc && pos[lo] <= s - f) {
                    lo++;
                }
                int hi = rc;
                while (hi > lo && pos[hi - 1] >= s) {
                    hi--;
                }
                for (int i = lo; i < hi; i++) {
                    int p = pos[i];
                    if (p != half) {
                        seen[val[i] ^ (b[s - p] & 0xFF)] = st;
                    }
                }
            }
            int base = (m % AHEAD) * stride;
            for (int w = 0; w < words; w++) {
                long word = 0;
                for (int j = 0, v = w << 6; j < 64; j++, v++) {
                    word |= (seen[v] == st ? 1L : 0L) << j;
                }
                ring[base + w] = word;
            }
            ring[base + words] = (long) f << 32 | rc;
            if ((m & (BATCH - 1)) == BATCH - 1 || m + 1 == to) {
                cursors.set(PRODUCED, m + 1);
            }
        }
    }
}
