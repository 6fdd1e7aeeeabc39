package org.sprague.heap.engine;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The last few blocks of a {@link SequenceStore} read back, decoded, for the values that are
 * neither in the prefix nor in the window of a {@link DiskSparseRun}: partners of rare heaps
 * in the middle of the sequence and the long tail of a phase-4 scan. Least recently used
 * blocks are dropped. Thread-safe (the rare-split helper reads through it too); reads are
 * rare on the games measured, so one lock is enough.
 */
final class BlockCache {
    private final SequenceStore store;
    private final int blockValues;
    private final Map<Long, char[]> blocks;
    private long lastIndex = -1;
    private char[] last;

    BlockCache(SequenceStore store, int blockValues, int capacity) {
        this.store = store;
        this.blockValues = blockValues;
        this.blocks = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<Long, char[]> eldest) {
                return size() > capacity;
            }
        };
    }

    /** G(x) from the block holding x (a whole block, already stored). */
    synchronized int valueAt(long x) {
        long j = x / blockValues;
        if (j != lastIndex) {
            char[] b = blocks.get(j);
            if (b == null) {
                b = store.readBlock(j, blockValues);
                blocks.put(j, b);
            }
            last = b;
            lastIndex = j;
        }
        return last[(int) (x - j * blockValues)];
    }
}
