package org.sprague.catalog;

import org.sprague.game.Solution;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.SolveOptions.Method;
import org.sprague.catalog.engine.Engine;

/**
 * A position too wide for a {@code long} is searched on the object path, and the
 * {@link Solution} says why ({@link Solution#fallbackReason}): for one game, for the
 * component of a sum that fell back, in misère play; a packed answer, or a later question on
 * the same solver, carries no reason. The engine named is the one that ran
 * ({@link EngineChoice#ran}): the object search after a packed engine's fallback, one case per
 * kind of fallback.
 */
class FallbackReasonTest {
    private static final SolveOptions SEARCH = SolveOptions.defaults().withMethod(Method.SEARCH);

    /** {@code prefix} followed by {@code n} heaps of 1: past 64 bits even in unary when n >= 64. */
    private static String ones(String prefix, int n) {
        return prefix + " 1".repeat(n);
    }

    private static Solution solve(CatalogSolver solver, String... sum) {
        return solver.solveSum(Catalog.standard().parseParts(Catalog.tokens(String.join(" + ", sum))));
    }

    @Test
    void aPositionPastSixtyFourBitsSaysItWasSearchedOnObjects() {
        CatalogSolver solver = new CatalogSolver(SEARCH);
        Solution wide = solve(solver, ones("moore:2", 70));
        assertNotNull(wide.fallbackReason());
        assertTrue(wide.fallbackReason().startsWith("70 heaps"), "the root's reason: " + wide.fallbackReason());
        assertEquals(java.math.BigInteger.ONE, wide.grundy(), "70 heaps of 1 in Moore's Nim_2: 70 mod 3");
        assertEquals(Engine.MEMO_SEARCH.name(), wide.engine(), "the root ran on objects, not packed");
        Solution small = solve(solver, "moore:2 1 2 3");
        assertNull(small.fallbackReason(), "the same solver, a packed position");
        assertEquals(Engine.PACKED_SEARCH.name(), small.engine(), "the same solver, a packed position");
    }

    @Test
    void eachRootThatDoesNotPackNamesTheObjectSearch() {
        for (String p : List.of("zero-xor 3000000000 3 5", "zero-xor 100 3 5",
                "staircase 0 1" + " 0".repeat(21) + " 1 2")) {
            Solution s = solve(new CatalogSolver(SEARCH), p);
            assertNotNull(s.fallbackReason(), p);
            assertEquals(Engine.MEMO_SEARCH.name(), s.engine(), p);
        }
    }

    @Test
    void twoThreadsAskedOnARootThatDoesNotPackNameTheObjectSearchNotTheSplitRoot() {
        Solution s = solve(new CatalogSolver(SEARCH.withThreads(2)), "zero-xor 100 3 5");
        assertNotNull(s.fallbackReason());
        assertEquals(Engine.MEMO_SEARCH.name(), s.engine());
    }

    @Test
    void aPackedPositionHasNoReason() {
        for (String p : List.of("wythoff 30 50", "kiki 9 12", "zero-xor 1 2 3 5", "multiplication 1000")) {
            assertNull(solve(new CatalogSolver(SEARCH), p).fallbackReason(), p);
            assertNull(solve(new CatalogSolver(SEARCH.withOutcomeOnly(true)), p).fallbackReason(), p);
        }
    }

    @Test
    void theOutcomeOnlySearchAndMisereSearchSayWhyToo() {
        Solution outcome = solve(new CatalogSolver(SEARCH.withOutcomeOnly(true)), ones("moore:2", 70));
        assertTrue(outcome.fallbackReason() != null && outcome.fallbackReason().startsWith("70 heaps"), outcome.fallbackReason());
        Solution misere = solve(new CatalogSolver(SEARCH.withMisere(true)), ones("nim", 70));
        assertTrue(misere.fallbackReason() != null && misere.fallbackReason().startsWith("70 heaps"), misere.fallbackReason());
        // the outcome fold runs on objects as on packed positions: its name stays
        assertEquals(Engine.OUTCOME_SEARCH.name(), outcome.engine());
        assertEquals(Engine.OUTCOME_SEARCH.name(), misere.engine());
    }

    @Test
    void aSumNamesTheComponentThatFellBack() {
        Solution s = solve(new CatalogSolver(SEARCH), "wythoff 3 5", ones("moore:2", 70));
        assertNotNull(s.fallbackReason());
        assertTrue(s.fallbackReason().startsWith("component 2 (moore:2): 70 heaps"), s.fallbackReason());
        assertEquals(Engine.MEMO_SEARCH.name(), s.engine(), "a component ran on objects");
        assertEquals(Engine.PACKED_SEARCH.name(), solve(new CatalogSolver(SEARCH), "wythoff 3 5", "moore:2 1 2").engine(),
                "every component packed");
    }
}
