package org.sprague.search.engine;

import org.sprague.search.PackedGame;

import org.sprague.game.LimitExceededException;

/**
 * A hash map from {@code long} positions to small values by separate chaining over flat
 * arrays, with an identity-like hash: no node object, no boxed key or value.
 *
 * <p><b>Layout.</b> Bucket heads in an {@code int[]} (entry number + 1, 0 for an empty
 * bucket); entries numbered in insertion order in pages of {@value #PAGE} entries: a
 * {@code long} holding {@code key << valueBits | cell} ({@code cell = value + 4}, the value in
 * the key's spare high bits as in {@link HashLongMemo}) and an {@code int} next entry (+ 1) of
 * the same bucket. 12 bytes an entry plus 4 a bucket; the bucket count grows by half when the
 * load passes {@value #MAX_LOAD_PERCENT}% so it stays between 1.2 and 1.8 entries a bucket:
 * <b>14.2 to 15.3 bytes per stored position</b> plus at most one partly used page (48 KB, so
 * at most 16 from 75,000 positions on; a test checks it). When a key and its value no longer
 * fit in 64 bits together the memo turns to <b>wide mode</b>: values in their own {@code int}
 * pages (16 bytes an entry, 18.2 to 19.3 a position). Measured (bench {@code MemoFootprint}):
 * 14.5 bytes per position on fib3 (300, 300, 300), 14.8 on Cram 5 x 6, 14.5 on Cram 4 x 8
 * ({@link HashLongMemo}: 11.6, 11.8, 10.8). Pages instead of one array grown by copying: no
 * copy, no slack beyond a page. A bucket load of 1.8 rather than 1.6: the same speed, under
 * 16 bytes sooner.
 *
 * <p><b>Hash: the key itself (folded to 32 bits: low half XOR high half), reduced modulo the
 * bucket count</b> (which is odd and not a power of two, so every field of a packed key
 * counts), much as C++'s {@code unordered_map} with
 * {@code std::hash<uint64_t>} does. Neighbouring positions (a heap one smaller) fall in
 * neighbouring buckets, and entries sit in the order the search stored them, so a position's
 * options are mostly found near each other in memory: the probes are cache friendly, where
 * {@link HashLongMemo}'s mixed hash makes every probe a cache miss. Chaining keeps the
 * identity hash safe: with linear probing, runs of neighbouring keys fill runs of slots and
 * cluster ({@link HashLongMemo}'s notes). Measured: fib3 (300, 300, 300) 15.6 to 18.4 s CPU
 * against 33.1 to 34.4 s with {@link HashLongMemo}, about 2x.
 *
 * <p><b>Chosen per game</b> ({@link PackedSearch#memoFor}): for a game without a rank whose
 * keys are whole numbers in fields ({@link PackedGame.KeyShape#NUMBERS}, declared or sampled
 * by {@link KeyShapes}: heaps, pairs, Moore, staircase, multiplication, a user's three
 * Fibonacci heaps). Not for bit boards ({@link PackedGame.KeyShape#BITBOARD}: Cram, Chomp):
 * on keys without that locality a probe touches three cache lines (bucket head, key, next
 * link) against {@link HashLongMemo}'s one: {@code sprague solve cram 5x7} 15.2 to 17.5 s
 * CPU with this memo against 8.9 s.
 * {@code -Dsprague.memo=chained} (or {@code hash}) forces a memo for benchmarks. Also the memo
 * of every game file's packed positions ({@link InternedGame#newMemo()}: numbers in fields
 * above a tag, bit boards among them), where it was measured faster than {@link HashLongMemo}.
 *
 * <p><b>Any key set stays linear</b>: a put that walks more than {@value #LONG_CHAIN} entries
 * of one chain turns the memo to its next fold for good ({@link #refold}): from
 * {@code low ^ high} to {@code low + high * constant} (pairs {@code a << 32 | b}, whose
 * {@code a ^ b} put thousands in one bucket) to a mixed hash.
 *
 * <p>Growth rewrites the bucket heads and next links only; entries never move.
 * Before growing it checks the heap can hold the new arrays and stops with a
 * {@link LimitExceededException} (exit 3) instead of an {@code OutOfMemoryError}.
 */
public final class ChainedLongMemo extends CompactLongMemo {
    /** Grow the buckets by half when entries exceed this share of them; after growth: 120%. */
    static final int MAX_LOAD_PERCENT = 180;
    static final int PAGE_BITS = 12;
    static final int PAGE = 1 << PAGE_BITS;
    private static final int PAGE_MASK = PAGE - 1;
    /** A put that walks more entries of one chain than this turns to the next fold. */
    static final int LONG_CHAIN = 48;
    /** The folds of a key to 32 bits, in the order {@link #refold} takes them. */
    static final int XOR = 0;
    static final int MULTIPLY = 1;
    static final int MIXED = 2;

    private int[] heads;
    private int buckets;
    private long mod;             // modConstant(buckets)
    private long[][] entryPages;  // compact: key << valueBits | cell; wide: key
    private int[][] nextPages;    // next entry of the same bucket + 1; 0 ends the chain
    private int[][] cellPages;    // wide mode only: value + 4
    private int size;
    private int growAt;
    private int fold = XOR;       // see bucket() and refold()

