package org.sprague.partizan.outcome;

/**
 * The transposition table of {@link AlphaBetaOutcomeSearch}: solved states (an exact key of
 * up to 184 bits: two longs and 56 bits of a third) with their result, win or loss for the
 * player to move. Nothing but results is stored, so an entry is final and never needs a
 * depth: a hit ends the search of that state.
 *
 * <p>Two layouts in one {@code long[]}:
 * <ul>
 * <li><b>Compact</b> (when the caller says its keys' second word has at most {@code key1Bits}
 * bits and the third at most {@code key2Bits}, together at most 56: Domineering up to 108
 * squares): an entry is two longs, {@code key0 ^ data, data}, where {@code data} holds bits
 * 0..55 {@code key1 | key2 << key1Bits}, 56..61 log2 of the nodes searched, 62 the result, 63
 * set (in use). A bucket is four entries, 64 bytes, and the buckets start 48 bytes into the
 * array's data (a {@code long[]}'s data begins 16 bytes after the array's start, and a table
 * this large is placed at a region's start), so a bucket is one cache line: one line fetched a
 * probe. A new state always goes in: into its own entry if the state is there, else an unused
 * one, else the one whose search cost the fewest nodes. {@code bits} counts the buckets of two
 * entries the same memory holds (2^(bits - 1) buckets of four), so a size means the same bytes
 * in both layouts. Measured: four entries a line instead of two in half a line, 9x9 -0.6%
 * nodes (docs/performance-log.md, "node24").
 * <li><b>Wide</b> (any other keys, e.g. Clobber's two 64-bit stone masks): three longs an
 * entry, {@code key0 ^ data, key1 ^ data, data}, with {@code data} bits 0..55 the key's third
 * word and the same bits 56..63; buckets of two entries, 48 bytes: the first keeps the state
 * whose search cost the most nodes, the second is always replaced (the two-level scheme of
 * Breuker, Uiterwijk and van den Herik, "Replacement schemes for transposition tables", 1994).
 * </ul>
 * <b>No false match</b>: both layouts keep every bit of the key (the compact one refuses, with
 * an {@link IllegalStateException}, a key wider than it was made for, in the probe and in the
 * store, so two different keys never pack to the same words), and an entry is found only when
 * all its key bits equal the probe's; a hit therefore is the very state stored, and its result
 * is that state's result. The bucket index (a hash) only chooses where to look, so a hash
 * collision costs a replacement, never a wrong answer.
 *
 * <p>Two threads share the table without locks: each entry's words are xored with its data
 * word (Hyatt and Mann, "A lock-less transposition table implementation for parallel search",
 * 2002), so an entry torn by two writers fails the check unless the mixed words reproduce the
 * key exactly. Cost: O(1) a probe and a store.
 */
final class OutcomeTable {
    private static final long USED = 1L << 63;
    private static final long WIN_BIT = 1L << 62;
    /** The low 56 bits of a data word: the key's third word (wide) or its packed second and third (compact). */
    static final long KEY2_MASK = (1L << 56) - 1;

    private final long[] slots;
    private final int mask;
    private final boolean compact;
    /** Longs a bucket: 4 (compact) or 6 (wide). */
    private final int bucketLongs;
    /** The first bucket's index: 2 (compact: 32-byte buckets on 32-byte boundaries, above) or 0. */
    private final int base;
    private final int key1Bits;
    private final int key2Bits;
    /** The entries of {@link #keptLog}+ stored, set aside for the checkpoint ({@link #keepAside}); null for none. */
    private KeptEntries kept;
    /** The least log2 of the nodes for a store to go to {@link #kept} too (64: none does). */
    private int keptLog = 64;

    /** A table of {@code 2^bits} buckets in the wide layout ({@code 48 * 2^bits} bytes). */
    OutcomeTable(int bits) {
        this(bits, 64, 56);
    }

