package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.sprague.web.ApiTest.assertBad;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * POST /api/grundy, /api/graph, /api/pattern and the partizan move list, with good and bad
 * input and their limits. (That their JSON is the CLI's is checked in sprague-cli's
 * ApiMatchesCliJsonTest, which has both.)
 */
class SequenceGraphPatternApiTest {
    /** The loopy example of the README: a path to a sink, a cycle, a way out of it. */
    private static final String LOOPY = "# a b c: a path to the sink c; d <-> e: a cycle with an exit to c\n"
            + "a b\nb c\nd e\ne d\ne c\nlabel c the end\n";
    @RegisterExtension
    static final ServerHarness server = ServerHarness.serving(
            () -> TestServers.start("127.0.0.1", 0, WebLimits.defaults().withGraphLimits(4096, 50)));
    private static final ApiClient api = server.api();

    // ------------------------------------------------------------ grundy

    @Test
    void grundyGivesKaylesValuesAndItsProvenPeriod() {
        var a = api.post("api/grundy", "{\"rule\": \"kayles\", \"to\": 200}");
        assertEquals(200, a.status(), a.text());
        assertEquals("0.77", a.json().get("code").asText());
        assertEquals(201, a.json().get("values").size());
        assertEquals(List.of(0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6), ints(a.json().get("values")).subList(0, 12));
        JsonNode p = a.json().get("periodicity");
        assertEquals(71, p.get("preperiod").asInt());
        assertEquals(12, p.get("period").asInt());
        assertTrue(p.get("proven").asBoolean());
        assertEquals("sparse", a.json().get("method").asText());
        var none = api.post("api/grundy", "{\"rule\": \"kayles\", \"to\": 200, \"noValues\": true, \"method\": \"naive\"}");
        assertEquals(200, none.status(), none.text());
        assertFalse(none.json().has("values"));
        assertFalse(none.json().has("rareMask"), "the naive method has no rare/common split");
    }

    @Test
    void grundyBadInputIsNamed() {
        assertBad(api.post("api/grundy", "{\"to\": 10}"), "missing field 'rule'");
        assertBad(api.post("api/grundy", "{\"rule\": \"0.7z\", \"to\": 10}"), "bad character 'z'");
        assertBad(api.post("api/grundy", "{\"rule\": \"chess\", \"to\": 10}"), "unknown heap game 'chess'");
        assertBad(api.post("api/grundy", "{\"rule\": \"kayles\"}"), "missing field 'to'");
        assertBad(api.post("api/grundy", "{\"rule\": \"kayles\", \"to\": -1}"), "to -1 must be >= 0");
        assertBad(api.post("api/grundy", "{\"rule\": \"kayles\", \"to\": 10, \"method\": \"fast\"}"), "unknown method 'fast'");
        assertBad(api.post("api/grundy", "{\"rule\": \"kayles\", \"to\": \"ten\"}"), "field 'to'");
        assertBad(api.post("api/grundy", "{\"rule\": \"kayles\", \"to\": 10, \"values\": true}"), "unknown field 'values'");
    }

    @Test
    void grundyPastItsSizeLimitsIsRefusedAtOnce() {
        var sparse = api.post("api/grundy", "{\"rule\": \"kayles\", \"to\": 1000001}");
        assertEquals(422, sparse.status());
        assertTrue(sparse.error().contains("up to 1000000"), sparse.error());
        var naive = api.post("api/grundy", "{\"rule\": \"kayles\", \"to\": 20001, \"method\": \"naive\"}");
        assertEquals(422, naive.status());
        assertTrue(naive.error().contains("up to 20000 by the naive method"), naive.error());
    }

    @Test
    void grundyRunsThatCannotFinishInTimeAre422AndFreeTheirWorker() throws IOException {
        try (WebServer small = TestServers.start("127.0.0.1", 0, WebLimits.defaults().withTimeLimit(Duration.ofSeconds(1)))) {
            ApiClient client = new ApiClient(small.uri());
            // three-heap splits for every k: O(n^3) a heap, O(N^4) in all; refused by prediction
            long t0 = System.nanoTime();
            var quartic = client.post("api/grundy", "{\"rule\": \"0.[8]\", \"to\": 5000}");
            assertEquals(422, quartic.status(), quartic.text());
            assertTrue(quartic.error().contains("time limit"), quartic.error());
            // Nim as a code: O(N^2), stopped at a progress report or refused by prediction
            var quadratic = client.post("api/grundy", "{\"rule\": \"nim\", \"to\": 1000000, \"noValues\": true}");
            assertEquals(422, quadratic.status(), quadratic.text());
            long millis = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(millis < 8000, "two refusals took " + millis + " ms with a 1 s limit");
            var cheap = client.post("api/grundy", "{\"rule\": \"dawsons-kayles\", \"to\": 1000}");
            assertEquals(200, cheap.status(), cheap.text());
        }
    }

    // ------------------------------------------------------------ graph

