package org.sprague.search.engine;

import org.sprague.search.PackedGame;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.concurrent.CopyOnWriteArrayList;
import org.sprague.game.LimitExceededException;

/**
 * A memo shared by the threads of one search ({@link SplitRootSearch}): final values only, in
 * one table for all threads, while each thread keeps its own search-path marks
 * ({@link LongMemo#ON_STACK}, {@link LongMemo#ABANDONED}) in a {@link #view}, so one thread's
 * unfinished position is not mistaken for a cycle by another (both may then compute the same
 * position: the same value is written twice, which is harmless).
 *
 * <p>A value, once written, is final (the Grundy value of its key, whichever thread computed
 * it), and a read that does not see it yet only costs a recomputation: so the tables are
 * read without locks and written with as few barriers as the Java memory model allows.
 *
 * <p>Two layouts. With a {@link PackedGame#rank}: one {@code int} cell per rank (value + 2, 0
 * unknown) in a plain array, read and written with no lock and no barrier (an {@code int}
 * write is atomic; 0 means unknown), and each view keeps its marks in two bit sets over the
 * ranks (1/16 of the cells' memory per thread) instead of a hash table. Without: 64 segments,
 * each an open-addressing table (linear probing, the fmix64 hash as in {@link HashLongMemo}),
 * a key and its value in one {@code long} slot where they fit ({@link Table}): a write takes
 * its segment's monitor; a read takes no lock at all (one volatile read of the segment's
 * current table, then whole slots). Growth builds a new table and publishes it; the old one
 * is never written again, so a reader still on it sees a consistent, if older, table.
 *
 * <p>Measured against cells behind a {@code StampedLock}: docs/performance-log.md, "Two threads".
 */
final class SharedLongMemo {
    private static final int SEGMENT_BITS = 6;
    private static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
    private static final VarHandle COUNT;