    public ChainedLongMemo() {
        this(1 << 10);
    }

    /** A memo sized for about {@code expected} positions. */
    public ChainedLongMemo(int expected) {
        buckets = oddBuckets(Math.max(15, (int) Math.min(1L << 30, expected * 100L / MAX_LOAD_PERCENT + 1)));
        heads = new int[buckets];
        mod = modConstant(buckets);
        growAt = (int) ((long) buckets * MAX_LOAD_PERCENT / 100);
        entryPages = new long[4][];
        nextPages = new int[4][];
    }

    private static int oddBuckets(int n) {
        return n | 1;
    }

    /** Lemire's fastmod constant for {@code buckets}: ceil(2^64 / buckets). */
    private static long modConstant(int buckets) {
        return Long.divideUnsigned(-1L, buckets) + 1;
    }

    /**
     * The key folded to 32 bits by the memo's {@code fold}, modulo the bucket count by
     * Lemire's fastmod (D. Lemire, O. Kaser, N. Kurz, "Faster remainder by direct
     * computation", 2019): two multiplications instead of a 64-bit division. Measured:
     * {@code MemoFootprint 300 1} 7.5 to 8.7 s CPU against 11.0 s with
     * {@code Long.remainderUnsigned}.
     *
     * <p>Folds, the first until chains grow long ({@link #refold}): {@link #XOR}
     * {@code low ^ high}, one-to-one on keys below 2^32 and on fib3's three 21-bit heaps
     * below 2^11, where a move on the smallest heap (bit 0) or on the largest (bit 42, folded
     * to bit 10) lands in a bucket nearby;
     * {@link #MULTIPLY} {@code low + high * 0x9E3779B9}, for pairs {@code a << 32 | b}
     * (whose XOR fold sends every pair with the same {@code a ^ b} to one bucket), the low
     * field still local; {@link #MIXED} fmix64 first, for any key set. XOR stays first: fib3
     * 9.45 to 9.83 s CPU, MULTIPLY 10.05 to 11.77 s (a heap in the high half scattered).
     */
    private static int bucket(long key, int buckets, long m, int fold) {
        long h;
        if (fold == XOR) {
            h = (key ^ key >>> 32) & 0xFFFF_FFFFL;
        } else if (fold == MULTIPLY) {
            h = ((int) key + (int) (key >>> 32) * 0x9E3779B9) & 0xFFFF_FFFFL;
        } else {
            long x = HashLongMemo.fmix64(key);
            h = (x ^ x >>> 32) & 0xFFFF_FFFFL;
        }
        return (int) Math.unsignedMultiplyHigh(m * h, buckets);
    }

    /** The bucket of {@code key} among {@code buckets} (odd) with the identity-like hash. */
    static int bucket(long key, int buckets) {
        return bucket(key, buckets, modConstant(buckets), XOR);
    }

    /**
     * Reads, for each key >= 0 among the first {@code n}, its bucket's head and the first entry
     * of its chain, and returns their XOR: the loads of different keys are independent, so
     * their cache misses overlap, and the {@link #get} of those keys that follows finds them in
     * cache (used by {@link InternedGame} on a position's options, as {@link HashLongMemo} was:
     * measured gain there).
     */
    long touch(long[] ids, int n) {
        final int[] h = heads;
        final int b = buckets;
        final long m = mod;
        final int f = fold;
        long x = 0;
        for (int i = 0; i < n; i++) {
            long k = ids[i];
            if (k >= 0) {
                int e = h[bucket(k, b, m, f)];
                if (e != 0) {
                    int j = e - 1;
                    x ^= entryPages[j >>> PAGE_BITS][j & PAGE_MASK];
                }
            }
        }
        return x;
    }

    @Override
    public int get(long key) {
        int e = heads[bucket(key, buckets, mod, fold)];
        if (valueBits != 0) {
            final int vb = valueBits;
            while (e != 0) {
                int i = e - 1;
                long x = entryPages[i >>> PAGE_BITS][i & PAGE_MASK];
                if (x >>> vb == key) {
                    return (int) (x & cellMask) - 4;
                }
                e = nextPages[i >>> PAGE_BITS][i & PAGE_MASK];
            }
            return MISSING;
        }
        while (e != 0) {
            int i = e - 1;
            if (entryPages[i >>> PAGE_BITS][i & PAGE_MASK] == key) {
                return cellPages[i >>> PAGE_BITS][i & PAGE_MASK] - 4;
            }
            e = nextPages[i >>> PAGE_BITS][i & PAGE_MASK];
        }
        return MISSING;
    }

