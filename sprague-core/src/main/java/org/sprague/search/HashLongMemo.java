package org.sprague.search;

import java.util.Arrays;
import org.sprague.game.LimitExceededException;
import org.sprague.game.Remedy;

/**
 * A hash map from {@code long} positions to small values over two flat arrays (keys,
 * {@code value + 2}), open addressing with linear probing: no node, no boxed key or value,
 * one or two cache lines per probe. Slot empty iff its value cell is 0, so every
 * {@code long} is a valid key.
 *
 * <p>Hash: the 64-bit finalizer of MurmurHash3 (fmix64). Packed positions are structured
 * (neighbouring heaps differ in a few low bits of one field); with an identity hash they
 * fill runs of neighbouring slots and linear probing clusters, with the finalizer they spread.
 * Tried and dropped: keys and values interleaved in one {@code long[]} (one cache line per
 * probe instead of two): no gain on three Fibonacci heaps (250, 250, 250), 9.4-10.4 s CPU
 * against 8.9-9.7 s, and 16 bytes a slot instead of 12.
 * Load factor at most 3/4, growth by doubling: 12 bytes a slot, so 16 to 32 bytes per
 * stored position. Before doubling it checks the heap can hold the new arrays and stops
 * with a {@link LimitExceededException} (exit 3) instead of an {@code OutOfMemoryError}.
 */
public final class HashLongMemo extends LongMemo {
    private long[] keys;
    private int[] cells;
    private int mask;
    private int size;
    private int growAt;

    public HashLongMemo() {
        this(1 << 10);
    }

    /** A memo sized for about {@code expected} positions. */
    public HashLongMemo(int expected) {
        int cap = Integer.highestOneBit(Math.max(16, expected + expected / 3) - 1) << 1;
        keys = new long[cap];
        cells = new int[cap];
        mask = cap - 1;
        growAt = cap / 4 * 3;
    }

    private static int slot(long key, int mask) {
        key ^= key >>> 33;
        key *= 0xff51afd7ed558ccdL;
        key ^= key >>> 33;
        key *= 0xc4ceb9fe1a85ec53L;
        key ^= key >>> 33;
        return (int) key & mask;
    }

    @Override
    public int get(long key) {
        final long[] ks = keys;
        final int[] cs = cells;
        final int m = mask;
        int i = slot(key, m);
        int c;
        while ((c = cs[i]) != 0) {
            if (ks[i] == key) {
                return c - 2;
            }
            i = (i + 1) & m;
        }
        return MISSING;
    }

    @Override
    public void put(long key, int value) {
        int i = slot(key, mask);
        int c;
        while ((c = cells[i]) != 0) {
            if (keys[i] == key) {
                cells[i] = value + 2;
                return;
            }
            i = (i + 1) & mask;
        }
        keys[i] = key;
        cells[i] = value + 2;
        if (++size > growAt) {
            grow();
        }
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public double bytesPerPosition() {
        return size == 0 ? 0 : 12.0 * keys.length / size;
    }

    private void grow() {
        int cap = keys.length * 2;
        if (cap <= 0 || cap > (1 << 30)) {
            throw new LimitExceededException("memory limit: the memo holds " + size
                    + " positions, the most one table can hold");
        }
        requireMemory(12L * cap, "growing the memo of " + size + " positions");
        long[] oldKeys = keys;
        int[] oldCells = cells;
        keys = new long[cap];
        cells = new int[cap];
        mask = cap - 1;
        growAt = cap / 4 * 3;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldCells[j] != 0) {
                int i = slot(oldKeys[j], mask);
                while (cells[i] != 0) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[j];
                cells[i] = oldCells[j];
            }
        }
        Arrays.fill(oldCells, 0);
    }

    /**
     * Stops with exit 3 when {@code bytes} more would not fit in the heap left (after a
     * garbage collection would free what it can: the estimate counts used memory as
     * reported now, so it errs on the side of stopping early).
     */
    static void requireMemory(long bytes, String what) {
        Runtime rt = Runtime.getRuntime();
        long left = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if (bytes > left) {
            System.gc();
            left = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        }
        if (bytes > left) {
            throw new LimitExceededException(LimitExceededException.Kind.MEMORY, "memory limit: " + what
                    + " needs " + (bytes >> 20) + " MB and the heap has " + (left >> 20) + " MB left of "
                    + (rt.maxMemory() >> 20) + " MB", Remedy.MORE_MEMORY, Remedy.LOWER_POSITION_LIMIT);
        }
    }
}
