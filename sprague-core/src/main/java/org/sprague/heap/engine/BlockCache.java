package org.sprague.heap.engine;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The last few blocks of a {@link SequenceStore} read back, decoded, for the values that are
 * neither in the prefix nor in the window of a {@link DiskSparseRun}: partners of rare heaps
 * in the middle of the sequence and the long tail of a phase-4 scan. Thread-safe (the
 * speculating helper reads through it too).
 *
 * <p>A read of a cached block takes no lock: the blocks are published as an immutable snapshot
 * (a volatile array of index and values), replaced under the lock whenever a block is read from
 * the store; the least recently read-from-the-store block is dropped. Why (heap19): past 2^26
 * values, Grundy's game's 13 rare heaps between 2^23 and 48,399,022 have their partners G(s - p)
 * outside the prefix and the window, so every heap makes a dozen reads here, each in another
 * block; with one lock, a {@code Long} key and a map lookup a read, this class had 7.5% of the
 * samples over [2^26, 2^27) (JFR) where the cost per value rose from 2.17 to 2.38 us
 * (docs/performance-log.md, "heap19").
 */
final class BlockCache {
    private final SequenceStore store;
    private final int blockValues;
    /** log2(blockValues) when it is a power of two (the default 2^22), else -1: a shift, not a division, a read. */
    private final int shift;
    private final Map<Long, char[]> blocks;
    /** The cached blocks, newest first; replaced (never changed) under the lock. */
    private volatile Block[] snapshot = new Block[0];

    /** A decoded block: G(index * blockValues + i) = values[i]. */
    private record Block(long index, char[] values) {
    }

    BlockCache(SequenceStore store, int blockValues, int capacity) {
        this.store = store;
        this.blockValues = blockValues;
        this.shift = Integer.bitCount(blockValues) == 1 ? Integer.numberOfTrailingZeros(blockValues) : -1;
        this.blocks = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<Long, char[]> eldest) {
                return size() > capacity;
            }
        };
    }

    /** G(x) from the block holding x (a whole block, already stored). */
    int valueAt(long x) {
        long j = shift >= 0 ? x >>> shift : x / blockValues;
        int i = (int) (x - j * blockValues);
        for (Block b : snapshot) {
            if (b.index == j) {
                return b.values[i];
            }
        }
        return load(j)[i];
    }

    /** Block j, read from the store unless cached, and a new snapshot published. */
    private synchronized char[] load(long j) {
        char[] b = blocks.get(j);
        if (b == null) {
            b = store.readBlock(j, blockValues);
            blocks.put(j, b);
        }
        Block[] s = new Block[blocks.size()];
        int i = s.length;
        for (Map.Entry<Long, char[]> e : blocks.entrySet()) {
            s[--i] = new Block(e.getKey(), e.getValue()); // eldest first in the map: newest first here
        }
        snapshot = s;
        return b;
    }
}
