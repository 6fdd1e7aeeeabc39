package org.sprague.heap;

import java.util.Arrays;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.sprague.game.Deadline;

/**
 * One run of {@link SparseSpaceCalculator}: the values, the rare/common split in use, the
 * rare list and the value histogram, and the per-heap loops (the general one and the fast
 * path for values below 64). Package-private machinery; the algorithm is described on
 * {@link SparseSpaceCalculator}.
 */
final class SparseRun {
    /** Heap counts below this use mask 0; the histogram says little before. */
    static final int FIRST_CHOICE = 32;
    /** Values at or above 2^this stop mask re-choosing (the histogram would be too large). */
    static final int MAX_HISTOGRAM_BITS = 22;
    /** The most splits a phase-4 scan starts with, whatever the previous one needed. */
    static final int SCAN_HINT_CAP = 64;

    private final int fixedMask;
    private final int count;
    private final Options o;
    private final GrundyValues g;
    private final int q;
    private int mask;
    private boolean domain;
    private int[] rarePos = new int[64];
    private int[] rareVal = new int[64];
    private int rareCount;
    /** The histogram of G(1 .. n-1) the split is chosen from. */
    private final RareMaskChooser hist;
    private int valueBits;
    private int[] seen;
    /** Where the last phase-4 scan of {@link #scanSmall} stopped: the next one starts there. */
    private int scanHint;
    /** The generation of the marks in {@code seen}: one per heap. */
    private int stamp;
    /** The one-digit scan of phase 4, started again for every heap ({@link CommonSplits.Scan}). */
    private final CommonSplits.Scan oneDigit = new CommonSplits.Scan();
    /** Whether {@link #smallValues} applies: no move leaves three heaps, some move splits in two. */
    private final boolean plain;
    /** Threads to use (2: phase 2 on a helper thread, {@link RareSplitPipeline}). */
    private final int threads;
    /** When to stop: checked every batch of heaps, on this thread (the helper's work is bounded by it). */
    private final Deadline deadline;
    /** The helper thread, started at the first two-thread range. */
    private ExecutorService helper;

    SparseRun(HeapCode code, int count, GrundySequenceCalculator.Start start, int fixedMask, boolean fixedDomain,
            int threads, Deadline deadline) {
        this.deadline = deadline;
        this.fixedMask = fixedMask;
        this.threads = threads;
        this.count = count;
        this.o = new Options(code, count);
        this.g = SparseSpaceCalculator.startValues(count, start);
        this.plain = o.splitThree.length == 0 && o.splitTwo.length > 0;
        int parity = o.splitParity();
        this.q = Math.max(parity, 0);
        this.hist = new RareMaskChooser(q);
        if (fixedMask >= 0) {
            mask = fixedMask;
            domain = fixedDomain && parity >= 0;
        } else if (start != null) {
            mask = start.rareMask();
            domain = start.domainParity() && parity >= 0;
        }
        valueBits = bits(g.max());
        charsPast(valueBits);
        seen = Options.growSeen(new int[2], g.max());
        for (int x = 1; x < g.length(); x++) {
            count(x, g.get(x));
        }
        rebuildRareList(g.length());
    }

    private int bits(int v) {
        return 32 - Integer.numberOfLeadingZeros(v);
    }

    /**
     * Values of 7 bits or more go to chars on one thread ({@link GrundyValues#widenToChars}): the
     * chars loops of phases 2 and 4 are faster than the bytes loops (Grundy's game to 2^22: 6.95
     * -&gt; 6.08 s CPU; docs/performance-log.md, "heap20"). Bytes stay below (for {@link #smallValues}) and for
     * two threads ({@link #twoThreads} reads bytes).
     */
    private void charsPast(int bitsNow) {
        if (bitsNow > 6 && threads < 2 && g.bytes != null) {
            g.widenToChars();
        }
    }

    /** The parity a value must have (of popcount(v & mask)) to be rare at heap x. */
    private int rareParity(int x) {
        return domain ? (x ^ q) & 1 : 0;
    }

    private boolean rareAt(int v, int x) {
        return (Integer.bitCount(v & mask) & 1) == rareParity(x);
    }

