package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.sprague.app.play.PartizanPosition;
import org.sprague.partizan.Notation;
import org.sprague.partizan.games.PartizanSumSolver;

/** {@code /api/value}, {@code /api/partizan} and {@code /api/thermograph} against a real server. */
class PartizanApiTest {
    @RegisterExtension
    static final ServerHarness server = ServerHarness.serving(() -> TestServers.start("127.0.0.1", 0, WebLimits.defaults()));
    private static final ApiClient api = server.api();

    private static String json(String... keysAndValues) {
        var node = ApiClient.MAPPER.createObjectNode();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            node.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return node.toString();
    }

    @Test
    void aSumWithAnImpartialGameCountsItAsTheNimberOfItsGrundyValue() {
        var a = api.post("api/partizan", json("position", "kayles 5 + domineering 2x2"));
        assertEquals(200, a.status(), a.text());
        JsonNode j = a.json();
        assertEquals("+-(1*4)", j.get("value").asText(), a.text()); // kayles 5 = *4, domineering 2x2 = +-1
        assertEquals("N", j.get("outcome").asText(), a.text());
        // both sides have Kayles' moves; Left's winning ones are in Domineering only
        long kaylesLeft = 0;
        for (JsonNode o : j.get("leftOptions")) {
            if (o.get("move").asText().startsWith("component 1 (kayles)")) {
                kaylesLeft++;
                assertFalse(o.get("wins").asBoolean(), o.toString());
            }
        }
        assertTrue(kaylesLeft > 0, a.text());
    }

    // ------------------------------------------------------------ outcome only

    @Test
    void outcomeOnlyAnswersWhoWinsByTheOutcomeSearchNeverTheValue() {
        var a = api.post("api/solve", "{\"game\": \"domineering\", \"position\": \"7x7\", \"outcome\": true}");
        assertEquals(200, a.status(), a.text());
        JsonNode j = a.json();
        assertTrue(List.of("L", "R", "N", "P").contains(j.get("outcome").asText()), a.text());
        assertEquals("ALPHA_BETA_OUTCOME", j.get("engine").asText(), a.text());
        assertFalse(j.has("value"), "outcome only: " + a.text());
        assertTrue(j.get("nodes").asLong() > 0, a.text());
        // a side that wins moving first has its move, one that loses has none
        String o = j.get("outcome").asText();
        assertEquals(o.equals("L") || o.equals("N"), !j.get("leftWinningMove").isNull(), a.text());
        assertEquals(o.equals("R") || o.equals("N"), !j.get("rightWinningMove").isNull(), a.text());
        // 2x2: each side wins moving first (N), by the same search
        var small = api.post("api/solve", "{\"position\": \"domineering 2x2\", \"outcome\": true}").json();
        assertEquals("N", small.get("outcome").asText(), small.toString());
    }

    @Test
    void outcomeIsRefusedWhereItWouldBeIgnored() {
        var moves = api.post("api/moves", "{\"game\": \"domineering\", \"position\": \"2x2\", \"outcome\": true}");
        assertEquals(400, moves.status(), moves.text());
        assertTrue(moves.text().contains("'outcome' is for POST /api/solve"), moves.text());
        var engine = api.post("api/engine-move", "{\"game\": \"nim\", \"position\": \"3\", \"outcome\": false}");
        assertEquals(400, engine.status(), engine.text());
        var misere = api.post("api/solve", "{\"game\": \"domineering\", \"position\": \"3x3\", \"outcome\": true,"
                + " \"misere\": true}");
        assertEquals(400, misere.status(), misere.text());
        assertTrue(misere.text().contains("normal play"), misere.text());
    }

    // ------------------------------------------------------------ value

    @Test
    void valueAnswersAsSpragueValueJson() {
        var a = api.post("api/value", json("value", "{2|-1}"));
        assertEquals(200, a.status(), a.text());
        assertEquals("{2|-1}", a.json().get("input").asText());
        assertEquals("{2|-1}", a.json().get("value").asText());
        assertEquals("N", a.json().get("outcome").asText());
        assertEquals("1/2", a.json().get("mean").asText());
        assertEquals("3/2", a.json().get("temperature").asText());
        assertEquals("2", a.json().get("leftStop").asText());
        assertEquals("-1", a.json().get("rightStop").asText());
    }

