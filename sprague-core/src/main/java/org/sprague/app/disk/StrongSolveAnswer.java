package org.sprague.app.disk;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.sprague.strong.Record;
import org.sprague.strong.StrongGame;
import org.sprague.strong.Value;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.engine.TieredRetrogradeSolver;

/**
 * The answer of {@link #of}: the summary that {@code sprague strong} prints (as
 * JSON with {@code --json}: this record). The store's sizes are the caller's to measure (the
 * core opens no file): {@link #of} answers them 0, and the caller that finished
 * the store gives them with {@link #stored}.
 *
 * @param game the game's id
 * @param database the store's name (the database file), or null
 * @param positions positions solved (every tier of the plan)
 * @param tiers tiers of the plan
 * @param resumedTiers tiers that were already in the store (a resumed solve)
 * @param start the starting position's value
 * @param counts positions by value: win, lose, tie, draw (in that order)
 * @param seconds the solve's wall time, to the millisecond
 * @param fileBytes the store's size in bytes (0 until {@link #stored})
 * @param recordBytes the records' compressed size in bytes (0 until {@link #stored})
 * @param compressionRatio the records' size (2 bytes a position) over {@code recordBytes}, to 1/100 (0 until
 *     {@link #stored})
 */
public record StrongSolveAnswer(String game, String database, long positions, int tiers, int resumedTiers,
        Start start, Map<String, Long> counts, double seconds, long fileBytes, long recordBytes,
        double compressionRatio) {

    public StrongSolveAnswer {
        counts = Collections.unmodifiableMap(new LinkedHashMap<>(counts));
    }

    /**
     * Strongly solves a game ({@link StrongSolveQuestion}): the value and remoteness of every
     * position, tier by tier, into the store the caller opened for the plan (the core opens no
     * file; sprague-db's database writer resumes from its checkpoint): the plan of the game's
     * tiers, the store, then {@link TieredRetrogradeSolver} (children first, each tier by
     * retrograde analysis on {@code threads} threads within the memory budget). Cost: the
     * solver's, O(positions x moves). The store's sizes are 0 here ({@link #stored}). The
     * command line's app call (a library user calls {@code Sprague.strongSolveInMemory}).
     *
     * @throws org.sprague.game.LimitExceededException past {@code maxPositions}, the memory or
     *     the deadline (the tiers stored so far stay in the store)
     */
    public static StrongSolveAnswer of(StrongSolveQuestion q) {
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
        Start start = new Start(game.format(game.start()),
                Record.value(s).label(), Record.remoteness(s), Record.margin(s));
        return new StrongSolveAnswer(game.id(), q.database(), r.positions(), r.tiers(), r.resumedTiers(), start, counts,
                Math.round(seconds * 1000) / 1000.0, 0, 0, 0);
    }

    /**
     * The starting position and its value for the player to move.
     *
     * @param position the position in the game's notation
     * @param value win, lose, tie or draw
     * @param remoteness moves to the end under perfect play (meaningless for a draw)
     * @param margin in a scored game the margin the player to move can force, else 0
     */
    public record Start(String position, String value, int remoteness, int margin) {
        /** {@code win in 5}, {@code win by 3 in 5} (a scored game), {@code draw}. */
        public String describe() {
            return Record.describe(margin != 0 ? Record.scored(margin, remoteness)
                    : Record.of(Value.valueOf(value.toUpperCase(Locale.ROOT)), remoteness));
        }
    }

    /** This summary with the store's sizes, measured by the caller once it finished the store. */
    public StrongSolveAnswer stored(long fileBytes, long recordBytes) {
        return new StrongSolveAnswer(game, database, positions, tiers, resumedTiers, start, counts, seconds, fileBytes,
                recordBytes, Math.round(200.0 * positions / Math.max(1, recordBytes)) / 100.0);
    }
}
