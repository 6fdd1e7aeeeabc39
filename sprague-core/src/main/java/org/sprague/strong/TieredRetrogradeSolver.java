package org.sprague.strong;

import org.sprague.game.Cancellation;
import org.sprague.game.Deadline;

/**
 * The in-process strong solver: the tiers in {@link TierPlan#order()} (children first), each
 * by {@link TierRetrograde}; a tier's records are released from memory as soon as every
 * tier that reads them is solved, so solving Connect Four holds two tiers at a time.
 * Tiers already in the store (a resumed solve) are skipped.
 */
public final class TieredRetrogradeSolver implements StrongSolver {
    /** When to stop; null: the calling thread's {@link Cancellation}, read when a solve starts (the bridge). */
    private final Deadline deadline;
    /** Threads inside a tier ({@link TierRetrograde#solve(TierPlan, int, TierRetrograde.Children, Deadline, int)}). */
    private final int threads;
    private final int chunk;

    /** A solver under the caller's thread-bound deadline (the bridge, issue 22 item 2). */
    public TieredRetrogradeSolver() {
        this(null);
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
        this(deadline, threads, TierRetrograde.CHUNK);
    }

    /** Tests: chunks of {@code chunk} ranks, so that small tiers are split among threads too. */
    TieredRetrogradeSolver(Deadline deadline, int threads, int chunk) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads + " < 1");
        }
        this.deadline = deadline;
        this.threads = threads;
        this.chunk = chunk;
    }

    @Override
    public Result solve(TierPlan plan, TierStore store, Progress progress) {
        Deadline deadline = this.deadline != null ? this.deadline : Cancellation.current();
        int n = plan.tierCount();
        int[] order = plan.order();
        int[] lastUse = plan.lastUse();
        long[] counts = new long[Value.values().length];
        long done = 0;
        int resumed = 0;
        for (int i = 0; i < n; i++) {
            deadline.check();
            int t = order[i];
            short[] rec = store.get(t);
            boolean had = rec != null;
            if (!had) {
                rec = TierRetrograde.solve(plan, t, store::get, deadline, threads, chunk);
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
                }
            }
        }
        long[] at = plan.locate(plan.game().start());
        short start = store.get((int) at[0])[(int) at[1]];
        return new Result(done, n, resumed, start, counts);
    }
}