    @Test
    void valuePrintsCanonicalFormsAsCgsuiteDoes() {
        assertEquals("^^*", api.post("api/value", json("value", "^ + ^ + *")).json().get("value").asText());
        assertEquals("1", api.post("api/value", json("value", "{1|0} + {1|0}")).json().get("value").asText());
        assertEquals("L", api.post("api/value", json("value", "{1|0} + {1|0}")).json().get("outcome").asText());
        assertEquals("+-1", api.post("api/value", json("value", "{1|-1}")).json().get("value").asText());
        assertEquals("P", api.post("api/value", json("value", "{1|0} - {1|0}")).json().get("outcome").asText());
    }

    @Test
    void valueAnswersAComparisonWithItsTruth() {
        var a = api.post("api/value", json("value", "^ <> *"));
        assertEquals(200, a.status(), a.text());
        assertEquals("<>", a.json().get("comparison").asText());
        assertTrue(a.json().get("result").asBoolean());
        assertFalse(api.post("api/value", json("value", "^ <= *")).json().get("result").asBoolean());
    }

    @Test
    void aBadValueIs400NamingTheBadCharacter() {
        var a = api.post("api/value", json("value", "{1|x}"));
        assertEquals(400, a.status(), a.text());
        assertTrue(a.error().contains("'x'") && a.error().contains("position 4"), a.error());
        var missing = api.post("api/value", "{}");
        assertEquals(400, missing.status());
        assertTrue(missing.error().contains("missing field 'value'"), missing.error());
        var unknown = api.post("api/value", "{\"value\": \"1\", \"colour\": \"blue\"}");
        assertEquals(400, unknown.status());
        assertTrue(unknown.error().contains("unknown field 'colour'"), unknown.error());
    }

    @Test
    void valuePastTheCanonicalFormLimitIs422() {
        // 8 switches of distinct temperatures add to a form with many new forms on the way
        var a = api.post("api/value", "{\"value\": \"{1|-1} + {2|-2} + {3|-3} + {4|-4} + {5|-5} + {6|-6}\","
                + " \"maxPositions\": 3}");
        assertEquals(422, a.status(), a.text());
        assertTrue(a.error().contains("canonical forms") && a.error().contains("maxPositions"), a.error());
        var over = api.post("api/value", "{\"value\": \"1\", \"maxPositions\": 1000000000}");
        assertEquals(422, over.status());
        assertTrue(over.error().contains("server's limit"), over.error());
    }

    @Test
    void aValueTextOverTheLengthLimitIs422() {
        var a = api.post("api/value", json("value", "1+".repeat(PartizanExplorer.MAX_TEXT) + "1"));
        assertEquals(422, a.status(), a.text());
        assertTrue(a.error().contains("characters"), a.error());
    }

    @Test
    void nimbersAndUpsPastTheServersBoundAre422BeforeAnyWork() {
        for (String v : List.of("*4096 + {1|0}", "{0|*100000}", "*99999999999999999999", "* 65")) {
            var a = api.post("api/value", json("value", v));
            assertEquals(422, a.status(), v + ": " + a.text());
            assertTrue(a.error().contains("nimbers up to *" + PartizanExplorer.MAX_NIMBER), a.error());
        }
        for (String v : List.of("^2000 + {1|-1}", "^1000 + v25", "^1024 + ^", "v 3000")) {
            var a = api.post("api/value", json("value", v));
            assertEquals(422, a.status(), v + ": " + a.text());
            assertTrue(a.error().contains("at most " + PartizanExplorer.MAX_UPS + " ups"), a.error());
        }
        var t = api.post("api/thermograph", json("value", "*5000"));
        assertEquals(422, t.status(), t.text());
        var ok = api.post("api/value", json("value", "*64 + *63 + {1|0} + ^1000 + vv + v20"));
        assertEquals(200, ok.status(), ok.text());
        assertEquals("L", ok.json().get("outcome").asText(), ok.text());
    }

    @Test
    void aDeeplyNestedValueAnswersWithoutKillingTheWorker() {
        // a deep chain {0|{0|{0|...}}}: either valued or refused with a 422, never a 500
        int depth = 3_000;
        String text = "{0|".repeat(depth) + "0" + "}".repeat(depth);
        var a = api.post("api/value", json("value", text));
        assertTrue(a.status() == 200 || a.status() == 422, a.status() + " " + a.text());
        assertEquals(200, api.post("api/value", json("value", "*")).status());
    }

    // ------------------------------------------------------------ partizan positions

