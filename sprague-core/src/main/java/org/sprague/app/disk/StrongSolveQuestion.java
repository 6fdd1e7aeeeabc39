package org.sprague.app.disk;

import java.util.function.Function;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;

/**
 * A strong solve ({@link StrongSolveAnswer#of}): every position of {@code game}, tier by tier,
 * into a store the caller opens. The core opens no file: {@code store} is given the plan (the
 * tiers and their sizes) and answers the store that keeps the solved tiers (sprague-db's
 * database writer, which resumes from its checkpoint, or {@link TierStore#inMemory()}); the
 * caller finishes and closes it after the call.
 *
 * @param game the game
 * @param maxPositions the most positions the plan may have (past it: a limit, exit code 3)
 * @param threads threads inside a tier, at least 1 (the records are the same bytes for any number)
 * @param memory the memory budget in bytes: a tier that does not fit with its child tiers is
 *     solved in blocks streamed from and to the store, when the store can
 * @param deadline when to stop (the tiers stored so far stay in the store)
 * @param database the store's name, as the summary reports it (the database file), or null
 * @param store the store of the plan's tiers, opened by the caller
 * @param progress told after each tier (and before a streamed one)
 */
public record StrongSolveQuestion(StrongGame game, long maxPositions, int threads, long memory, Deadline deadline,
        String database, Function<TierPlan, TierStore> store, StrongSolver.Progress progress) {

    public StrongSolveQuestion {
        if (game == null || store == null) {
            throw new IllegalArgumentException("a strong solve needs a game and a store");
        }
        if (maxPositions < 1) {
            throw new InvalidInputException("${max-positions} " + maxPositions + " must be at least 1");
        }
        if (threads < 1 || threads > 1024) {
            throw new InvalidInputException("${threads} " + threads + " must be from 1 to 1024");
        }
        if (memory < 1) {
            throw new InvalidInputException("${memory} " + memory + " must be at least 1 byte");
        }
        deadline = deadline == null ? Deadline.unlimited() : deadline;
        progress = progress == null ? StrongSolver.Progress.NONE : progress;
    }
}
