package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.entry.Game;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.Outcome;

class MultiplicationGameTest {
    private final Game game = Catalog.standard().game("multiplication");

    @Test
    void uvaSamplesStanOllieStan() {
        AgainstSearch check = new AgainstSearch(game);
        assertEquals(Outcome.N, check.check(game.parse(List.of("162"))).outcome());
        assertEquals(Outcome.P, check.check(game.parse(List.of("17"))).outcome());
        assertEquals(Outcome.N, check.check(game.parse(List.of("34012226"))).outcome());
    }

    @Test
    void intervalRuleAgreesWithSearchForEveryTargetUpTo700AndEveryProductUpTo80() {
        AgainstSearch check = new AgainstSearch(game);
        for (int n = 1; n <= 700; n++) {
            check.check(Position.of(n, 1));
        }
        for (int n = 1; n <= 80; n++) {
            for (int p = 2; p <= n + 1; p++) {
                check.check(Position.of(n, p));
            }
        }
        check.assertCovered(700, 300);
    }

    @Test
    void intervalRuleAgreesWithSearchAtTheIntervalEnds() {
        AgainstSearch check = new AgainstSearch(game);
        for (int n : new int[] {161, 162, 163, 324, 325, 2915, 2916, 2917, 5832, 5833, 52488, 52489}) {
            assertEquals(MultiplicationGame.moverWins(BigInteger.valueOf(n), BigInteger.ONE) ? Outcome.N : Outcome.P,
                    check.check(Position.of(n, 1)).outcome());
        }
    }

    @Test
    @Tag("slow")
    void intervalRuleAgreesWithSearchForEveryTargetUpTo6000() {
        AgainstSearch check = new AgainstSearch(game);
        for (int n = 1; n <= 6000; n++) {
            check.check(Position.of(n, 1));
        }
        for (int n = 1; n <= 400; n++) {
            for (int p = 2; p <= n + 1; p++) {
                check.check(Position.of(n, p));
            }
        }
        check.assertCovered(6000, 3000);
    }

    @Test
    void intervalsAreOneToNineThenEighteenTo162() {
        assertTrue(MultiplicationGame.moverWins(BigInteger.valueOf(9), BigInteger.ONE));
        assertFalse(MultiplicationGame.moverWins(BigInteger.valueOf(10), BigInteger.ONE));
        assertFalse(MultiplicationGame.moverWins(BigInteger.valueOf(18), BigInteger.ONE));
        assertTrue(MultiplicationGame.moverWins(BigInteger.valueOf(19), BigInteger.ONE));
        assertTrue(MultiplicationGame.moverWins(BigInteger.valueOf(2916), BigInteger.ONE));
        assertFalse(MultiplicationGame.moverWins(BigInteger.valueOf(2917), BigInteger.ONE));
        assertFalse(MultiplicationGame.moverWins(BigInteger.ONE, BigInteger.ONE));
    }

    @Test
    void positionIsTargetAndProductAndMovesAreLabelled() {
        Solution s = new CatalogSolver(SolveOptions.defaults()).solve(game, game.parse(List.of("162")));
        assertEquals("162 1", s.position());
        assertEquals(List.of(new Solution.SolvedMove("multiply by 9: p 1 -> 9", "162 9")), s.winningMoves());
    }

    @Test
    void hugeTargetIsDecidedByTheRule() {
        BigInteger n = BigInteger.valueOf(18).pow(30).multiply(BigInteger.valueOf(5));
        Solution s = new CatalogSolver(SolveOptions.defaults()).solve(game, new Position(List.of(n, BigInteger.ONE)));
        assertEquals(Outcome.N, s.outcome());
        for (Solution.SolvedMove m : s.winningMoves()) {
            Position to = game.parse(Catalog.tokens(m.position()));
            assertFalse(MultiplicationGame.moverWins(to.get(0), to.get(1)), m.toString());
        }
        assertFalse(s.winningMoves().isEmpty());
    }
}
