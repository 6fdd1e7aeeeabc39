package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
}
