package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.entry.Game;
import org.sprague.game.Move;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;

class PebblesGameTest {
    private final Catalog catalog = Catalog.standard();

    @Test
    void arc143SamplesFirstThenSecond() {
        assertEquals(Outcome.N, new AgainstSearch(catalog.game("pebbles:1,1")).check(Position.of(3, 3)).outcome());
        assertEquals(Outcome.P, new AgainstSearch(catalog.game("pebbles:1,2")).check(Position.of(3, 3)).outcome());
    }

    @Test
    void residueRuleAgreesWithPartizanSearchOnAllSmallPositions() {
        for (int x = 1; x <= 3; x++) {
            for (int y = 1; y <= 3; y++) {
                AgainstSearch check = new AgainstSearch(catalog.game("pebbles:" + x + "," + y));
                check.checkAll(AgainstSearch.grid(3, 4));
                check.checkAll(AgainstSearch.grid(2, 8));
                check.checkAll(AgainstSearch.grid(1, 12));
                check.assertCovered(219, 10);
            }
        }
        AgainstSearch wide = new AgainstSearch(catalog.game("pebbles:2,1"));
        wide.checkAll(AgainstSearch.grid(4, 3));
        wide.assertCovered(256, 50);
    }

    @Test
    void winningMovesOfManyBigHeapsLeaveRightLosing() {
        PartizanCatalogGame game = (PartizanCatalogGame) catalog.game("pebbles:3,5");
        List<BigInteger> heaps = new ArrayList<>();
        BigInteger big = new BigInteger("123456789012345678901234567890123456789");
        for (int i = 0; i < 40; i++) {
            heaps.add(big.add(BigInteger.valueOf(7L * i)));
        }
        Position p = new Position(heaps);
        List<Move> moves = game.closedForm().orElseThrow().winningMoves(p, 30);
        assertEquals(30, moves.size());
        for (Move m : moves) {
            assertFalse(PebblesGame.moverWins(m.to(), BigInteger.valueOf(5), BigInteger.valueOf(3)), m.label());
        }
    }

    @Test
    void solveReportsNWhenTheFirstPlayerWins() {
        Game game = catalog.game("pebbles:2,1");
        Solution s = new CatalogSolver(SolveOptions.defaults()).solve(game, Position.of(2, 1));
        assertEquals(Outcome.P, s.outcome()); // a heap of 1 in [Y, X): Right always has a move left
        assertEquals(null, s.grundy());
        assertEquals("pebbles:2,1", game.id());
    }

    @Test
    void parameterMustBeTwoPositiveNumbers() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> catalog.game("pebbles:1"));
        assertTrue(e.getMessage().contains("'1'"), e.getMessage());
        assertThrows(InvalidInputException.class, () -> catalog.game("pebbles"));
        assertEquals("pebbles: parameter Y '0' must be >= 1",
                assertThrows(InvalidInputException.class, () -> catalog.game("pebbles:1,0")).getMessage());
    }
}