    @Override
    void store(long key, int cell) {
        int b = bucket(key, buckets, mod, fold);
        int e = heads[b];
        final int vb = valueBits;
        int walked = 0;
        while (e != 0) {
            walked++;
            int i = e - 1;
            long[] page = entryPages[i >>> PAGE_BITS];
            if (vb != 0) {
                if (page[i & PAGE_MASK] >>> vb == key) {
                    page[i & PAGE_MASK] = key << vb | cell;
                    return;
                }
            } else if (page[i & PAGE_MASK] == key) {
                cellPages[i >>> PAGE_BITS][i & PAGE_MASK] = cell;
                return;
            }
            e = nextPages[i >>> PAGE_BITS][i & PAGE_MASK];
        }
        int i = size;
        int p = i >>> PAGE_BITS;
        if ((i & PAGE_MASK) == 0) {
            addPage(p);
        }
        if (vb != 0) {
            entryPages[p][i & PAGE_MASK] = key << vb | cell;
        } else {
            entryPages[p][i & PAGE_MASK] = key;
            cellPages[p][i & PAGE_MASK] = cell;
        }
        nextPages[p][i & PAGE_MASK] = heads[b];
        heads[b] = i + 1;
        stored(key, cell);
        if (++size > growAt) {
            grow();
        } else if (walked > LONG_CHAIN && fold != MIXED) {
            refold();
        }
    }

    /**
     * Keys whose fold puts {@value #LONG_CHAIN} of them in one bucket (a pattern the fold
     * maps together): the next fold ({@link #XOR}, then {@link #MULTIPLY}, then
     * {@link #MIXED}) from now on, and the chains rebuilt. At 1.2 to 1.8 entries a bucket with
     * well spread keys such a chain never happens, so this costs nothing on the games the
     * memo is chosen for and keeps any key set from turning quadratic.
     */
    private void refold() {
        fold++;
        rebuild(buckets);
    }

    private void addPage(int p) {
        if (p == Integer.MAX_VALUE >>> PAGE_BITS) {
            throw new LimitExceededException("memory limit: the memo holds " + size
                    + " positions, the most one table can hold");
        }
        HashLongMemo.requireMemory(valueBits != 0 ? 12L * PAGE : 16L * PAGE,
                "a memo of " + size + " positions");
        if (p == entryPages.length) {
            entryPages = java.util.Arrays.copyOf(entryPages, p * 2);
            nextPages = java.util.Arrays.copyOf(nextPages, p * 2);
            if (cellPages != null) {
                cellPages = java.util.Arrays.copyOf(cellPages, p * 2);
            }
        }
        entryPages[p] = new long[PAGE];
        nextPages[p] = new int[PAGE];
        if (valueBits == 0) {
            cellPages[p] = new int[PAGE];
        }
    }

    @Override
    void repack(int bits) {
        for (int i = 0; i < size; i++) {
            long[] page = entryPages[i >>> PAGE_BITS];
            page[i & PAGE_MASK] = repacked(page[i & PAGE_MASK], bits);
        }
    }

    @Override
    void toWide() {
        int pages = (size + PAGE_MASK) >>> PAGE_BITS;
        HashLongMemo.requireMemory(4L * PAGE * pages, "a memo of " + size + " positions with wide keys");
        cellPages = new int[entryPages.length][];
        for (int p = 0; p < pages; p++) {
            cellPages[p] = new int[PAGE];
        }
        for (int i = 0; i < size; i++) { // same buckets: the bucket depends on the key only
            long[] page = entryPages[i >>> PAGE_BITS];
            long x = page[i & PAGE_MASK];
            page[i & PAGE_MASK] = keyOf(x);
            cellPages[i >>> PAGE_BITS][i & PAGE_MASK] = cellOf(x);
        }
    }

    private long keyAt(int i) {
        long x = entryPages[i >>> PAGE_BITS][i & PAGE_MASK];
        return valueBits != 0 ? x >>> valueBits : x;
    }

    private void grow() {
        long next = oddBuckets((int) Math.min(Integer.MAX_VALUE - 64L, buckets + (long) buckets / 2));
        if (next <= buckets) {
            return; // the most buckets an array holds: chains get longer, the memo still works
        }
        rebuild((int) next);
    }

    private void rebuild(int n) {
        HashLongMemo.requireMemory(4L * n, "growing the memo of " + size + " positions");
        heads = null; // let the old heads go before the new ones are allocated
        int[] h = new int[n];
        long m = modConstant(n);
        for (int i = 0; i < size; i++) { // insertion order kept in every chain's tail
            int b = bucket(keyAt(i), n, m, fold);
            nextPages[i >>> PAGE_BITS][i & PAGE_MASK] = h[b];
            h[b] = i + 1;
        }
        heads = h;
        buckets = n;
        mod = m;
        growAt = (int) Math.min(Integer.MAX_VALUE, (long) n * MAX_LOAD_PERCENT / 100);
    }

    /** The fold in use: {@link #XOR}, {@link #MULTIPLY} or {@link #MIXED} ({@link #refold}). */
    int fold() {
        return fold;
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public double bytesPerPosition() {
        if (size == 0) {
            return 0;
        }
        long pages = (size + PAGE_MASK) >>> PAGE_BITS;
        long entryBytes = (valueBits != 0 ? 12L : 16L) * PAGE * pages;
        return (entryBytes + 4.0 * buckets) / size;
    }
}
