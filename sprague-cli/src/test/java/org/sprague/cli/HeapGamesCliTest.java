package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class HeapGamesCliTest {

    private static JsonNode json(Cli r) throws Exception {
        assertEquals(0, r.exitCode(), r.err());
        return new ObjectMapper().readTree(r.out());
    }

    @Test
    void subtractionOfOneSearchesAMillionHeap() throws Exception {
        JsonNode j = json(Cli.run("solve", "subtraction:1", "1000000", "--method", "search", "--json"));
        assertEquals("P", j.get("outcome").asText());
        assertEquals(0, j.get("grundy").asInt());
        assertEquals("search", j.get("decidedBy").asText());
    }

    @Test
    void kaylesPlusNimNamesTheWinningComponent() throws Exception {
        JsonNode j = json(Cli.run("solve", "kayles 7", "+", "nim 3", "--json"));
        assertEquals("kayles 7 + nim 3", j.get("position").asText());
        assertEquals(1, j.get("grundy").asInt());
        boolean found = false;
        for (JsonNode m : j.get("winningMoves")) {
            found |= m.get("move").asText().equals("component 2 (nim): heap 1: 3 -> 2")
                    && m.get("position").asText().equals("kayles 7 + nim 2");
        }
        assertTrue(found, j.toString());
    }

    @Test
    void laskerFortyDigitHeapListsItsSplitWinningMove() throws Exception {
        String n = "1234567890123456789012345678901234567890";
        JsonNode j = json(Cli.run("solve", "lasker", n, n, "1", "--json"));
        assertEquals("closed-form", j.get("decidedBy").asText());
        assertEquals(1, j.get("grundy").asInt());
        assertEquals("heap 3: 1 -> 0", j.get("winningMoves").get(0).get("move").asText());
    }

    @Test
    void closedFormAndSearchGiveTheSameStaircaseAnswer() throws Exception {
        JsonNode a = json(Cli.run("solve", "staircase", "0", "1", "3", "3", "--json"));
        JsonNode b = json(Cli.run("solve", "staircase", "0", "1", "3", "3", "--method", "search", "--json"));
        assertEquals(a.get("winningMoves"), b.get("winningMoves"));
        assertEquals(2, a.get("grundy").asInt());
    }

    @Test
    void finiteSubtractionSetAnswersAFortyDigitHeap() throws Exception {
        JsonNode j = json(Cli.run("solve", "subtraction:1,3,4", "1234567890123456789012345678901234567890", "--json"));
        assertEquals("closed-form", j.get("decidedBy").asText());
    }

    @Test
    void badParameterIsExitTwoOnOneLine() {
        Cli r = Cli.run("solve", "bash:0", "3");
        assertEquals(2, r.exitCode());
        assertEquals("bash: parameter M '0' must be >= 1", r.err().strip().replaceFirst("^sprague: ", ""));
        Cli s = Cli.run("solve", "subtraction:1,x", "3");
        assertEquals(2, s.exitCode());
        assertTrue(s.err().contains("'1,x'"), s.err());
        assertFalse(s.err().contains("Exception"), s.err());
    }

    @Test
    void misereBashIsDecidedBySearch() throws Exception {
        JsonNode j = json(Cli.run("solve", "bash:3", "9", "--misere", "--json"));
        assertEquals("P", j.get("outcome").asText());
        assertTrue(j.get("grundy").isNull());
    }
}
