package org.sprague.app;

import org.sprague.app.disk.StrongSolveQuestion;
import org.sprague.app.disk.StrongSolveAnswer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.games.TicTacToe;

/** {@link StrongSolveAnswer#of}: the solve of {@code sprague strong}, into a store the caller opens. */
class StrongSolveQuestionTest {

    private static StrongSolveAnswer solve(StrongGame game, TierStore store, TierPlan[] planned) {
        return StrongSolveAnswer.of(new StrongSolveQuestion(game, 1_000_000, 2, Long.MAX_VALUE, Deadline.unlimited(),
                "memory", plan -> {
                    planned[0] = plan;
                    return store;
                }, null));
    }

    @Test
    void solvesTicTacToeIntoTheStoreTheCallerOpenedForThePlan() {
        TierStore store = TierStore.inMemory();
        TierPlan[] planned = new TierPlan[1];
        StrongSolveAnswer a = solve(new TicTacToe(), store, planned);
        // the figures sprague strong tic-tac-toe printed before the solve was an app call
        assertEquals("tic-tac-toe", a.game());
        assertEquals("memory", a.database());
        assertEquals(765, a.positions());
        assertEquals(10, a.tiers());
        assertEquals(0, a.resumedTiers());
        assertEquals(new StrongSolveAnswer.Start(".../.../...", "tie", 9, 0), a.start());
        assertEquals("tie in 9", a.start().describe());
        assertEquals(List.of("win", "lose", "tie", "draw"), List.copyOf(a.counts().keySet()));
        assertEquals(Map.of("win", 390L, "lose", 224L, "tie", 151L, "draw", 0L), a.counts());
        assertEquals(10, planned[0].tierCount());
        for (int t = 0; t < planned[0].tierCount(); t++) {
            assertEquals(planned[0].space(t).size(), store.get(t).length, "tier " + t + " is in the caller's store");
        }
        assertEquals(0, a.fileBytes());
        StrongSolveAnswer stored = a.stored(2351, 773);
        assertEquals(773, stored.recordBytes());
        assertEquals(1.98, stored.compressionRatio()); // as sprague strong printed it: 1,530 bytes over 773
        assertSame(a.start(), stored.start());
    }

    @Test
    void aSecondSolveIntoTheSameStoreResumesEveryTier() {
        TierStore store = TierStore.inMemory();
        TierPlan[] planned = new TierPlan[1];
        StrongSolveAnswer first = solve(new TicTacToe(), store, planned);
        StrongSolveAnswer again = solve(new TicTacToe(), store, planned);
        assertEquals(10, again.resumedTiers());
        assertEquals(first.counts(), again.counts());
        assertEquals(first.start(), again.start());
    }

    @Test
    void theStartDescribesAScoredWinByItsMargin() {
        assertEquals("win by 3 in 5", new StrongSolveAnswer.Start("x", "win", 5, 3).describe());
        assertEquals("lose by 2 in 4", new StrongSolveAnswer.Start("x", "lose", 4, -2).describe());
        assertEquals("win in 7", new StrongSolveAnswer.Start("x", "win", 7, 0).describe());
        assertEquals("draw", new StrongSolveAnswer.Start("x", "draw", 0, 0).describe());
    }
}
