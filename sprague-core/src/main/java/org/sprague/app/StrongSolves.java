package org.sprague.app;

import org.sprague.app.disk.StrongSolveQuestion;
import org.sprague.app.disk.StrongSolveAnswer;
import java.util.LinkedHashMap;
import java.util.Map;
import org.sprague.game.Deadline;
import org.sprague.strong.Record;
import org.sprague.strong.SolvedPositions;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.solve.TieredRetrogradeSolver;
import org.sprague.strong.Value;

/**
 * {@link Sprague#strongSolve}: the plan of the game's tiers, the store the caller opens for it,
 * then {@link TieredRetrogradeSolver} (children first, each tier by retrograde analysis on
 * {@code threads} threads within the memory budget). Cost: the solver's, O(positions x moves).
 */
final class StrongSolves {
    private StrongSolves() {
    }

    static StrongSolveAnswer solve(StrongSolveQuestion q) {
        long t0 = System.nanoTime();
        StrongGame game = q.game();
        TierPlan plan = TierPlan.of(game, q.maxPositions(), q.deadline());
        TierStore store = q.store().apply(plan);
        StrongSolver.Result r = new TieredRetrogradeSolver(q.deadline(), q.threads(), q.memory())
                .solve(plan, store, q.progress());
        double seconds = (System.nanoTime() - t0) / 1e9;
        Map<String, Long> counts = new LinkedHashMap<>();
        for (Value v : new Value[] {Value.WIN, Value.LOSE, Value.TIE, Value.DRAW}) {
            counts.put(v.label(), r.counts()[v.ordinal()]);
        }
        short s = r.start();
        StrongSolveAnswer.Start start = new StrongSolveAnswer.Start(game.format(game.start()),
                Record.value(s).label(), Record.remoteness(s), Record.margin(s));
        return new StrongSolveAnswer(game.id(), q.database(), r.positions(), r.tiers(), r.resumedTiers(), start, counts,
                Math.round(seconds * 1000) / 1000.0, 0, 0, 0);
    }

    /**
     * Every position of {@code game} solved in memory ({@link TierStore#inMemory}), as the
     * {@link SolvedPositions} {@link Sprague#strongLookup} reads: a position's record is its
     * representative's in the plan, -1 when the plan does not hold it.
     */
    static SolvedPositions inMemory(StrongGame game, long maxPositions, Deadline deadline) {
        TierPlan plan = TierPlan.of(game, maxPositions, deadline);
        TierStore store = TierStore.inMemory();
        new TieredRetrogradeSolver(deadline).solve(plan, store, StrongSolver.Progress.NONE);
        return new SolvedPositions() {
            @Override
            public StrongGame game() {
                return game;
            }

            @Override
            public int record(long position) {
                long[] at = plan.locate(position);
                return at == null ? -1 : store.get((int) at[0])[(int) at[1]] & 0xFFFF;
            }

            @Override
            public boolean reachableOnly() {
                return plan.explored();
            }
        };
    }
}
