package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.entry.Part;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.web.StrongDatabases;
import org.sprague.web.WebLimits;
import org.sprague.web.WebServer;

/**
 * {@code sprague solve --json} and {@code POST /api/solve} answer with the same record for the
 * same input (docs/api.md), the canonical form of a partizan catalogue position (pebbles)
 * included; and every route a user reaches, the command line, {@code /api/solve} and
 * {@code /api/moves} (its solution, and the moves it marks winning), lists every winning move
 * of a sum and only those: the moves of the full move list that lead to a P-position, decided
 * by a brute force of its own (mex recursion over the games' move rules, Sprague-Grundy for
 * the sum).
 */
class SolveJsonMatchesApiTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final Catalog CATALOG = Catalog.standard();
    private static WebServer server;

    @BeforeContainer
    static void startForProperties() throws IOException {
        start();
    }

    @AfterContainer
    static void stopForProperties() {
        stop();
    }

    @org.junit.jupiter.api.BeforeAll
    static void start() throws IOException {
        if (server == null) {
            server = WebServer.start("127.0.0.1", 0, WebLimits.defaults().withTimeLimit(Duration.ofSeconds(60)), Catalog.standard(), List.of(), StrongDatabases.none());
        }
    }

    @org.junit.jupiter.api.AfterAll
    static void stop() {
        if (server != null) {
            server.close();
            server = null;
        }
    }

    /** Inputs of every kind: closed forms, searches, sums, misère, pebbles with and without a value. */
    @Test
    void solveJsonIsTheApiSolveRecord() throws Exception {
        String[][] inputs = {
            {"nim 3 4 5"}, {"kayles 2 + kayles 4"}, {"kiki 2 4 + kiki 4 3"}, {"nim 1 1 + cram .|."},
            {"octal:4.007 8 + bash:3 8"}, {"wythoff 3 5"}, {"chomp 3x4"}, {"cram 3x3", "search"},
            {"subtraction:1,3,4 10 7", "closed-form"}, {"nim 4 5 6 + wythoff 2 3", "search"},
            {"nim 1 2 + nim 7", "auto", "misere"}, {"kayles 5 + dawsons-kayles 6", "search", "misere"},
            {"pebbles:2,3 5 4 7"}, {"pebbles:1,2 3 4"}, {"pebbles:2,3 20 21 22 23 24"}, {"treblecross 12"},
        };
        for (String[] in : inputs) {
            String method = in.length > 1 ? in[1] : "auto";
            boolean misere = in.length > 2;
            List<String> args = new ArrayList<>(List.of("solve", in[0], "--method", method, "--json"));
            if (misere) {
                args.add("--misere");
            }
            JsonNode cli = cli(args.toArray(String[]::new));
            JsonNode api = api("solve", JSON.createObjectNode().put("position", in[0]).put("method", method)
                    .put("misere", misere));
            assertEquals(Untimed.of(cli), Untimed.of(api), String.join(" ", args));
        }
        JsonNode pebbles = cli("solve", "pebbles:2,3 5 4 7", "--json");
        assertEquals("{2,{2|2,{2|1}}|1,{1,1*|0}}", pebbles.get("value").asText());
        assertFalse(cli("solve", "pebbles:2,3 20 21 22 23 24", "--json").has("value"),
                "past 200,000 positions the value is not computed");
    }

    @Property(tries = 40)
    void everyRouteListsEveryMoveToAPPosition(@ForAll("sums") String sum) throws Exception {
        List<Part> parts = CATALOG.parseParts(Catalog.tokens(sum));
        TreeSet<String> want = winning(parts);
        for (String method : List.of("auto", "search")) {
            JsonNode cli = cli("solve", sum, "--method", method, "--json");
            JsonNode solve = api("solve", JSON.createObjectNode().put("position", sum).put("method", method));
            JsonNode moves = api("moves", JSON.createObjectNode().put("position", sum).put("method", method));
            String what = sum + " (" + method + ")";
            assertEquals(want, positions(cli.get("winningMoves")), what + ": sprague solve --json");
            assertTrue(cli.get("winningMovesComplete").asBoolean(), what);
            assertEquals(want, positions(solve.get("winningMoves")), what + ": /api/solve");
            assertEquals(want, positions(moves.get("solution").get("winningMoves")), what + ": /api/moves solution");
            TreeSet<String> marked = new TreeSet<>();
            for (JsonNode m : moves.get("moves")) {
                if (m.get("result").asText().equals("winning")) {
                    marked.add(m.get("position").asText());
                }
            }
            assertEquals(want, marked, what + ": /api/moves, the moves marked winning");
        }
    }

    @Provide
    Arbitrary<String> sums() {
        Arbitrary<String> component = Arbitraries.oneOf(List.of(
                heaps("nim", 0, 5, 2), heaps("kayles", 0, 7, 2), heaps("bash:3", 0, 9, 1),
                heaps("subtraction:1,3,4", 0, 10, 2), heaps("lasker", 0, 6, 1), heaps("octal:0.137", 0, 8, 1),
                heaps("grundys-game", 0, 8, 1), heaps("staircase", 0, 3, 3), pair("kiki", 1, 5), pair("wythoff", 0, 4),
                Combinators.combine(Arbitraries.integers().between(1, 2), Arbitraries.integers().between(1, 3))
                        .as((r, c) -> "cram " + r + "x" + c),
                Combinators.combine(Arbitraries.integers().between(1, 2), Arbitraries.integers().between(1, 3))
                        .as((r, c) -> "chomp " + r + "x" + c)));
        return component.list().ofMinSize(2).ofMaxSize(3).map(cs -> String.join(" + ", cs));
    }

    private static Arbitrary<String> heaps(String game, int min, int max, int most) {
        return Arbitraries.integers().between(min, max).list().ofMinSize(1).ofMaxSize(most)
                .map(hs -> game + " " + String.join(" ", hs.stream().map(String::valueOf).toList()));
    }

    private static Arbitrary<String> pair(String game, int min, int max) {
        Arbitrary<Integer> side = Arbitraries.integers().between(min, max);
        return Combinators.combine(side, side).as((a, b) -> game + " " + a + " " + b);
    }

    // ------------------------------------------------------------ the oracle

    /**
     * The positions (the sum's text) the full move list leads to whose components' values,
     * each the mex of its options' values by plain recursion over the game's moves, XOR to 0.
     */
    private static TreeSet<String> winning(List<Part> parts) {
        Map<Position, Integer>[] memo = newMemos(parts.size());
        int[] values = new int[parts.size()];
        int total = 0;
        for (int i = 0; i < parts.size(); i++) {
            values[i] = grundy((ImpartialCatalogGame) parts.get(i).game(), parts.get(i).position(), memo[i]);
            total ^= values[i];
        }
        TreeSet<String> out = new TreeSet<>();
        for (int i = 0; i < parts.size(); i++) {
            ImpartialCatalogGame g = (ImpartialCatalogGame) parts.get(i).game();
            for (Move m : g.moves(parts.get(i).position())) {
                if ((total ^ values[i] ^ grundy(g, m.to(), memo[i])) == 0) {
                    List<String> texts = new ArrayList<>();
                    for (int j = 0; j < parts.size(); j++) {
                        texts.add(new Part(parts.get(j).game(), j == i ? m.to() : parts.get(j).position()).text());
                    }
                    out.add(String.join(" + ", texts));
                }
            }
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static Map<Position, Integer>[] newMemos(int n) {
        Map<Position, Integer>[] memo = new Map[n];
        for (int i = 0; i < n; i++) {
            memo[i] = new HashMap<>();
        }
        return memo;
    }

    private static int grundy(ImpartialCatalogGame g, Position p, Map<Position, Integer> memo) {
        Integer known = memo.get(p);
        if (known != null) {
            return known;
        }
        BitSet seen = new BitSet();
        for (Move m : g.moves(p)) {
            seen.set(grundy(g, m.to(), memo));
        }
        int mex = seen.nextClearBit(0);
        memo.put(p, mex);
        return mex;
    }

    // ------------------------------------------------------------ helpers

    private static TreeSet<String> positions(JsonNode moves) {
        TreeSet<String> out = new TreeSet<>();
        for (JsonNode m : moves) {
            assertTrue(out.add(m.get("position").asText()), "listed twice: " + m);
        }
        return out;
    }

    private static JsonNode cli(String... args) throws IOException {
        Cli r = Cli.run(args);
        assertEquals(0, r.exitCode(), List.of(args) + ": " + r.err());
        return JSON.readTree(r.out());
    }

    private static JsonNode api(String endpoint, ObjectNode body) throws Exception {
        URI uri = server.uri().resolve("api/" + endpoint);
        var r = HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(120))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), endpoint + " " + body + ": " + r.body());
        return JSON.readTree(r.body());
    }
}
