package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link SolveAnswer#partizanValueBudget()}: what a partizan catalogue position was is decided in
 * the application layer (the command line parsed the words again to know it, before s26).
 */
class PartizanValueBudgetTest {
    private final Sprague sprague = Sprague.standard();

    @Test
    void onePartizanCatalogueGameCarriesItsValuesBudgetAndNothingElseDoes() {
        SolveAnswer small = sprague.solve(SolveQuestion.of(List.of("pebbles:2,3", "4", "5", "6")));
        assertEquals(200_000L, small.partizanValueBudget());
        assertNotNull(small.solution().value());
        SolveAnswer past = sprague.solve(SolveQuestion.of(List.of("pebbles:2,3", "10", "11", "12", "13"))
                .withMaxPositions(5000));
        assertEquals(5000L, past.partizanValueBudget());
        assertNull(past.solution().value(), "more than 5000 positions: not computed");
        assertNull(sprague.solve(SolveQuestion.of(List.of("nim", "3", "4", "5"))).partizanValueBudget());
        assertNull(sprague.solve(SolveQuestion.of(List.of("nim", "3", "+", "kayles", "4"))).partizanValueBudget());
        assertNull(sprague.solve(SolveQuestion.of(List.of("domineering", "2x3"))).partizanValueBudget());
    }

    /**
     * app28: a value whose positions are within the budget but whose forms are huge (pebbles:1,2
     * 11 11 11 11: 150 million nodes written out; 20 20 20 20: 10^16 nodes after 3 billion steps
     * of work on 3,743 forms, which ran out of 5 GB of memory) is not computed, saying why, and
     * the outcome (the closed form) stands.
     */
    @Test
    void aValueWhoseFormsAreTooLargeIsNotComputedAndSaysWhy() {
        SolveAnswer a = sprague.solve(SolveQuestion.of(List.of("pebbles:1,2", "11", "11", "11", "11")));
        assertEquals(org.sprague.game.Outcome.N, a.solution().outcome());
        assertNull(a.solution().value());
        assertEquals(200_000L, a.partizanValueBudget());
        assertEquals("its canonical forms too large: more than 100,000,000 steps of work on them, or more than"
                + " 2,000,000 nodes written out", a.partizanValueNote());
        SolveAnswer past = sprague.solve(SolveQuestion.of(List.of("pebbles:2,3", "10", "11", "12", "13"))
                .withMaxPositions(5000));
        assertEquals("more than 5000 positions", past.partizanValueNote());
        SolveAnswer small = sprague.solve(SolveQuestion.of(List.of("pebbles:1,2", "8", "8", "8", "8")));
        assertEquals(644_019, small.solution().value().length(), "841,247 nodes written out: within the budget");
        assertNull(small.partizanValueNote());
    }
}