    /**
     * A table of {@code 2^(bits + 1)} entries for keys whose second word has at most {@code key1Bits}
     * bits and third word at most {@code key2Bits}: compact ({@code 32 * 2^bits} bytes, buckets
     * of four) when they add up to 56 or less, else wide (buckets of two).
     */
    OutcomeTable(int bits, int key1Bits, int key2Bits) {
        if (bits < 4 || bits > 27) {
            throw new IllegalArgumentException("table bits must be 4..27: " + bits);
        }
        compact = fitsCompact(key1Bits, key2Bits);
        this.key1Bits = key1Bits;
        this.key2Bits = key2Bits;
        // compact: 2^(bits - 1) buckets of four entries, the same entries and bytes as 2^bits of two
        int buckets = compact ? bits - 1 : bits;
        bucketLongs = compact ? 8 : 6;
        base = compact ? 6 : 0;
        slots = new long[base + (bucketLongs << buckets)];
        mask = (1 << buckets) - 1;
    }

    /**
     * From now on, every entry stored (a search's result or a checkpoint's entry loaded) whose
     * search took at least {@code 2^minLog} nodes is also kept aside in a list
     * ({@link KeptEntries}), for {@link #keptEntries}: the entries a checkpoint with that
     * threshold writes, without a scan of the table. Only for thresholds of
     * {@link KeptEntries#MIN_LOG}+ (below, the entries are most of the table); call it before
     * any thread searches.
     *
     * @throws IllegalArgumentException when {@code minLog} is below {@link KeptEntries#MIN_LOG}
     */
    void keepAside(int minLog) {
        keepAside(minLog, new KeptEntries());
    }

    /** {@link #keepAside(int)} into {@code list} (a smaller cap, for tests). */
    void keepAside(int minLog, KeptEntries list) {
        if (minLog < KeptEntries.MIN_LOG || minLog > 63) {
            throw new IllegalArgumentException("entries are kept aside from 2^" + KeptEntries.MIN_LOG + " nodes: 2^" + minLog);
        }
        kept = list;
        keptLog = minLog;
    }

    /**
     * The entries kept aside since {@link #keepAside}, as {@link #export} writes them (three
     * words each); null when none are kept or the list went past its cap.
     */
    long[] keptEntries() {
        return kept == null ? null : kept.snapshot();
    }

    /** Whether stored entries are kept aside: {@link #keepAside} was called and the list is within its cap. */
    boolean keepsAside() {
        return kept != null && kept.isKept();
    }

    /** Bytes of a bucket (as {@code bits} counts them: two entries' worth) in the wide layout. */
    static final int WIDE_BUCKET_BYTES = 48;

    /**
     * Bytes of a bucket, as {@code bits} counts them, of {@code new OutcomeTable(bits, key1Bits,
     * key2Bits)}: 32 in the compact layout, {@link #WIDE_BUCKET_BYTES} in the wide one.
     */
    static int bucketBytes(int key1Bits, int key2Bits) {
        return fitsCompact(key1Bits, key2Bits) ? 32 : WIDE_BUCKET_BYTES;
    }

    private static boolean fitsCompact(int key1Bits, int key2Bits) {
        return key1Bits >= 0 && key2Bits >= 0 && key1Bits + key2Bits <= 56;
    }

    /**
     * The most bits, at most {@code wanted} and at least 10, whose table of {@code bucketBytes}
     * a bucket takes at most half of {@code maxHeap} (the JVM's {@code Runtime.maxMemory()}):
     * the rest of the heap is left to everything else (the endgame table, a checkpoint's kept
     * entries), so a small heap gets a smaller table, never an {@link OutOfMemoryError}.
     */
    static int bitsWithin(int wanted, int bucketBytes, long maxHeap) {
        int bits = Math.min(wanted, 27);
        while (bits > 10 && ((long) bucketBytes << bits) > maxHeap / 2) {
            bits--;
        }
        return bits;
    }

    private int bucket(long k0, long k1, long k2) {
        long h = (k0 * 0x9E3779B97F4A7C15L) ^ (k1 * 0xC2B2AE3D27D4EB4FL) ^ (k2 * 0x165667B19E3779F9L);
        // a product carries a key bit only upward: murmur3's finaliser brings the high bits down,
        // so every key bit moves the bucket (before, k0's bits 55-63 never did: boards differing
        // there shared a bucket, and a torn entry's key, flipped in bits 56-61, kept its bucket)
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        return base + (int) (h & mask) * bucketLongs;
    }

