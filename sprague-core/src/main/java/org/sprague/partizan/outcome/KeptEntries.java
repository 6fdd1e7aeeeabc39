package org.sprague.partizan.outcome;

/**
 * The entries of an {@link OutcomeTable} that a checkpoint keeps (those whose search took at
 * least {@code 2^minLog} nodes), set aside as they are stored, so that the checkpoint's table
 * file is written from this list in milliseconds instead of from a scan of the whole table
 * (on 10x10 gigabytes: the scan paused both threads at each periodic write and was skipped at a
 * stop, losing the sitting's last minutes; docs/performance-log.md, "sit29").
 *
 * <p>Each entry is the three words {@link OutcomeTable#export} writes (the key's first two words
 * and the data word: result, log2 of the nodes, the key's third word), so the list is written
 * in the table file's format unchanged. One entry a state: storing a state again keeps the
 * larger log. Unlike the table, the list never drops an entry to make room, so a kept entry
 * evicted from the table is still written.
 *
 * <p>Memory: at most {@link #CAP} entries, 24 bytes each plus a 4-byte index slot per half
 * entry (128 MiB at the cap). Enabled only for thresholds of {@link #MIN_LOG 2^12}+ nodes
 * ({@link OutcomeTable#keepAside}), where the entries are few: on 10x10 about 13,754 of 2^18+
 * nodes were stored in 72 minutes on two threads (a list of 330 KB), and by the ratio of about
 * 1.7 between thresholds a factor of two apart measured there, about 350,000 of 2^12+ in the
 * same time. Past the cap the list is dropped (its memory freed) and the table file goes back
 * to the scan of the whole table ({@link #snapshot} returns null from then on).
 *
 * <p>Thread-safe: the searching threads add under this object's lock (a store of a kept entry
 * is rare: its search took 2^12 nodes or more), and a write copies the list under it.
 */
final class KeptEntries {
    /** The least threshold (log2 of the nodes) for which a table keeps its entries aside. */
    static final int MIN_LOG = 12;
    /** The most entries kept (96 MiB of entries, 32 MiB of index); past it the list is dropped. */
    static final int CAP = 1 << 22;

    private final int cap;
    /** Entry i is words 3i..3i+2: key0, key1, data. Null once dropped. */
    private long[] words = new long[3 * 256];
    /** Open addressing: entry number + 1, 0 empty; at most half full. */
    private int[] index = new int[512];
    private int size;

    KeptEntries() {
        this(CAP);
    }

    /** A list of at most {@code cap} entries (a smaller cap for tests). */
    KeptEntries(int cap) {
        this.cap = cap;
    }

    private static int hash(long k0, long k1, long k2) {
        long h = (k0 * 0x9E3779B97F4A7C15L) ^ (k1 * 0xC2B2AE3D27D4EB4FL) ^ (k2 * 0x165667B19E3779F9L);
        return (int) (h ^ (h >>> 32));
    }

    /**
     * Keeps the entry of key {@code k0, k1} and data word {@code data} (its low 56 bits the key's
     * third word); the same key again keeps the data of the larger log.
     */
    synchronized void add(long k0, long k1, long data) {
        if (words == null) {
            return;
        }
        long k2 = data & OutcomeTable.KEY2_MASK;
        int mask = index.length - 1;
        int slot = hash(k0, k1, k2) & mask;
        while (index[slot] != 0) {
            int e = 3 * (index[slot] - 1);
            if (words[e] == k0 && words[e + 1] == k1 && (words[e + 2] & OutcomeTable.KEY2_MASK) == k2) {
                if (((data >>> 56) & 63) > ((words[e + 2] >>> 56) & 63)) {
                    words[e + 2] = data;
                }
                return;
            }
            slot = (slot + 1) & mask;
        }
        if (size == cap) {
            words = null; // over the cap: dropped, the table file is written by a scan again
            index = null;
            return;
        }
        if (3 * size == words.length) {
            words = java.util.Arrays.copyOf(words, 2 * words.length);
        }
        words[3 * size] = k0;
        words[3 * size + 1] = k1;
        words[3 * size + 2] = data;
        size++;
        index[slot] = size;
        if (2 * size > index.length) {
            rehash();
        }
    }

    private void rehash() {
        int[] bigger = new int[2 * index.length];
        int mask = bigger.length - 1;
        for (int i = 0; i < size; i++) {
            int slot = hash(words[3 * i], words[3 * i + 1], words[3 * i + 2] & OutcomeTable.KEY2_MASK) & mask;
            while (bigger[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            bigger[slot] = i + 1;
        }
        index = bigger;
    }

    /** A copy of the entries, three words each in the order they were first kept; null once dropped past the cap. */
    synchronized long[] snapshot() {
        return words == null ? null : java.util.Arrays.copyOf(words, 3 * size);
    }

    /** Whether the list is kept: false once dropped past the cap. */
    synchronized boolean isKept() {
        return words != null;
    }

    /** How many entries are kept (0 once dropped). */
    synchronized int size() {
        return words == null ? 0 : size;
    }
}
