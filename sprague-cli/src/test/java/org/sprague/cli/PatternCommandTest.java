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
        assertTrue(r.out().contains("learned on x = 0..7, y = 0..7; checked on x = 0..11, y = 0..11"), r.out());
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

    @Test
    void aHeapGamesCodeIsReadWhenNoCatalogueGameHasThatName() throws Exception {
        Cli r = Cli.run("pattern", "0.137", "--to", "300", "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("0.137", j.get("game").asText());
        JsonNode grundy = j.get("grundy").get("rule");
        assertEquals(34, grundy.get("details").get("period").asInt());
        assertEquals(52, grundy.get("details").get("preperiod").asInt());
        assertTrue(grundy.get("proven").asBoolean(), "Guy-Smith: 2 * 52 + 2 * 34 + 3 = 175 <= 300 values");
        JsonNode outcomes = j.get("outcomes").get("rule");
        assertEquals(34, outcomes.get("details").get("period").asInt());
        assertTrue(outcomes.get("proven").asBoolean(), "P/N follows the proven Grundy period");
        Cli shortRun = Cli.run("pattern", "0.137", "--to", "150", "--json");
        JsonNode early = new ObjectMapper().readTree(shortRun.out()).get("grundy").get("rule");
        assertTrue(early == null || early.isNull() || !early.get("proven").asBoolean(),
                "150 values are too few for Guy-Smith's bound: " + early);
    }

    @Test
    void aMalformedHeapCodeIsNamedByItsBadCharacter() {
        Cli r = Cli.run("pattern", "0.9x", "--to", "10");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("bad character 'x'"), r.err());
    }
}