    @Test
    void domineeringTwoByTwoIsPlusMinusOneWithEveryMoveWinning() {
        var a = api.post("api/partizan", json("game", "domineering", "position", "2x2"));
        assertEquals(200, a.status(), a.text());
        assertEquals("domineering", a.json().get("game").asText());
        assertEquals("..|..", a.json().get("position").asText());
        assertEquals("+-1", a.json().get("value").asText());
        assertEquals("N", a.json().get("outcome").asText());
        assertEquals("1", a.json().get("temperature").asText());
        JsonNode left = a.json().get("leftOptions");
        assertEquals(2, left.size());
        assertEquals("vertical (1,1)-(2,1)", left.get(0).get("move").asText());
        assertEquals("#.|#.", left.get(0).get("position").asText());
        assertEquals("1", left.get(0).get("value").asText());
        assertTrue(left.get(0).get("wins").asBoolean());
        assertEquals("-1", a.json().get("rightOptions").get(0).get("value").asText());
        assertTrue(a.json().get("leftEngineMove").get("wins").asBoolean());
        assertTrue(a.json().get("rightEngineMove").get("wins").asBoolean());
    }

    @Test
    void everyOptionsValueAndWinFlagAgreeWithValuingThePositionAfterIt() {
        for (String[] q : List.of(new String[] {"domineering", "2x3"}, new String[] {"domineering", "..#|...|..."},
                new String[] {"hackenbush", "lrl e ee"}, new String[] {"clobber", "xo|ox"},
                new String[] {"toads-and-frogs", "tt..ff"}, new String[] {"cutcake", "3 2"})) {
            var a = api.post("api/partizan", json("game", q[0], "position", q[1]));
            assertEquals(200, a.status(), a.text());
            for (String side : List.of("left", "right")) {
                for (JsonNode o : a.json().get(side + "Options")) {
                    var after = api.post("api/partizan", json("game", q[0], "position", o.get("position").asText()));
                    assertEquals(200, after.status(), after.text());
                    assertEquals(o.get("value").asText(), after.json().get("value").asText(), o.toString());
                    String outcome = after.json().get("outcome").asText();
                    // Left's move wins when Right, moving next, loses: the value after is >= 0 (L or P)
                    boolean wins = side.equals("left") ? outcome.equals("L") || outcome.equals("P")
                            : outcome.equals("R") || outcome.equals("P");
                    assertEquals(wins, o.get("wins").asBoolean(), q[0] + " " + q[1] + " " + o);
                }
            }
        }
    }

    @Test
    void theEnginesReplyIsAWinningMoveWheneverOneExists() {
        for (String[] q : List.of(new String[] {"domineering", "2x3"}, new String[] {"domineering", "3x3"},
                new String[] {"domineering", "..#|...|#.."}, new String[] {"hackenbush", "lrl rl e"},
                new String[] {"hackenbush", "rrl"}, new String[] {"clobber", "xox|oxo"})) {
            var a = api.post("api/partizan", json("game", q[0], "position", q[1]));
            assertEquals(200, a.status(), a.text());
            for (String side : List.of("left", "right")) {
                boolean anyWins = false;
                for (JsonNode o : a.json().get(side + "Options")) {
                    anyWins |= o.get("wins").asBoolean();
                }
                JsonNode engine = a.json().get(side + "EngineMove");
                if (a.json().get(side + "Options").isEmpty()) {
                    assertTrue(engine.isNull(), q[1]);
                } else {
                    assertNotNull(engine);
                    assertEquals(anyWins, engine.get("wins").asBoolean(), q[0] + " " + q[1] + " " + side);
                }
            }
        }
    }

    @Test
    void whenNoMoveWinsTheEngineKeepsAMoveNoOtherBeats() {
        // Right's one move in "lll r" loses
        var a = api.post("api/partizan", json("game", "hackenbush", "position", "lll r"));
        assertEquals(200, a.status(), a.text());
        assertEquals(1, a.json().get("rightOptions").size());
        assertFalse(a.json().get("rightEngineMove").get("wins").asBoolean());
        // "lllll rr" = 5 - 2: Right's moves leave 4 (top red edge) or 5 (ground red edge), both losing;
        // the engine keeps 4, the better for Right
        var b = api.post("api/partizan", json("game", "hackenbush", "position", "lllll rr"));
        assertEquals(200, b.status(), b.text());
        JsonNode engine = b.json().get("rightEngineMove");
        assertFalse(engine.get("wins").asBoolean());
        assertEquals("4", engine.get("value").asText(), b.text());
    }

    @Test
    void aSumOfGamesIsSolvedComponentByComponent() {
        var a = api.post("api/partizan", json("position", "domineering ..|.. + hackenbush lr"));
        assertEquals(200, a.status(), a.text());
        assertEquals("sum", a.json().get("game").asText());
        assertEquals("{3/2|-1/2}", a.json().get("value").asText());
        assertTrue(a.json().get("leftOptions").get(0).get("move").asText().startsWith("component 1 (domineering)"));
    }

