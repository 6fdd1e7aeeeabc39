package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A user's partizan game in the served catalogue ({@code serve --game-file}) answers
 * {@code /api/partizan} and {@code /api/thermograph} with canonical forms: checked against the
 * built-in {@code cutcake}, the same game, on every position up to 4 x 4.
 */
class ServedPartizanGameApiTest {
    private static WebServer server;
    private static ApiClient api;

    @BeforeAll
    static void start() throws IOException {
        server = TestServers.start("127.0.0.1", 0, WebLimits.defaults(), UserCutcake.catalog());
        api = new ApiClient(server.uri());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void aServedPartizanGameHasTheValuesOfTheBuiltInGameItWrites() {
        for (int w = 1; w <= 4; w++) {
            for (int h = 1; h <= 4; h++) {
                String position = w + " " + h;
                JsonNode user = ok(api.post("api/partizan", "{\"game\": \"UserCutcake\", \"position\": \"" + position + "\"}"));
                JsonNode builtIn = ok(api.post("api/partizan", "{\"game\": \"cutcake\", \"position\": \"" + position + "\"}"));
                assertEquals("UserCutcake", user.get("game").asText());
                for (String field : new String[] {"value", "outcome", "mean", "temperature", "leftStop", "rightStop"}) {
                    assertEquals(builtIn.get(field), user.get(field), field + " of " + position);
                }
                for (String side : new String[] {"left", "right"}) {
                    assertEquals(values(builtIn.get(side + "Options")), values(user.get(side + "Options")),
                            side + "'s options of " + position);
                    assertEquals(builtIn.get(side + "EngineMove").isNull(), user.get(side + "EngineMove").isNull());
                }
            }
        }
    }

    @Test
    void aServedPartizanGameHasAThermographAndItsOptionsOpenAgain() {
        JsonNode t = ok(api.post("api/thermograph", "{\"game\": \"UserCutcake\", \"position\": \"4 3\"}"));
        JsonNode b = ok(api.post("api/thermograph", "{\"game\": \"cutcake\", \"position\": \"4 3\"}"));
        assertEquals(b.get("temperature"), t.get("temperature"));
        assertEquals(b.get("mast"), t.get("mast"));
        // each option's position is read back by the same game (the page opens it after a move)
        JsonNode a = ok(api.post("api/partizan", "{\"game\": \"UserCutcake\", \"position\": \"4 3\"}"));
        for (JsonNode o : a.get("leftOptions")) {
            JsonNode next = ok(api.post("api/partizan", "{\"game\": \"UserCutcake\", \"position\": \""
                    + o.get("position").asText() + "\"}"));
            assertEquals(o.get("value"), next.get("value"), o.toString());
        }
        ApiClient.Answer bad = api.post("api/partizan", "{\"game\": \"UserCutcake\", \"position\": \"4 x\"}");
        assertEquals(400, bad.status(), bad.text());
        ApiClient.Answer games = api.get("api/games");
        boolean listed = false;
        for (JsonNode g : games.json()) {
            listed |= g.get("id").asText().equals("UserCutcake") && g.get("kind").asText().equals("partizan");
        }
        assertTrue(listed, "GET /api/games lists the served game as partizan");
    }

    private static List<String> values(JsonNode options) {
        List<String> v = new ArrayList<>();
        options.forEach(o -> v.add(o.get("value").asText() + (o.get("wins").asBoolean() ? " wins" : " loses")));
        v.sort(null);
        return v;
    }

    private static JsonNode ok(ApiClient.Answer a) {
        assertEquals(200, a.status(), a.text());
        return a.json();
    }
}
