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
}
