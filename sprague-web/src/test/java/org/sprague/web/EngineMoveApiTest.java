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
import org.sprague.catalog.SolveOptions;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

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

    private static Explorer.EngineMove play(String words, boolean misere, Side side) {
        return Explorer.EngineMove.of(Sprague.standard().engineMove(SolveQuestion.moves(List.of(words),
                SolveOptions.defaults().withMisere(misere), side, 10_000, 100_000, null, null)));
    }

    private void assertSameAsPlay(String body, String words, boolean misere, Side side) throws Exception {
        var a = api.post("api/engine-move", body);
        assertEquals(200, a.status(), a.text());
        assertEquals(MAPPER.readTree(MAPPER.writeValueAsString(play(words, misere, side))), a.json(), body);
    }

    @Test
    void theEngineMoveIsTheMoveOfSpraguePlay() throws Exception {
        assertSameAsPlay("{\"game\": \"nim\", \"position\": \"3 4 5\"}", "nim 3 4 5", false, null);
        var a = api.post("api/engine-move", "{\"game\": \"nim\", \"position\": \"3 4 5\"}").json();
        assertEquals("1 4 5", a.get("position").asText());
        assertTrue(a.get("winning").asBoolean());
        // a losing position: the move that changes least, as sprague play
        assertSameAsPlay("{\"game\": \"nim\", \"position\": \"1 2 3\"}", "nim 1 2 3", false, null);
        assertFalse(api.post("api/engine-move", "{\"game\": \"nim\", \"position\": \"1 2 3\"}").json()
                .get("winning").asBoolean());
        assertSameAsPlay("{\"game\": \"nim\", \"position\": \"1 1\", \"misere\": true}", "nim 1 1", true, null);
        assertSameAsPlay("{\"position\": \"nim 2 3 + kayles 4\"}", "nim 2 3 + kayles 4", false, null);
        assertSameAsPlay("{\"game\": \"pebbles:1,2\", \"position\": \"3 4\", \"toMove\": \"right\"}", "pebbles:1,2 3 4",
                false, Side.RIGHT);
    }

    @Test
    void noMoveIsNullAndMoveListsOverTheLimitsAre422() {
        var none = api.post("api/engine-move", "{\"game\": \"nim\", \"position\": \"0 0\"}");
        assertEquals(200, none.status(), none.text());
        assertTrue(none.json().get("move").isNull());
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

    @Test
    void solveAnswersTheApplicationLayersCatalogueRecord() throws Exception {
        for (String words : List.of("nim 3 4 5", "pebbles:1,2 3 4", "kayles 5 + nim 3")) {
            var a = api.post("api/solve", "{\"position\": \"" + words + "\"}");
            assertEquals(200, a.status(), a.text());
            var expected = Sprague.standard().solve(SolveQuestion.of(List.of(words))
                    .with(SolveOptions.defaults().withMaxPositions(WebLimits.defaults().maxPositions())));
            // the same record apart from its wall time (statistics.elapsedMillis), which differs run to run
            assertEquals(ApiClient.untimed(MAPPER.readTree(MAPPER.writeValueAsString(expected.json()))), ApiClient.untimed(a.json()), words);
        }
    }
}
