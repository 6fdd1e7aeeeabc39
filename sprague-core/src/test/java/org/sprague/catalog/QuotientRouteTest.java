package org.sprague.catalog;

import org.sprague.game.Solution;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.entry.Part;
import org.sprague.catalog.SolveOptions.Method;

/**
 * Misère positions of heap games are decided by the misère quotient under {@code auto}
 * ({@link QuotientRoute}) and agree with the whole-position search ({@code search}) on
 * outcome and on the set of winning moves.
 */
class QuotientRouteTest {
    private static final SolveOptions AUTO = SolveOptions.defaults().withMisere(true);
    private static final SolveOptions SEARCH = AUTO.withMethod(Method.SEARCH);

    private static List<Part> parts(String text) {
        return Catalog.standard().parseParts(Catalog.tokens(text));
    }

    private static void agrees(String text) {
        Solution byQuotient = new CatalogSolver(AUTO).solveSum(parts(text));
        Solution bySearch = new CatalogSolver(SEARCH).solveSum(parts(text));
        assertEquals(QuotientRoute.DECIDED_BY, byQuotient.decidedBy(), text);
        assertEquals("search", bySearch.decidedBy(), text);
        assertEquals(bySearch.outcome(), byQuotient.outcome(), text);
        assertEquals(new HashSet<>(bySearch.winningMoves()), new HashSet<>(byQuotient.winningMoves()), text);
        assertTrue(byQuotient.winningMovesComplete(), text);
    }

    @Test
    void miserePositionsOfHeapGamesAreDecidedByTheQuotientAsSearchDecidesThem() {
        for (String game : List.of("kayles", "dawsons-kayles", "octal:0.75", "subtraction:1,3,4", "octal:4.7")) {
            for (int a = 0; a <= 9; a += 3) {
                for (int b = 1; b <= 10; b += 2) {
                    agrees(game + " " + a + " " + b);
                    agrees(game + " " + a + " " + b + " " + (a + b) % 7);
                }
            }
        }
    }

    @Test
    void aMisereSumOfOneHeapGameIsOneListOfHeaps() {
        agrees("kayles 3 + kayles 4 5");
        agrees("dawsons-kayles 6 + dawsons-kayles 7 + dawsons-kayles 9");
    }

    @Test
    void aSumOfAThousandHeapsIsAnsweredAndEachWinningMoveLeadsToAPPosition() {
        StringBuilder text = new StringBuilder("kayles");
        for (int i = 0; i < 1000; i++) {
            text.append(' ').append(i % 97 + 1);
        }
        CatalogSolver solver = new CatalogSolver(AUTO);
        Solution s = solver.solveSum(parts(text.toString()));
        assertEquals(QuotientRoute.DECIDED_BY, s.decidedBy());
        assertEquals(org.sprague.game.Outcome.N, s.outcome());
        assertTrue(s.winningMoves().size() > 0);
        for (Solution.SolvedMove m : s.winningMoves().subList(0, 20)) {
            Solution after = solver.solveSum(parts("kayles " + m.position()));
            assertEquals(org.sprague.game.Outcome.P, after.outcome(), m.move());
        }
    }

    @Test
    void methodSearchStillSearchesAndMixedSumsAreSearched() {
        assertEquals("search", new CatalogSolver(SEARCH).solveSum(parts("kayles 3 4")).decidedBy());
        assertEquals("search", new CatalogSolver(AUTO).solveSum(parts("kayles 3 + dawsons-kayles 4")).decidedBy());
    }
}
