package org.sprague.strong.engine;

import java.util.stream.IntStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;
import org.sprague.strong.Record;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.Value;
import org.sprague.strong.space.PositionSpace;

/**
 * A tier whose records and child tiers do not fit in the memory budget, solved in blocks
 * streamed from and to the store (a database file): the threads take the tier's blocks of
 * {@link TierStore#blockSize} ranks in turn, read the child records they need through a cache
 * of child blocks (least recently used out, the budget divided among the threads), and each
 * finished block is encoded and appended to the store in rank order, so the file holds the
 * same bytes as an in-memory solve. Memory: per thread one block of records and the cache;
 * nothing grows with the tier. A tier with moves inside it is not streamed (its counters and
 * reversed moves need the whole tier): it is a {@link LimitExceededException}.
 */
final class StreamedTier {
    private StreamedTier() {
    }

    /** Bytes of one block of {@code block} records, decoded (the cache's unit). */
    private static long blockBytes(int block) {
        return 2L * block + 64;
    }

    /**
     * Solves tier {@code t} into {@code store}, within {@code budget} bytes; returns the count
     * of positions by {@link Value#ordinal()}.
     */
    static long[] solve(TierPlan plan, int t, TierStore store, Deadline deadline, int threads, long budget) {
        int block = store.blockSize();
        long n = plan.space(t).size();
        long blocks = (n + block - 1) / block;
        // per thread: its block of records, its encoded block (at most as big), and a cache of two
        // child blocks per move at least: a run of parents reaches up to maxMoves places of the
        // child tiers, each across at most two blocks, and a least-recently-used cache smaller than
        // the blocks taken in turn misses every time (connect-four:4x5 with 6 blocks: over 100 s
        // instead of 2 s)
        int kids = 2 * Math.max(1, plan.game().maxMoves());
        long perThreadMin = 2 * blockBytes(block) + kids * blockBytes(block);
        int th = (int) Math.max(1, Math.min(threads, budget / perThreadMin));
        if (budget < perThreadMin) {
            throw new LimitExceededException("tier " + plan.id(t)
                    + " streamed in blocks needs at least " + kb(perThreadMin) + " KB (a block of its records and "
                    + kids + " blocks of its child tiers), more than the memory budget of " + kb(budget) + " KB");
        }
        int cacheBlocks = (int) Math.min(Integer.MAX_VALUE, (budget / th - 2 * blockBytes(block)) / blockBytes(block));
        AtomicLongArray counts = new AtomicLongArray(Value.values().length);
        AtomicLong next = new AtomicLong();
        long[] written = {0};
        Object turn = new Object();
        store.beginTier(t);
        Workers workers = new Workers();
        workers.run(th, () -> {
            TierRetrograde.Scan scan = new TierRetrograde.Scan(plan, t, c -> null);
            scan.blocks = new Cache(plan, t, store, block, cacheBlocks);
            PositionSpace space = plan.space(t);
            short[] rec = new short[block];
            long[] local = new long[Value.values().length];
            for (long b; !workers.failed() && (b = next.getAndIncrement()) < blocks;) {
                long lo = b * block;
                int count = (int) Math.min(block, n - lo);
                for (int i = 0; i < count; i++) {
                    if ((i & 4095) == 0) {
                        deadline.check();
                    }
                    long p = space.position(lo + i);
                    if (plan.symmetric() && plan.canonical(p) != p) {
                        rec[i] = 0; // not a representative: UNDEFINED, as TierRetrograde leaves it
                    } else {
                        short v = scan.evaluate(p);
                        if (v == 0) {
                            throw new LimitExceededException("tier " + plan.id(t)
                                    + " has moves inside it and does not fit in the memory budget of " + mb(budget)
                                    + " MB with its child tiers (a tier with moves inside it is solved in memory)");
                        }
                        rec[i] = v;
                    }
                    local[Record.value(rec[i]).ordinal()]++;
                }
                byte[] encoded = store.encodeBlock(rec, count);
                synchronized (turn) {
                    while (written[0] != b) {
                        if (workers.failed()) {
                            return;
                        }
                        try {
                            turn.wait(100);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            deadline.check();
                        }
                    }
                    store.appendBlock(encoded);
                    written[0]++;
                    turn.notifyAll();
                }
            }
            for (int v = 0; v < local.length; v++) {
                counts.addAndGet(v, local[v]);
            }
        });
        store.endTier(t);
        return IntStream.range(0, counts.length()).mapToLong(counts::get).toArray();
    }

    /** The record at {@code rank} of solved tier {@code t}, read by its block. */
    static short record(TierStore store, int t, long rank) {
        int block = store.blockSize();
        short[] out = new short[block];
        store.readBlock(t, rank / block, out);
        return out[(int) (rank % block)];
    }

    /** Counts a solved tier's positions by value, block by block. */
    static long[] count(TierPlan plan, int t, TierStore store) {
        int block = store.blockSize();
        long n = plan.space(t).size();
        short[] rec = new short[block];
        long[] counts = new long[Value.values().length];
        for (long b = 0; b * block < n; b++) {
            store.readBlock(t, b, rec);
            int count = (int) Math.min(block, n - b * block);
            for (int i = 0; i < count; i++) {
                counts[Record.value(rec[i]).ordinal()]++;
            }
        }
        return counts;
    }

    private static long kb(long bytes) {
        return (bytes + 1023) >> 10;
    }

    private static long mb(long bytes) {
        return (bytes + (1 << 20) - 1) >> 20;
    }

    /** One thread's child blocks, the least recently used dropped first. */
    static final class Cache {
        private final TierStore store;
        private final int block;
        private final boolean[] child;
        private final LinkedHashMap<Long, short[]> blocks;
        private long lastKey = -1;
        private short[] last;
        /** A block dropped, its array reused for the next one read. */
        private short[] spare;

        Cache(TierPlan plan, int t, TierStore store, int block, int capacity) {
            this.store = store;
            this.block = block;
            this.child = new boolean[plan.tierCount()];
            for (int c : plan.children(t)) {
                child[c] = true;
            }
            this.blocks = new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<Long, short[]> eldest) {
                    if (size() > capacity) {
                        spare = eldest.getValue();
                        return true;
                    }
                    return false;
                }
            };
        }

        boolean child(int t) {
            return t >= 0 && t < child.length && child[t];
        }

        short record(int t, long rank) {
            long b = rank / block;
            long key = (long) t << 40 | b;
            if (key != lastKey) {
                short[] recs = blocks.get(key);
                if (recs == null) {
                    recs = spare != null ? spare : new short[block];
                    spare = null;
                    store.readBlock(t, b, recs);
                    blocks.put(key, recs);
                }
                lastKey = key;
                last = recs;
            }
            return last[(int) (rank - b * block)];
        }
    }
}
