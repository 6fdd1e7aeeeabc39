package org.sprague.search.engine;

import java.util.Arrays;
import org.sprague.game.LimitExceededException;
import org.sprague.game.wording.Remedy;
import org.sprague.retrograde.MemoryBudget;

/**
 * A hash map from {@code long} positions to small values over flat arrays, open addressing
 * with linear probing: no node, no boxed key or value.
 *
 * <p><b>Compact mode</b> (the usual one): one {@code long[]}, each slot holding
 * {@code key << valueBits | cell} with {@code cell = value + 4} (so an empty slot is 0 and
 * the markers {@link #ON_STACK} and {@link #ABANDONED} are cells 3 and 1): the value lives in
 * the key's spare high bits, which packed positions nearly always have (three 21-bit heaps
 * of at most 300 use 51 bits, a 5 x 6 Cram board 38). 8 bytes a slot, one cache line a
 * probe. The value field starts at 8 bits and widens in place when a larger value comes (a
 * slot's index depends on its key only); when a key and a value no longer fit in 64 bits
 * together the memo turns to <b>wide mode</b>: keys in a {@code long[]}, cells in an
 * {@code int[]}, 12 bytes a slot.
 *
 * <p>Capacity any multiple of 16 (the slot is {@code (h * capacity) >>> 32} of a 32-bit
 * hash, Lemire's multiply-shift range reduction, instead of a power of two), grown by half
 * when the load passes {@value #MAX_LOAD_PERCENT}%, so the load stays between 52% and 78%:
 * <b>10.3 to 15.4 bytes per stored position</b> in compact mode (15.4 to 23 in wide mode).
 * Measured (bench {@code MemoFootprint}): 11.6 bytes per position on fib3 (300, 300, 300),
 * 13.2 on Cram 5 x 6, 14.8 on Cram 4 x 8.
 *
 * <p>Hash: the 64-bit finalizer of MurmurHash3 (fmix64). Packed positions are structured
 * (neighbouring heaps differ in a few low bits of one field); with an identity hash they
 * fill runs of neighbouring slots and linear probing clusters, with the finalizer they spread.
 * A hash keeping neighbouring keys in one block of slots (for locality) was slower: whole
 * blocks of keys collide and linear probing clusters (fib3 22.6-32.9 s against 20.7 s).
 * Before growing it checks the heap can hold the new arrays and stops with a
 * {@link LimitExceededException} (exit 3) instead of an {@code OutOfMemoryError}.
 */
public final class HashLongMemo extends CompactLongMemo {
    /** Grow when more than this share of the slots is used; after growth by half: 52%. */
    static final int MAX_LOAD_PERCENT = 78;
    private static final int ALIGN = 16;

    private long[] slots;    // compact mode: key << valueBits | cell; 0 empty
    private long[] keys;     // wide mode
    private int[] cells;     // wide mode: value + 4; 0 empty
    private int capacity;
    private final int firstCapacity;
    private int size;
    private int growAt;

    public HashLongMemo() {
        this(1 << 10);
    }

    /** A memo sized for about {@code expected} positions. */
    public HashLongMemo(int expected) {
        capacity = align(Math.max(ALIGN, (int) Math.min(1L << 30, expected * 100L / MAX_LOAD_PERCENT + 1)));
        slots = new long[capacity];
        growAt = (int) ((long) capacity * MAX_LOAD_PERCENT / 100);
        firstCapacity = capacity;
    }

    /**
     * Empties the memo: a table still at its first size is scrubbed, a grown one dropped for a
     * new one of the first size (the canonical-form store clears its per-question tables often).
     */
    public void clear() {
        if (size == 0) {
            return;
        }
        if (capacity == firstCapacity && slots != null) {
            Arrays.fill(slots, 0);
        } else {
            slots = new long[firstCapacity];
            keys = null;
            cells = null;
            capacity = firstCapacity;
            growAt = (int) ((long) capacity * MAX_LOAD_PERCENT / 100);
        }
        resetFormat();
        size = 0;
    }

    private static int align(int n) {
        return (n + ALIGN - 1) & -ALIGN;
    }

    private static int index(long key, int capacity) {
        return (int) (((fmix64(key) >>> 32) * capacity) >>> 32);
    }

    /**
     * The slot after {@code i}, wrapping to 0 at {@code cap}, without a branch: a branch taken
     * only when a probe ran off the end made C2 recompile {@link #get} and the comparison code it
     * is inlined into (CanonicalForms.quick) in every Clobber 2x8 value (values13).
     */
    private static int next(int i, int cap) {
        int n = i + 1;
        return n & ((n - cap) >> 31);
    }

    /** MurmurHash3's 64-bit finalizer: every input bit flips about half the output bits. */
    static long fmix64(long key) {
        key ^= key >>> 33;
        key *= 0xff51afd7ed558ccdL;
        key ^= key >>> 33;
        key *= 0xc4ceb9fe1a85ec53L;
        key ^= key >>> 33;
        return key;
    }

