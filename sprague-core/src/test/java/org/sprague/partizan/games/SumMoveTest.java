package org.sprague.partizan.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.games.PartizanSumSolver.Component;
import org.sprague.partizan.games.PartizanSumSolver.PartizanSolution;
import org.sprague.partizan.games.PartizanSumSolver.ValuedMove;
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
    void theValuedOptionsAreEveryMoveAndTheWinningOnesAreTheSolversWinningMoves() {
        for (String sum : SUMS) {
            List<Component<?>> parts = parse(sum);
            PartizanSumSolver solver = new PartizanSumSolver(10_000_000);
            PartizanSolution solution = solver.solve(parts, 1000);
            for (boolean left : new boolean[] {true, false}) {
                List<ValuedMove> options = solver.options(parts, left, 1000);
                assertEquals(SumMove.all(parts, left).size(), options.size(), sum);
                List<String> winning = new ArrayList<>();
                for (ValuedMove o : options) {
                    if (o.wins()) {
                        winning.add(o.move().label() + " => " + o.move().position());
                    }
                }
                List<String> expected = new ArrayList<>();
                for (PartizanSumSolver.WinningMove w : left ? solution.leftWinningMoves()
                        : solution.rightWinningMoves()) {
                    expected.add(w.move() + " => " + w.position());
                }
                assertEquals(expected, winning, sum + (left ? " Left" : " Right"));
            }
        }
    }

    @Test
    void optionsStopOnePastTheLimit() {
        List<Component<?>> parts = parse("domineering 3x3");
        PartizanSumSolver solver = new PartizanSumSolver(10_000_000);
        assertEquals(6, solver.options(parts, true, 100).size());
        assertEquals(3, solver.options(parts, true, 2).size());
    }

    @Test
    void theEngineTakesTheBestWinningMoveElseTheLeastBadOne() {
        PartizanSumSolver solver = new PartizanSumSolver(10_000_000);
        // hackenbush ll = 2: both of Left's cuts win (to 0 and to 1); the engine keeps the larger
        List<Component<?>> ll = parse("hackenbush ll");
        assertEquals("string 1: cut edge 2 (l)", solver.engineMove(solver.options(ll, true, 100), true).move().label());
        assertNull(solver.engineMove(solver.options(ll, false, 100), false), "Right has no move");
        // hackenbush lrr = 1/4: Right's cuts lead to 1 and to 1/2, neither wins; the engine keeps 1/2
        List<Component<?>> lrr = parse("hackenbush lrr");
        List<ValuedMove> right = solver.options(lrr, false, 100);
        assertFalse(right.stream().anyMatch(ValuedMove::wins));
        ValuedMove chosen = solver.engineMove(right, false);
        assertEquals("string 1: cut edge 3 (r)", chosen.move().label());
        assertEquals("lr", chosen.move().position());
        assertEquals("1/2", solver.printer().print(chosen.value()));
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
