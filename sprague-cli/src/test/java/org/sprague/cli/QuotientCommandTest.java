package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** {@code sprague quotient}: text, JSON, bad input, limits; and {@code solve --misere} by the quotient. */
class QuotientCommandTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static JsonNode json(Cli c) throws Exception {
        assertEquals(0, c.exitCode(), c.err());
        return MAPPER.readTree(c.out());
    }

    @Test
    void code075PrintsThePublishedPresentationProvenWithItsEvidence() {
        Cli c = Cli.run("quotient", "0.75");
        assertEquals(0, c.exitCode(), c.err());
        assertTrue(c.out().contains("quotient:    Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>"), c.out());
        assertTrue(c.out().contains("P-portion:   P = {a,b2}"), c.out());
        assertTrue(c.out().contains("|Q| = 8, |P| = 2 (wild)"), c.out());
        assertTrue(c.out().contains("period 2 from heap 8, proven"), c.out());
        assertTrue(c.out().contains("proven for every heap size"), c.out());
        assertTrue(c.out().contains("       0: 1 a b a b c b c b ab2"), c.out());
    }

    @Test
    void jsonHasPresentationAlphabetPeriodicityAndWhereTheQuotientGrew() throws Exception {
        JsonNode j = json(Cli.run("quotient", "kayles", "--json"));
        assertEquals("0.77", j.get("code").asText());
        assertEquals(40, j.get("order").asInt());
        assertEquals(9, j.get("pPortionSize").asInt());
        assertTrue(j.get("proven").asBoolean());
        assertEquals(166, j.get("to").asInt());
        assertEquals(167, j.get("alphabet").size());
        assertEquals("ab2", j.get("alphabet").get(8).asText());
        assertEquals(12, j.get("periodicity").get("period").asInt());
        assertEquals(71, j.get("periodicity").get("preperiod").asInt());
        assertEquals(166, j.get("periodicity").get("lastHeapNeeded").asInt());
        assertEquals(7, j.get("generators").size());
        assertEquals(40, j.get("elements").size());
        assertEquals(27, j.get("changes").get(j.get("changes").size() - 1).get("heap").asInt());
        assertTrue(j.get("tame").isNull());
    }

    @Test
    void nimToHeap15IsTameAndNotProven() throws Exception {
        JsonNode j = json(Cli.run("quotient", "nim", "--to", "15", "--json"));
        assertEquals("T4", j.get("tame").asText());
        assertEquals(18, j.get("order").asInt());
        assertFalse(j.get("proven").asBoolean());
        assertTrue(j.get("evidence").asText().contains("the code is infinite"), j.get("evidence").asText());
    }

    @Test
    void aTimeoutPrintsTheHeapsDoneAndExits3() throws Exception {
        Cli c = Cli.run("quotient", "0.6", "--to", "40", "--timeout", "1", "--json");
        assertEquals(3, c.exitCode(), c.err());
        JsonNode j = MAPPER.readTree(c.out());
        assertTrue(j.get("to").asInt() < 40);
        assertTrue(c.err().contains("the quotient of heaps 0.." + j.get("to").asInt() + " is printed"), c.err());
    }

    @Test
    void badInputIsOneLineWithExit2() {
        Cli bad = Cli.run("quotient", "0.7z");
        assertEquals(2, bad.exitCode());
        assertTrue(bad.err().contains("bad character 'z'"), bad.err());
        assertEquals(2, Cli.run("quotient", "kayles", "--to", "-1").exitCode());
        assertEquals(2, Cli.run("quotient", "kayles", "--timeout", "0").exitCode());
    }

    @Test
    void solveMisereOfAHeapGameIsDecidedByTheQuotient() throws Exception {
        JsonNode j = json(Cli.run("solve", "kayles", "60", "70", "80", "90", "--misere", "--json"));
        assertEquals("misère quotient", j.get("decidedBy").asText());
        assertEquals("N", j.get("outcome").asText());
        assertEquals("heap 1: 60 -> 5 + 53", j.get("winningMoves").get(0).get("move").asText());
        Cli text = Cli.run("solve", "kayles", "3", "4", "--misere");
        assertTrue(text.out().contains("decided by: misère quotient"), text.out());
        JsonNode searched = json(Cli.run("solve", "kayles", "3", "4", "--misere", "--method", "search", "--json"));
        assertEquals("search", searched.get("decidedBy").asText());
    }
}