    /** The compact layout's packed key words 1 and 2; refuses a key wider than the table was made for. */
    private long packed(long k1, long k2) {
        if ((k1 >>> key1Bits) != 0 || (k2 >>> key2Bits) != 0) {
            throw new IllegalStateException("a key wider than the table's " + key1Bits + " + " + key2Bits + " bits");
        }
        return k1 | (k2 << key1Bits);
    }

    /**
     * The stored result for the state: {@link OutcomeBoard#WIN}, {@link OutcomeBoard#LOSS}
     * for the player to move, or {@link OutcomeBoard#UNKNOWN}.
     */
    int probe(long k0, long k1, long k2) {
        int b = bucket(k0, k1, k2);
        long[] s = slots;
        if (compact) {
            long hi = packed(k1, k2);
            for (int e = b; e < b + 8; e += 2) {
                long d = s[e + 1];
                if ((d & USED) != 0 && (d & KEY2_MASK) == hi && (s[e] ^ d) == k0) {
                    return (d & WIN_BIT) != 0 ? OutcomeBoard.WIN : OutcomeBoard.LOSS;
                }
            }
            return OutcomeBoard.UNKNOWN;
        }
        for (int e = b; e < b + 6; e += 3) {
            long d = s[e + 2];
            if ((d & USED) != 0 && (d & KEY2_MASK) == k2 && (s[e] ^ d) == k0 && (s[e + 1] ^ d) == k1) {
                return (d & WIN_BIT) != 0 ? OutcomeBoard.WIN : OutcomeBoard.LOSS;
            }
        }
        return OutcomeBoard.UNKNOWN;
    }

    /**
     * Writes the entries whose search took at least {@code 2^minLog} nodes, each as its key's
     * two words and its data word (the third word, the result, log2 of the work: the wide
     * layout's words, whichever layout the table has, so a checkpoint reads into either), to
     * {@code out}; returns how many. The caller must make sure that no thread stores meanwhile
     * (an entry read while another thread rewrites it could mix two keys). An entry whose key does
     * not hash to the bucket it sits in is left out: two threads that stored into one entry at
     * once can leave it torn (one's key words, the other's data word), its decoded key a board
     * near theirs (the data's bits xored in) with the other's result. In the table such an entry
     * is asked for only by a probe of that board's own bucket (the hash makes that about
     * 2^-bits); written out and loaded it would go to that board's bucket and answer for it.
     */
    int export(java.io.DataOutputStream out, int minLog) throws java.io.IOException {
        return export(minLog, Integer.MAX_VALUE, java.nio.ByteBuffer.allocate(24 * 1024), chunk -> {
            out.write(chunk.array(), 0, chunk.position());
            chunk.clear();
        });
    }

    /** Takes a buffer of whole entries (bytes 0 to its position) and clears it. */
    interface Chunks {
        void write(java.nio.ByteBuffer full) throws java.io.IOException;
    }

    /**
     * {@link #export(java.io.DataOutputStream, int)} into {@code buf} (a heap buffer of a multiple of
     * 24 bytes, big-endian: the same bytes), handed to {@code out} each time it is full and at the
     * end, at most {@code most} entries: a write of hundreds of MB at about the disk's speed (a
     * {@code DataOutputStream} of 8-byte writes was several times slower). Returns how many.
     */
    int export(int minLog, int most, java.nio.ByteBuffer buf, Chunks out) throws java.io.IOException {
        long[] s = slots;
        int n = 0;
        int step = compact ? 2 : 3;
        for (int e = base; e < s.length && n < most; e += step) {
            long d = s[e + step - 1];
            if ((d & USED) != 0 && ((d >>> 56) & 63) >= minLog) {
                if (torn(s, e, d)) {
                    continue; // see above: not a fact about any board
                }
                if (buf.remaining() < 24) {
                    out.write(buf);
                }
                long hi = d & KEY2_MASK;
                buf.putLong(s[e] ^ d);
                buf.putLong(compact ? (key1Bits == 0 ? 0 : hi & (-1L >>> (64 - key1Bits))) : s[e + 1] ^ d);
                buf.putLong((d & ~KEY2_MASK) | (compact ? hi >>> key1Bits : hi));
                n++;
            }
        }
        if (buf.position() > 0) {
            out.write(buf);
        }
        return n;
    }

