package org.sprague.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.entry.Game;
import org.sprague.heap.GrundyTable;
import org.sprague.heap.HeapRules;

/**
 * Issue 21: a heap game's rule is checked as far as the sparse-space engine reaches within the
 * budget (up to 2^20 values), or on a theorem's exact values, before it is printed; the report
 * says exactly how far; "finitely many P-positions" is said only when proven. {@code pattern
 * 0.172} printed "finitely many P-positions: P exactly at n in {0, 3, 7, 15, 21, 27, 37, 61}
 * (checked on n = 0..603; not proven)", but 773 and 3947 are P.
 */
class HeldOutCheckReachesTheHeapEngineTest {
    private static final Catalog CATALOG = Catalog.standard();

    private static PatternAnalysis.Sequence pattern(String game, int to) {
        return PatternAnalysis.sequence(CATALOG.game(game), to, 10_000_000L, org.sprague.game.Deadline.unlimited());
    }

    private static long checkedTo(PatternReport r) {
        return Long.parseLong(r.checkedOn().replaceAll(".*\\.\\.", ""));
    }

    @Test
    void theRuleThatMissed773IsNotPrinted() {
        PatternAnalysis.Sequence r = pattern("0.172", 300);
        PatternReport outcomes = r.outcomes();
        long checked = checkedTo(outcomes);
        assertEquals(checked, r.checkedTo());
        if (outcomes.note() == null) {
            assertEquals((1 << 20) - 1, checked, outcomes.summary()); // the budget did not stop it: 2^20 values
        }
        if (checked >= 773) {
            assertTrue(outcomes.rule() == null || !outcomes.rule().text().contains("{0, 3, 7, 15, 21, 27, 37, 61}"),
                    outcomes.summary());
        }
        every(r, "0.172");
    }

    @Test
    void pPositionsSeenButNotProvenFiniteAreNotCalledFinitelyMany() {
        PatternAnalysis.Sequence r = pattern("officers", 1200);
        PatternReport outcomes = r.outcomes();
        Rule rule = outcomes.rule();
        assertNotNull(rule, outcomes.summary());
        assertFalse(rule.proven());
        assertTrue(rule.text().startsWith("P at n in {0, 1, 4, 12, 20, 30, 46, 72, 98, 124, 150, 176, 314, 408}"
                + " and at no other n checked; finitely many P-positions is not claimed"), rule.text());
        assertTrue(checkedTo(outcomes) > 2403, "further than the search's twice --to: " + outcomes.summary());
        every(r, "officers");
    }

    @Test
    void aProvenPeriodGivesTheHeldOutValuesAndTheFiniteClaim() {
        PatternAnalysis.Sequence r = pattern("0.16", 300);
        PatternReport outcomes = r.outcomes();
        assertEquals("finitely many P-positions: P exactly at n in {0, 2, 3, 9, 15, 23, 837}", outcomes.rule().text());
        assertTrue(outcomes.rule().proven());
        assertEquals((1 << 20) - 1, checkedTo(outcomes));
        assertTrue(outcomes.note().contains("come from the theorem (Guy-Smith"), outcomes.note());
        assertTrue(outcomes.rejected().stream().anyMatch(x -> x.counterexample().startsWith("breaks at n = 837")),
                outcomes.rejected().toString());
    }

    /** The game's positions end at 15 (chomp, one column): the table and the check stop there and say so. */
    @Test
    void aGameWhosePositionsEndStopsTheTableThereAndSaysWhy() {
        for (int to : new int[] {300, 10}) {
            PatternAnalysis.Sequence r = pattern("chomp", to);
            PatternReport g = r.grundy();
            assertEquals(15L, r.checkedTo(), g.summary());
            assertEquals(Math.min(to, 15), r.to());
            assertTrue(g.note().contains("chomp has no position n = 16 (height of column 1 '16' is more than 15)"),
                    g.note());
            assertEquals("G(n) = n - 1 for n >= 1", g.rule().text());
        }
    }

    @Test
    void everyRuleOnRandomCodesHoldsOnItsWholeCheckedRange() {
        sweep(3, 21);
    }

    @Tag("slow")
    @Test
    void everyRuleOnThreeHundredCodesHoldsOnItsWholeCheckedRange() {
        sweep(300, 2021);
    }

    private static void sweep(int count, long seed) {
        List<String> codes = new ArrayList<>();
        for (int a = 0; a < 8; a++) {
            for (int b = 0; b < 8; b++) {
                for (int c = 1; c < 8; c++) {
                    codes.add("0." + a + b + c);
                }
            }
        }
        Collections.shuffle(codes, new Random(seed));
        for (String code : codes.subList(0, count)) {
            every(pattern(code, 300), code);
        }
    }

    /**
     * Every rule printed, read back from its numbers, gives the sparse engine's values on its
     * checked range up to n = 16383 (27 times the range the search checked before; the finder
     * compared the rest); "finitely many" only when proven.
     */
    private static void every(PatternAnalysis.Sequence r, String code) {
        long checked = Math.min(r.checkedTo(), (1 << 14) - 1);
        GrundyTable truth = new GrundyTable(HeapRules.resolve(code), checked + 1, org.sprague.search.engine.SearchThreads.one());
        truth.ensure((int) checked);
        for (String subject : List.of("outcomes", "grundy")) {
            PatternReport report = subject.equals("outcomes") ? r.outcomes() : r.grundy();
            if (report.rule() == null) {
                continue;
            }
            Rule rule = report.rule();
            assertTrue(rule.proven() || !rule.text().contains("finitely many P-positions:"), code + ": " + rule.text());
            boolean outcomes = subject.equals("outcomes");
            LongUnaryOperator says = PatternPropertyTest.predictor(rule, outcomes);
            for (long n = 0; n <= checked; n++) {
                long t = outcomes ? (truth.grundy((int) n) == 0 ? 1 : 0) : truth.grundy((int) n);
                long s = says.applyAsLong(n);
                if (s != Long.MIN_VALUE && s != t) {
                    fail(code + ": " + report.summary() + " is wrong at n = " + n + " (true " + t + ")");
                }
            }
        }
    }

    /** A game that is no heap game keeps the search's held-out range (twice --to). */
    @Test
    void otherGamesKeepTheSearchedHeldOutRange() {
        Game g = CATALOG.game("bash:3");
        PatternAnalysis.Sequence r = PatternAnalysis.sequence(g, 100, 10_000_000L, org.sprague.game.Deadline.unlimited());
        assertEquals(203L, r.checkedTo());
    }
}
