package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

class SolveCommandTest {

    @Test
    void nimJsonHasTheDocumentedShape() throws Exception {
        Cli r = Cli.run("solve", "nim", "3", "4", "5", "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("nim", j.get("game").asText());
        assertEquals("3 4 5", j.get("position").asText());
        assertEquals("N", j.get("outcome").asText());
        assertEquals(2, j.get("grundy").asInt());
        assertEquals(1, j.get("winningMoves").size());
        assertEquals("heap 1: 3 -> 1", j.get("winningMoves").get(0).get("move").asText());
        assertEquals("1 4 5", j.get("winningMoves").get(0).get("position").asText());
        assertEquals("closed-form", j.get("decidedBy").asText());
    }

    @Test
    void negativeHeapIsBadInputNamingTheHeap() {
        Cli r = Cli.run("solve", "nim", "3", "-1");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("heap 2 '-1'"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void unknownGameIsBadInput() {
        Cli r = Cli.run("solve", "chess", "1");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("unknown game 'chess'"), r.err());
    }

    @Test
    void searchOverTheLimitExitsWithThreeAndSaysWhatWasReached() {
        Cli r = Cli.run("solve", "nim", "30", "40", "--method", "search", "--max-positions", "5");
        assertEquals(3, r.exitCode());
        assertTrue(r.err().contains("stored 5 positions"), r.err());
    }

    @Test
    void fortyDigitNimAnswersByClosedForm() {
        Cli r = Cli.run("solve", "nim", "1234567890123456789012345678901234567890", "1");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("1234567890123456789012345678901234567891"), r.out());
    }

    @Test
    void aGrundyValueTooLargeToSearchUnderAutoSaysWhyInOneLine() throws Exception {
        Cli r = Cli.run("solve", "wythoff", "1000", "4000");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("grundy:     not computed (a search may store up to 4,005,001 positions,"
                + " over the 1,000,000 auto allows; try --method search)\n"), r.out());
        assertTrue(r.out().contains("outcome:    N"), r.out());

        JsonNode j = new ObjectMapper().readTree(Cli.run("solve", "wythoff", "1000", "4000", "--json").out());
        assertTrue(j.get("grundy").isNull(), j.toString());
        assertTrue(j.get("grundyNote").asText().startsWith("not computed (a search may store up to 4,005,001"), j.toString());
        assertEquals(1, j.get("winningMoves").size(), j.toString());
    }

    @Test
    void theGrundyNoteNamesTheBoundThatRefusedTheSearch() {
        Cli limited = Cli.run("solve", "wythoff", "300", "500", "--max-positions", "1000");
        assertTrue(limited.out().contains("grundy:     not computed (a search may store up to 150,801 positions,"
                + " over --max-positions 1,000)"), limited.out());
        Cli closed = Cli.run("solve", "wythoff", "3", "4", "--method", "closed-form");
        assertTrue(closed.out().contains("grundy:     not computed (the closed form gives only the outcome;"), closed.out());
        Cli small = Cli.run("solve", "wythoff", "3", "4"); // G(3, 4) = 2 (Wythoff's nim-value table)
        assertTrue(small.out().contains("grundy:     2\n"), small.out());
    }

    @Test
    void aGivenGrundyValueHasANullNote() throws Exception {
        JsonNode j = new ObjectMapper().readTree(Cli.run("solve", "nim", "3", "4", "5", "--json").out());
        assertTrue(j.has("grundyNote") && j.get("grundyNote").isNull(), j.toString());
        JsonNode misere = new ObjectMapper().readTree(Cli.run("solve", "nim", "3", "4", "--misere", "--json").out());
        assertTrue(misere.get("grundy").isNull() && misere.get("grundyNote").isNull(), misere.toString());
    }

    /** README: {@code --outcome} gives who wins and the winning moves, never the value (closed forms printed it). */
    @Test
    void outcomeOnlyPrintsNoGrundyValueWhateverTheRoute() throws Exception {
        for (String[] args : List.of(new String[] {"solve", "kayles", "7", "--outcome", "--json"},
                new String[] {"solve", "nim 3 4 5", "--outcome", "--json"},
                new String[] {"solve", "kayles 2", "+", "kayles 4", "--outcome", "--json"},
                new String[] {"solve", "treblecross", "9", "--outcome", "--json"},
                new String[] {"solve", "chomp", "3x4", "--outcome", "--method", "search", "--json"})) {
            JsonNode j = new ObjectMapper().readTree(Cli.run(args).out());
            assertTrue(j.get("grundy").isNull(), List.of(args) + ": " + j);
            assertEquals("not given (only the outcome was asked: --outcome)", j.get("grundyNote").asText(), List.of(args).toString());
        }
        JsonNode sum = new ObjectMapper().readTree(Cli.run("solve", "kayles 2", "+", "kayles 4", "--outcome", "--json").out());
        assertEquals(2, sum.get("winningMoves").size(), sum.toString());
        Cli text = Cli.run("solve", "kayles", "7", "--outcome");
        assertTrue(text.out().contains("grundy:     not given (only the outcome was asked: --outcome)"), text.out());
    }

    @Test
    void aPositionTooWideToPackSaysItWasSearchedOnObjectPositions() throws Exception {
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("solve", "moore:2"));
        for (int i = 0; i < 70; i++) {
            args.add("1");
        }
        args.addAll(java.util.List.of("--method", "search", "--max-moves", "1"));
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("\nsearched:   on object positions, slower (70 heaps of 1 bits do not fit in 64 bits"),
                r.out());
        args.add("--json");
        JsonNode j = new ObjectMapper().readTree(Cli.run(args.toArray(String[]::new)).out());
        assertTrue(j.get("fallbackReason").asText().startsWith("70 heaps of 1 bits"), j.toString());
    }

    @Test
    void aPackedSearchHasNoFallbackLineAndANullReason() throws Exception {
        Cli r = Cli.run("solve", "wythoff", "3", "5", "--method", "search");
        assertFalse(r.out().contains("searched:"), r.out());
        JsonNode j = new ObjectMapper().readTree(Cli.run("solve", "wythoff", "3", "5", "--method", "search", "--json").out());
        assertTrue(j.has("fallbackReason") && j.get("fallbackReason").isNull(), j.toString());
    }
}
