package org.sprague.strong.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.games.StrongGames;
import org.sprague.strong.TierPlan;
import org.sprague.strong.Value;

/**
 * The one answer of a strong-solution database for a position and its moves, whose JSON
 * {@code sprague query --json} prints and the web explorer serves (ServeCommandTest checks
 * the two are equal; here, what it says).
 */
class StrongAnswerTest {
    @TempDir
    static Path dir;
    static Path ttt;
    static final StrongGame TTT = StrongGames.of("tic-tac-toe");

    @BeforeAll
    static void solve() {
        ttt = dir.resolve("ttt.db");
        DatabaseTest.solveTo(ttt, TierPlan.of(TTT, Long.MAX_VALUE));
    }

    @Test
    void aWinInOneNamesTheWinningMoveAndEveryOtherInTheGamesOrder() {
        try (StrongDatabase db = StrongDatabase.open(ttt)) {
            StrongAnswer a = StrongAnswer.lookup(db, TTT, TTT.parse("XX./OO./..."), null);
            assertEquals(Value.WIN, a.value());
            assertEquals(1, a.remoteness());
            assertEquals(5, a.moves().size());
            StrongAnswer.Move best = a.moves().stream().min(Comparator.comparingLong(StrongAnswer.Move::order)).orElseThrow();
            assertEquals("3", best.move());
            assertEquals("XXX/OO./...", TTT.format(best.position()));
            assertEquals("win in 0", best.describe());
        }
    }

    @Test
    void theJsonHasTheQueryShapeWithoutAMarginInAGameWithoutScores() {
        try (StrongDatabase db = StrongDatabase.open(ttt)) {
            Map<String, Object> j = StrongAnswer.lookup(db, TTT, TTT.start(), null).json();
            assertEquals(List.of("position", "value", "remoteness", "moves"), new ArrayList<>(j.keySet()));
            assertEquals("tie", j.get("value"));
            assertEquals(9, j.get("remoteness"));
            List<?> moves = (List<?>) j.get("moves");
            assertEquals(9, moves.size(), "nine first moves, each a tie");
            Map<?, ?> first = (Map<?, ?>) moves.get(0);
            assertEquals(List.of("move", "position", "value", "remoteness"), new ArrayList<>(first.keySet()));
            assertEquals("tie", first.get("value"));
            assertEquals(8, first.get("remoteness"));
        }
    }

    @Test
    void aPositionTheDatabaseDoesNotHoldIsBadInputNamingTheDatabase() {
        try (StrongDatabase db = StrongDatabase.open(ttt)) {
            long unreachable = TTT.parse("XXX/OOO/...");
            var e = assertThrows(InvalidInputException.class, () -> StrongAnswer.lookup(db, TTT, unreachable, "ttt.db"));
            assertTrue(e.getMessage().contains("XXX/OOO/... is not in the database ttt.db (it cannot be reached"),
                    e.getMessage());
        }
    }

    @Test
    void movesAreOrderedWinsByMarginThenFastestThenTiesDrawsAndSlowestLosses() {
        List<StrongAnswer.Move> moves = new ArrayList<>(List.of(
                new StrongAnswer.Move("lose fast", 0, Value.LOSE, 1, 0),
                new StrongAnswer.Move("draw", 0, Value.DRAW, 0, 0),
                new StrongAnswer.Move("win slow", 0, Value.WIN, 9, 0),
                new StrongAnswer.Move("lose slow", 0, Value.LOSE, 7, 0),
                new StrongAnswer.Move("tie", 0, Value.TIE, 4, 0),
                new StrongAnswer.Move("win by 3", 0, Value.WIN, 11, 3),
                new StrongAnswer.Move("win fast", 0, Value.WIN, 1, 0)));
        moves.sort(Comparator.comparingLong(StrongAnswer.Move::order));
        assertEquals(List.of("win by 3", "win fast", "win slow", "tie", "draw", "lose slow", "lose fast"),
                moves.stream().map(StrongAnswer.Move::move).toList());
        assertEquals("win by 3 in 11", moves.get(0).describe());
        assertEquals("draw", moves.get(4).describe());
    }
}
