package org.sprague.partizan;

import java.util.Arrays;

/** A growable list of longs used as a stack by the packed solvers: no boxing, no allocation once grown. */
public final class LongList {
    private long[] items = new long[64];
    private int size;

    public void add(long v) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = v;
    }

    public long get(int i) {
        return items[i];
    }

    public int size() {
        return size;
    }

    /** Drops the items from {@code newSize} on. */
    public void truncate(int newSize) {
        size = newSize;
    }
}
