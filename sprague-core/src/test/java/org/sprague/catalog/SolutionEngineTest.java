package org.sprague.catalog;

import org.sprague.game.Solution;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sprague.catalog.engine.Engine;
import org.sprague.catalog.SolveOptions.Method;

/**
 * Every answer of the catalogue solver names the engine that answered
 * ({@link Solution#engine}), says why a slower or other path was taken
 * ({@link Solution#fallback}) and what the work cost ({@link Solution#statistics}): one case
 * per engine kind, each with the route's own reason where one applies.
 */
class SolutionEngineTest {
    private static final SolveOptions AUTO = SolveOptions.defaults();
    private static final SolveOptions SEARCH = AUTO.withMethod(Method.SEARCH);

    private static Solution solve(SolveOptions o, String sum) {
        return new CatalogSolver(o).solveSum(Catalog.standard().parseParts(Catalog.tokens(sum)));
    }

    private static void searched(Solution s, Engine engine) {
        assertEquals(engine.name(), s.engine(), s.toString());
        assertNotNull(s.statistics(), s.toString());
        assertTrue(s.positionsStored() > 0, "work was done: " + s.statistics());
        assertTrue(s.elapsedMillis() >= 0, s.toString());
    }

    @Test
    void aClosedFormStoresNothingAndNeedsNoReason() {
        Solution s = solve(AUTO, "nim 3 4 5");
        assertEquals(Engine.CLOSED_FORM.name(), s.engine());
        assertEquals(0L, s.positionsStored());
        assertNull(s.fallback());
    }

    @Test
    void aClosedFormGivingOnlyTheOutcomeSaysTheValueWasSearched() {
        Solution s = solve(AUTO, "wythoff 3 5");
        assertEquals(Engine.CLOSED_FORM.name(), s.engine());
        assertEquals(java.math.BigInteger.ZERO, s.grundy());
        assertTrue(s.fallback().contains("closed form gives only the outcome"), s.fallback());
        assertTrue(s.positionsStored() > 0, "the bounded search's positions: " + s.statistics());
    }

    @Test
    void aGameWithoutClosedFormIsSearchedPackedAndSaysSo() {
        Solution s = solve(AUTO, "chomp 5x5");
        searched(s, Engine.PACKED_SEARCH);
        assertEquals("no closed form is known for chomp", s.fallback());
        assertNull(solve(SEARCH, "chomp 5x5").fallback(), "search was asked for: no fallback");
    }

    @Test
    void cramTakesThePrunedProbes() {
        searched(solve(SEARCH, "cram 4x4"), Engine.NIMBER_PRUNING);
    }

    @Test
    void heapGamesBySearchTakeTheSequenceTable() {
        Solution s = solve(SEARCH, "kayles 7");
        searched(s, Engine.SEQUENCE_TABLE);
        assertNull(s.fallback());
    }

    @Test
    void twoThreadsSplitTheRoot() {
        searched(solve(SEARCH.withThreads(2), "chomp 7x7"), Engine.SPLIT_ROOT);
    }

    @Test
    void anOutcomeOnlyQuestionTakesTheOutcomeFold() {
        Solution s = solve(SEARCH.withOutcomeOnly(true), "chomp 6x6");
        searched(s, Engine.OUTCOME_SEARCH);
        assertNull(s.grundy());
    }

    @Test
    void misereHeapGamesTakeTheQuotientWhichCountsNoPositions() {
        Solution s = solve(AUTO.withMisere(true), "kayles 5 6");
        assertEquals(Engine.MISERE_QUOTIENT.name(), s.engine());
        assertEquals("no misère closed form is known for kayles", s.fallback());
        assertNull(s.positionsStored(), "the quotient is not a search: not counted, not claimed 0");
    }

    @Test
    void misereSearchIsTheOutcomeFold() {
        searched(solve(SEARCH.withMisere(true), "chomp 4x4"), Engine.OUTCOME_SEARCH);
    }

    @Test
    void aPositionThatDoesNotPackGivesItsReasonAsTheFallback() {
        Solution s = solve(SEARCH, "moore:2" + " 1".repeat(70));
        assertNotNull(s.fallbackReason());
        assertEquals(s.fallbackReason(), s.fallback(), "the object path is the fallback");
    }

    @Test
    void aSumIsNamedByItsFirstSearchedComponent() {
        Solution s = solve(AUTO, "nim 3 4 + chomp 4x4");
        searched(s, Engine.PACKED_SEARCH);
        assertEquals("component 2 (chomp): no closed form is known for its Grundy values", s.fallback());
        assertEquals(Engine.CLOSED_FORM.name(), solve(AUTO, "nim 3 4 + kayles 5").engine());
    }

    @Test
    void partizanCataloguePositionsByClosedFormOrOutcomeSearch() {
        assertEquals(Engine.CLOSED_FORM.name(), solve(AUTO, "pebbles:1,2 3").engine());
        searched(solve(SEARCH, "pebbles:1,2 9"), Engine.OUTCOME_SEARCH);
    }
}
