package org.sprague.heap;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.locks.LockSupport;

/**
 * The sparse-space method on two cores: a second thread runs phase 2 (the splits with a
 * rare part) for the heaps ahead while the computing thread finishes phases 1, 3 and 4 of
 * the current one, for values in bytes (values in chars: see docs/performance-log.md, "heap14":
 * the two threads took 1.4x the CPU of one for 0.6 to 2^22).
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
 * <p>Nobody waits long: each heap is claimed once, by a compare-and-set on the
 * next unclaimed heap, by the helper before it marks it or by the computing thread when it
 * finds the slot not ready: then it marks phase 2 itself as one thread does (and the helper,
 * finding its claim gone, jumps past it). The computing thread waits only for a heap the
 * helper has claimed, at most {@value #WAIT_NANOS} ns (a heap's phase 2 takes a few
 * microseconds; longer means the helper lost its core), and the helper, a full ring ahead,
 * parks instead of spinning. On a loaded machine the CPU stays bounded: Grundy's game to 2^21
 * at load 10-17 18.7 s against 76 s with a spinning wait (docs/performance-log.md, "heap14").
 *
 * <p>Hand-over: the computing thread publishes its count, the rare list and its arrays
 * through volatile fields after writing them, and the helper publishes each slot by a
 * release write of its tag (m + 1) after its bits, read with acquire; each side reads only
 * what the other published (happens-before through the release and acquire).
 * The gain is bounded by phase 2's share of the work (phase 4 stays on one thread): see
 * docs/performance-log.md ("Heap games", two cores).
 */
final class RareSplitPipeline {
    /** How many heaps the helper may run ahead (the ring's slots). */
    static final int AHEAD = 64;
    /** The two threads publish their counts every this many heaps (a power of two). */
    static final int BATCH = 8;
    /** How long the computing thread waits for a heap the helper claimed before marking it itself. */
    static final long WAIT_NANOS = 20_000;
    /** How long a helper a full ring ahead parks before looking again. */
    static final long PARK_NANOS = 50_000;
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);

    private final SparseRun run;
    private final ExecutorService helper;
    private final byte[] b;
    private final int words;
    /** The moves: the split digits and whether splits must be unequal. */
    private final Options o;
    /**
     * Slot m % AHEAD at m * stride: the bit set, then (frontier << 32 | rare count seen), then
     * the tag m + 1; stride rounds that up to whole cache lines, so the helper writing one slot
     * never shares a line with the computing thread reading another.
     */
    private final long[] ring;
    private final int stride;

    /** The helper's stamped marks (one int per value); the generation is the heap m + 1. */
    private final int[] marks;

    /**
     * The computing thread's count ({@link #DONE}) and the next unclaimed heap ({@link
     * #CLAIMED}), a cache line apart: the count is written by the computing thread, the claim
     * mostly by the helper.
     */
    private final AtomicIntegerArray cursors = new AtomicIntegerArray(32);
    private static final int DONE = 0;
    private static final int CLAIMED = 16;
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
        this.stride = (words + 2 + 7) & ~7;
        this.ring = new long[AHEAD * stride];
        this.marks = new int[words << 6];
    }

    /**
     * Computes heaps [from, to) on two threads; returns the first heap not done (a heap whose
     * value gains a bit, or after which the mask is re-chosen, is left to the caller).
     */
    int compute(int from, int to) {
        cursors.set(DONE, from);
        cursors.set(CLAIMED, from);
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
     * Sets {@code bits} ({@code words} longs) to the helper's marks of heap n plus every
     * rare-part split the helper left out; false when the helper has not marked heap n (then
     * the heap is the caller's: it marks phase 2 itself).
     */
    boolean rareSplits(int n, long[] bits, int[] pos, int[] val, int rc) {
        int base = (n % AHEAD) * stride;
        if ((long) SLOT.getAcquire(ring, base + words + 1) != n + 1 && !awaitHelper(n, base + words + 1)) {
            return false;
        }
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
        return true;
    }

    /**
     * Heap n's slot is not ready: claims n when the helper has not (false: the caller marks
     * it), else waits at most {@value #WAIT_NANOS} ns for the helper to finish it.
     */
    private boolean awaitHelper(int n, int tagAt) {
        for (int next = cursors.get(CLAIMED); next <= n; next = cursors.get(CLAIMED)) {
            if (cursors.compareAndSet(CLAIMED, next, n + 1)) {
                return false;
            }
        }
        long deadline = System.nanoTime() + WAIT_NANOS;
        for (int spins = 1; ; spins++) {
            if ((long) SLOT.getAcquire(ring, tagAt) == n + 1) {
                return true;
            }
            if ((spins & 63) == 0 && System.nanoTime() - deadline > 0) {
                return false;
            }
            Thread.onSpinWait();
        }
    }

    /** The helper: phase 2 of the unclaimed heaps from {@code from}, up to AHEAD ahead of the computing thread. */
    private void markAhead(int from, int to) {
        int m = from;
        while (m < to && !stop) {
            int next = cursors.get(CLAIMED);
            if (next > m) {
                m = next; // the computing thread marked the heaps up to next itself
                continue;
            }
            int f = cursors.get(DONE);
            if (m >= f + AHEAD) {
                // a full ring ahead: park, not spin. A late wake-up costs no wait, the
                // computing thread then marks the heaps itself
                LockSupport.parkNanos(PARK_NANOS);
                continue;
            }
            if (!cursors.compareAndSet(CLAIMED, m, m + 1)) {
                continue;
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
            SLOT.setRelease(ring, base + words + 1, (long) m + 1);
            m++;
        }
    }
}
