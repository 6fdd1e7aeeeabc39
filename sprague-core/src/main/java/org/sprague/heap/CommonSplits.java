package org.sprague.heap;

/**
 * Phase 4 of the sparse-space method (algorithms.md 2; {@link SparseSpaceCalculator}): the
 * two-heap splits a + (s - a) = s of heap n, s = n - k for each split digit k, marked for
 * a = aFrom, aFrom + 1, ... until the mex of the marks is common at n, which is then G(n): every
 * option with a rare part is marked before, and an unmarked split of two common parts has a rare
 * value. One loop for both engines: {@link SparseRun} (values in memory, bytes or chars) and
 * {@code heap.engine.DiskSparseRun} (G(a) from the prefix, G(s - a) from the window of recent
 * values). O(splits scanned) per heap, about R (ln T + 0.6) for T rare targets among R rare
 * values (the coupon collector of docs/performance-log.md, "CPU per value").
 *
 * <p>A one-digit scan over a range of 256 splits or more starts from eight stretches of it at
 * once ({@link #spread}, heap17 and heap18). Chunks of splits are marked without a test (2, 4, ... up to {@value #SCAN_CHUNK}: most
 * heaps settle within the first few splits), then the mex advances once: measured 2.2 s -&gt;
 * 1.3 s for Grundy's game to 2^18 against a test per split, and on 0.1777 to 2^24 growing
 * chunks about 1.25x faster than fixed chunks of 32. Several split digits are interleaved chunk by
 * chunk. Any set of genuine options may be marked: the value is right whenever the mex is common.
 */
public final class CommonSplits {
    /** The most splits marked between two mex tests. */
    public static final int SCAN_CHUNK = 32;

    private CommonSplits() {
    }

    /** Stretches of splits a one-digit scan starts from at once ({@link #spread}). */
    static final int REGIONS = 8;
    /** The most splits between two stretches' starts ({@link #spread}). */
    static final int SPREAD = 4096;

    /**
     * The spread start of a one-digit scan (heap17, heap18): the splits [aFrom, aTo] are scanned
     * first as {@value #REGIONS} stretches of d splits (aFrom, aFrom + d, ... aFrom + 7d),
     * {@value #SCAN_CHUNK} splits from each in turn, then on from aFrom + 8d in order; d = the
     * largest multiple of {@value #SCAN_CHUNK} up to {@value #SPREAD} that fits, 0 (in order from
     * aFrom) when none does. The marks are the same options in another order, so the value is the
     * same (any set of genuine options may be marked; the value is right whenever the mex is
     * common, and a scan that ends rare has marked every split). Why: the values of neighbouring
     * heaps are alike, so the splits a, a + 1, ... of one stretch keep producing the same few rare
     * XORs and a scan in order waits long for the last rare value below the answer (a coupon
     * collector whose rarest coupon sets the length); eight stretches mix eight neighbourhoods.
     * Phase-4 splits a heap, the last eighth of the heaps below 2^21 (bench/HeapMarkLoop.java):
     * Grundy's game 3,062 in order, 1,678 spread; 0.6 (the last 4,000) 2,858 and 1,598
     * (docs/performance-log.md, "heap17").
     */
    static int spread(int aFrom, int aTo) {
        long len = (long) aTo - aFrom + 1;
        return (int) Math.min(SPREAD, len / REGIONS / SCAN_CHUNK * SCAN_CHUNK);
    }

    /** The first value at or above {@code mex} not marked with {@code stamp}. */
    public static int mex(int[] marks, int mex, int stamp) {
        return mex(marks, 0, mex, stamp);
    }

    /** The same with the marks at {@code marks[off + v]}. */
    public static int mex(int[] marks, int off, int mex, int stamp) {
        while (marks[off + mex] == stamp) {
            mex++;
        }
        return mex;
    }

    /** Whether v is common: popcount(v &amp; mask) has not the parity of the rare values. */
    public static boolean common(int v, int mask, int rareParity) {
        return (Integer.bitCount(v & mask) & 1) != rareParity;
    }