    @Test
    void theLastHackenbushEdgeCutLeavesAPositionTheApiReadsBack() {
        var a = api.post("api/partizan", json("game", "hackenbush", "position", "l"));
        assertEquals(200, a.status(), a.text());
        String after = a.json().get("leftOptions").get(0).get("position").asText();
        var end = api.post("api/partizan", json("game", "hackenbush", "position", after));
        assertEquals(200, end.status(), end.text());
        assertEquals("0", end.json().get("value").asText());
        assertTrue(end.json().get("leftOptions").isEmpty());
        assertTrue(end.json().get("leftEngineMove").isNull());
        var sum = api.post("api/partizan", json("position", "hackenbush " + after + " + domineering 2x1"));
        assertEquals(200, sum.status(), sum.text());
        assertEquals("1", sum.json().get("value").asText());
    }

    @Test
    void aBadPositionIs400NamingTheBadPart() {
        var a = api.post("api/partizan", json("game", "domineering", "position", "..|.x"));
        assertEquals(400, a.status(), a.text());
        assertTrue(a.error().contains("'x'"), a.error());
        var game = api.post("api/partizan", json("game", "nim", "position", "3"));
        assertEquals(400, game.status(), game.text());
        assertTrue(game.error().contains("'nim' is not one of the partizan games solved to canonical form"), game.error());
        var missing = api.post("api/partizan", json("game", "domineering"));
        assertEquals(400, missing.status());
        assertTrue(missing.error().contains("missing field 'position'"), missing.error());
    }

    @Test
    void aCutcakeSidePastTheServersBoundIs422BeforeAnyWork() {
        var a = api.post("api/partizan", json("game", "cutcake", "position", "4096 1"));
        assertEquals(422, a.status(), a.text());
        assertTrue(a.error().contains("sides up to " + PartizanExplorer.MAX_CUTCAKE), a.error());
        var ok = api.post("api/partizan", json("game", "cutcake", "position", PartizanExplorer.MAX_CUTCAKE + " 1"));
        assertEquals(200, ok.status(), ok.text());
        assertEquals(String.valueOf(PartizanExplorer.MAX_CUTCAKE - 1), ok.json().get("value").asText());
    }

    @Test
    void aPositionPastTheStoreLimitIs422() {
        var a = api.post("api/partizan", "{\"game\": \"domineering\", \"position\": \"4x4\", \"maxPositions\": 50}");
        assertEquals(422, a.status(), a.text());
        assertTrue(a.error().contains("maxPositions") || a.error().contains("limit"), a.error());
    }

    @Test
    void aPositionPastTheTimeLimitIs422AndTheServerKeepsAnswering() throws IOException {
        try (WebServer quick = TestServers.start("127.0.0.1", 0, WebLimits.defaults().withTimeLimit(Duration.ofMillis(300)))) {
            ApiClient c = new ApiClient(quick.uri());
            var a = c.post("api/partizan", json("game", "domineering", "position", "6x6"));
            assertEquals(422, a.status(), a.text());
            assertTrue(a.error().contains("time limit"), a.error());
            assertEquals(200, c.post("api/value", json("value", "{2|-1}")).status());
        }
    }

    // ------------------------------------------------------------ thermographs

    @Test
    void thermographDataGivesTheWallsMastAndTemperature() {
        var a = api.post("api/thermograph", json("value", "{2|-1}"));
        assertEquals(200, a.status(), a.text());
        assertEquals("1/2", a.json().get("mast").asText());
        assertEquals("3/2", a.json().get("temperature").asText());
        // walls from t = -1 (subzero thermography): 2 - t and -1 + t there
        JsonNode lw = a.json().get("leftWall").get("points");
        assertEquals("-1", lw.get(0).get("t").asText());
        assertEquals("3", lw.get(0).get("value").asText());
        JsonNode rw = a.json().get("rightWall").get("points");
        assertEquals("-2", rw.get(0).get("value").asText());
        // both walls reach the mast at the temperature
        assertEquals("3/2", lw.get(lw.size() - 1).get("t").asText());
        assertEquals("1/2", lw.get(lw.size() - 1).get("value").asText());
        assertEquals("1/2", rw.get(rw.size() - 1).get("value").asText());
        assertEquals("0", a.json().get("leftWall").get("finalSlope").asText());
    }