    @Override
    public int get(long key) {
        final int cap = capacity;
        int i = index(key, cap);
        if (valueBits != 0) {
            final long[] s = slots;
            final int vb = valueBits;
            long e;
            while ((e = s[i]) != 0) {
                if (e >>> vb == key) {
                    return (int) (e & cellMask) - 4;
                }
                i = next(i, cap);
            }
            return MISSING;
        }
        final long[] ks = keys;
        final int[] cs = cells;
        int c;
        while ((c = cs[i]) != 0) {
            if (ks[i] == key) {
                return c - 4;
            }
            i = next(i, cap);
        }
        return MISSING;
    }

    @Override
    void store(long key, int cell) {
        final int cap = capacity;
        int i = index(key, cap);
        if (valueBits != 0) {
            final int vb = valueBits;
            long e;
            while ((e = slots[i]) != 0) {
                if (e >>> vb == key) {
                    slots[i] = key << vb | cell;
                    return;
                }
                i = next(i, cap);
            }
            slots[i] = key << vb | cell;
        } else {
            while (cells[i] != 0) {
                if (keys[i] == key) {
                    cells[i] = cell;
                    return;
                }
                i = next(i, cap);
            }
            keys[i] = key;
            cells[i] = cell;
        }
        stored(key, cell);
        if (++size > growAt) {
            grow();
        }
    }

    /** The same slots, a wider value field. */
    @Override
    void repack(int bits) {
        for (int i = 0; i < capacity; i++) {
            long e = slots[i];
            if (e != 0) {
                slots[i] = repacked(e, bits);
            }
        }
    }

    @Override
    void toWide() {
        requireMemory(12L * capacity, "a memo of " + size + " positions with wide keys");
        keys = new long[capacity];
        cells = new int[capacity];
        for (int i = 0; i < capacity; i++) { // same indices: the index depends on the key only
            long e = slots[i];
            if (e != 0) {
                keys[i] = keyOf(e);
                cells[i] = cellOf(e);
            }
        }
        slots = null;
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public double bytesPerPosition() {
        return size == 0 ? 0 : (valueBits != 0 ? 8.0 : 12.0) * capacity / size;
    }

    private void grow() {
        long next = align((int) Math.min(Integer.MAX_VALUE - 64L, capacity + (long) capacity / 2));
        if (next <= capacity) {
            throw new LimitExceededException("memory limit: the memo holds " + size
                    + " positions, the most one table can hold");
        }
        int cap = (int) next;
        requireMemory((valueBits != 0 ? 8L : 12L) * cap, "growing the memo of " + size + " positions");
        if (valueBits != 0) {
            long[] old = slots;
            long[] s = new long[cap];
            final int vb = valueBits;
            for (long e : old) {
                if (e != 0) {
                    int i = index(e >>> vb, cap);
                    while (s[i] != 0) {
                        i = next(i, cap);
                    }
                    s[i] = e;
                }
            }
            slots = s;
        } else {
            long[] oldKeys = keys;
            int[] oldCells = cells;
            long[] ks = new long[cap];
            int[] cs = new int[cap];
            for (int j = 0; j < oldKeys.length; j++) {
                if (oldCells[j] != 0) {
                    int i = index(oldKeys[j], cap);
                    while (cs[i] != 0) {
                        i = next(i, cap);
                    }
                    ks[i] = oldKeys[j];
                    cs[i] = oldCells[j];
                }
            }
            keys = ks;
            cells = cs;
        }
        capacity = cap;
        growAt = (int) ((long) cap * MAX_LOAD_PERCENT / 100);
    }

    /**
     * {@code table}, an open-addressing table of non-zero entries whose high 32 bits are their
     * hash, rebuilt twice as large (linear probing): the name tables of {@link InternedGame}
     * and of the loopy edge-list parser.
     */
    public static long[] doubled(long[] table) {
        long[] t = new long[table.length * 2];
        int mask = t.length - 1;
        for (long entry : table) {
            if (entry != 0) {
                int slot = (int) (entry >>> 32) & mask;
                while (t[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                t[slot] = entry;
            }
        }
        return t;
    }

    /**
     * Stops with exit 3 when {@code bytes} more would not fit in the heap left (after a
     * garbage collection would free what it can: the estimate counts used memory as
     * reported now, so it errs on the side of stopping early).
     */
    static void requireMemory(long bytes, String what) {
        long left = MemoryBudget.free(bytes);
        if (bytes > left) {
            throw Remedy.attach(new LimitExceededException("memory limit: " + what
                    + " needs " + (bytes >> 20) + " MB and the heap has " + (left >> 20) + " MB left of "
                    + (Runtime.getRuntime().maxMemory() >> 20) + " MB"), Remedy.MORE_MEMORY,
                    Remedy.LOWER_POSITION_LIMIT);
        }
    }
}
