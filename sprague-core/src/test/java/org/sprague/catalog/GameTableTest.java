package org.sprague.catalog;

import org.sprague.game.Solution;
import org.sprague.catalog.front.GameTable;
import org.sprague.catalog.entry.Game;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.SolveOptions.Method;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.Outcome;
import org.sprague.game.PositionLimitException;
import org.sprague.game.Position;

class GameTableTest {
    private static final Game NIM = Catalog.standard().game("nim");

    @Test
    void twoHeapNimTableBySearchEqualsTheClosedForm() {
        GameTable closed = GameTable.of(NIM, 9, 11, true, SolveOptions.defaults());
        GameTable searched = GameTable.of(NIM, 9, 11, true, SolveOptions.defaults().withMethod(Method.SEARCH));
        assertEquals("closed-form", closed.decidedBy());
        assertEquals("search", searched.decidedBy());
        assertEquals(closed.cells(), searched.cells());
        for (int a = 0; a < 9; a++) {
            for (int b = 0; b < 11; b++) {
                assertEquals(String.valueOf(a ^ b), closed.cells().get(a).get(b));
            }
        }
    }

    @Test
    void outcomeTableHasPExactlyOnTheDiagonal() {
        GameTable t = GameTable.of(NIM, 5, 5, false, SolveOptions.defaults());
        assertEquals("outcome", t.kind());
        for (int a = 0; a < 5; a++) {
            for (int b = 0; b < 5; b++) {
                assertEquals(a == b ? "P" : "N", t.cells().get(a).get(b));
            }
        }
    }

    @Test
    void misereTableBySearchEqualsTheMisereClosedForm() {
        SolveOptions misere = SolveOptions.defaults().withMisere(true);
        assertEquals(GameTable.of(NIM, 7, 7, false, misere).cells(),
                GameTable.of(NIM, 7, 7, false, misere.withMethod(Method.SEARCH)).cells());
        assertEquals(List.of("N", "P", "N"), GameTable.of(NIM, 3, 3, false, misere).cells().get(0));
    }

    @Test
    void sizesAndLimitsAreChecked() {
        assertThrows(InvalidInputException.class, () -> GameTable.of(NIM, 0, 3, false, SolveOptions.defaults()));
        assertThrows(LimitExceededException.class, () -> GameTable.of(NIM, 3000, 3000, false, SolveOptions.defaults()));
        assertThrows(PositionLimitException.class, () -> GameTable.of(NIM, 30, 30, false,
                SolveOptions.defaults().withMethod(Method.SEARCH).withMaxPositions(5)));
    }

    @Test
    void evaluateAgreesWithSolveOnEverySmallNimPosition() {
        for (SolveOptions o : List.of(SolveOptions.defaults(), SolveOptions.defaults().withMethod(Method.SEARCH),
                SolveOptions.defaults().withMisere(true),
                SolveOptions.defaults().withMisere(true).withMethod(Method.SEARCH))) {
            CatalogSolver evaluator = new CatalogSolver(o);
            CatalogSolver solver = new CatalogSolver(o);
            for (int a = 0; a < 5; a++) {
                for (int b = 0; b < 5; b++) {
                    for (int c = 0; c < 4; c++) {
                        Position p = Position.of(a, b, c);
                        Solution s = solver.solve(NIM, p);
                        org.sprague.catalog.engine.Evaluation e = evaluator.evaluate(NIM, p, !o.misere());
                        assertEquals(s.outcome(), e.outcome(), o + " " + p);
                        assertEquals(s.grundy(), e.grundy(), o + " " + p);
                        assertEquals(s.decidedBy(), e.decidedBy(), o + " " + p);
                        if (!o.misere()) {
                            assertEquals(BigInteger.valueOf(a ^ b ^ c), e.grundy());
                            assertEquals(Outcome.ofGrundy(a ^ b ^ c), e.outcome());
                        }
                    }
                }
            }
        }
    }
}