    @Test
    void graphColoursEveryVertexWinLossOrDrawWithRemoteness() {
        var a = api.post("api/graph", edges(LOOPY).toString());
        assertEquals(200, a.status(), a.text());
        JsonNode vertices = a.json();
        assertEquals(5, vertices.size());
        assertEquals("a", vertices.get(0).get("vertex").asText());
        assertEquals("L", vertices.get(0).get("outcome").asText());
        assertEquals(2, vertices.get(0).get("remoteness").asInt());
        assertEquals("W", vertices.get(1).get("outcome").asText());
        assertEquals("c", vertices.get(2).get("vertex").asText());
        assertEquals("the end", vertices.get(2).get("label").asText());
        assertEquals(0, vertices.get(2).get("remoteness").asInt());
        // d -> e -> c: e wins at once; d's only move is to e, a win for the opponent: d loses
        assertEquals("L", vertices.get(3).get("outcome").asText());
        assertEquals("W", vertices.get(4).get("outcome").asText());
        var cycle = api.post("api/graph", edges("x y\ny x\n").toString());
        assertEquals("D", cycle.json().get(0).get("outcome").asText());
        assertTrue(cycle.json().get(0).get("remoteness").isNull());
        var one = api.post("api/graph", edges(LOOPY).put("start", "b").toString());
        assertEquals(1, one.json().size());
        assertEquals("b", one.json().get(0).get("vertex").asText());
    }

    @Test
    void graphSumsAndTheWeightedGame() {
        ObjectNode sum = edges(LOOPY);
        sum.putArray("sum").add("b").add("b");
        var s = api.post("api/graph", sum.toString());
        assertEquals(200, s.status(), s.text());
        assertEquals("L", s.json().get("outcome").asText(), "two equal tokens cancel: value 0");
        var w = api.post("api/graph", edges("1 2 1\n1 3 10\n2 4 100\n3 4 20\n").put("weighted", true).put("start", "1").toString());
        assertEquals(200, w.status(), w.text());
        assertEquals("1", w.json().get("vertex").asText());
        assertTrue(w.json().get("value").isNumber());
    }

