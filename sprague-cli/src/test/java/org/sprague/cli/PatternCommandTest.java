package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class PatternCommandTest {

    @Test
    void singleNimHeapHasGrundyValueN() throws Exception {
        Cli r = Cli.run("pattern", "nim", "--to", "60", "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("sequence", j.get("kind").asText());
        assertEquals("G(n) = n + 0 for n >= 0", j.get("grundy").get("rule").get("text").asText());
        assertEquals("arithmetic-periodic", j.get("grundy").get("rule").get("kind").asText());
    }

    @Test
    void twoHeapNimTableIsPOnTheDiagonalAndXorOfTheHeaps() {
        Cli r = Cli.run("pattern", "nim", "12x12");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("P-positions: P iff x = y"), r.out());
        assertTrue(r.out().contains("G(x, y) = x XOR y"), r.out());
        assertTrue(r.out().contains("learned on x = 0..5, y = 0..5; checked on x = 0..23, y = 0..23"), r.out());
    }

    /** Issue 12's false rules, as a user typed them: each is now the true rule or no rule. */
    @Test
    void multiplicationGameGetsTheTrueRuleOrNoRuleAtTheIssuesRanges() throws Exception {
        for (String to : new String[] {"300", "3000", "5000", "12000", "20000"}) {
            Cli r = Cli.run("pattern", "multiplication", "--to", to, "--json");
            assertEquals(0, r.exitCode(), r.err());
            JsonNode rule = new ObjectMapper().readTree(r.out()).get("outcomes").get("rule");
            if (to.equals("300")) {
                assertTrue(rule.isNull(), "--to 300: " + rule);
            } else {
                assertEquals("N iff n in (18^k, 9*18^k] for some k >= 0", rule.get("text").asText(), "--to " + to);
                assertTrue(rule.get("proven").asBoolean());
                assertTrue(rule.get("theorem").asText().startsWith("induction on the intervals"));
            }
        }
    }

    @Test
    void noRuleFoundSaysSoAndShowsTheTable() {
        Cli r = Cli.run("pattern", "multiplication", "--to", "300");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("P-positions: no rule found (learned on n = 1..150, checked on n = 1..600"), r.out());
        assertTrue(r.out().contains("breaks at n = 163, beyond the learned range"), r.out());
        assertTrue(r.out().contains(", 0, 0]"), "the whole 300-value table is shown: " + r.out());
    }

    @Test
    void subtraction134OnTwelveValuesClaimsNothing() {
        Cli r = Cli.run("pattern", "subtraction:1,3,4", "--to", "12");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("Grundy values: no rule found"), r.out());
        assertTrue(!r.out().contains("n - 9"), r.out());
    }

    @Test
    void provenRulesNameTheirTheorem() {
        Cli r = Cli.run("pattern", "kayles", "--to", "300");
        assertTrue(r.out().contains("P-positions: finitely many P-positions: P exactly at n in {0} (proven by Guy-Smith"),
                r.out());
        Cli pow2 = Cli.run("pattern", "subtraction:pow2", "--to", "300");
        assertTrue(pow2.out().contains("P iff n mod 3 = 0 (proven by the powers-of-two rule)"), pow2.out());
        // officers (0.6): no theorem known, so the P-positions seen are what was checked, not "finitely many";
        // checked as far as the sparse-space heap engine reaches (2^20 values, or where the budget stopped it)
        Cli unproven = Cli.run("pattern", "officers", "--to", "1200");
        assertTrue(unproven.out().contains("P-positions: P at n in {0, 1, 4, 12, 20, 30, 46, 72, 98, 124, 150, 176, 314, 408}"
                + " and at no other n checked; finitely many P-positions is not claimed"), unproven.out());
        assertTrue(unproven.out().contains("(checked on n = 0..1048575, learned on n = 0..600; not proven)")
                || unproven.out().contains("note: the held-out check by the sparse-space heap engine stopped at n = "),
                unproven.out());
        assertTrue(!unproven.out().contains("finitely many P-positions:"), unproven.out());
    }

    /** Issue 12: 0.16 and 0.56 have proven periods with no 0, so their P-positions are finite: proven. */
    @Test
    void finitePPositionsOfAProvenPeriodAreProven() {
        Cli r16 = Cli.run("pattern", "0.16");
        assertTrue(r16.out().contains("P-positions: finitely many P-positions: P exactly at n in"
                + " {0, 2, 3, 9, 15, 23, 837} (proven by Guy-Smith)"), r16.out());
        assertTrue(r16.out().contains("breaks at n = 837, beyond the learned range: n = 837 is P, the rule says N"),
                "the table's own guess is refuted: " + r16.out());
        Cli r56 = Cli.run("pattern", "0.56");
        assertTrue(r56.out().contains("P exactly at n in {0, 2} (proven by Guy-Smith)"), r56.out());
    }

    /**
     * Issue 21: {@code pattern chomp} stopped at the default range with "height of column 1 '16'
     * is more than 15", a number nobody typed; the table now stops at the game's last one-number
     * position and says why. A table size is refused for chomp (its positions are heights), naming
     * the game, not a number.
     */
    @Test
    void chompsPatternStopsWhereItsPositionsEnd() {
        Cli r = Cli.run("pattern", "chomp");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("chomp, n = 1..15 (values by search)"), r.out());
        assertTrue(r.out().contains("note: chomp has no position n = 16 (height of column 1 '16' is more than 15):"
                + " the table stops at n = 15"), r.out());
        Cli small = Cli.run("pattern", "chomp", "--to", "5");
        assertEquals(0, small.exitCode(), small.err());
        assertTrue(small.out().contains("checked on n = 1..15"), small.out());
        Cli table = Cli.run("pattern", "chomp", "5x5");
        assertEquals(2, table.exitCode(), table.err());
        assertTrue(table.err().contains("chomp is not a two-coordinate game"), table.err());
    }

    @Test
    void badTableSizeIsBadInput() {
        Cli r = Cli.run("pattern", "nim", "12y12");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("table size '12y12'"), r.err());
    }

    @Test
    void aGameWithoutOneNumberPositionsAsksForATableSize() {
        // a user game over Integer positions has one number; nim has both, so use --to below the start
        Cli r = Cli.run("pattern", "nim", "--to", "0");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("--to must be >= 1"), r.err());
    }
}
