package org.sprague.heap.engine;

import org.sprague.heap.CommonSplits;
import org.sprague.heap.HeapCode;
import org.sprague.heap.Options;
import org.sprague.heap.RareMaskChooser;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.wording.Remedy;
import org.sprague.game.TimeLimitException;

/**
 * One run of {@link DiskSparseCalculator}: the prefix and the window of values in memory, the
 * store behind them, the rare list and histogram, and the per-heap loops. Package-private
 * machinery; the algorithm and what it keeps where are described on
 * {@link DiskSparseCalculator}.
 */
final class DiskSparseRun {
    /** Heaps per batch of this run: {@link DiskSparseMemory#BATCH}, less for a small window (tests). */
    private final int batch;
    /** Heap counts below this use mask 0; the histogram says little before. */
    static final int FIRST_CHOICE = 32;
    /** Values are stored in 16 bits. */
    static final int MAX_BITS = 16;

    private final String ruleKey;
    private final long count;
    private final SequenceStore store;
    private final DiskSparseCalculator.Settings settings;
    final int[] ks;
    final int[] leaveOne;
    final int[] takeAll;
    final int kMax;
    private final boolean unequal;
    private final int q;
    private final boolean domainAllowed;
    private int blockValues;

    // values in memory: G(0 .. prefixLen-1) and G(base .. base+winLen-1), in chars from the
    // start: chars throughout cost Grundy's game 0.83x the CPU of bytes widened at the first
    // value past 255, to 2^23 and to 2^24 (docs/performance-log.md, "heap20")
    char[] prefix;
    int prefixLen;
    char[] win;
    long base;
    private int winLen;
    private int keep;
    private BlockCache cache;

    // the split
    private int mask;
    private boolean domain;
    private int generation;
    long[] rarePos = new long[64];
    int[] rarePosInt = new int[64];
    int[] rareVal = new int[64];
    int rareCount;
    private final RareMaskChooser hist;

    int valueBits;
    /** Stamped marks: a power of two above every value and XOR of values, so an index masked by 2^valueBits - 1 needs no range check. */
    int[] mark = new int[2];
    private int stamp;
    /** The computing thread's one-digit scan of phase 4 ({@link CommonSplits.Scan}). */
    private final CommonSplits.Scan oneDigit = new CommonSplits.Scan();
    private long largestIndex;
    private int largest;
    private final List<SequenceCensus> censuses = new ArrayList<>();
    private long n;
    private long resumedFrom;
    private long slowScans;

    private ExecutorService helper;
    private SpeculativeHeaps speculative;
    /** When to stop (the helper thread checks the same one). */
    private final Deadline deadline;

    DiskSparseRun(HeapCode code, long count, SequenceStore store, DiskSparseCalculator.Settings settings,
            Deadline deadline) {
        this.deadline = deadline;
        this.ruleKey = DiskSparseCalculator.ruleKey(code);
        this.count = count;
        this.store = store;
        this.settings = settings;
        Options o = new Options(code, (int) Math.min(count, Integer.MAX_VALUE - 1));
        this.ks = o.splitTwo;
        this.leaveOne = o.leaveOne;
        this.takeAll = o.takeAll;
        this.kMax = Math.max(o.lastTake, ks.length == 0 ? 0 : ks[ks.length - 1]);
        this.unequal = o.unequal;
        int parity = o.splitParity();
        this.q = Math.max(parity, 0);
        this.hist = new RareMaskChooser(q);
        this.domainAllowed = parity >= 0;
        this.batch = DiskSparseMemory.batch(settings);
        if (settings.fixedMask() >= 0) {
            mask = settings.fixedMask();
            domain = settings.fixedDomain() && domainAllowed;
        }
    }

    // ---------------------------------------------------------------- set-up and resume

