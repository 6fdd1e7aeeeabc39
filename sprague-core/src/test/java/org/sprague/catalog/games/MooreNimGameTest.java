package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.entry.Game;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Move;
import org.sprague.catalog.engine.OutcomeClosedForm;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;

class MooreNimGameTest {
    private final Catalog catalog = Catalog.standard();

    @Test
    void mooresExampleWithKTwoIsN() {
        Solution s = new CatalogSolver(SolveOptions.defaults()).solve(catalog.game("moore:2"), Position.of(3, 5, 10, 15));
        assertEquals(Outcome.N, s.outcome());
        assertEquals("closed-form", s.decidedBy());
        Solution searched = new CatalogSolver(SolveOptions.defaults().withMethod(SolveOptions.Method.SEARCH))
                .solve(catalog.game("moore:2"), Position.of(3, 5, 10, 15));
        assertEquals(AgainstSearch.targets(searched), AgainstSearch.targets(s));
    }

    @Test
    void columnSumsAgreeWithSearchOnAllSmallPositions() {
        for (int k = 1; k <= 3; k++) {
            AgainstSearch check = new AgainstSearch(catalog.game("moore:" + k));
            check.checkAll(AgainstSearch.grid(3, 6));
            check.assertCovered(343, 250);
        }
        for (int k = 2; k <= 4; k++) {
            AgainstSearch check = new AgainstSearch(catalog.game("moore:" + k));
            check.checkAll(AgainstSearch.grid(4, 3));
            check.assertCovered(256, 200);
        }
    }

    @Test
    void winningMovesAreAllTheMovesToPPositionsForMediumHeaps() {
        ImpartialCatalogGame game = (ImpartialCatalogGame) catalog.game("moore:2");
        OutcomeClosedForm cf = game.closedForm().orElseThrow();
        Random random = new Random(11);
        int withMoves = 0;
        for (int t = 0; t < 60; t++) {
            Position p = Position.of(random.nextInt(24), random.nextInt(24), random.nextInt(24), random.nextInt(24));
            Set<Position> expected = new HashSet<>();
            for (Move m : game.moves(p)) {
                if (cf.outcome(m.to()) == Outcome.P) {
                    expected.add(m.to());
                }
            }
            List<Move> moves = cf.winningMoves(p, 100_000);
            Set<Position> got = new HashSet<>();
            moves.forEach(m -> got.add(m.to()));
            assertEquals(expected, got, "winning moves of " + p);
            assertEquals(moves.size(), got.size());
            withMoves += moves.isEmpty() ? 0 : 1;
        }
        assertTrue(withMoves > 40);
    }

    @Test
    void mooreOneIsNim() {
        Game moore = catalog.game("moore:1");
        Game nim = catalog.game("nim");
        CatalogSolver solver = new CatalogSolver(SolveOptions.defaults());
        for (Position p : AgainstSearch.grid(3, 7)) {
            Solution a = solver.solve(moore, p);
            Solution b = solver.solve(nim, p);
            assertEquals(b.outcome(), a.outcome(), p.toString());
            assertEquals(AgainstSearch.targets(b), AgainstSearch.targets(a), p.toString());
        }
    }

    @Test
    void bigHeapsGetMovesToPPositionsTouchingAtMostKHeaps() {
        ImpartialCatalogGame game = (ImpartialCatalogGame) catalog.game("moore:3");
        OutcomeClosedForm cf = game.closedForm().orElseThrow();
        BigInteger big = new BigInteger("9876543210987654321098765432109876543210");
        Position p = new Position(List.of(big, big.add(BigInteger.valueOf(12345)), big.shiftRight(7), BigInteger.valueOf(77), big.sqrt()));
        assertEquals(Outcome.N, cf.outcome(p));
        List<Move> moves = cf.winningMoves(p, 50);
        assertEquals(50, moves.size());
        for (Move m : moves) {
            assertEquals(Outcome.P, cf.outcome(m.to()), m.label());
            int changed = 0;
            for (int i = 0; i < p.size(); i++) {
                int c = m.to().get(i).compareTo(p.get(i));
                assertTrue(c <= 0, m.label());
                changed += c < 0 ? 1 : 0;
            }
            assertTrue(changed >= 1 && changed <= 3, m.label());
        }
    }

    @Test
    void labelsNameTheHeapsAndTheirSizes() {
        Solution s = new CatalogSolver(SolveOptions.defaults()).solve(catalog.game("moore:2"), Position.of(3, 5, 10, 15));
        assertTrue(s.winningMoves().stream().anyMatch(m -> m.move().equals("heaps 3,4: 10 -> 6, 15 -> 7")
                && m.position().equals("3 5 6 7")), s.toString());
    }

    @Test
    void parameterMustBeAPositiveNumber() {
        assertEquals("moore: parameter K '0' must be >= 1",
                assertThrows(InvalidInputException.class, () -> catalog.game("moore:0")).getMessage());
        assertThrows(InvalidInputException.class, () -> catalog.game("moore"));
        assertThrows(InvalidInputException.class, () -> catalog.game("moore:x"));
    }
}