    static {
        try {
            COUNT = MethodHandles.lookup().findVarHandle(View.class, "stored", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final PackedGame dense; // non-null: cells indexed by rank
    private int[] denseCells;       // value + 2; 0 unknown. Grown only between searches (ensureBound)
    private final Segment[] segments;
    private final CopyOnWriteArrayList<View> views = new CopyOnWriteArrayList<>();

    private SharedLongMemo(PackedGame dense, int[] denseCells, Segment[] segments) {
        this.dense = dense;
        this.denseCells = denseCells;
        this.segments = segments;
    }

    /** A hash memo (no rank). */
    public static SharedLongMemo hashed() {
        Segment[] s = new Segment[1 << SEGMENT_BITS];
        for (int i = 0; i < s.length; i++) {
            s[i] = new Segment();
        }
        return new SharedLongMemo(null, null, s);
    }

    /** A dense memo over {@code game}'s ranks below {@code bound}. */
    public static SharedLongMemo dense(PackedGame game, long bound) {
        checkDense(bound);
        return new SharedLongMemo(game, new int[(int) Math.max(1, bound)], null);
    }

    private static void checkDense(long bound) {
        if (bound > Integer.MAX_VALUE - 16) {
            throw new LimitExceededException("memory limit: a dense memo of " + bound + " cells does not fit in one array");
        }
        HashLongMemo.requireMemory(4L * bound, "a dense memo of " + bound + " cells");
    }

    /** The dense memo when the game has a rank bound from {@code root} that fits, else the hash memo. */
    public static SharedLongMemo forRoot(PackedGame game, long root, long maxPositions) {
        long bound = game.rankBound(root);
        if (bound > 0 && bound <= Math.min(Integer.MAX_VALUE - 16L, 4 * Math.min(maxPositions, 1L << 40) + (1 << 20))) {
            return dense(game, bound);
        }
        return hashed();
    }

    /**
     * Makes room for ranks below {@code bound} (a later root bigger than the first); call it
     * only while no thread searches. A no-op on the hash layout.
     */
    public void ensureBound(long bound) {
        if (dense == null || bound <= denseCells.length) {
            return;
        }
        checkDense(bound);
        denseCells = Arrays.copyOf(denseCells, (int) bound);
    }

    /** How many positions hold a value (each counted once, by the thread that stored it first). */
    public long size() {
        if (dense != null) {
            long n = 0;
            for (View v : views) {
                n += (long) COUNT.getOpaque(v);
            }
            return n;
        }
        long n = 0;
        for (Segment s : segments) {
            n += s.size; // racy read: a report and a limit, not a decision about a value
        }
        return n;
    }

    /** A thread's view: shared values, private search-path marks. One view per thread. */
    public LongMemo view() {
        View v = dense != null ? new DenseView() : new HashView();
        views.add(v);
        return v;
    }

    double bytesPerPosition() {
        long n = size();
        if (n == 0) {
            return 0;
        }
        if (dense != null) {
            return 4.0 * denseCells.length / n;
        }
        double bytes = 0;
        for (Segment s : segments) {
            Table t = s.table;
            bytes += (t.slots != null ? 8.0 : 12.0) * t.capacity;
        }
        return bytes / n;
    }

    /**
     * One table of a segment, never written again once another replaced it. Compact (the
     * usual case, as {@link HashLongMemo}'s): one {@code long} a slot, {@code key << VALUE_BITS |
     * cell} (cell = value + 2, 0 empty), read and written whole, so a probe touches one array
     * and a reader needs no ordering between a key and its value. Wide (a key past
     * {@code 64 - VALUE_BITS} bits or a value past the cell): keys and cells in two arrays, the
     * cell written with release and read with acquire semantics after its key.
     */
    private static final class Table {
        final long[] slots; // compact; null when wide
        final long[] keys;  // wide
        final int[] cells;  // wide: value + 2; 0 empty
        final int capacity;

        Table(int capacity, boolean wide) {
            this.capacity = capacity;
            slots = wide ? null : new long[capacity];
            keys = wide ? new long[capacity] : null;
            cells = wide ? new int[capacity] : null;
        }
    }

    private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);
    private static final int VALUE_BITS = 12;
    private static final long CELL_MASK = (1L << VALUE_BITS) - 1;

    /** One segment: a linear-probing table; writes under the monitor, reads without a lock. */
    private static final class Segment {
        volatile Table table = new Table(1 << 10, false);
        int size; // written under the monitor

        int get(long key, int h) {
            Table t = table;
            int m = t.capacity - 1;
            int i = h & m;
            long[] ss = t.slots;
            if (ss != null) {
                long e;
                while ((e = (long) LONGS.getOpaque(ss, i)) != 0) { // opaque: a slot is read whole
                    if (e >>> VALUE_BITS == key) { // a key too wide for the slot matches none
                        return (int) (e & CELL_MASK) - 2;
                    }
                    i = (i + 1) & m;
                }
                return LongMemo.MISSING;
            }
            long[] ks = t.keys;
            int[] cs = t.cells;
            int c;
            while ((c = (int) INTS.getAcquire(cs, i)) != 0) { // acquire: the key written before it is seen
                if (ks[i] == key) {
                    return c - 2;
                }
                i = (i + 1) & m;
            }
            return LongMemo.MISSING;
        }

        synchronized void put(long key, int h, int value) {
            Table t = table;
            int cell = value + 2;
            if (t.slots != null && (key >>> (64 - VALUE_BITS) != 0 || cell > CELL_MASK)) {
                t = rebuild(t, t.capacity, true); // too wide for a slot: this segment turns wide
            }
            int m = t.capacity - 1;
            int i = h & m;
            if (t.slots != null) {
                long[] ss = t.slots;
                long e;
                while ((e = ss[i]) != 0) {
                    if (e >>> VALUE_BITS == key) {
                        LONGS.setOpaque(ss, i, key << VALUE_BITS | cell);
                        return;
                    }
                    i = (i + 1) & m;
                }
                LONGS.setOpaque(ss, i, key << VALUE_BITS | cell);
            } else {
                long[] ks = t.keys;
                int[] cs = t.cells;
                while (cs[i] != 0) {
                    if (ks[i] == key) {
                        INTS.setRelease(cs, i, cell);
                        return;
                    }
                    i = (i + 1) & m;
                }
                ks[i] = key;
                INTS.setRelease(cs, i, cell); // release: a reader seeing the cell sees the key
            }
            if (++size > t.capacity / 4 * 3) {
                long cap = 2L * t.capacity;
                if (cap > (1 << 30)) {
                    throw new LimitExceededException("memory limit: a memo segment holds " + size
                            + " positions, the most one table can hold");
                }
                rebuild(t, (int) cap, t.slots == null);
            }
        }

        /** A copy of {@code old} with {@code cap} slots, compact or wide, published whole. */
        private Table rebuild(Table old, int cap, boolean wide) {
            HashLongMemo.requireMemory((wide ? 12L : 8L) * cap, "growing a memo segment of " + size + " positions");
            Table t = new Table(cap, wide);
            int m = cap - 1;
            for (int j = 0; j < old.capacity; j++) {
                long key;
                int cell;
                if (old.slots != null) {
                    long e = old.slots[j];
                    if (e == 0) {
                        continue;
                    }
                    key = e >>> VALUE_BITS;
                    cell = (int) (e & CELL_MASK);
                } else {
                    if (old.cells[j] == 0) {
                        continue;
                    }
                    key = old.keys[j];
                    cell = old.cells[j];
                }
                int i = (int) HashLongMemo.fmix64(key) & m;
                if (wide) {
                    while (t.cells[i] != 0) {
                        i = (i + 1) & m;
                    }
                    t.keys[i] = key;
                    t.cells[i] = cell;
                } else {
                    while (t.slots[i] != 0) {
                        i = (i + 1) & m;
                    }
                    t.slots[i] = key << VALUE_BITS | cell;
                }
            }
            table = t; // volatile: published whole, after every slot above
            return t;
        }
    }

    /** A thread's view; counts the positions it stored (dense layout). */
    private abstract class View extends LongMemo {
        @SuppressWarnings("unused") // through COUNT
        private long stored;

        final void counted() {
            COUNT.setOpaque(this, (long) COUNT.getOpaque(this) + 1); // only this thread writes it
        }

        @Override
        public final long size() {
            return SharedLongMemo.this.size();
        }

        @Override
        public final double bytesPerPosition() {
            return SharedLongMemo.this.bytesPerPosition();
        }
    }

    /**
     * The dense layout's view: the marks as two bit sets indexed by rank, so a probe that
     * misses the shared cells costs one more array read, and a mark costs a bit flip (not a
     * hash probe and a deletion).
     */
    private final class DenseView extends View {
        private long[] onStack = new long[0];
        private long[] abandoned = new long[0];

        @Override
        public int get(long key) {
            int r = (int) dense.rank(key);
            int c = denseCells[r];
            if (c != 0) {
                return c - 2;
            }
            int w = r >>> 6;
            if (w >= onStack.length) {
                return MISSING;
            }
            long bit = 1L << r;
            if ((onStack[w] & bit) != 0) {
                return ON_STACK;
            }
            return (abandoned[w] & bit) != 0 ? ABANDONED : MISSING;
        }

        @Override
        public void put(long key, int value) {
            int r = (int) dense.rank(key);
            int w = r >>> 6;
            if (w >= onStack.length) {
                int n = Math.max(w + 1, (denseCells.length + 63) >>> 6);
                onStack = Arrays.copyOf(onStack, n);
                abandoned = Arrays.copyOf(abandoned, n);
            }
            long bit = 1L << r;
            if (value >= 0) {
                // the first thread to store a rank counts it: both threads may compute the same
                // position before either sees the other's value (their subtrees overlap, 507 double
                // counts of 20,001 were seen), and a cell already set holds the same final value
                if (denseCells[r] == 0 && INTS.compareAndSet(denseCells, r, 0, value + 2)) {
                    counted();
                }
                onStack[w] &= ~bit;
                abandoned[w] &= ~bit;
            } else if (value == ON_STACK) {
                onStack[w] |= bit;
                abandoned[w] &= ~bit;
            } else {
                onStack[w] &= ~bit;
                abandoned[w] |= bit;
            }
        }
    }

    /**
     * The hash layout's view: values from the shared segments; marks in a small private table
     * with deletion (the path is short, so the table stays small).
     */
    private final class HashView extends View {
        private long[] markKeys = new long[64];
        private int[] marks = new int[64]; // 0 empty, else mark + 4
        private int markCount;

        @Override
        public int get(long key) {
            long h = HashLongMemo.fmix64(key);
            int v = segments[(int) (h >>> (64 - SEGMENT_BITS))].get(key, (int) h);
            if (v >= 0) {
                return v;
            }
            int i = findMark(key, h);
            return i < 0 ? MISSING : marks[i] - 4;
        }

        @Override
        public void put(long key, int value) {
            long h = HashLongMemo.fmix64(key);
            if (value >= 0) {
                segments[(int) (h >>> (64 - SEGMENT_BITS))].put(key, (int) h, value);
                removeMark(key, h);
                return;
            }
            int i = findMark(key, h);
            if (i >= 0) {
                marks[i] = value + 4;
                return;
            }
            if (markCount + 1 > markKeys.length / 2) {
                growMarks();
            }
            int m = markKeys.length - 1;
            i = (int) h & m;
            while (marks[i] != 0) {
                i = (i + 1) & m;
            }
            markKeys[i] = key;
            marks[i] = value + 4;
            markCount++;
        }

        private int findMark(long key, long h) {
            if (markCount == 0) {
                return -1;
            }
            int m = markKeys.length - 1;
            int i = (int) h & m;
            while (marks[i] != 0) {
                if (markKeys[i] == key) {
                    return i;
                }
                i = (i + 1) & m;
            }
            return -1;
        }

        /** Deletion by backward shift (Knuth, TAOCP vol. 3, 6.4, Algorithm R): no tombstones. */
        private void removeMark(long key, long h) {
            int i = findMark(key, h);
            if (i < 0) {
                return;
            }
            int m = markKeys.length - 1;
            marks[i] = 0;
            markCount--;
            int j = i;
            while (true) {
                j = (j + 1) & m;
                if (marks[j] == 0) {
                    return;
                }
                int home = (int) HashLongMemo.fmix64(markKeys[j]) & m;
                // move j back to i when its home is not cyclically in (i, j]
                boolean stays = i <= j ? (i < home && home <= j) : (i < home || home <= j);
                if (!stays) {
                    markKeys[i] = markKeys[j];
                    marks[i] = marks[j];
                    marks[j] = 0;
                    i = j;
                }
            }
        }

        private void growMarks() {
            long[] oldKeys = markKeys;
            int[] old = marks;
            markKeys = new long[oldKeys.length * 2];
            marks = new int[oldKeys.length * 2];
            int m = markKeys.length - 1;
            for (int j = 0; j < oldKeys.length; j++) {
                if (old[j] != 0) {
                    int i = (int) HashLongMemo.fmix64(oldKeys[j]) & m;
                    while (marks[i] != 0) {
                        i = (i + 1) & m;
                    }
                    markKeys[i] = oldKeys[j];
                    marks[i] = old[j];
                }
            }
        }
    }
}
