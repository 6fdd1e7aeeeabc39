package org.sprague.impartial;

import java.util.Arrays;

/**
 * The memo of {@link MemoizedGrundySolver}: an open-addressing hash map from positions to
 * {@code int} values, with linear probing over parallel {@code Object[]}/{@code int[]}
 * arrays. Against {@code HashMap<P, Integer>} it allocates nothing per entry (no node, no
 * boxed value), keeps a probe to one or two cache lines, and lets the caller probe once
 * for "absent, then insert here". The hash code is mixed (MurmurHash3's finalizer) so
 * structured codes such as packed coordinates spread over the table: with a weaker mix
 * (one multiply and fold, or {@code HashMap}'s {@code h ^ h >>> 16}) the packed heap
 * triples of the benchmark crowd into long probe runs.
 * Entries are never removed. Load factor at most 5/8: a probe costs O(1) expected.
 */
final class GrundyMemo<K> {
    /** The value returned for a key that is not in the memo. */
    static final int ABSENT = Integer.MIN_VALUE;

    private Object[] keys = new Object[64];
    private int[] values = new int[64];
    private int mask = 63;
    private int size;

    int size() {
        return size;
    }

    /** The value stored for {@code key}, or {@link #ABSENT}. */
    int get(K key) {
        int i = slot(key);
        return keys[i] == null ? ABSENT : values[i];
    }

    /**
     * The slot holding {@code key}, or the empty slot where it would be inserted
     * (valid until the next {@link #insertAt}).
     */
    int slot(Object key) {
        final Object[] ks = keys;
        final int m = mask;
        int i = mix(key.hashCode()) & m;
        Object k;
        while ((k = ks[i]) != null && !k.equals(key)) {
            i = (i + 1) & m;
        }
        return i;
    }

    /** Whether {@code slot} (from {@link #slot}) holds a key. */
    boolean occupied(int slot) {
        return keys[slot] != null;
    }

    /** The value at an occupied slot. */
    int valueAt(int slot) {
        return values[slot];
    }

    /** Sets the value at an occupied slot. */
    void setAt(int slot, int value) {
        values[slot] = value;
    }

    /** Inserts {@code key} at the empty {@code slot} given by {@link #slot}; may rehash. */
    void insertAt(int slot, K key, int value) {
        keys[slot] = key;
        values[slot] = value;
        if (++size > (mask + 1) / 8 * 5) {
            grow();
        }
    }

    /** Stores {@code value} for {@code key}, inserting it if absent. */
    void put(K key, int value) {
        int i = slot(key);
        if (keys[i] == null) {
            insertAt(i, key, value);
        } else {
            values[i] = value;
        }
    }

    /** MurmurHash3's finalizer: every bit of the hash code reaches the low bits. */
    private static int mix(int h) {
        h ^= h >>> 16;
        h *= 0x85EBCA6B;
        h ^= h >>> 13;
        h *= 0xC2B2AE35;
        return h ^ (h >>> 16);
    }

    private void grow() {
        Object[] oldKeys = keys;
        int[] oldValues = values;
        int capacity = oldKeys.length * 2;
        if (capacity < 0 || capacity > (1 << 30)) {
            throw new IllegalStateException("memo full: " + size + " positions");
        }
        keys = new Object[capacity];
        values = new int[capacity];
        mask = capacity - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            Object k = oldKeys[j];
            if (k != null) {
                int i = mix(k.hashCode()) & mask;
                while (keys[i] != null) {
                    i = (i + 1) & mask;
                }
                keys[i] = k;
                values[i] = oldValues[j];
            }
        }
        Arrays.fill(oldKeys, null);
    }
}