    @Test
    void thermographOfACataloguePositionMatchesThatOfItsPrintedValue() {
        // the page asks for a position's thermograph by its printed value (cheaper than solving again)
        for (String[] q : List.of(new String[] {"domineering", "2x3"}, new String[] {"domineering", "3x3"},
                new String[] {"hackenbush", "lrl e ee"}, new String[] {"clobber", "xox|oxo"},
                new String[] {"toads-and-frogs", "tt..ff"}, new String[] {"cutcake", "5 3"})) {
            var board = api.post("api/thermograph", json("game", q[0], "position", q[1]));
            assertEquals(200, board.status(), board.text());
            var value = api.post("api/thermograph", json("value", board.json().get("value").asText()));
            assertEquals(200, value.status(), value.text());
            assertEquals(board.json().get("value"), value.json().get("value"), q[0] + " " + q[1]);
            assertEquals(value.json().get("leftWall"), board.json().get("leftWall"), q[0] + " " + q[1]);
            assertEquals(value.json().get("rightWall"), board.json().get("rightWall"), q[0] + " " + q[1]);
        }
        assertEquals("domineering ...|...", api.post("api/thermograph", json("game", "domineering", "position", "2x3"))
                .json().get("input").asText());
    }

    @Test
    void thermographSvgIsTheCommandsDrawingWithTheValueEscaped() throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create(server.uri() + "api/thermograph"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json("value", "{3||2*|1*}", "format", "svg"))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("image/svg+xml"));
        assertTrue(r.body().startsWith("<svg"), r.body());
        assertTrue(r.body().contains("<title>thermograph of {3||2*|1*}</title>"), r.body());
        assertTrue(r.body().contains("t = 3/4"), r.body());
        // the value "^<2>" prints with '<': the drawing escapes it
        var up2 = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.uri() + "api/thermograph"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json("value", "{0|v*}", "format", "svg"))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, up2.statusCode(), up2.body());
        assertTrue(up2.body().contains("thermograph of ^&lt;2&gt;"), up2.body());
        assertFalse(up2.body().contains("^<2>"));
    }

    @Test
    void thermographRefusesBadFormatsAndMixedInput() {
        var f = api.post("api/thermograph", json("value", "1", "format", "png"));
        assertEquals(400, f.status());
        assertTrue(f.error().contains("format"), f.error());
        var both = api.post("api/thermograph", json("value", "1", "game", "domineering", "position", "2x2"));
        assertEquals(400, both.status());
        assertTrue(both.error().contains("either"), both.error());
        var comparison = api.post("api/thermograph", json("value", "1 <= 2"));
        assertEquals(400, comparison.status());
    }

    /**
     * The answer of {@code /api/partizan} is the application layer's record (the web only parses
     * the position): the JSON of {@link PartizanPosition#of} for the same sum, field for field
     * (the store's counts included: the same computations in the same order).
     */
    @Test
    void positionIsTheApplicationLayersRecord() throws Exception {
        String[][] asked = {{"domineering 3x3", "sprague"}, {"domineering ..|.. + hackenbush lr", "sprague"},
            {"clobber xo.|ox.", "cgsuite"}, {"cutcake 3 2 + toads-and-frogs tt..ff", "sprague"}};
        for (String[] q : asked) {
            var a = api.post("api/partizan", json("position", q[0], "notation", q[1]));
            assertEquals(200, a.status(), a.text());
            PartizanPosition direct = PartizanPosition.of(PartizanSumSolver.parse(List.of(q[0])), Notation.parse(q[1]),
                    WebLimits.defaults().maxPositions(), WebLimits.defaults().maxMoves(), null);
            assertEquals(ApiClient.MAPPER.readTree(ApiClient.MAPPER.writeValueAsString(direct)), a.json(), q[0]);
        }
    }

    @Test
    void notationFieldPrintsCgscriptForValuesAndPositions() {
        var v = api.post("api/value", json("value", "2Tiny(2)", "notation", "cgsuite"));
        assertEquals(200, v.status(), v.text());
        assertEquals("2+Tiny(2)", v.json().get("value").asText());
        assertEquals("2Tiny(2)", api.post("api/value", json("value", "2+Tiny(2)")).json().get("value").asText());
        var p = api.post("api/partizan", json("game", "domineering", "position", "2x2", "notation", "cgsuite"));
        assertEquals(200, p.status(), p.text());
        assertEquals("+-1", p.json().get("value").asText());
        var bad = api.post("api/value", json("value", "1", "notation", "latex"));
        assertEquals(400, bad.status(), bad.text());
        assertTrue(bad.error().contains("notation 'latex'"), bad.error());
    }
}
