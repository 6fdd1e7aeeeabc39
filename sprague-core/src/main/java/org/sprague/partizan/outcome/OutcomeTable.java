package org.sprague.partizan.outcome;

/**
 * The transposition table of {@link AlphaBetaOutcomeSearch}: solved states (an exact key of
 * up to 184 bits: two longs and 56 bits of a third) with their result, win or loss for the
 * player to move. Nothing but results is stored, so an entry is final and never needs a
 * depth: a hit ends the search of that state.
 *
 * <p>Buckets of two entries in one {@code long[]} (three longs an entry): the first keeps the
 * state whose search cost the most nodes, the second is always replaced (the two-level scheme
 * of Breuker, Uiterwijk and van den Herik, "Replacement schemes for transposition tables",
 * 1994). Two threads share the table without locks: each entry is stored as
 * {@code key0 ^ data, key1 ^ data, data} (Hyatt and Mann, "A lock-less transposition table
 * implementation for parallel search", 2002), so an entry torn by two writers fails the check
 * unless the mixed words reproduce the key exactly. Cost: O(1) a probe and a store, 48 bytes
 * a bucket.
 */
final class OutcomeTable {
    private static final int LONGS_PER_BUCKET = 6;
    /** data: bits 0..55 the key's third word (56 bits), 56..61 log2 of the nodes searched, 62 the result, 63 set (in use). */
    private static final long USED = 1L << 63;
    private static final long WIN_BIT = 1L << 62;
    private static final long KEY2_MASK = (1L << 56) - 1;

    private final long[] slots;
    private final int mask;

    /** A table of {@code 2^bits} buckets ({@code 48 * 2^bits} bytes). */
    OutcomeTable(int bits) {
        if (bits < 4 || bits > 27) {
            throw new IllegalArgumentException("table bits must be 4..27: " + bits);
        }
        slots = new long[LONGS_PER_BUCKET << bits];
        mask = (1 << bits) - 1;
    }

    /** Buckets for about {@code states} states, within a quarter of the heap left. */
    static int bitsFor(long states) {
        long heap = Runtime.getRuntime().maxMemory() / 4;
        int bits = 10;
        while (bits < 26 && (1L << (bits + 1)) <= states && (48L << (bits + 1)) <= heap) {
            bits++;
        }
        return bits;
    }

    private int bucket(long k0, long k1, long k2) {
        long h = (k0 * 0x9E3779B97F4A7C15L) ^ (k1 * 0xC2B2AE3D27D4EB4FL) ^ (k2 * 0x165667B19E3779F9L);
        h ^= h >>> 29;
        return (int) (h & mask) * LONGS_PER_BUCKET;
    }

    /**
     * The stored result for the state: {@link OutcomeBoard#WIN}, {@link OutcomeBoard#LOSS}
     * for the player to move, or {@link OutcomeBoard#UNKNOWN}.
     */
    int probe(long k0, long k1, long k2) {
        int b = bucket(k0, k1, k2);
        long[] s = slots;
        for (int e = b; e < b + LONGS_PER_BUCKET; e += 3) {
            long d = s[e + 2];
            if ((d & USED) != 0 && (d & KEY2_MASK) == k2 && (s[e] ^ d) == k0 && (s[e + 1] ^ d) == k1) {
                return (d & WIN_BIT) != 0 ? OutcomeBoard.WIN : OutcomeBoard.LOSS;
            }
        }
        return OutcomeBoard.UNKNOWN;
    }

    /** How many longs {@link #export} writes per entry. */
    static final int EXPORTED_LONGS = 3;

    /**
     * Writes the entries whose search took at least {@code 2^minLog} nodes, each as its key's
     * two words and its data word (the third word, the result, log2 of the work), to
     * {@code out}; returns how many. The caller must make sure that no thread stores meanwhile
     * (an entry read while another thread rewrites it could mix two keys).
     */
    int export(java.io.DataOutputStream out, int minLog) throws java.io.IOException {
        long[] s = slots;
        int n = 0;
        for (int e = 0; e < s.length; e += 3) {
            long d = s[e + 2];
            if ((d & USED) != 0 && ((d >>> 56) & 63) >= minLog) {
                out.writeLong(s[e] ^ d);
                out.writeLong(s[e + 1] ^ d);
                out.writeLong(d);
                n++;
            }
        }
        return n;
    }

    /** How many entries {@link #export} would write. */
    int count(int minLog) {
        return count(minLog, Integer.MAX_VALUE, Long.MAX_VALUE);
    }

    /**
     * How many entries {@link #export} would write, or -1 once more than {@code most} are found
     * or {@code System.nanoTime()} passes {@code stopAt} (checked every 2^16 longs): a bounded
     * scan for a write at a stop.
     */
    int count(int minLog, int most, long stopAt) {
        long[] s = slots;
        int n = 0;
        for (int e = 0; e < s.length; e += 3) {
            long d = s[e + 2];
            if ((d & USED) != 0 && ((d >>> 56) & 63) >= minLog && ++n > most) {
                return -1;
            }
            if ((e & 0xFFFF) == 0 && stopAt != Long.MAX_VALUE && System.nanoTime() - stopAt > 0) {
                return -1;
            }
        }
        return n;
    }

    /** Stores an entry {@link #export} wrote; false (nothing stored) when its data word is not one. */
    boolean load(long k0, long k1, long d) {
        if ((d & USED) == 0) {
            return false;
        }
        store(k0, k1, d & KEY2_MASK, (d & WIN_BIT) != 0, 1L << ((d >>> 56) & 63));
        return true;
    }

    /** Stores a solved state; {@code work} is the nodes its search visited (the replacement priority). */
    void store(long k0, long k1, long k2, boolean win, long work) {
        int b = bucket(k0, k1, k2);
        long[] s = slots;
        int log = 63 - Long.numberOfLeadingZeros(work | 1);
        long d = USED | (win ? WIN_BIT : 0) | ((long) log << 56) | (k2 & KEY2_MASK);
        long first = s[b + 2];
        int firstLog = (int) ((first >>> 56) & 63);
        int e;
        if ((first & USED) == 0 || firstLog <= log) {
            e = b; // the deeper entry moves to the second place rather than being lost
            if ((first & USED) != 0 && ((s[b] ^ first) != k0 || (s[b + 1] ^ first) != k1
                    || (first & KEY2_MASK) != (k2 & KEY2_MASK))) {
                s[b + 3] = s[b];
                s[b + 4] = s[b + 1];
                s[b + 5] = first;
            }
        } else {
            e = b + 3;
        }
        s[e + 2] = 0; // readers see an unused entry while the key is written
        s[e] = k0 ^ d;
        s[e + 1] = k1 ^ d;
        s[e + 2] = d;
    }
}