    private void count(int x, int v) {
        if (bits(v) <= MAX_HISTOGRAM_BITS) {
            hist.add(x, v);
        }
    }

    private void rebuildRareList(int n) {
        rareCount = 0;
        for (int x = 1; x < n; x++) {
            int v = g.get(x);
            if (rareAt(v, x)) {
                addRare(x, v);
            }
        }
    }

    private void addRare(int x, int v) {
        if (rareCount == rarePos.length) {
            rarePos = Arrays.copyOf(rarePos, rareCount * 2);
            rareVal = Arrays.copyOf(rareVal, rareCount * 2);
        }
        rarePos[rareCount] = x;
        rareVal[rareCount] = v;
        rareCount++;
    }

    private void rechoose(int n) {
        if (fixedMask >= 0 || valueBits > MAX_HISTOGRAM_BITS) {
            return;
        }
        RareMaskChooser.Choice best = hist.best(o.splitParity() >= 0);
        int m = best.mask();
        boolean d = best.domain();
        if (m != mask || d != domain) {
            mask = m;
            domain = d;
            rebuildRareList(n);
        }
    }

    /** Runs phase 2's helper on {@code executor} (tests: a helper that starts late). */
    SparseRun withHelper(ExecutorService executor) {
        this.helper = executor;
        return this;
    }

    GrundySequenceCalculator.Result run(GrundySequenceCalculator.Listener listener) {
        try {
            int n = g.length();
            boolean costly = o.splitThree.length > 0; // O(n^2) splits per heap: poll every heap
            while (n < count) {
                if (plain || costly || (n & 1023) == 0) {
                    deadline.check(); // a batch of heaps, one costly heap, or 1024 cheap ones
                }
                int stop = Math.min(count, (n / GrundySequenceCalculator.PROGRESS_INTERVAL + 1)
                        * GrundySequenceCalculator.PROGRESS_INTERVAL);
                if (plain) {
                    n = smallValues(n, stop);
                    n = twoThreads(n, stop);
                }
                if (n < stop) {
                    heap(n);
                    n++;
                }
                if (n % GrundySequenceCalculator.PROGRESS_INTERVAL == 0) {
                    listener.progress(new GrundySequenceCalculator.Progress(g, n, count, mask, domain, rareCount));
                }
            }
            return new GrundySequenceCalculator.Result(g, "sparse", mask, domain, rareCount);
        } finally {
            if (helper != null) {
                helper.shutdownNow();
            }
        }
    }

