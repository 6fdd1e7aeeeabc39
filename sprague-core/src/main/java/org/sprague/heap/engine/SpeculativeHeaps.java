package org.sprague.heap.engine;

import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.CommonSplits;

/**
 * The two-thread mode of a {@link DiskSparseRun}: batches of heaps speculated on both threads
 * from the values before the batch, then completed in order on the computing thread (see
 * {@link #heaps}). Package-private machinery reading the run's arrays.
 */
final class SpeculativeHeaps {
    private final DiskSparseRun r;
    private final ExecutorService helper;
    /** The marks of every heap of a batch, {@code 2 << valueBits} stamped ints a heap. */
    private int[] specMarks = new int[0];
    private int specStamp;
    /** Per heap of the batch: the mex the speculation reached and the last split a it scanned. */
    private int[] specMex = new int[0];
    private long[] specStop = new long[0];

    SpeculativeHeaps(DiskSparseRun run, ExecutorService helper) {
        this.r = run;
        this.helper = helper;
    }

    /** Two threads speculate only from this many batches on (below, a batch is most of the scan's small parts). */
    static final int FROM_BATCHES = 8;
    /** Heaps a thread takes at a time from a batch being speculated. */
    static final int SPEC_CHUNK = 16;
    /**
     * The marks of one batch are at most this many ints (512 KB, within a core's L2: each heap's
     * marks are written by the speculation and read back by the completion a batch later):
     * 128 heaps of 0.6, 256 of Grundy's game.
     */
    static final int SPEC_MARKS = 1 << 17;

    /** Heaps per speculated batch: {@code batch}, fewer when the values need many marks each. */
    int batch(int batch) {
        return Math.max(1, Math.min(batch, SPEC_MARKS / (2 << r.valueBits)));
    }

    /**
     * Heaps [from, to) on two threads. Both threads first <em>speculate</em> every heap m of the
     * batch (taking chunks of {@value #SPEC_CHUNK} heaps from a shared counter) with only the
     * values below {@code from} known: the options whose parts are all below {@code from}, i.e.
     * phase 1 and phase 2 for the rare parts of the list as it stands whose partner is known, and
     * the phase-4 scan over a &gt;= a0 = m - k<sub>min</sub> - from + 1 (every partner below
     * {@code from}) until the mex of these marks is common. Then the computing thread
     * <em>completes</em> the heaps in order: it adds the options the speculation could not see
     * (the take moves and rare parts whose partner lies in [from, m), and the rare heaps found
     * in this batch), and if the mex is then still common it is G(m); otherwise it scans the
     * splits a &lt; a0 and then past where the speculation stopped, exactly as one thread does.
     *
     * <p>Why this gives the values of one thread: marks are only ever added, so the marks of a
     * heap are always a subset of its options' values; and once they hold every option with a
     * rare part (and every take), a common mex is G(m), because the unmarked options are
     * common-common splits whose value is rare (the argument of phase 4, which never depended on
     * the order of the scan). Completion always adds every such option before it takes a mex.
     * The rare list only grows inside a batch (the split is re-chosen between batches, and a
     * batch ends at a value that gains a bit), so the rare parts the speculation used are rare.
     *
     * <p>Cost: completing a heap adds a few dozen marks (its takes, the rare parts below
     * m - from: a few of Grundy's game's or 0.6's rare heaps lie below a batch's length) and, for
     * the heaps whose completed mex is rare, the a0 - 1 splits skipped; everything else runs on
     * both threads. The hand-over is one blocking wait a batch, never a spin.
     */
    long heaps(long from, long to) {
        int len = (int) (to - from);
        int slot = 2 << r.valueBits;
        if (specMarks.length < len * slot) {
            specMarks = new int[len * slot];
            specStamp = 0;
        }
        if (specStamp == Integer.MAX_VALUE) {
            Arrays.fill(specMarks, 0);
            specStamp = 0;
        }
        int bst = ++specStamp;
        int snap = r.rareCount;
        if (specMex.length < len) {
            specMex = new int[len];
            specStop = new long[len];
        }
        int[] mexes = specMex;
        long[] stops = specStop;
        AtomicInteger next = new AtomicInteger();
        Runnable work = () -> {
            CommonSplits.Scan oneDigit = new CommonSplits.Scan(); // this thread's, for the batch
            for (int c = next.getAndAdd(SPEC_CHUNK); c < len; c = next.getAndAdd(SPEC_CHUNK)) {
                for (int h = c, e = Math.min(len, c + SPEC_CHUNK); h < e; h++) {
                    speculate(oneDigit, from, h, slot, bst, snap, mexes, stops);
                }
            }
        };
        Future<?> other = helper.submit(work);
        work.run();
        await(other);
        for (long m = from; m < to; m++) {
            int h = (int) (m - from);
            int mex = complete(from, m, h * slot, bst, snap, mexes[h], stops[h]);
            if (r.appendGains(m, mex)) {
                return m + 1;
            }
        }
        return to;
    }