    private void allocate(int blockValues) {
        this.blockValues = blockValues;
        this.keep = DiskSparseMemory.keep(settings.windowValues(), blockValues, batch, kMax);
        this.prefixLen = (int) Math.min(count, settings.prefixValues());
        int cap = DiskSparseMemory.windowCapacity(count, keep, blockValues, batch);
        long bytes = 2L * prefixLen + 2L * cap;
        long cacheBytes = DiskSparseMemory.cacheBytes(count, keep, blockValues);
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if (bytes + cacheBytes > free) {
            throw Remedy.attach(new LimitExceededException(String.format(java.util.Locale.ROOT,
                    "grundy: the prefix and window need %,d MB of memory and the blocks being read %,d MB more;"
                            + " the Java heap has %,d MB free", bytes >> 20, cacheBytes >> 20, free >> 20)),
                    Remedy.MORE_MEMORY);
        }
        this.prefix = new char[prefixLen];
        this.win = new char[cap];
        this.cache = new BlockCache(store, blockValues, DiskSparseMemory.CACHED_BLOCKS);
    }

    private void resume() {
        var saved = store.load();
        if (saved.isEmpty()) {
            allocate(settings.blockValues());
            return;
        }
        SequenceStore.State state = saved.get();
        if (!state.ruleKey().equals(ruleKey)) {
            throw new InvalidInputException("grundy: the store holds the values of " + state.ruleKey() + ", not "
                    + ruleKey + " (use another directory, or delete it to start again)");
        }
        allocate(state.blockValues());
        long upTo = Math.min(state.computed(), count);
        if (settings.fixedMask() < 0) {
            mask = state.rareMask();
            domain = state.domainParity() && domainAllowed;
        }
        long winFrom = Math.max(0, upTo - keep);
        base = winFrom;
        for (long j = 0, blocks = (upTo + blockValues - 1) / blockValues; j < blocks; j++) {
            deadline.check();
            long first = j * blockValues;
            int len = (int) Math.min(blockValues, upTo - first);
            char[] values = store.readBlock(j, len);
            for (int i = 0; i < len; i++) {
                long x = first + i;
                int v = values[i];
                put(x, v, x >= winFrom);
                record(x, v);
            }
        }
        n = upTo;
        resumedFrom = upTo;
        valueBits = bits(largest);
        mark = new int[2 << valueBits];
        for (SequenceCensus c : state.censuses()) {
            if (c.n() <= upTo) {
                censuses.add(c);
            }
        }
    }

    /** The histogram, the largest value and the rare list for G(x) = v (x in order). */
    private void record(long x, int v) {
        hist.add(x, v);
        if (v > largest) {
            largest = v;
            largestIndex = x;
        }
        if (x > 0 && rareAt(v, x, mask, domain)) {
            addRare(x, v);
        }
    }

    private boolean rareAt(int v, long x, int m, boolean d) {
        return (Integer.bitCount(v & m) & 1) == (d ? (int) ((x ^ q) & 1) : 0);
    }

    private void addRare(long x, int v) {
        if (rareCount == rarePos.length) {
            rarePos = Arrays.copyOf(rarePos, rareCount * 2);
            rarePosInt = Arrays.copyOf(rarePosInt, rareCount * 2);
            rareVal = Arrays.copyOf(rareVal, rareCount * 2);
        }
        rarePos[rareCount] = x;
        rarePosInt[rareCount] = (int) Math.min(x, Integer.MAX_VALUE);
        rareVal[rareCount] = v;
        rareCount++;
    }

    private static int bits(int v) {
        return 32 - Integer.numberOfLeadingZeros(v);
    }

    // ---------------------------------------------------------------- the run

    DiskSparseCalculator.Result run(DiskSparseCalculator.Listener listener) {
        try {
            resume();
            if (settings.threads() > 1) {
                helper = Executors.newSingleThreadExecutor(r -> {
                    Thread t = new Thread(r, "disk-sparse-speculation");
                    t.setDaemon(true);
                    return t;
                });
                speculative = new SpeculativeHeaps(this, helper);
            }
            if (n == 0) {
                append(0, 0); // G(0) = 0: no move from an empty heap
                census(1);
            }
            while (n < count) {
                long end;
                long stop;
                try {
                    deadline.check();
                    end = Math.min(count, Math.min(n + batch, nextPowerOfTwo(n)));
                    if (speculative != null && n >= SpeculativeHeaps.FROM_BATCHES * batch) {
                        end = Math.min(end, n + speculative.batch(batch));
                        shiftWindow();
                        stop = speculative.heaps(n, end);
                    } else {
                        shiftWindow();
                        stop = heaps(n, end);
                    }
                } catch (TimeLimitException e) {
                    // the limit (--timeout) falls between batches or inside a heap's scan (before its
                    // value is appended): G(0..n-1), the rare list, the mask and the censuses are whole,
                    // so keep what was computed since the last commit. Inside rechoose() below it is not
                    // caught: the last commit stays.
                    if (n > resumedFrom) {
                        commit();
                    }
                    throw e;
                }
                boolean gained = stop < end;
                if (gained || isPowerOfTwo(n)) {
                    if (n >= FIRST_CHOICE) {
                        rechoose();
                    }
                }
                if (isPowerOfTwo(n)) {
                    census(n);
                }
                DiskSparseCalculator.Action a = listener.progress(
                        new DiskSparseCalculator.Progress(n, count, resumedFrom, rareCount, largest));
                if (a != DiskSparseCalculator.Action.CONTINUE) {
                    commit();
                    if (a == DiskSparseCalculator.Action.STOP) {
                        throw new DiskSparseCalculator.Interrupted(n);
                    }
                }
            }
            if (n > resumedFrom) {
                commit();
            }
            return result();
        } finally {
            if (helper != null) {
                helper.shutdownNow();
            }
        }
    }

