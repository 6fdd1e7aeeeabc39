package org.sprague.partizan.outcome;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The entries of an {@link OutcomeTable} that a checkpoint keeps (those whose search took at
 * least {@code 2^minLog} nodes), set aside as they are stored, so that the checkpoint's table
 * file is written from this list in milliseconds instead of from a scan of the whole table
 * (gigabytes on 10x10, with the threads paused; docs/performance-log.md, "sit29").
 *
 * <p>Each entry is the three words {@link OutcomeTable#export} writes (the key's first two words
 * and the data word: result, log2 of the nodes, the key's third word), so the list is written
 * in the table file's format unchanged. One entry a state: storing a state again keeps the
 * larger log. Unlike the table, the list never drops an entry to make room, so a kept entry
 * evicted from the table is still written.
 *
 * <p>Memory: at most {@link #CAP} entries, about 110 bytes each in the map (about 115 MB at the
 * cap). Enabled only for thresholds of {@link #MIN_LOG 2^12}+ nodes
 * ({@link OutcomeTable#keepAside}), where the entries are few (10x10: about 13,754 of 2^18+
 * nodes in 72 minutes on two threads, so about 350,000 of 2^12+). Past the cap the list is
 * dropped (its memory freed) and the table file goes back to the scan of the whole table
 * ({@link #snapshot} returns null from then on).
 *
 * <p>Thread-safe: the searching threads add under this object's lock (a store of a kept entry
 * is rare: its search took 2^12 nodes or more), and a write copies the list under it.
 */
final class KeptEntries {
    /** The least threshold (log2 of the nodes) for which a table keeps its entries aside. */
    static final int MIN_LOG = 12;
    /** The most entries kept; past it the list is dropped. */
    static final int CAP = 1 << 20;

    /** A state's key: the table's three key words (the third as the data word's low 56 bits hold it). */
    private record Key(long k0, long k1, long k2) {
    }

    private final int cap;
    /** Key to data word, in the order the states were first kept; null once dropped. */
    private Map<Key, Long> entries = new LinkedHashMap<>();

    KeptEntries() {
        this(CAP);
    }

    /** A list of at most {@code cap} entries (a smaller cap for tests). */
    KeptEntries(int cap) {
        this.cap = cap;
    }

    /**
     * Keeps the entry of key {@code k0, k1} and data word {@code data} (its low 56 bits the key's
     * third word); the same key again keeps the data of the larger log.
     */
    synchronized void add(long k0, long k1, long data) {
        if (entries == null) {
            return;
        }
        Key key = new Key(k0, k1, data & OutcomeTable.KEY2_MASK);
        Long old = entries.get(key);
        if (old != null) {
            if (((data >>> 56) & 63) > ((old >>> 56) & 63)) {
                entries.put(key, data);
            }
        } else if (entries.size() == cap) {
            entries = null; // over the cap: dropped, the table file is written by a scan again
        } else {
            entries.put(key, data);
        }
    }

    /** A copy of the entries, three words each in the order they were first kept; null once dropped past the cap. */
    synchronized long[] snapshot() {
        if (entries == null) {
            return null;
        }
        long[] words = new long[3 * entries.size()];
        int i = 0;
        for (Map.Entry<Key, Long> e : entries.entrySet()) {
            words[i++] = e.getKey().k0();
            words[i++] = e.getKey().k1();
            words[i++] = e.getValue();
        }
        return words;
    }

    /** Whether the list is kept: false once dropped past the cap. */
    synchronized boolean isKept() {
        return entries != null;
    }

    /** How many entries are kept (0 once dropped). */
    synchronized int size() {
        return entries == null ? 0 : entries.size();
    }
}
