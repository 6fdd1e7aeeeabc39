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
import org.sprague.app.Sprague;
import org.sprague.app.StrongLookupAnswer;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.games.StrongGames;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.Value;

/**
 * {@code Sprague.strongLookup} on a database file ({@link StrongDatabase#solved}): the one
 * answer for a position and its moves, whose JSON {@code sprague query --json} prints and the
 * web explorer serves (ServeCommandTest checks the two are equal; here, what it says).
 */
class StrongLookupTest {
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
            StrongLookupAnswer a = Sprague.strongLookup(db.solved(TTT, null), "XX./OO./...");
            assertEquals(Value.WIN, a.value());
            assertEquals(1, a.remoteness());
            assertEquals(5, a.moveCount());
            int best = a.engineMove();
            assertEquals("3", a.move(best));
            assertEquals("XXX/OO./...", TTT.format(a.movePosition(best)));
            assertEquals("win in 0", a.describeMove(best));
        }
    }

    @Test
    void theJsonHasTheQueryShapeWithoutAMarginInAGameWithoutScores() {
        try (StrongDatabase db = StrongDatabase.open(ttt)) {
            Map<String, Object> j = Sprague.strongLookup(db.solved(TTT, null), (String) null).json();
            assertEquals(List.of("game", "position", "value", "remoteness", "engineMove", "moves"),
                    new ArrayList<>(j.keySet()));
            assertEquals("tic-tac-toe", j.get("game"));
            assertEquals("1", j.get("engineMove"), "every first move ties: the first in the game's order");
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
            var e = assertThrows(InvalidInputException.class, () -> Sprague.strongLookup(db.solved(TTT, "ttt.db"), unreachable));
            assertTrue(e.getMessage().contains("XXX/OOO/... is not in the database ttt.db (it cannot be reached"),
                    e.getMessage());
        }
    }

    @Test
    void movesAreOrderedWinsByMarginThenFastestThenTiesDrawsAndSlowestLosses() {
        // name, value, remoteness, margin for the player making the move
        record M(String name, Value value, int remoteness, int margin) {
        }
        List<M> moves = new ArrayList<>(List.of(
                new M("lose fast", Value.LOSE, 1, 0),
                new M("draw", Value.DRAW, 0, 0),
                new M("win slow", Value.WIN, 9, 0),
                new M("lose slow", Value.LOSE, 7, 0),
                new M("tie", Value.TIE, 4, 0),
                new M("win by 3", Value.WIN, 11, 3),
                new M("win fast", Value.WIN, 1, 0)));
        moves.sort(Comparator.comparingLong(m -> StrongLookupAnswer.order(m.value(), m.remoteness(), m.margin())));
        assertEquals(List.of("win by 3", "win fast", "win slow", "tie", "draw", "lose slow", "lose fast"),
                moves.stream().map(M::name).toList());
    }
}