    /**
     * Heaps [from, to) with phase 2 on a helper thread ({@link RareSplitPipeline}), when two
     * threads were asked for, the values are bytes of 7 or 8 bits (smaller ones take
     * {@link #smallValues}) and the heap is past every take digit; returns the first heap not
     * done. Chars (0.6 past heap 10,344) stay on one thread: there the two threads cost 1.4x
     * the CPU of one (docs/performance-log.md, "heap14").
     */
    private int twoThreads(int from, int to) {
        if (threads < 2 || g.bytes == null || valueBits < 7 || from >= to || from <= o.lastTake
                || from <= o.splitTwo[o.splitTwo.length - 1]) {
            return from;
        }
        if (helper == null) {
            helper = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "sparse-rare-splits");
                t.setDaemon(true);
                return t;
            });
        }
        int words = (1 << valueBits) >>> 6;
        return new RareSplitPipeline(this, helper, g.bytes, words, o).compute(from, to);
    }

    /**
     * The computing thread's side of {@link RareSplitPipeline}: heaps [from, to) as in
     * {@link #heap}, phase 2 from the helper's bit set (copied into the stamped marks: one
     * store per distinct value instead of one per rare position) or, for a heap the helper
     * has not marked, marked here as {@link #heap} does; phases 1 and 4 as usual.
     * Returns the first heap not done (one whose value gains a bit or after which the mask
     * is re-chosen; {@link #heap} does those). Phase 4 keeps the stamped array: marking a
     * bit set there chains every split through one word (measured 1.4x slower on Grundy's
     * game than the stamps).
     */
    int pipelinedHeaps(RareSplitPipeline pipe, int from, int to) {
        byte[] b = g.bytes;
        int vb = valueBits;
        int words = (1 << vb) >>> 6;
        long[] bits = new long[words];
        int[] mark = seen;
        int[] leaveOne = o.leaveOne;
        int m = mask;
        int dom = domain ? 1 : 0;
        for (int n = from; n < to; n++) {
            int st = ++stamp;
            if (pipe.rareSplits(n, bits, rarePos, rareVal, rareCount)) {
                for (int w = 0; w < words; w++) {
                    for (long word = bits[w]; word != 0; word &= word - 1) {
                        mark[(w << 6) + Long.numberOfTrailingZeros(word)] = st;
                    }
                }
            } else {
                markRareSplits(n, st);
            }
            for (int k : leaveOne) {
                mark[b[n - k] & 0xFF] = st;
            }
            int mex = 0;
            while (mark[mex] == st) {
                mex++;
            }
            int parity = (n ^ q) & dom;
            if ((Integer.bitCount(mex & m) & 1) == parity) {
                mex = scanCommonSplits(n, mex, st);
            }
            if ((mex >>> vb) != 0 || ((n + 1) & n) == 0) {
                return n;
            }
            g.add(mex);
            hist.add(n, mex);
            boolean rare = (Integer.bitCount(mex & m) & 1) == parity;
            if (rare) {
                addRare(n, mex);
            }
            pipe.committed(n, rare);
        }
        return to;
    }

    int[] rarePos() {
        return rarePos;
    }

    int[] rareVal() {
        return rareVal;
    }

    int rareCount() {
        return rareCount;
    }

    /** Computes G(n) and records it: histogram, rare list, mark array and mask re-choice. */
    private void heap(int n) {
        int st = ++stamp;
        o.markTakesAndTriples(g, n, seen, st);
        markRareSplits(n, st);
        int mex = 0;
        while (seen[mex] == st) {
            mex++;
        }
        if (!commonAt(mex, n)) {
            mex = scanCommonSplits(n, mex, st);
        }
        g.add(mex);
        if (n > 0) {
            count(n, mex);
            if (rareAt(mex, n)) {
                addRare(n, mex);
            }
        }
        int newBits = bits(mex);
        boolean gainedBit = newBits > valueBits;
        if (gainedBit) {
            valueBits = newBits;
            charsPast(newBits);
            seen = Options.growSeen(seen, mex);
        }
        int done = n + 1;
        if (done >= FIRST_CHOICE && (gainedBit || (done & (done - 1)) == 0)) {
            rechoose(done);
        }
    }

    /**
     * The same as {@link #heap} for heaps n in [from, to) past every take digit, while
     * every value is below 64 (so is every XOR of values) and no move leaves three heaps:
     * a heap's marks are the bits of one {@code long} and the mex is its lowest clear bit.
     * The marks of the splits of s stones serve every heap s + k of a split digit k, so a
     * ring (a power of two of slots, indexed by s) keeps per s R(s) = {G(p) XOR G(s - p): p
     * rare, p < s} and the common-common splits already scanned ({@link #scanSmall}): a code
     * with j consecutive split digits (0.1777: k = 2, 3, 4) walks the rare list and scans
     * each s once instead of j times. Stops (returning n, G(n) not stored) at a heap whose
     * value gains a bit or after which the mask is re-chosen, for {@link #heap} to do.
     *
     * <p>Measured on 0.1777 (CPU seconds): to 2^24, 4.1-5.4 s with the stamped mark array and
     * phase 2 per heap, 2.8-3.7 s with one long of marks and R(s) shared; to 2^26, 9-12 s
     * without the shared scans, 6.7-8.5 s with them.
     * The C++ baseline does the same (rarecommon.cpp, runSmall), so the ratio compares one
     * algorithm.
     */
    private int smallValues(int from, int to) {
        byte[] b = g.bytes;
        if (b == null || from <= o.lastTake || from <= o.splitTwo[o.splitTwo.length - 1] || valueBits > 6) {
            return from;
        }
        int[] leaveOne = o.leaveOne;
        int[] ks = o.splitTwo;
        int kMin = ks[0];
        // marks of s at s & slot: a power of two >= kmax - kmin + 1, so no division per heap
        int span = Integer.highestOneBit(Math.max(o.splitSpan, 1) * 2 - 1);
        int slot = span - 1;
        long[] ring = new long[span];
        int[] reach = new int[span];
        for (int s = from - ks[ks.length - 1]; s < from - kMin; s++) {
            ring[s & slot] = rareSplits(b, s);
            reach[s & slot] = 0;
        }
        int m = mask;
        int dom = domain ? 1 : 0;
        int vb = valueBits;
        int n = from;
        for (; n < to; n++) {
            long marks = 0;
            for (int k : leaveOne) {
                marks |= 1L << b[n - k];
            }
            int fresh = (n - kMin) & slot;
            ring[fresh] = rareSplits(b, n - kMin);
            reach[fresh] = 0;
            for (int k : ks) {
                marks |= ring[(n - k) & slot];
            }
            int mex = Long.numberOfTrailingZeros(~marks);
            int parity = (n ^ q) & dom;
            if ((Integer.bitCount(mex & m) & 1) == parity) {
                mex = scanSmall(b, n, marks, mex, parity, ring, reach, slot);
            }
            if ((mex >>> vb) != 0 || ((n + 1) & n) == 0) {
                return n;
            }
            g.add(mex);
            hist.add(n, mex);
            if ((Integer.bitCount(mex & m) & 1) == parity) {
                addRare(n, mex);
            }
        }
        return n;
    }

    /** R(s): the bits G(p) XOR G(s - p) of the two-heap splits of s stones with a rare part p. */
    private long rareSplits(byte[] b, int s) {
        int[] pos = rarePos;
        int[] val = rareVal;
        // a counted loop (the rare positions >= s trimmed first) lets the JIT drop the
        // range checks on pos and val: 0.1777 to 2^24, 3.4-4.0 s -> 2.9-3.5 s CPU
        int end = rareCount;
        while (end > 0 && pos[end - 1] >= s) {
            end--;
        }
        long bits = 0;
        if (o.unequal && (s & 1) == 0) {
            int half = s >> 1;
            for (int i = 0; i < end; i++) {
                int p = pos[i];
                if (p != half) {
                    bits |= 1L << (val[i] ^ b[s - p]);
                }
            }
            return bits;
        }
        for (int i = 0; i < end; i++) {
            bits |= 1L << (val[i] ^ b[s - pos[i]]);
        }
        return bits;
    }

    /**
     * Phase 4 on one long of marks: the common-common splits a = 1, 2, ... up to a bound
     * that grows chunk by chunk (2, 4, ... 32 splits more), for every split digit, until the
     * mex is common at n. The splits of s stones scanned for one heap serve every heap
     * s + k of a split digit k: the ring keeps, beside R(s), the marks of the splits
     * a = 1 .. reach(s) already scanned, so a code with j consecutive split digits (0.1777:
     * 2, 3, 4) scans each s once, not j times, and a heap starts from what its neighbours
     * scanned. Any set of genuine options may be marked: the value is right whenever the
     * mex is common (algorithms.md 2), so reusing a longer scan never changes G(n).
     */
    private int scanSmall(byte[] b, int n, long marks, int mex, int rareParity, long[] ring, int[] reach,
            int slot) {
        int[] ks = o.splitTwo;
        int u = o.unequal ? 1 : 0;
        int top = (n - ks[0] - u) / 2;
        // the first bound is where the previous heap's scan ended: neighbours need about as
        // many splits, and one long loop costs less than several short ones
        for (int bound = Math.max(4, Math.min(scanHint, SCAN_HINT_CAP)), chunk = 4; ; chunk = Math.min(CommonSplits.SCAN_CHUNK, chunk * 2), bound += chunk) {
            int limit = Math.min(bound, top);
            scanHint = limit;
            for (int k : ks) {
                int s = n - k;
                int i = s & slot;
                int last = Math.min(limit, (s - u) / 2);
                int done = reach[i];
                if (done < last) {
                    long bits = ring[i];
                    for (int x = done + 1; x <= last; x++) {
                        bits |= 1L << (b[x] ^ b[s - x]);
                    }
                    ring[i] = bits;
                    reach[i] = last;
                }
                marks |= ring[i];
            }
            int next = Long.numberOfTrailingZeros(~marks);
            if (next != mex) {
                mex = next;
                if ((Integer.bitCount(mex & mask) & 1) != rareParity) {
                    return mex;
                }
            }
            if (limit == top) {
                return mex;
            }
        }
    }

    private boolean commonAt(int v, int n) {
        return CommonSplits.common(v, mask, rareParity(n));
    }

    /** Phase 2: every two-heap split with a rare part, for every split digit. */
    private void markRareSplits(int n, int stamp) {
        int[] pos = rarePos;
        int[] val = rareVal;
        int rc = rareCount;
        int[] mark = seen;
        byte[] bytes = g.bytes;
        char[] chars = g.chars;
        for (int k : o.splitTwo) {
            int s = n - k;
            if (s < 2) {
                break;
            }
            // the rare list ends where p >= s: find the end once, not per step. The loops
            // below are typed by value width (1.8x with phase 4's, see the class comment)
            int end = rc;
            while (end > 0 && pos[end - 1] >= s) {
                end--;
            }
            // Grundy's game: no split into two equal heaps (skip p = s/2)
            int half = o.unequal && (s & 1) == 0 ? s >> 1 : -1;
            if (bytes != null) {
                for (int i = 0; i < end; i++) {
                    int p = pos[i];
                    if (p != half) {
                        mark[val[i] ^ (bytes[s - p] & 0xFF)] = stamp;
                    }
                }
            } else if (chars != null) {
                for (int i = 0; i < end; i++) {
                    int p = pos[i];
                    if (p != half) {
                        mark[val[i] ^ chars[s - p]] = stamp;
                    }
                }
            } else {
                for (int i = 0; i < end; i++) {
                    int p = pos[i];
                    if (p != half) {
                        mark[val[i] ^ g.get(s - p)] = stamp;
                    }
                }
            }
        }
    }

    /**
     * Phase 4: the common-common splits a = 1, 2, ..., all split digits at each a, until
     * the mex is common at n ({@link CommonSplits}); returns G(n).
     */
    private int scanCommonSplits(int n, int mex, int stamp) {
        int[] ks = o.splitTwo;
        if (ks.length == 0) {
            return mex;
        }
        int[] mark = seen;
        byte[] bytes = g.bytes;
        char[] chars = g.chars;
        if (ks.length == 1 && (bytes != null || chars != null)) {
            // one split digit (Grundy's game, 0.6), values in bytes or chars: the disk engine's
            // loop, one method per width (docs/performance-log.md, "heap16")
            int s = n - ks[0];
            int lastA = (int) CommonSplits.lastA(s, o.unequal);
            CommonSplits.Scan scan = oneDigit.start(1, lastA, mex, mask, rareParity(n));
            long r = bytes != null
                    ? CommonSplits.scanBytes(bytes, bytes, mark, 0, s, stamp, scan)
                    : CommonSplits.scanChars(chars, chars, mark, 0, s, stamp, scan);
            return (int) r;
        }
        int top = (int) CommonSplits.lastA(n - ks[0], o.unequal);
        if (bytes != null || g.chars != null) {
            return (int) CommonSplits.scan(bytes, bytes, chars, chars, 0, mark, 0, ks, o.unequal, n, 1, top, mex, stamp,
                    mask, rareParity(n));
        }
        // values of 17 bits or more, in ints: a mex test per split size
        for (int a = 1; a <= top; a++) {
            int ga = g.get(a);
            for (int k : ks) {
                if (a <= CommonSplits.lastA(n - k, o.unequal)) {
                    mark[ga ^ g.get(n - k - a)] = stamp;
                }
            }
            mex = CommonSplits.mex(mark, mex, stamp);
            if (commonAt(mex, n)) {
                return mex;
            }
        }
        return mex;
    }
}
