package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.game.Solution;
import org.sprague.game.TimeLimitException;
import org.sprague.heap.GrundyTable;
import org.sprague.heap.HeapRules;

/**
 * The web hands the catalogue's own games to the engine (no wrapper polling a deadline on
 * every expansion): the engine polls the request's deadline itself, so a slow search still ends
 * by its deadline, and heap games keep their sparse heap path.
 */
class SearchDeadlineTest {
    private final Explorer explorer = new Explorer(Catalog.standard(), WebLimits.defaults());

    @Test
    void aSlowPackedSearchEndsByItsDeadline() {
        // misère Moore's Nim_2 on six heaps of 20: the packed search needs far more than 300 ms
        SolveRequest slow = new SolveRequest("moore:2", "20 20 20 20 20 20", true, "search", null, null, null, null);
        long start = System.nanoTime();
        assertThrows(TimeLimitException.class,
                () -> explorer.solve(slow, Duration.ofMillis(300)));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(millis < 300 + 2000, "stopped after " + millis + " ms");
    }

    @Test
    void aSlowSearchThroughTheServerIsA422ByTheTimeLimit() throws IOException {
        try (WebServer server = TestServers.start("127.0.0.1", 0,
                WebLimits.defaults().withTimeLimit(Duration.ofMillis(300)))) {
            ApiClient api = new ApiClient(server.uri());
            assertEquals(200, api.post("api/solve", "{\"game\": \"wythoff\", \"position\": \"3 5\"}").status());
            // Wythoff 2000 2000 by search: billions of option look-ups (minutes of work); the
            // server answers 422 once the fast stage (250 ms) and the slow stage (300 ms) are up.
            // Generous bound: the machine running the tests may be heavily loaded.
            long start = System.nanoTime();
            var a = api.post("api/solve", "{\"game\": \"wythoff\", \"position\": \"2000 2000\", \"method\": \"search\"}");
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertEquals(422, a.status(), a.text());
            assertTrue(a.error().contains("time limit reached"), a.error());
            assertTrue(millis < 550 + 4000, "answered after " + millis + " ms");
        }
    }

    @Test
    void heapGamesTakeTheSparseHeapPath() {
        // Grundy's game on a heap of 100,000 by search: the sparse heap table stores one value
        // per heap size (100,001 < the web's 10^6 positions); a search over lists of heaps
        // would store far more than the limit and take far longer. 30 s, not the web's 5: on the
        // shared test machine (load average 21) the table alone took more than 5 s of wall time.
        // the web's solve answers Sprague.solve's record (Object): a Solution for a catalogue game
        Solution s = (Solution) explorer.solve(new SolveRequest("grundys-game", "100000", false, "search", null, null, null, null),
                Duration.ofSeconds(30));
        GrundyTable table = new GrundyTable(HeapRules.resolve("grundys-game"), 1_000_000, org.sprague.search.engine.SearchThreads.one());
        table.ensure(100_000);
        assertEquals(BigInteger.valueOf(table.grundy(100_000)), s.grundy());
        assertEquals("search", s.decidedBy());
        assertEquals("SEQUENCE_TABLE", s.engine());
    }
}