    private static boolean isPowerOfTwo(long x) {
        return x > 0 && (x & (x - 1)) == 0;
    }

    /** The least power of two above x. */
    private static long nextPowerOfTwo(long x) {
        return x == 0 ? 1 : Long.highestOneBit(x) << 1;
    }

    private void commit() {
        if (n % blockValues != 0) {
            writeBlock(n / blockValues, n);
        }
        store.commit(new SequenceStore.State(ruleKey, n, blockValues, mask, domain, censuses));
    }

    private void writeBlock(long j, long upTo) {
        long first = j * blockValues;
        int from = (int) (first - base);
        int len = (int) (upTo - first);
        store.writeBlock(j, win, from, len);
    }

    /** G(x) = v into the prefix (when x is in it) and, when asked, at the window's end. */
    private void put(long x, int v, boolean intoWindow) {
        if (x < prefixLen) {
            prefix[(int) x] = (char) v;
        }
        if (intoWindow) {
            win[winLen++] = (char) v;
        }
    }

    /** G(base + i), i in the window. */
    int winAt(int i) {
        return win[i];
    }

    /** G(x), x in the prefix. */
    private int prefixAt(int x) {
        return prefix[x];
    }

    /** Stores G(x) = v, x = n: prefix, window, histogram, rare list, and the block when it fills. */
    private void append(long x, int v) {
        put(x, v, true);
        record(x, v);
        n = x + 1;
        if (n % blockValues == 0) {
            writeBlock(n / blockValues - 1, n);
        }
    }

    /** Drops the oldest values of the window when a batch would not fit (the helper is idle here). */
    private void shiftWindow() {
        if (winLen + batch <= win.length) {
            return;
        }
        int drop = winLen - keep;
        System.arraycopy(win, drop, win, 0, winLen - drop);
        base += drop;
        winLen -= drop;
    }

    // ---------------------------------------------------------------- the split

    private void rechoose() {
        if (settings.fixedMask() >= 0) {
            return;
        }
        RareMaskChooser.Choice c = hist.best(domainAllowed);
        if (c.mask() != mask || c.domain() != domain) {
            mask = c.mask();
            domain = c.domain();
            rebuildRareList();
        }
    }

    /** The rare list under the current split, in one pass over G(1 .. n-1) (the helper is idle). */
    private void rebuildRareList() {
        generation++;
        rareCount = 0;
        long x = 1;
        long pEnd = Math.min(prefixLen, n);
        for (; x < pEnd; x++) {
            int v = prefixAt((int) x);
            if (rareAt(v, x, mask, domain)) {
                addRare(x, v);
            }
        }
        while (x < Math.min(base, n)) {
            deadline.check();
            long j = x / blockValues;
            char[] block = store.readBlock(j, blockValues);
            long first = j * blockValues;
            long end = Math.min(base, first + blockValues);
            for (; x < end; x++) {
                int v = block[(int) (x - first)];
                if (rareAt(v, x, mask, domain)) {
                    addRare(x, v);
                }
            }
        }
        for (; x < n; x++) {
            int v = winAt((int) (x - base));
            if (rareAt(v, x, mask, domain)) {
                addRare(x, v);
            }
        }
    }

