package org.sprague.catalog;

import org.sprague.search.engine.SearchThreads;
import org.sprague.game.Solution;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.entry.Part;
import org.sprague.game.Solution.SolvedMove;
import org.sprague.catalog.SolveOptions.Method;
import org.sprague.impartial.MemoizedOutcomeSolver;
import org.sprague.impartial.OutcomeAlgorithm.OutcomeResult;
import org.sprague.game.Position;

/**
 * Misère sums whose components pack are searched as the product of the components' move
 * graphs ({@link ProductOfGraphs}) and agree with the whole-sum object search
 * ({@link SumGame} with {@link MemoizedOutcomeSolver}, the route they had before) on every
 * small sum below: outcome and the complete, ordered list of winning moves. A sum with a
 * component that has no move graph (Chomp) keeps the object search and says why.
 */
class MisereSumOnPackedEngineTest {
    private static final SolveOptions MISERE = SolveOptions.defaults().withMethod(Method.SEARCH).withMisere(true);

    private static List<Part> parts(String sum) {
        return Catalog.standard().parseParts(Catalog.tokens(sum));
    }

    /** The object search of the whole sum, labelled as {@link SumRoute} labels it. */
    private static Solution oracle(List<Part> parts) {
        SumGame sum = new SumGame(parts);
        List<Position> start = new ArrayList<>();
        for (Part p : parts) {
            start.add(p.position());
        }
        SumGame.State root = new SumGame.State(start);
        OutcomeResult<SumGame.State> r = new MemoizedOutcomeSolver<>(sum, true, 2_000_000, SearchThreads.one()).solve(root);
        List<SolvedMove> moves = new ArrayList<>();
        for (SumGame.State s : r.winningMoves()) {
            moves.add(new SolvedMove(sum.describe(root, s), sum.text(s)));
        }
        return new Solution("sum", Part.sumText(parts), r.outcome(), null, moves, Answers.SEARCH, true);
    }

    private static void agrees(CatalogSolver solver, String sum) {
        List<Part> parts = parts(sum);
        Solution packed = solver.solveSum(parts);
        Solution want = oracle(parts);
        assertNull(packed.fallbackReason(), sum + ": searched on the packed engine");
        assertEquals(want.outcome(), packed.outcome(), sum);
        assertEquals(want.winningMoves(), packed.winningMoves(), sum);
        assertNull(packed.grundy(), sum);
    }

    @Test
    void smallMisereSumsAgreeWithTheObjectSearch() {
        CatalogSolver solver = new CatalogSolver(MISERE);
        int sums = 0;
        for (int a = 0; a <= 4; a++) {
            for (int b = 0; b <= 3; b++) {
                for (int c = 0; c <= 3; c++) {
                    agrees(solver, "nim " + a + " + wythoff " + b + " " + c);
                    agrees(solver, "kayles " + (a + b) + " + kiki " + (b + 1) + " " + (c + 1));
                    agrees(solver, "moore:2 " + a + " " + b + " + staircase 0 " + c + " " + a);
                    sums += 3;
                }
            }
        }
        for (String sum : List.of("nim 1 1 + nim 1", "nim 2 2 + nim 1 + nim 1", "zero-xor 1 2 3 + multiplication 20",
                "subtraction:1,3,4 10 7 + bash:3 5", "octal:0.137 6 + dawsons-kayles 5 + lasker 4",
                "grundys-game 7 + capped-nim:3 5 6", "multiplication 162 + multiplication 40 + nim 3",
                "zero-xor 9 14 11 3 + wythoff 3 5")) {
            agrees(solver, sum);
            agrees(new CatalogSolver(MISERE), sum);
            sums++;
        }
        assertTrue(sums > 100, "sums checked: " + sums);
    }

    @Test
    void aComponentWithoutAMoveGraphKeepsTheObjectSearchAndSaysWhy() {
        List<Part> parts = parts("cutting 2 3 + nim 2");
        Solution s = new CatalogSolver(MISERE).solveSum(parts);
        Solution want = oracle(parts);
        assertEquals(want.outcome(), s.outcome());
        assertEquals(want.winningMoves(), s.winningMoves());
        assertTrue(s.fallbackReason() != null && s.fallbackReason().startsWith("component 1 (cutting)"),
                String.valueOf(s.fallbackReason()));
    }

    @Test
    void cramAndChompComponentsPackThroughTheirCodecs() {
        for (String sum : List.of("chomp 2x3 + nim 2", "cram 2x3 + nim 3", "cram 3x3 + chomp 3 2 1 + wythoff 2 3",
                "cram 1x10 + cram 2x2")) {
            List<Part> parts = parts(sum);
            Solution s = new CatalogSolver(MISERE).solveSum(parts);
            Solution want = oracle(parts);
            assertEquals(want.outcome(), s.outcome(), sum);
            assertEquals(want.winningMoves(), s.winningMoves(), sum);
            assertEquals(null, s.fallbackReason(), sum);
        }
    }
}
