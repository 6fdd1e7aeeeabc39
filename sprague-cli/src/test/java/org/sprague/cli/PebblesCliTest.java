package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** Piles of Pebbles searched on packed positions, end to end through {@code solve}. */
class PebblesCliTest {

    @Test
    void aSearchOnPackedPositionsPrintsNoFallbackAndTheClosedFormsMoves() throws Exception {
        Cli search = Cli.run("solve", "pebbles:2,3", "10", "11", "12", "13", "--method", "search");
        Cli closed = Cli.run("solve", "pebbles:2,3", "10", "11", "12", "13");
        assertEquals(0, search.exitCode(), search.err());
        assertTrue(search.out().contains("winning moves (8):"), search.out());
        assertFalse(search.out().contains("searched:"), search.out());
        assertTrue(search.out().contains("\nengine:     outcome search\n"), "the search names its engine: " + search.out());
        assertEquals(closed.out().replace("decided by: closed-form", "decided by: search").lines().sorted().toList(),
                search.out().replace("engine:     outcome search\n", "").lines().sorted().toList(),
                "the same lines (but the engine's), the moves in another order");
        JsonNode j = new ObjectMapper().readTree(
                Cli.run("solve", "pebbles:2,3", "10", "11", "12", "13", "--method", "search", "--json").out());
        assertTrue(j.get("fallbackReason").isNull(), j.toString());
        assertEquals("1*", j.get("value").asText(), j.toString());
    }

    @Test
    void aHeapPastThirtyOneBitsIsSearchedOnObjectsAndSaysWhy() throws Exception {
        String[] args = {"solve", "pebbles:2147483648,2147483649", "2147483651", "2147483649", "7", "--method", "search"};
        Cli r = Cli.run(args);
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("searched:   on object positions, slower (a heap past 31 bits"), r.out());
        String[] json = java.util.Arrays.copyOf(args, args.length + 1);
        json[args.length] = "--json";
        JsonNode j = new ObjectMapper().readTree(Cli.run(json).out());
        assertEquals("a heap past 31 bits does not fit a packed field", j.get("fallbackReason").asText(), j.toString());
    }

    @Test
    void aValuePastItsBudgetIsSkippedWithTheSameLine() {
        Cli r = Cli.run("solve", "pebbles:2,3", "20", "21", "22", "23", "24", "--method", "search");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("pebbles:2,3 20 21 22 23 24\noutcome:    N"), r.out());
        assertTrue(r.out().strip().endsWith("value:      not computed (more than 200000 positions)"), r.out());
    }
}
