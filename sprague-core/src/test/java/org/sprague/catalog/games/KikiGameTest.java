package org.sprague.catalog.games;

import org.sprague.catalog.entry.Part;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.entry.Game;
import org.sprague.catalog.front.GameTable;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;

class KikiGameTest {
    private final Game game = Catalog.standard().game("kiki");

    private static final List<List<String>> FIVE_BY_THREE = List.of(
            List.of("P", "N", "P"), List.of("N", "N", "N"), List.of("P", "N", "P"),
            List.of("N", "N", "N"), List.of("P", "N", "P"));

    @Test
    void fiveByThreeTableIsTheTutorialsGrid() {
        GameTable t = GameTable.of(game, 5, 3, false, SolveOptions.defaults());
        assertEquals(1, t.rowStart());
        assertEquals(1, t.colStart());
        assertEquals(FIVE_BY_THREE, t.cells());
        assertEquals("closed-form", t.decidedBy());
        GameTable searched = GameTable.of(game, 5, 3, false,
                SolveOptions.defaults().withMethod(SolveOptions.Method.SEARCH));
        assertEquals(FIVE_BY_THREE, searched.cells());
        assertEquals("search", searched.decidedBy());
    }

    @Test
    void bothOddIsPAndGrundyFormulaAgreesWithSearchOnAllSmallBoards() {
        AgainstSearch check = new AgainstSearch(game);
        for (int n = 1; n <= 30; n++) {
            for (int m = 1; m <= 30; m++) {
                Solution s = check.check(Position.of(n, m));
                assertEquals(n % 2 == 1 && m % 2 == 1 ? Outcome.P : Outcome.N, s.outcome());
            }
        }
        check.assertCovered(900, 600);
    }

    @Test
    void grundyValuesAreZeroTwoOneOrThreeByParityAndWhichSideIsLonger() {
        assertEquals(0, KikiGame.grundy(BigInteger.valueOf(5), BigInteger.valueOf(3)));
        assertEquals(2, KikiGame.grundy(BigInteger.valueOf(2), BigInteger.valueOf(2)));
        assertEquals(1, KikiGame.grundy(BigInteger.valueOf(4), BigInteger.valueOf(3)));
        assertEquals(1, KikiGame.grundy(BigInteger.valueOf(3), BigInteger.valueOf(4)));
        assertEquals(3, KikiGame.grundy(BigInteger.valueOf(2), BigInteger.valueOf(3)));
        GameTable t = GameTable.of(game, 3, 4, true, SolveOptions.defaults());
        assertEquals(List.of(List.of("0", "1", "0", "1"), List.of("1", "2", "3", "2"), List.of("0", "3", "0", "1")),
                t.cells());
    }

    @Test
    void sumsOfKikiBoardsUseTheGrundyFormula() {
        CatalogSolver closed = new CatalogSolver(SolveOptions.defaults());
        CatalogSolver search = new CatalogSolver(SolveOptions.defaults().withMethod(SolveOptions.Method.SEARCH));
        for (int n = 1; n <= 6; n++) {
            for (int m = 1; m <= 6; m++) {
                List<Part> parts = List.of(new Part(game, Position.of(n, m)),
                        new Part(game, Position.of(4, 3)), new Part(game, Position.of(2, 6)));
                Solution a = closed.solveSum(parts);
                Solution b = search.solveSum(parts);
                assertEquals("closed-form", a.decidedBy());
                assertEquals(b.grundy(), a.grundy());
                assertEquals(AgainstSearch.targets(b), AgainstSearch.targets(a));
            }
        }
    }

    @Test
    void hugeBoardIsDecidedAtOnce() {
        BigInteger n = BigInteger.TEN.pow(50);
        Solution s = new CatalogSolver(SolveOptions.defaults()).solve(game, new Position(List.of(n, n.add(BigInteger.ONE))));
        assertEquals(Outcome.N, s.outcome());
        assertEquals(1, s.winningMoves().size());
        assertEquals(n.subtract(BigInteger.ONE) + " " + n.add(BigInteger.ONE), s.winningMoves().get(0).position());
        assertEquals("left: " + n + " " + n.add(BigInteger.ONE) + " -> " + n.subtract(BigInteger.ONE) + " "
                + n.add(BigInteger.ONE), s.winningMoves().get(0).move());
    }

    @Test
    void boardSidesMustBePositiveAndTwo() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> game.parse(List.of("0", "3")));
        assertEquals("kiki: n '0' must be >= 1", e.getMessage());
        assertThrows(InvalidInputException.class, () -> game.parse(List.of("3")));
    }
}