    /** The largest smaller part a of a two-heap split of s stones (a &lt; s - a for unequal splits). */
    public static long lastA(long s, boolean unequal) {
        return unequal && (s & 1) == 0 ? s / 2 - 1 : s / 2;
    }

    /**
     * Phase 4 for one split digit over values in bytes: marks G(a) XOR G(s - a) (G(a) = pre[a],
     * G(s - a) = win[sIdx - a]) with {@code stamp} at {@code marks[off + v]}, for the splits of the
     * {@code scan} (its range and mex: {@link Scan#start}) in the {@link Scan}'s order, until its mex
     * is common. On disk pre is the prefix and win the window of recent values (sIdx = s - base,
     * values in chars); in memory both are the values (sIdx = s). One split digit has this loop of
     * its own: through {@link #scan} 0.6 to 2^21 - 1 cost 14.94 s CPU against 12.68 s
     * (docs/performance-log.md, "heap13").
     *
     * <p>One method per width, each with its own chunk loop, and one call of the mark loop for
     * the spread start and the scan in order: with the width tested in the loop, or two call sites,
     * C2 compiled a loop on the other width's profile or inlined it two ways by timing (0.6 to 2^22
     * 1.4x in one run of three; docs/performance-log.md, "heap16", "heap18"). The chunks' order
     * and the mex test are the {@link Scan}'s, written once for both widths.
     *
     * @return {@link Scan#result()}
     */
    public static long scanBytes(byte[] pre, byte[] win, int[] marks, int off, int sIdx, int stamp, Scan scan) {
        while (scan.next(marks, off, stamp)) {
            markBytes(pre, win, marks, off, sIdx, scan.from, scan.until, stamp);
        }
        return scan.result();
    }

    /** {@link #scanBytes} over values in chars. */
    public static long scanChars(char[] pre, char[] win, int[] marks, int off, int sIdx, int stamp, Scan scan) {
        while (scan.next(marks, off, stamp)) {
            markChars(pre, win, marks, off, sIdx, scan.from, scan.until, stamp);
        }
        return scan.result();
    }

    /**
     * One one-digit scan in progress, a tiny mutable cursor ({@link #scanBytes} and
     * {@link #scanChars} are its two drivers): the splits [aFrom, aTo] it walks, first from the
     * {@link #spread} start's stretches (chunks of {@value #SCAN_CHUNK}), then in order in
     * chunks without a test (2, 4, ... {@value #SCAN_CHUNK} when there was no spread start), and
     * the mex it has reached, advanced once a chunk, the scan ending when it is common. Each
     * thread that scans keeps one and {@link #start}s it again for every heap: nothing is
     * allocated a heap.
     */
    public static final class Scan {
        /** The chunk to mark now: the splits from &lt;= a &lt; until. */
        int from;
        int until;
        private int aFrom;
        private int aTo;
        private int mex;
        private int mask;
        private int rareParity;
        /** The spread start's distance between stretches (0: none) and its number of chunks. */
        private int d;
        private int spreadSteps;
        /** Chunks marked; the first split in order not marked yet, and the next chunk's length there. */
        private int step;
        private int next;
        private int chunk;
        /** Every split aFrom .. covered is marked. */
        private int covered;

        /**
         * This cursor at the start of a scan of the splits [aFrom, aTo] from {@code mex} (the mex
         * of the marks, rare by {@code mask} and {@code rareParity}: {@link #common}); returns itself.
         */
        public Scan start(int aFrom, int aTo, int mex, int mask, int rareParity) {
            this.aFrom = aFrom;
            this.aTo = aTo;
            this.mex = mex;
            this.mask = mask;
            this.rareParity = rareParity;
            d = spread(aFrom, aTo);
            spreadSteps = REGIONS * (d / SCAN_CHUNK);
            step = 0;
            next = aFrom + REGIONS * d;
            chunk = d == 0 ? 2 : SCAN_CHUNK;
            covered = aFrom - 1;
            return this;
        }

