package org.sprague.strong.engine;

import java.util.Arrays;
import org.sprague.game.Deadline;
import org.sprague.strong.Record;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.Value;

/**
 * The in-process strong solver: the tiers in {@link TierPlan#order()} (children first), each by
 * retrograde analysis ({@link TierRetrograde}, GamesmanOne's tier solver), or by
 * {@link StreamedTier} when its records and its child tiers' do not fit in the memory budget;
 * a tier's records are released from memory as soon as every tier that reads them is solved,
 * so solving Connect Four holds two tiers at a time. Tiers already in the store (a resumed
 * solve) are skipped.
 */
public final class TieredRetrogradeSolver implements StrongSolver {
    /** When to stop. */
    private final Deadline deadline;
    /** Threads inside a tier (the ranks are split into chunks that the threads take in turn). */
    private final int threads;
    /** The memory budget in bytes ({@link Long#MAX_VALUE}: the heap's limits only). */
    private final long memory;

    /** A solver with no deadline (an interrupt still stops it). */
    public TieredRetrogradeSolver() {
        this(Deadline.unlimited());
    }

    /** A solver that stops at {@code deadline} (checked every tier, every 4,096 positions and every level). */
    public TieredRetrogradeSolver(Deadline deadline) {
        this(deadline, 1);
    }

    /**
     * A solver that stops at {@code deadline} (null: the bridge) and solves each tier on
     * {@code threads} threads; the records are the same bytes for any number of threads.
     */
    public TieredRetrogradeSolver(Deadline deadline, int threads) {
        this(deadline, threads, Long.MAX_VALUE);
    }

    /**
     * {@link #TieredRetrogradeSolver(Deadline, int)} within a memory budget of {@code memory}
     * bytes: a tier whose records and child tiers' records need more is solved in blocks
     * streamed from and to the store, when the store can ({@link TierStore#blockSize}); the
     * records are the same bytes either way.
     */
    public TieredRetrogradeSolver(Deadline deadline, int threads, long memory) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads + " < 1");
        }
        if (memory < 1) {
            throw new IllegalArgumentException("memory " + memory + " < 1");
        }
        this.deadline = deadline;
        this.threads = threads;
        this.memory = memory;
    }

    @Override
    public Result solve(TierPlan plan, TierStore store, Progress progress) {
        int n = plan.tierCount();
        int[] order = plan.order();
        int[] lastUse = plan.lastUse();
        long[] counts = new long[Value.values().length];
        long done = 0;
        int resumed = 0;
        boolean[] streamed = new boolean[n];
        long released = 0; // bytes of records released since the last young collection asked for
        for (int i = 0; i < n; i++) {
            deadline.check();
            int t = order[i];
            long need = needs(plan, t);
            if (need > memory && store.blockSize() > 0) {
                streamed[t] = true;
                boolean had = store.has(t);
                if (!had) {
                    progress.streamed(i + 1, need, memory);
                    for (int s = 0; s < i; s++) {
                        store.release(order[s]); // on disk: read back block by block
                    }
                    add(counts, StreamedTier.solve(plan, t, store, deadline, threads, memory));
                } else {
                    resumed++;
                    add(counts, StreamedTier.count(plan, t, store));
                }
                done += plan.space(t).size();
                progress.tierSolved(i + 1, done, had);
                continue;
            }
            short[] rec = store.get(t);
            boolean had = rec != null;
            if (!had) {
                rec = TierRetrograde.solve(plan, t, store::get, deadline, threads, TierRetrograde.CHUNK);
                store.put(t, rec);
            } else {
                resumed++;
            }
            for (short r : rec) {
                counts[Record.value(r).ordinal()]++;
            }
            done += rec.length;
            progress.tierSolved(i + 1, done, had);
            for (int c : plan.children(t)) {
                if (lastUse[c] == i) {
                    store.release(c);
                    released += 2 * plan.space(c).size();
                }
            }
            if (released >= COLLECT_AFTER && !plan.symmetric()) {
                YoungCollection.request(COLLECT_LIMIT);
                released = 0;
            }
        }
        long[] at = plan.locate(plan.game().start());
        short start = streamed[(int) at[0]] ? StreamedTier.record(store, (int) at[0], at[1])
                : store.get((int) at[0])[(int) at[1]];
        return new Result(done, n, resumed, start, counts);
    }

    /** Bytes of released records after which a young collection is asked for (8 of G1's regions at a heap of a few GB). */
    static final long COLLECT_AFTER = 16L << 20;
    /** At most this many bytes allocated to bring that collection about (the launcher's young generation: 32 MB). */
    static final long COLLECT_LIMIT = 64L << 20;

    // Why: a tier's scan allocates too little for a young collection to fall between two tiers, so
    // G1 committed new regions for the next tier while the released tiers' humongous arrays were
    // still there (connect-four:5x5 peak RSS 263-471 MB for about 100 MB live; YoungCollection,
    // docs/performance-log.md, "strong14"). Not for a symmetric game: its solved tiers are held
    // packed (HeldTiers), little is freed.

    /** Bytes of the records of tier {@code t} and of its child tiers (what an in-memory solve holds). */
    private static long needs(TierPlan plan, int t) {
        long need = 2 * plan.space(t).size();
        for (int c : plan.children(t)) {
            need += 2 * plan.space(c).size();
        }
        return need;
    }

    private static void add(long[] counts, long[] more) {
        Arrays.setAll(counts, v -> counts[v] + more[v]);
    }
}
