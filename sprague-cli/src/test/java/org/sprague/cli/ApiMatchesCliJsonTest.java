package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.web.StrongDatabases;
import org.sprague.web.WebLimits;
import org.sprague.web.WebServer;

/**
 * The web API and the command line print the same JSON for the same question: table,
 * grundy, graph, pattern and value, a partizan position's report and winning moves, and the
 * thermograph's SVG (solve and games are checked in {@link ServeCommandTest}).
 * Objects are compared as trees (key order aside: a rule's details are a map).
 */
class ApiMatchesCliJsonTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final Path LOOPY = Path.of("../examples/loopy.graph");
    private static final Path WEIGHTED = Path.of("../examples/abc261ex.graph");
    private static WebServer server;

    @BeforeAll
    static void start() throws IOException {
        server = WebServer.start("127.0.0.1", 0, WebLimits.defaults().withTimeLimit(Duration.ofSeconds(30)), Catalog.standard(), List.of(), StrongDatabases.none());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void tablesOfValuesAreNumbersInBoth() throws Exception {
        same(cli("table", "nim", "4x5", "--grundy", "--json"), api("table", "{\"game\": \"nim\", \"rows\": 4, \"cols\": 5, \"grundy\": true}"));
        same(cli("table", "kiki", "6x6", "--json"), api("table", "{\"game\": \"kiki\", \"rows\": 6, \"cols\": 6}"));
    }

    /** Domineering's outcome table: one route in the application layer, the same record in both. */
    @Test
    void domineeringsOutcomeTableIsTheSameRecordInBoth() throws Exception {
        JsonNode api = api("table", "{\"game\": \"domineering\", \"rows\": 4, \"cols\": 5}");
        same(cli("table", "domineering", "4x5", "--json"), api);
        same(cli("table", "domineering", "4x5", "--outcome", "--threads", "2", "--json"), api);
        same(cli("table", "nim", "3x4", "--outcome", "--json"),
                api("table", "{\"game\": \"nim\", \"rows\": 3, \"cols\": 4, \"outcome\": true}"));
    }

    @Test
    void grundySequencesWithAndWithoutValuesAndByEitherMethod() throws Exception {
        same(cli("grundy", "kayles", "--to", "200", "--json"), api("grundy", "{\"rule\": \"kayles\", \"to\": 200}"));
        same(cli("grundy", "0.137", "--to", "300", "--json", "--no-values"),
                api("grundy", "{\"rule\": \"0.137\", \"to\": 300, \"noValues\": true}"));
        same(cli("grundy", "subtraction:1,3,4", "--to", "100", "--json", "--method", "naive"),
                api("grundy", "{\"rule\": \"subtraction:1,3,4\", \"to\": 100, \"method\": \"naive\"}"));
        // arithmetic periodicity of an infinite code: no proof, valuesNeededForProof null
        same(cli("grundy", "lasker", "--to", "300", "--json"), api("grundy", "{\"rule\": \"lasker\", \"to\": 300}"));
        same(cli("grundy", "grundys-game", "--to", "5000", "--json", "--no-values"),
                api("grundy", "{\"rule\": \"grundys-game\", \"to\": 5000, \"noValues\": true}"));
    }

    @Test
    void misereQuotientsProvenOrComputedToAHeap() throws Exception {
        same(cli("quotient", "0.75", "--json"), api("quotient", "{\"rule\": \"0.75\", \"to\": 1000}"));
        same(cli("quotient", "kayles", "--json"), api("quotient", "{\"rule\": \"kayles\", \"to\": 1000}"));
        same(cli("quotient", "nim", "--to", "15", "--json"), api("quotient", "{\"rule\": \"nim\", \"to\": 15}"));
    }

    @Test
    void graphsEveryVertexOneVertexSumsAndTheWeightedGame() throws Exception {
        String loopy = Files.readString(LOOPY);
        String weighted = Files.readString(WEIGHTED);
        same(cli("graph", LOOPY.toString(), "--json"), api("graph", edges(loopy).toString()));
        same(cli("graph", LOOPY.toString(), "--start", "b", "--json"), api("graph", edges(loopy).put("start", "b").toString()));
        ObjectNode sum = edges(loopy);
        sum.putArray("sum").add("b").add("g");
        same(cli("graph", LOOPY.toString(), "--sum", "b", "g", "--json"), api("graph", sum.toString()));
        same(cli("graph", WEIGHTED.toString(), "--weighted", "--json"),
                api("graph", edges(weighted).put("weighted", true).toString()));
        same(cli("graph", WEIGHTED.toString(), "--weighted", "--start", "1", "--json"),
                api("graph", edges(weighted).put("weighted", true).put("start", "1").toString()));
    }

    @Test
    void patternsOfSequencesTablesAndHeapCodes() throws Exception {
        same(cli("pattern", "subtraction:1,3,4", "--to", "120", "--json"),
                api("pattern", "{\"game\": \"subtraction:1,3,4\", \"to\": 120}"));
        same(cli("pattern", "kiki", "12x12", "--json"), api("pattern", "{\"game\": \"kiki\", \"rows\": 12, \"cols\": 12}"));
        same(cli("pattern", "wythoff", "30x30", "--json"), api("pattern", "{\"game\": \"wythoff\", \"rows\": 30, \"cols\": 30}"));
        same(cli("pattern", "0.137", "--to", "300", "--json"), api("pattern", "{\"game\": \"0.137\", \"to\": 300}"));
        same(cli("pattern", "pebbles:1,2", "--to", "40", "--json"), api("pattern", "{\"game\": \"pebbles:1,2\", \"to\": 40}"));
    }

    @Test
    void partizanValuesAndComparisonsAreTheValueCommandsJson() throws Exception {
        for (String v : List.of("{2|-1}", "{1|0} + {1|0}", "^ + ^ + *", "-{0|^}", "{3||2*|1*}", "{0||0|-2}", "^ <= *",
                "^ <> *")) {
            same(cli("value", v, "--json"), api("value", JSON.createObjectNode().put("value", v).toString()));
        }
    }

    @Test
    void partizanPositionsHaveSolvesValueAndItsWinningMovesAmongTheOptions() throws Exception {
        for (String[] q : List.of(new String[] {"domineering", "2x3"}, new String[] {"hackenbush", "lrl e ee"},
                new String[] {"clobber", "xox|oxo"}, new String[] {"toads-and-frogs", "tt..ff"},
                new String[] {"cutcake", "5 3"})) {
            JsonNode cli = cli("solve", q[0], q[1], "--json");
            JsonNode api = api("partizan", JSON.createObjectNode().put("game", q[0]).put("position", q[1]).toString());
            for (String field : List.of("game", "position", "value", "outcome", "mean", "temperature", "leftStop",
                    "rightStop")) {
                assertEquals(cli.get(field), api.get(field), q[0] + " " + q[1] + " " + field);
            }
            for (String side : List.of("left", "right")) {
                var winning = JSON.createArrayNode();
                for (JsonNode o : api.get(side + "Options")) {
                    if (o.get("wins").asBoolean()) {
                        winning.add(JSON.createObjectNode().put("move", o.get("move").asText())
                                .put("position", o.get("position").asText()));
                    }
                }
                assertEquals(cli.get(side + "WinningMoves"), winning, q[0] + " " + q[1] + " " + side);
            }
        }
    }

    @Test
    void thermographSvgIsTheFileTheValueCommandDraws(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path file = dir.resolve("plot.svg");
        Cli r = Cli.run("value", "{3||2*|1*}", "--thermograph", file.toString());
        assertEquals(0, r.exitCode(), r.err());
        var svg = HTTP.send(HttpRequest.newBuilder(server.uri().resolve("api/thermograph"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"value\": \"{3||2*|1*}\", \"format\": \"svg\"}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, svg.statusCode(), svg.body());
        assertEquals(Files.readString(file), svg.body());
    }

    /**
     * A sum's answer lists each component with its own Grundy value (issue 20: the page shows
     * {@code G(nim 3 4) = 7 xor G(kayles 5) = 4 = 3}), the same in both, and exact past 2^63.
     */
    @Test
    void aSumsComponentValuesAreInBothAndXorToTheSumsValue() throws Exception {
        JsonNode cli = cli("solve", "nim 3 4", "+", "kayles 5", "--json");
        JsonNode api = api("solve", "{\"position\": \"nim 3 4 + kayles 5\"}");
        same(cli, api);
        assertEquals(JSON.readTree("[{\"component\": \"nim 3 4\", \"grundy\": 7}, {\"component\": \"kayles 5\", \"grundy\": 4}]"),
                api.get("components"));
        assertEquals(3, api.get("grundy").asInt());
        String big = "1" + "0".repeat(38);
        JsonNode huge = api("solve", "{\"position\": \"nim " + big + " + nim 5\"}");
        assertEquals(new java.math.BigInteger(big), huge.get("components").get(0).get("grundy").bigIntegerValue());
        same(cli("solve", "nim " + big, "+", "nim 5", "--json"), huge);
        // one game alone, or misère play: no components (the value is not a XOR of parts)
        assertEquals(true, api("solve", "{\"game\": \"nim\", \"position\": \"3 4\"}").get("components").isNull());
        assertEquals(true, api("solve", "{\"position\": \"nim 3 4 + nim 5\", \"misere\": true}").get("components").isNull());
    }

    /**
     * One answer shape for solve (issue 22): for impartial games, sums, misère play, a partizan
     * catalogue position, partizan boards and their sums, {@code sprague solve --json} and
     * {@code POST /api/solve} print the same record, apart from the time it took.
     */
    @Test
    void solveIsTheSameRecordInBothApartFromItsTime() throws Exception {
        for (String[] q : List.of(new String[] {"nim 3 4 5"}, new String[] {"chomp 5x5"}, new String[] {"cram 4x4"},
                new String[] {"wythoff 3 5"}, new String[] {"nim 3 4", "+", "chomp 4x4"},
                new String[] {"pebbles:1,2 3"}, new String[] {"domineering 3x3"},
                new String[] {"domineering 2x3", "+", "domineering 3x2"}, new String[] {"clobber xo|ox"},
                new String[] {"hackenbush lrl e ee"}, new String[] {"nim 3", "+", "domineering 2x2"},
                new String[] {"pebbles:1,2 3 3", "+", "hackenbush lr", "+", "kayles 5"})) {
            List<String> args = new java.util.ArrayList<>(List.of("solve"));
            args.addAll(List.of(q));
            args.add("--json");
            JsonNode cli = Untimed.of(cli(args.toArray(String[]::new)));
            JsonNode api = Untimed.of(api("solve", JSON.createObjectNode().put("position", String.join(" ", q)).toString()));
            assertEquals(cli, api, String.join(" ", q));
            assertEquals(true, api.has("engine") && !api.get("engine").isNull(), String.join(" ", q) + ": " + api);
        }
        JsonNode cli = Untimed.of(cli("solve", "kayles", "5", "6", "--misere", "--json"));
        assertEquals(cli, Untimed.of(api("solve", "{\"position\": \"kayles 5 6\", \"misere\": true}")));
    }

    /**
     * Outcome only ({@code sprague solve --outcome --json}, {@code "outcome": true}): the same
     * record in both, for a Domineering board, a Clobber board, a sum of boards (the search over
     * sums) and an impartial game (no Grundy value).
     */
    @Test
    void outcomeOnlyIsTheSameRecordInBoth() throws Exception {
        for (String q : List.of("domineering 6x6", "clobber xox|oxo|xox", "domineering 2x3 + domineering 3x3",
                "chomp 5x5", "toads-and-frogs tt..ff", "kayles 4 + domineering 2x3")) {
            List<String> args = new java.util.ArrayList<>(List.of("solve"));
            args.addAll(List.of(q.split(" ")));
            args.addAll(List.of("--outcome", "--json"));
            JsonNode cli = Untimed.of(cli(args.toArray(String[]::new)));
            JsonNode api = Untimed.of(api("solve", JSON.createObjectNode().put("position", q).put("outcome", true).toString()));
            // the impartial answer's note names the option in each front end's words (--outcome, outcome)
            assertEquals(cli.has("grundyNote"), api.has("grundyNote"), q);
            if (cli instanceof ObjectNode c && api instanceof ObjectNode a && cli.has("grundyNote")) {
                assertEquals(c.remove("grundyNote").asText().replace("--outcome", "outcome"), a.remove("grundyNote").asText());
            }
            assertEquals(cli, api, q);
            assertEquals(false, api.has("value"), q + ": outcome only never gives the value: " + api);
        }
    }

    // ------------------------------------------------------------ helpers

    private static ObjectNode edges(String text) {
        return JSON.createObjectNode().put("edges", text);
    }

    private static JsonNode cli(String... args) throws IOException {
        Cli r = Cli.run(args);
        assertEquals(0, r.exitCode(), List.of(args) + ": " + r.err());
        return JSON.readTree(r.out());
    }

    private static JsonNode api(String endpoint, String body) throws Exception {
        URI uri = server.uri().resolve("api/" + endpoint);
        var r = HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(60)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), endpoint + " " + body + ": " + r.body());
        return JSON.readTree(r.body());
    }

    /** Equal JSON, apart from a solve answer's wall time (a field that differs from run to run). */
    private static void same(JsonNode cli, JsonNode api) {
        assertEquals(Untimed.of(cli), Untimed.of(api));
    }
}