        /**
         * Advances the mex past the marks of the chunk just marked and, unless it is common now or
         * every split is marked, sets the next chunk [{@link #from}, {@link #until}).
         */
        boolean next(int[] marks, int off, int stamp) {
            if (marks[off + mex] == stamp) {
                mex = mex(marks, off, mex, stamp);
                if (common(mex, mask, rareParity)) {
                    return false;
                }
            }
            if (step < spreadSteps) {
                int k = (step >>> 3) * SCAN_CHUNK; // REGIONS = 8 stretches a round
                from = aFrom + k + (step & (REGIONS - 1)) * d;
                until = from + SCAN_CHUNK;
                covered = aFrom + k + SCAN_CHUNK - 1;
            } else {
                if (next > aTo) {
                    covered = aTo;
                    return false;
                }
                from = next;
                until = Math.min(aTo, next + chunk - 1) + 1;
                next = until;
                chunk = Math.min(SCAN_CHUNK, chunk * 2);
                covered = until - 1;
            }
            step++;
            return true;
        }

        /**
         * The mex reached (common at n, or else the mex after aTo) in the low 32 bits; in the high
         * 32 bits an a such that every split aFrom .. a is marked (aTo when the mex stayed rare; the
         * {@link #spread} start marks some splits past it too).
         */
        public long result() {
            return (long) covered << 32 | mex;
        }
    }

    /**
     * Marks (with {@code stamp}) the splits aFrom &lt;= a &lt;= aTo of heap n for every split digit
     * {@code ks} (ascending), a &lt;= lastA(n - k) each, until the mex, rare at n on entry, is
     * common. G(a) = pre[a] and G(s - a) = win[s - a - base], bytes ({@code preB}, {@code winB})
     * or else chars (in memory: pre = win = the values, base 0); every value of those indices
     * is there, and {@code marks} (at {@code off + v}) holds every XOR of two values.
     *
     * @return as {@link #scanBytes}: the mex reached in the low 32 bits (G(n) when it is common),
     *     the last a marked in the high 32 bits
     */
    public static long scan(byte[] preB, byte[] winB, char[] preC, char[] winC, long base, int[] marks, int off,
            int[] ks, boolean unequal, long n, int aFrom, int aTo, int mex, int stamp, int mask, int rareParity) {
        int a = aFrom;
        for (int chunk = 2; a <= aTo; chunk = Math.min(SCAN_CHUNK, chunk * 2)) {
            int end = Math.min(aTo, a + chunk - 1);
            for (int k : ks) {
                long s = n - k;
                int last = (int) Math.min(end, lastA(s, unequal));
                if (preB != null) {
                    markBytes(preB, winB, marks, off, (int) (s - base), a, last + 1, stamp);
                } else {
                    markChars(preC, winC, marks, off, (int) (s - base), a, last + 1, stamp);
                }
            }
            a = end + 1;
            mex = mex(marks, off, mex, stamp);
            if (common(mex, mask, rareParity)) {
                break;
            }
        }
        return (long) (a - 1) << 32 | mex;
    }

    /**
     * G(x) XOR G(s - x) for x in [from, until), values in bytes (pre[x], win[sIdx - x]): two loads,
     * an XOR and a store a split. The bound is exclusive on purpose: with {@code x <= to} and a
     * {@code to} the JIT cannot prove below Integer.MAX_VALUE (it comes from a parameter here), C2
     * does not make this a counted loop: no unrolling, no range-check elimination, a safepoint poll
     * and a reload of the stamp every split (seen in the machine code). With {@code <} it is
     * unrolled 4x without range checks on the values: Grundy's game to 2^19 5.4-6.3 s with
     * {@code <=}, 4.8 s with {@code <} (docs/performance-log.md, "heap12").
     */
    private static void markBytes(byte[] pre, byte[] win, int[] marks, int off, int sIdx, int from, int until,
            int stamp) {
        for (int x = from; x < until; x++) {
            marks[off + ((pre[x] ^ win[sIdx - x]) & 0xFF)] = stamp;
        }
    }

    /** The same over chars (exclusive bound: see markBytes). */
    private static void markChars(char[] pre, char[] win, int[] marks, int off, int sIdx, int from, int until,
            int stamp) {
        for (int x = from; x < until; x++) {
            marks[off + (pre[x] ^ win[sIdx - x])] = stamp;
        }
    }
}