    /** The census of G(0 .. at-1), at = n (a power of two or the end). */
    private void census(long at) {
        censuses.add(censusNow(at));
    }

    private SequenceCensus censusNow(long at) {
        RareMaskChooser.Choice c = hist.best(domainAllowed);
        int m = c.mask();
        boolean d = c.domain();
        long rare = c.rare();
        long last;
        if (m == mask && d == domain) {
            last = rareCount > 0 ? rarePos[rareCount - 1] : 0;
        } else {
            last = 0;
            for (long x = at - 1; x > 0; x--) {
                if (rareAt(valueAt(x), x, m, d)) {
                    last = x;
                    break;
                }
            }
        }
        return new SequenceCensus(at, largestIndex, largest, m, d, rare, last);
    }

    /** The census of every value under the split in effect (the last line of a report). */
    private SequenceCensus censusOfSplit() {
        long rare = rareCount + (rareAt(valueAt(0), 0, mask, domain) ? 1 : 0);
        long last = rareCount > 0 ? rarePos[rareCount - 1] : 0;
        return new SequenceCensus(n, largestIndex, largest, mask, domain, rare, last);
    }

    private DiskSparseCalculator.Result result() {
        List<DiskSparseCalculator.RareValue> rare = new ArrayList<>(rareCount + 1);
        if (rareAt(valueAt(0), 0, mask, domain)) {
            rare.add(new DiskSparseCalculator.RareValue(0, valueAt(0)));
        }
        for (int i = 0; i < rareCount; i++) {
            rare.add(new DiskSparseCalculator.RareValue(rarePos[i], rareVal[i]));
        }
        return new DiskSparseCalculator.Result(ruleKey, n, resumedFrom, mask, domain, rare, censuses,
                censusOfSplit(), slowScans);
    }

    /** G(x) for any computed x: the prefix, the window, or the store. */
    private int valueAt(long x) {
        if (x < prefixLen) {
            return prefixAt((int) x);
        }
        if (x >= base) {
            return winAt((int) (x - base));
        }
        return cache.valueAt(x);
    }

    // ---------------------------------------------------------------- the computing thread

    /**
     * Phase 2 for the split s = n - k and the rare parts of indices [from, to) (all below s):
     * marks G(p) XOR G(s - p), the partner read from the window (p small), the prefix or the store.
     * The window's loop skips p = s/2 by a test, as the in-memory engine's
     * ({@code SparseRun.markRareSplits}).
     */
    void markRare(int[] marks, int off, int st, long s, int from, int to) {
        long[] pos = rarePos;
        int[] posInt = rarePosInt;
        int[] val = rareVal;
        long b = base;
        long half = unequal && (s & 1) == 0 ? s >> 1 : -1;
        int inWindow = Math.min(to, Math.max(from, Sorted.upperBound(pos, 0, to, s - b)));
        if (from < inWindow) {
            int sIdx = (int) (s - b); // p <= s - b here, so every index is in the window
            int h = (int) half; // -1, or s/2 <= sIdx
            char[] w = win;
            for (int i = from; i < inWindow; i++) {
                int p = posInt[i];
                if (p != h) {
                    marks[off + (val[i] ^ w[sIdx - p])] = st;
                }
            }
        }
        for (int i = inWindow; i < to; i++) {
            long p = pos[i];
            if (p == half) {
                continue;
            }
            long x = s - p;
            int v = x < prefixLen ? prefixAt((int) x) : cache.valueAt(x);
            marks[off + (val[i] ^ v)] = st;
        }
    }

    /**
     * Heaps [from, to) one after the other; returns the first heap not done: {@code to}, or the
     * heap after one whose value gained a bit.
     */
    private long heaps(long from, long to) {
        for (long m = from; m < to; m++) {
            int st = nextStamp();
            int[] mk = mark;
            // phase 1: whole-heap removal and one heap left
            for (int k : takeAll) {
                if (k == m) {
                    mk[0] = st;
                }
            }
            for (int k : leaveOne) {
                if (k < m) {
                    mk[winAt((int) (m - k - base))] = st;
                }
            }
            // phase 2: every split with a rare part
            for (int k : ks) {
                long s = m - k;
                if (s < 2) {
                    continue;
                }
                int hi = Sorted.lowerBound(rarePos, 0, rareCount, s);
                markRare(mk, 0, st, s, 0, hi);
            }
            int mex = 0;
            while (mk[mex] == st) {
                mex++;
            }
            if (!commonAt(mex, m) && ks.length > 0) {
                mex = scan(m, mex, st, 1, Long.MAX_VALUE);
            }
            if (appendGains(m, mex)) {
                return m + 1;
            }
        }
        return to;
    }

