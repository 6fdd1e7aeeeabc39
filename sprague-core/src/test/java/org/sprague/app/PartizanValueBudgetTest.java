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
}