    /** The first split a whose partner (for every split digit) is below {@code from}. */
    private long firstKnownA(long from, long m) {
        return Math.max(1, m - r.ks[0] - from + 1);
    }

    /** Speculates heap from + h (see {@link #heaps}); runs on either thread and reads only values below from. */
    private void speculate(CommonSplits.Scan oneDigit, long from, int h, int slot, int bst, int snap, int[] mexes,
            long[] stops) {
        long m = from + h;
        int off = h * slot;
        int[] mk = specMarks;
        for (int k : r.takeAll) {
            if (k == m) {
                mk[off] = bst;
            }
        }
        for (int k : r.leaveOne) {
            if (k < m && m - k < from) {
                mk[off + r.winAt((int) (m - k - r.base))] = bst;
            }
        }
        for (int k : r.ks) {
            long s = m - k;
            if (s < 2) {
                continue;
            }
            int lo = Sorted.upperBound(r.rarePos, 0, snap, s - from);
            int hi = Sorted.lowerBound(r.rarePos, 0, snap, s);
            if (lo < hi) {
                r.markRare(mk, off, bst, s, lo, hi);
            }
        }
        int mex = 0;
        while (mk[off + mex] == bst) {
            mex++;
        }
        long stop = 0;
        if (r.ks.length > 0) {
            stop = firstKnownA(from, m) - 1;
        }
        if (!r.commonAt(mex, m) && r.ks.length > 0) {
            long top = r.fastTop(m, Long.MAX_VALUE);
            if (stop < top) {
                long scanned = r.scanInMemory(oneDigit, mk, off, bst, m, stop + 1, top, mex);
                mex = (int) scanned;
                stop = scanned >>> 32;
            }
        }
        mexes[h] = mex;
        stops[h] = stop;
    }

    /**
     * Completes the speculated heap m (G(0 .. m-1) known now): the options the speculation did
     * not see, then, if the mex is rare, the scan of the splits it skipped and of those past it.
     */
    private int complete(long from, long m, int off, int bst, int snap, int mex, long stop) {
        int[] mk = specMarks;
        for (int k : r.leaveOne) {
            if (k < m && m - k >= from) {
                mk[off + r.winAt((int) (m - k - r.base))] = bst;
            }
        }
        for (int k : r.ks) {
            long s = m - k;
            if (s < 2) {
                continue;
            }
            int hi = Math.min(Sorted.upperBound(r.rarePos, 0, snap, s - from), Sorted.lowerBound(r.rarePos, 0, snap, s));
            if (hi > 0) {
                r.markRare(mk, off, bst, s, 0, hi);
            }
            int newHi = Sorted.lowerBound(r.rarePos, snap, r.rareCount, s);
            if (snap < newHi) {
                r.markRare(mk, off, bst, s, snap, newHi);
            }
        }
        while (mk[off + mex] == bst) {
            mex++;
        }
        if (r.commonAt(mex, m) || r.ks.length == 0) {
            return mex;
        }
        // rare: go on as one thread does, in the stamped marks of the computing thread
        int st = r.nextStamp();
        int[] own = r.mark;
        for (int v = 0, size = 2 << r.valueBits; v < size; v++) {
            if (mk[off + v] == bst) {
                own[v] = st;
            }
        }
        long a0 = firstKnownA(from, m);
        if (a0 > 1) {
            mex = r.scan(m, mex, st, 1, a0 - 1);
            if (r.commonAt(mex, m)) {
                return mex;
            }
        }
        return r.scan(m, mex, st, stop + 1, Long.MAX_VALUE);
    }

    private static void await(Future<?> f) {
        try {
            f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LimitExceededException("grundy: interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException("speculating helper failed", e.getCause());
        }
    }
}