    /** Appends G(m) = mex; whether the value gained a bit (the batch then ends, the split is re-chosen). */
    boolean appendGains(long m, int mex) {
        if (mex >>> MAX_BITS != 0) {
            throw new LimitExceededException("grundy: G(" + m + ") = " + mex + " needs more than " + MAX_BITS
                    + " bits; values on disk are stored in 16 bits (G(0.." + (m - 1) + ") were computed)");
        }
        append(m, mex);
        if (bits(mex) > valueBits) {
            valueBits = bits(mex);
            mark = Arrays.copyOf(mark, 2 << valueBits);
            return true;
        }
        return false;
    }

    int nextStamp() {
        if (stamp == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            stamp = 0;
        }
        return ++stamp;
    }

    boolean commonAt(int v, long x) {
        return CommonSplits.common(v, mask, rareParity(x));
    }

    /** The parity popcount(v & mask) has for a rare value v at heap x. */
    private int rareParity(long x) {
        return domain ? (int) ((x ^ q) & 1) : 0;
    }

    /**
     * Phase 4: the splits a = aFrom, aFrom + 1, ... up to aTo (every split digit at each a) until
     * the mex is common at m; G(a) from the prefix and G(s - a) from the window while both are in
     * memory ({@link CommonSplits}: chunks of branch-free marks, the mex advanced once per chunk),
     * then from the store. Over part of the splits the mex is the one as it stands when they are
     * marked.
     */
    int scan(long m, int mex, int st, long aFrom, long aTo) {
        int[] mk = mark;
        long maxTop = Math.min(lastA(m - ks[0]), aTo); // ks ascending: the largest s
        long fast = fastTop(m, aTo);
        long a = aFrom;
        if (a <= fast) {
            mex = (int) scanInMemory(oneDigit, mk, 0, st, m, a, fast, mex);
            if (commonAt(mex, m)) {
                return mex;
            }
            a = fast + 1;
        }
        if (a > maxTop) {
            return mex;
        }
        slowScans++;
        for (; a <= maxTop; a++) {
            if ((a & 0xFFFF) == 0) {
                deadline.check();
                mex = CommonSplits.mex(mk, mex, st);
                if (commonAt(mex, m)) {
                    return mex;
                }
            }
            int ga = valueAt(a);
            for (int k : ks) {
                long s = m - k;
                if (a <= lastA(s)) {
                    mk[ga ^ valueAt(s - a)] = st;
                }
            }
        }
        return CommonSplits.mex(mk, mex, st);
    }

    /** The last split a (at most aTo) whose parts are all in memory: a in the prefix, s - a in the window. */
    long fastTop(long m, long aTo) {
        return Math.min(Math.min(lastA(m - ks[0]), aTo), Math.min(prefixLen - 1, m - kMax - base));
    }

    /**
     * Phase 4 over aFrom &lt;= a &lt;= aTo &lt;= {@link #fastTop} from the prefix and the window
     * ({@link CommonSplits}: the one-digit loop both engines share, or the general one), the marks
     * at {@code marks[off + v]}, until the mex is common at m; the mex in the low 32 bits, the
     * last a marked in the high 32 bits. {@code oneDigit} is the calling thread's cursor.
     */
    long scanInMemory(CommonSplits.Scan oneDigit, int[] marks, int off, int st, long m, long aFrom, long aTo,
            int mex) {
        if (ks.length == 1) {
            return CommonSplits.scanChars(prefix, win, marks, off, (int) (m - ks[0] - base), st,
                    oneDigit.start((int) aFrom, (int) aTo, mex, mask, rareParity(m)));
        }
        return CommonSplits.scan(null, null, prefix, win, base, marks, off, ks, unequal, m, (int) aFrom, (int) aTo,
                mex, st, mask, rareParity(m));
    }

    /** The largest smaller part a of a two-heap split of s stones (a < s - a for unequal splits). */
    long lastA(long s) {
        return CommonSplits.lastA(s, unequal);
    }

}
