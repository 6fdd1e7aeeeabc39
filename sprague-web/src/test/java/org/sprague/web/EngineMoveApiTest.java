package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.sprague.app.SolveQuestion;
import org.sprague.app.Sprague;

/**
 * Issue 22 item 4: the explorer's engine move is the engine of {@code sprague play}
 * ({@code POST /api/engine-move} answers {@link Sprague#engineMove}'s record), and
 * {@code POST /api/solve} answers through the application layer with the record it always had.
 */
class EngineMoveApiTest {
    @RegisterExtension
    static final ServerHarness server = ServerHarness.serving(() -> TestServers.start("127.0.0.1", 0, WebLimits.defaults()));
    private static final ApiClient api = server.api();
    private static final ObjectMapper MAPPER = JsonShapes.register(new ObjectMapper());

    private static Object play(String words, boolean misere, String side) {
        return Sprague.standard().engineMove(SolveQuestion.moves(List.of(words), side,
                10_000, 100_000, null, null).withMisere(misere)).json();
    }

    private void assertSameAsPlay(String body, String words, boolean misere, String side) throws Exception {
        var a = api.post("api/engine-move", body);
        assertEquals(200, a.status(), a.text());
        assertEquals(MAPPER.readTree(MAPPER.writeValueAsString(play(words, misere, side))), a.json(), body);
    }

    @Test
    void theEngineMoveIsTheMoveOfSpraguePlay() throws Exception {
        assertSameAsPlay("{\"game\": \"nim\", \"position\": \"3 4 5\"}", "nim 3 4 5", false, null);
        var a = api.post("api/engine-move", "{\"game\": \"nim\", \"position\": \"3 4 5\"}").json();
        assertEquals(List.of("move", "position", "winning"), fieldNames(a), "the JSON it always had");
        assertEquals("1 4 5", a.get("position").asText());
        assertTrue(a.get("winning").asBoolean());
        // a losing position: the move that changes least, as sprague play
        assertSameAsPlay("{\"game\": \"nim\", \"position\": \"1 2 3\"}", "nim 1 2 3", false, null);
        assertFalse(api.post("api/engine-move", "{\"game\": \"nim\", \"position\": \"1 2 3\"}").json()
                .get("winning").asBoolean());
        assertSameAsPlay("{\"game\": \"nim\", \"position\": \"1 1\", \"misere\": true}", "nim 1 1", true, null);
        assertSameAsPlay("{\"position\": \"nim 2 3 + kayles 4\"}", "nim 2 3 + kayles 4", false, null);
        assertSameAsPlay("{\"game\": \"pebbles:1,2\", \"position\": \"3 4\", \"toMove\": \"right\"}", "pebbles:1,2 3 4",
                false, "right");
    }

    @Test
    void noMoveIsNullAndMoveListsOverTheLimitsAre422() {
        var none = api.post("api/engine-move", "{\"game\": \"nim\", \"position\": \"0 0\"}");
        assertEquals(200, none.status(), none.text());
        assertTrue(none.json().get("move").isNull());
        assertTrue(none.json().get("position").isNull());
        assertFalse(none.json().get("winning").asBoolean());
        var big = api.post("api/engine-move", "{\"game\": \"nim\", \"position\": \"2147483647\"}");
        assertEquals(422, big.status(), big.text());
        assertTrue(big.error().contains("add up to 2147483647"), big.error());
        var many = api.post("api/engine-move", "{\"game\": \"nim\", \"position\": \"6000 6000\"}");
        assertEquals(422, many.status(), many.text());
        assertTrue(many.error().contains("more than 10000 moves"), many.error());
        var side = api.post("api/engine-move", "{\"game\": \"nim\", \"position\": \"3\", \"toMove\": \"up\"}");
        assertEquals(400, side.status(), side.text());
        // what sprague play refuses, the endpoint refuses in the same words
        var sum = api.post("api/engine-move", "{\"position\": \"pebbles:1,2 3 4 + nim 2\"}");
        assertEquals(400, sum.status(), sum.text());
        assertTrue(sum.error().contains("is partizan: sums are supported for impartial games only"),
                sum.error());
        var misere = api.post("api/engine-move", "{\"game\": \"pebbles:1,2\", \"position\": \"3 4\", \"misere\": true}");
        assertEquals(400, misere.status(), misere.text());
        assertTrue(misere.error().contains("misere applies to impartial games only"), misere.error());
    }