    /** Whether the used entry at {@code e} (data word {@code d}) holds a key that does not hash to its bucket: torn ({@link #export}). */
    private boolean torn(long[] s, int e, long d) {
        long hi = d & KEY2_MASK;
        long k1 = compact ? (key1Bits == 0 ? 0 : hi & (-1L >>> (64 - key1Bits))) : s[e + 1] ^ d;
        return bucket(s[e] ^ d, k1, compact ? hi >>> key1Bits : hi) != e - (e - base) % bucketLongs;
    }

    /** The most entries the table holds (2^(bits + 1) in either layout): a bound on what {@link #export} writes. */
    long capacity() {
        return (long) (slots.length - base) / (compact ? 2 : 3);
    }

    /** The entries' room {@link #estimate} reads: 2^15 entries (512 KiB compact, 768 KiB wide). */
    private static final int SAMPLE_ENTRIES = 1 << 15;

    /**
     * About how many entries {@link #export} would write: those in the table's first
     * {@value #SAMPLE_ENTRIES} entries' room (the hash spreads the states evenly over the buckets),
     * scaled to the whole table; read while other threads store (an estimate: an entry being
     * rewritten may be miscounted). Microseconds where {@link #count} scans the whole table.
     */
    long estimate(int minLog) {
        long[] s = slots;
        int step = compact ? 2 : 3;
        int end = (int) Math.min(s.length, base + (long) SAMPLE_ENTRIES * step);
        long n = 0;
        for (int e = base; e < end; e += step) {
            long d = s[e + step - 1];
            if ((d & USED) != 0 && ((d >>> 56) & 63) >= minLog) {
                n++;
            }
        }
        return n * capacity() / ((end - base) / step);
    }

    /** How many entries {@link #export} would write. */
    int count(int minLog) {
        return count(minLog, Integer.MAX_VALUE, Long.MAX_VALUE);
    }

    /**
     * How many entries {@link #export} would write, or -1 once more than {@code most} are found
     * or {@code System.nanoTime()} passes {@code stopAt} (checked at the first entry and every 2^16): a bounded
     * scan for a write at a stop.
     */
    int count(int minLog, int most, long stopAt) {
        long[] s = slots;
        int n = 0;
        int step = compact ? 2 : 3;
        int i = 0;
        for (int e = base; e < s.length; e += step) {
            long d = s[e + step - 1];
            if ((d & USED) != 0 && ((d >>> 56) & 63) >= minLog && !torn(s, e, d) && ++n > most) {
                return -1;
            }
            if ((i++ & 0xFFFF) == 0 && stopAt != Long.MAX_VALUE && System.nanoTime() - stopAt > 0) {
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
        if (compact) {
            long d = USED | (win ? WIN_BIT : 0) | ((long) log << 56) | packed(k1, k2);
            // the same state's entry if there is one, else an unused one, else the one whose
            // search took the fewest nodes (the first of those): the new entry always goes in
            int e = b;
            int least = Integer.MAX_VALUE;
            for (int f = b; f < b + 8; f += 2) {
                long g = s[f + 1];
                if ((g & USED) == 0) {
                    if (least >= 0) {
                        e = f;
                        least = -1; // unused: taken unless the same state is found further on
                    }
                    continue;
                }
                if (((g ^ d) & KEY2_MASK) == 0 && (s[f] ^ g) == k0) {
                    e = f;
                    break;
                }
                int gl = (int) ((g >>> 56) & 63);
                if (gl < least) {
                    least = gl;
                    e = f;
                }
            }
            s[e + 1] = 0; // readers see an unused entry while the key is written
            s[e] = k0 ^ d;
            s[e + 1] = d;
            keep(k0, k1, k2, win, log);
            return;
        }
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
        keep(k0, k1, k2, win, log);
    }

    /** Sets a stored entry aside when its log reaches {@link #keptLog} (rare: a search of 2^12+ nodes). */
    private void keep(long k0, long k1, long k2, boolean win, int log) {
        if (log >= keptLog) {
            kept.add(k0, k1, USED | (win ? WIN_BIT : 0) | ((long) log << 56) | (k2 & KEY2_MASK));
        }
    }
}
