package org.sprague.search;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.StampedLock;
import org.sprague.game.LimitExceededException;

/**
 * A memo shared by the threads of one search ({@link SplitRootSearch}): final values only, in
 * one table for all threads, while each thread keeps its own search-path marks
 * ({@link LongMemo#ON_STACK}, {@link LongMemo#ABANDONED}) in a {@link #view}, so one thread's
 * unfinished position is not mistaken for a cycle by another (both may then compute the same
 * position: the same value is written twice, which is harmless).
 *
 * <p>Two layouts. With a {@link PackedGame#rank}: one {@code int} cell per rank, written and
 * read without locks (an {@code int} write is atomic; a value not yet seen by the other thread
 * only costs it a recomputation). Without: 64 segments, each an open-addressing table (flat
 * {@code long} keys and {@code int} cells, linear probing, the fmix64 hash as in
 * {@link HashLongMemo}) guarded by a {@link StampedLock}: a write takes the segment's write
 * lock, a read is optimistic (no lock; retried under the read lock only when a write to the
 * same segment overlapped it).
 */
public final class SharedLongMemo {
    private static final int SEGMENT_BITS = 6;

    private final PackedGame dense; // non-null: cells indexed by rank
    private final int[] denseCells;
    private final AtomicLong denseSize = new AtomicLong();
    private final Segment[] segments;

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
        if (bound > Integer.MAX_VALUE - 16) {
            throw new LimitExceededException("memory limit: a dense memo of " + bound + " cells does not fit in one array");
        }
        HashLongMemo.requireMemory(4L * bound, "a dense memo of " + bound + " cells");
        return new SharedLongMemo(game, new int[(int) Math.max(1, bound)], null);
    }

    /** The dense memo when the game has a rank bound from {@code root} that fits, else the hash memo. */
    public static SharedLongMemo forRoot(PackedGame game, long root, long maxPositions) {
        long bound = game.rankBound(root);
        if (bound > 0 && bound <= Math.min(Integer.MAX_VALUE - 16L, 4 * Math.min(maxPositions, 1L << 40) + (1 << 20))) {
            return dense(game, bound);
        }
        return hashed();
    }

    /** How many positions hold a value. */
    public long size() {
        if (dense != null) {
            return denseSize.get();
        }
        long n = 0;
        for (Segment s : segments) {
            n += s.size; // racy read: a report, not a decision
        }
        return n;
    }

    /** A thread's view: shared values, private search-path marks. One view per thread. */
    public LongMemo view() {
        return new View();
    }

    int get(long key) {
        if (dense != null) {
            return denseCells[(int) dense.rank(key)] - 2;
        }
        long h = mix(key);
        return segments[(int) (h >>> (64 - SEGMENT_BITS))].get(key, (int) h);
    }

    void put(long key, int value) {
        if (dense != null) {
            int i = (int) dense.rank(key);
            if (denseCells[i] < 2) {
                denseSize.incrementAndGet();
            }
            denseCells[i] = value + 2;
            return;
        }
        long h = mix(key);
        segments[(int) (h >>> (64 - SEGMENT_BITS))].put(key, (int) h, value);
    }

    double bytesPerPosition() {
        long n = size();
        if (n == 0) {
            return 0;
        }
        if (dense != null) {
            return 4.0 * denseCells.length / n;
        }
        long slots = 0;
        for (Segment s : segments) {
            slots += s.keys.length;
        }
        return 12.0 * slots / n;
    }

    private static long mix(long key) {
        key ^= key >>> 33;
        key *= 0xff51afd7ed558ccdL;
        key ^= key >>> 33;
        key *= 0xc4ceb9fe1a85ec53L;
        key ^= key >>> 33;
        return key;
    }

    /** One segment: a linear-probing table; writes under the write lock, reads optimistic. */
    private static final class Segment {
        final StampedLock lock = new StampedLock();
        volatile long[] keys = new long[1 << 10];
        volatile int[] cells = new int[1 << 10];
        int size;

        int get(long key, int h) {
            long stamp = lock.tryOptimisticRead();
            int v = find(keys, cells, key, h);
            if (lock.validate(stamp)) {
                return v;
            }
            stamp = lock.readLock();
            try {
                return find(keys, cells, key, h);
            } finally {
                lock.unlockRead(stamp);
            }
        }

        private static int find(long[] ks, int[] cs, long key, int h) {
            int m = ks.length - 1;
            if (cs.length != ks.length) { // arrays of two sizes seen mid-growth: the caller validates and retries
                return LongMemo.MISSING;
            }
            int i = h & m;
            int c;
            int probes = 0;
            while ((c = cs[i]) != 0) {
                if (ks[i] == key) {
                    return c - 2;
                }
                i = (i + 1) & m;
                if (++probes > m) { // a torn view of a table being written: the caller validates
                    return LongMemo.MISSING;
                }
            }
            return LongMemo.MISSING;
        }

        void put(long key, int h, int value) {
            long stamp = lock.writeLock();
            try {
                long[] ks = keys;
                int[] cs = cells;
                int m = ks.length - 1;
                int i = h & m;
                while (cs[i] != 0) {
                    if (ks[i] == key) {
                        cs[i] = value + 2;
                        return;
                    }
                    i = (i + 1) & m;
                }
                ks[i] = key;
                cs[i] = value + 2;
                if (++size > ks.length / 4 * 3) {
                    grow();
                }
            } finally {
                lock.unlockWrite(stamp);
            }
        }

        private void grow() {
            long[] oldKeys = keys;
            int[] oldCells = cells;
            int cap = oldKeys.length * 2;
            if (cap <= 0 || cap > (1 << 30)) {
                throw new LimitExceededException("memory limit: a memo segment holds " + size
                        + " positions, the most one table can hold");
            }
            HashLongMemo.requireMemory(12L * cap, "growing a memo segment of " + size + " positions");
            long[] ks = new long[cap];
            int[] cs = new int[cap];
            int m = cap - 1;
            for (int j = 0; j < oldKeys.length; j++) {
                if (oldCells[j] != 0) {
                    int i = (int) mix(oldKeys[j]) & m;
                    while (cs[i] != 0) {
                        i = (i + 1) & m;
                    }
                    ks[i] = oldKeys[j];
                    cs[i] = oldCells[j];
                }
            }
            cells = cs; // old arrays are left as they were, for optimistic readers still on them
            keys = ks;
        }
    }

    /**
     * One thread's memo: values from the shared table; {@link LongMemo#ON_STACK} and
     * {@link LongMemo#ABANDONED} marks in a small private table with deletion (the path is
     * short, so the table stays small).
     */
    private final class View extends LongMemo {
        private long[] markKeys = new long[64];
        private int[] marks = new int[64]; // 0 empty, else mark + 4
        private int markCount;

        @Override
        public int get(long key) {
            int v = SharedLongMemo.this.get(key);
            if (v >= 0) {
                return v;
            }
            int i = findMark(key);
            return i < 0 ? MISSING : marks[i] - 4;
        }

        @Override
        public void put(long key, int value) {
            if (value >= 0) {
                SharedLongMemo.this.put(key, value);
                removeMark(key);
                return;
            }
            int i = findMark(key);
            if (i >= 0) {
                marks[i] = value + 4;
                return;
            }
            if (markCount + 1 > markKeys.length / 2) {
                growMarks();
            }
            int m = markKeys.length - 1;
            i = (int) mix(key) & m;
            while (marks[i] != 0) {
                i = (i + 1) & m;
            }
            markKeys[i] = key;
            marks[i] = value + 4;
            markCount++;
        }

        @Override
        public long size() {
            return SharedLongMemo.this.size();
        }

        @Override
        public double bytesPerPosition() {
            return SharedLongMemo.this.bytesPerPosition();
        }

        private int findMark(long key) {
            if (markCount == 0) {
                return -1;
            }
            int m = markKeys.length - 1;
            int i = (int) mix(key) & m;
            while (marks[i] != 0) {
                if (markKeys[i] == key) {
                    return i;
                }
                i = (i + 1) & m;
            }
            return -1;
        }

        /** Deletion by backward shift (Knuth, TAOCP vol. 3, 6.4, Algorithm R): no tombstones. */
        private void removeMark(long key) {
            int i = findMark(key);
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
                int home = (int) mix(markKeys[j]) & m;
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
                    int i = (int) mix(oldKeys[j]) & m;
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