    /** POST /api/hint answers the hint of sprague play ({@link Sprague#hint}'s record), body as /api/engine-move's. */
    @Test
    void theHintIsTheHintOfSpraguePlay() throws Exception {
        String[][] cases = {
            {"{\"game\": \"nim\", \"position\": \"3 4 5\"}", "nim 3 4 5", null},
            {"{\"game\": \"kayles\", \"position\": \"3 5 7\"}", "kayles 3 5 7", null},
            {"{\"position\": \"nim 3 + kayles 4\"}", "nim 3 + kayles 4", null},
            {"{\"game\": \"nim\", \"position\": \"1 2 3\"}", "nim 1 2 3", null},
            {"{\"game\": \"pebbles:1,2\", \"position\": \"2 3\", \"toMove\": \"right\"}", "pebbles:1,2 2 3", "right"},
            {"{\"position\": \"domineering 3x3\"}", "domineering 3x3", null},
            {"{\"position\": \"hackenbush lr + clobber xo\", \"toMove\": \"right\"}", "hackenbush lr + clobber xo", "right"},
        };
        for (String[] c : cases) {
            var a = api.post("api/hint", c[0]);
            assertEquals(200, a.status(), a.text());
            Object expected = Sprague.standard().hint(SolveQuestion.moves(List.of(c[1]),
                    c[2] == null ? null : "right", 10_000, 100_000, null, null)).json();
            assertEquals(MAPPER.readTree(MAPPER.writeValueAsString(expected)), a.json(), c[0]);
        }
        var nim = api.post("api/hint", "{\"game\": \"nim\", \"position\": \"3 4 5\"}").json();
        assertEquals(List.of("move", "position", "reason", "rows", "nimSum"), fieldNames(nim));
        assertEquals("heap 1: 3 -> 1", nim.get("move").asText());
        assertEquals("G(3)", nim.get("rows").get(0).get("label").asText());
        assertEquals(2, nim.get("nimSum").asInt());
        // past the move limits (2^31 - 1 stones: no list), the hint still answers, from the solver's winning moves
        var big = api.post("api/hint", "{\"game\": \"nim\", \"position\": \"2147483647 5\"}");
        assertEquals(200, big.status(), big.text());
        assertEquals("5 5", big.json().get("position").asText());
        var sum = api.post("api/hint", "{\"position\": \"pebbles:1,2 3 4 + nim 2\"}");
        assertEquals(400, sum.status(), sum.text());
        var outcome = api.post("api/hint", "{\"game\": \"nim\", \"position\": \"3\", \"outcome\": true}");
        assertEquals(400, outcome.status(), outcome.text());
    }

    private static List<String> fieldNames(com.fasterxml.jackson.databind.JsonNode n) {
        List<String> names = new java.util.ArrayList<>();
        n.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void solveAnswersTheApplicationLayersCatalogueRecord() throws Exception {
        for (String words : List.of("nim 3 4 5", "pebbles:1,2 3 4", "kayles 5 + nim 3")) {
            var a = api.post("api/solve", "{\"position\": \"" + words + "\"}");
            assertEquals(200, a.status(), a.text());
            var expected = Sprague.standard().solve(SolveQuestion.of(List.of(words))
                    .withMaxPositions(WebLimits.defaults().maxPositions()));
            // the same record apart from its wall time (statistics.elapsedMillis), which differs run to run
            assertEquals(ApiClient.untimed(MAPPER.readTree(MAPPER.writeValueAsString(expected.json()))), ApiClient.untimed(a.json()), words);
        }
    }
}
