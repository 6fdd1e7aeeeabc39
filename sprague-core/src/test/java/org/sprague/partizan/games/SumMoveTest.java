package org.sprague.partizan.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.games.PartizanSumSolver.Component;
import org.sprague.partizan.games.PartizanSumSolver.PartizanSolution;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.outcome.PartizanOutcomeSearch;

/**
 * The moves of a partizan sum listed once ({@link SumMove}): the value solver's winning moves,
 * the outcome search's first winning move and the engine's move all come from that list.
 */
class SumMoveTest {
    private static final String[] SUMS = {"hackenbush lr + domineering ..|..", "cutcake 3 2 + clobber xo|ox",
        "toads-and-frogs t.f + hackenbush e e", "domineering ...|... + domineering ..|..|..",
        "hackenbush lrl + cutcake 2 2 + toads-and-frogs tt.ff", "clobber xoxo|oxox", "toads-and-frogs tt..ff",
        "domineering ...|.#.|...", "hackenbush lrr e ll"};

    private static List<Component<?>> parse(String sum) {
        return PartizanSumSolver.parse(Arrays.asList(sum.split(" ")));
    }

    @Test
    void theOutcomeSearchPlaysTheValueSolversFirstWinningMove() {
        for (String sum : SUMS) {
            List<Component<?>> parts = parse(sum);
            PartizanSolution values = new PartizanSumSolver(10_000_000).solve(parts, 1000);
            PartizanOutcomeSearch.Report outcome = PartizanOutcomeSearch.solveSum(parts,
                    PartizanOutcomeSearch.Options.defaults());
            assertEquals(values.leftWinningMoves().isEmpty() ? null : values.leftWinningMoves().get(0).move(),
                    outcome.leftWinningMove() == null ? null : outcome.leftWinningMove().move(), sum);
            assertEquals(values.rightWinningMoves().isEmpty() ? null : values.rightWinningMoves().get(0).position(),
                    outcome.rightWinningMove() == null ? null : outcome.rightWinningMove().position(), sum);
        }
    }

    @Test
    void theEngineTakesTheBestWinningMoveElseTheLeastBadOne() {
        PartizanSumSolver solver = new PartizanSumSolver(10_000_000);
        // hackenbush ll = 2: both of Left's cuts win (to 0 and to 1); the engine keeps the larger
        List<Component<?>> ll = parse("hackenbush ll");
        assertEquals("string 1: cut edge 2 (l)", engineMove(solver, ll, true).label());
        assertNull(engineMove(solver, ll, false), "Right has no move");
        // hackenbush lrr = 1/4: Right's cuts lead to 1 and to 1/2, neither wins; the engine keeps 1/2
        List<Component<?>> lrr = parse("hackenbush lrr");
        assertFalse(SumMove.all(lrr, false).stream().anyMatch(m -> wins(solver, m, false)));
        SumMove chosen = engineMove(solver, lrr, false);
        assertEquals("string 1: cut edge 3 (r)", chosen.label());
        assertEquals("lr", chosen.position());
        assertEquals("1/2", solver.printer().print(solver.value(chosen.moved())));
    }

    /** Whether move {@code m} of a one-component sum wins for its mover (the value after it {@code >= 0} for Left). */
    private static boolean wins(PartizanSumSolver solver, SumMove m, boolean left) {
        CanonicalForms forms = solver.forms();
        int after = solver.value(m.moved());
        return left ? forms.leq(CanonicalForms.ZERO, after) : forms.leq(after, CanonicalForms.ZERO);
    }

    /** The engine's move in a one-component sum, by {@link PartizanSumSolver#bestByValue} as the web's explorer asks it. */
    private static SumMove engineMove(PartizanSumSolver solver, List<Component<?>> parts, boolean left) {
        List<SumMove> moves = SumMove.all(parts, left);
        return PartizanSumSolver.bestByValue(solver.forms(), moves, m -> wins(solver, m, left),
                moves.stream().map(m -> solver.value(m.moved())).toList(), left);
    }

    @Test
    void aMoveInASumOfSeveralNamesItsComponentAndPrintsTheWholeSum() {
        List<Component<?>> parts = parse("hackenbush lr + clobber xo");
        List<SumMove> left = SumMove.all(parts, true);
        assertEquals(List.of("component 1 (hackenbush): string 1: cut edge 1 (l)",
                "component 2 (clobber): x (1,1) takes (1,2)"), left.stream().map(SumMove::label).toList());
        assertEquals("hackenbush (no strings) + clobber xo", left.get(0).position());
        assertEquals("hackenbush lr + clobber .x", left.get(1).position());
        assertEquals("hackenbush lr + clobber xo", SumMove.text(parts));
    }
}