    @Test
    void graphBadInputAndLimits() {
        assertBad(api.post("api/graph", "{}"), "missing field 'edges'");
        assertBad(api.post("api/graph", edges("a b\nb c d e\n").toString()), "the graph:2:");
        assertBad(api.post("api/graph", edges(LOOPY).put("start", "zz").toString()), "vertex 'zz' is not in the graph");
        assertBad(api.post("api/graph", edges("a b\n").put("weighted", true).toString()), "weight");
        ObjectNode both = edges(LOOPY).put("weighted", true);
        both.putArray("sum").add("a");
        assertBad(api.post("api/graph", both.toString()), "weighted and sum do not go together");
        // the question's checks (GraphQuestion), the command line's: in the web's words
        ObjectNode startAndSum = edges(LOOPY).put("start", "a");
        startAndSum.putArray("sum").add("a");
        assertBad(api.post("api/graph", startAndSum.toString()), "start and sum do not go together");
        ObjectNode emptySum = edges(LOOPY);
        emptySum.putArray("sum");
        assertBad(api.post("api/graph", emptySum.toString()), "sum is empty: name the vertices that hold a token");
        assertBad(api.post("api/graph", "{\"edges\": \"a b\", \"sum\": [1]}"), "field 'sum");
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            many.append("v").append(i).append(" v").append(i + 1).append('\n');
        }
        var tooMany = api.post("api/graph", edges(many.toString()).toString());
        assertEquals(422, tooMany.status(), tooMany.text());
        assertTrue(tooMany.error().contains("50"), tooMany.error());
        var tooBig = api.post("api/graph", edges("a b\n".repeat(2000)).toString());
        assertEquals(413, tooBig.status(), tooBig.text());
    }

    // ------------------------------------------------------------ pattern

    @Test
    void patternFindsKikisRuleInItsTable() {
        var a = api.post("api/pattern", "{\"game\": \"kiki\", \"rows\": 12, \"cols\": 12}");
        assertEquals(200, a.status(), a.text());
        assertEquals("table", a.json().get("kind").asText());
        assertEquals("P iff x and y are both odd", a.json().get("outcomes").get("rule").get("text").asText());
        assertTrue(a.json().get("outcomes").get("checkedOn").asText().contains("1..24"), "held out: twice the 12x12 table");
    }

    @Test
    void patternOfASequenceAndOfAHeapCode() {
        var a = api.post("api/pattern", "{\"game\": \"subtraction:1,3,4\", \"to\": 100}");
        assertEquals(200, a.status(), a.text());
        assertEquals("sequence", a.json().get("kind").asText());
        assertEquals(7, a.json().get("grundy").get("rule").get("details").get("period").asInt());
        assertTrue(a.json().get("grundy").get("rule").get("proven").asBoolean());
        var code = api.post("api/pattern", "{\"game\": \"0.137\", \"to\": 300}");
        assertEquals(200, code.status(), code.text());
        assertEquals(34, code.json().get("grundy").get("rule").get("details").get("period").asInt());
        var defaults = api.post("api/pattern", "{\"game\": \"kayles\"}");
        assertEquals(300, defaults.json().get("to").asInt());
    }

    @Test
    void patternBadInputAndLimits() {
        assertBad(api.post("api/pattern", "{\"to\": 10}"), "missing field 'game'");
        assertBad(api.post("api/pattern", "{\"game\": \"chess\"}"), "unknown game 'chess'");
        assertBad(api.post("api/pattern", "{\"game\": \"0.7z\"}"), "bad character 'z'");
        assertBad(api.post("api/pattern", "{\"game\": \"kiki\", \"rows\": 5}"), "missing field 'cols'");
        assertBad(api.post("api/pattern", "{\"game\": \"kiki\", \"rows\": 5, \"cols\": 5, \"to\": 9}"), "field 'to'");
        assertBad(api.post("api/pattern", "{\"game\": \"bash:3\", \"rows\": 5, \"cols\": 5}"), "not a two-coordinate game");
        assertBad(api.post("api/pattern", "{\"game\": \"kiki\", \"to\": 0}"), "'to' must be >= 1");
        var big = api.post("api/pattern", "{\"game\": \"kayles\", \"to\": 20001}");
        assertEquals(422, big.status());
        assertTrue(big.error().contains("up to n = 20000"), big.error());
        var cells = api.post("api/pattern", "{\"game\": \"kiki\", \"rows\": 300, \"cols\": 300}");
        assertEquals(422, cells.status());
    }

    // ------------------------------------------------------------ partizan moves

    @Test
    void partizanMovesAreTheSideToMovesOwn() {
        // pebbles:1,2 — Left removes 1 from any set of heaps, Right removes 2
        var left = api.post("api/moves", "{\"game\": \"pebbles:1,2\", \"position\": \"3 3\"}");
        assertEquals(200, left.status(), left.text());
        assertEquals("left", left.json().get("toMove").asText());
        var solved = api.post("api/solve", "{\"game\": \"pebbles:1,2\", \"position\": \"3 3\"}");
        // the same record apart from its wall time, which differs run to run
        assertEquals(ApiClient.untimed(solved.json()), ApiClient.untimed(left.json().get("solution")),
                "Left moving first: the solution of /api/solve");
        for (JsonNode m : left.json().get("moves")) {
            assertTrue(m.get("move").asText().contains("-> 2"), m.toString());
        }
        var right = api.post("api/moves", "{\"game\": \"pebbles:1,2\", \"position\": \"3 3\", \"toMove\": \"right\"}");
        assertEquals(200, right.status(), right.text());
        assertEquals("right", right.json().get("toMove").asText());
        for (JsonNode m : right.json().get("moves")) {
            assertTrue(m.get("move").asText().contains("-> 1"), m.toString());
            assertEquals(m.get("outcome").asText().equals("P") ? "winning" : "losing", m.get("result").asText());
        }
        boolean rightWins = false;
        for (JsonNode m : right.json().get("moves")) {
            rightWins |= m.get("result").asText().equals("winning");
        }
        assertEquals(rightWins ? "N" : "P", right.json().get("solution").get("outcome").asText());
    }

    @Test
    void toMoveIsForPartizanGamesOnly() {
        assertBad(api.post("api/moves", "{\"game\": \"nim\", \"position\": \"3 4\", \"toMove\": \"left\"}"),
                "field 'toMove' is for a partizan game");
        assertBad(api.post("api/moves", "{\"game\": \"pebbles:1,2\", \"position\": \"3 3\", \"toMove\": \"up\"}"),
                "\"left\" or \"right\"");
        assertBad(api.post("api/solve", "{\"game\": \"pebbles:1,2\", \"position\": \"3 3\", \"toMove\": \"right\"}"),
                "field 'toMove' is for POST /api/moves");
    }

    /** Misère play of a partizan game is searched (issue 21; it was refused): the moves' results agree with the outcome. */
    @Test
    void misereMovesOfAPartizanGameAreSearched() {
        for (String position : List.of("3 3", "0", "2")) {
            var r = api.post("api/moves", "{\"game\": \"pebbles:1,2\", \"position\": \"" + position + "\", \"misere\": true}");
            assertEquals(200, r.status(), r.text());
            boolean winning = false;
            for (JsonNode m : r.json().get("moves")) {
                winning |= m.get("result").asText().equals("winning");
            }
            boolean noMove = r.json().get("moves").isEmpty();
            // misère: Left, moving first with no move, wins; else Left wins iff a move leaves Right losing
            assertEquals(noMove || winning ? "N" : "P", r.json().get("solution").get("outcome").asText(), position);
        }
    }

    // ------------------------------------------------------------ helpers

    private static ObjectNode edges(String text) {
        return ApiClient.MAPPER.createObjectNode().put("edges", text);
    }

    private static List<Integer> ints(JsonNode array) {
        List<Integer> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asInt()));
        return out;
    }
}
