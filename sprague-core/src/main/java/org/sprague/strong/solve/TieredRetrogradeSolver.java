package org.sprague.strong.solve;

import java.util.ServiceLoader;
import org.sprague.game.Deadline;

/**
 * The in-process strong solver: the tiers in {@link TierPlan#order()} (children first), each
 * by retrograde analysis (GamesmanOne's tier solver); a tier's records are released from
 * memory as soon as every tier that reads them is solved, so solving Connect Four holds two
 * tiers at a time. Tiers already in the store (a resumed solve) are skipped. The engine is
 * {@code org.sprague.strong.engine.TieredRetrograde}, found as the {@link TierEngine}: that
 * package builds on this one and is exported to Sprague's modules only.
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
        return Engine.LOADED.solve(plan, store, progress, deadline, threads, memory);
    }

    /** sprague-core's tier engine, loaded once, when first asked for. */
    private static final class Engine {
        static final TierEngine LOADED = load();

        private Engine() {
        }

        private static TierEngine load() {
            for (TierEngine e : ServiceLoader.load(TierEngine.class, TierEngine.class.getClassLoader())) {
                return e;
            }
            throw new IllegalStateException("no tier engine: META-INF/services/" + TierEngine.class.getName()
                    + " of sprague-core is missing from the class path");
        }
    }
}
