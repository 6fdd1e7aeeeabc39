package org.sprague.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.catalog.Catalog;
import org.sprague.game.InvalidInputException;
import org.sprague.app.StrongLookupAnswer;
import org.sprague.strong.db.StrongDatabase;

/** {@code GET /api/databases} and {@code GET /api/strong} against a real server with databases solved in the test. */
class StrongApiTest {
    @TempDir
    static Path dir;
    /** The server, with databases solved here. */
    @RegisterExtension
    static final ServerHarness server = ServerHarness.serving(() -> {
        StrongFixture.solve("tic-tac-toe", dir.resolve("ttt.db"));
        StrongFixture.solve("dodgem", dir.resolve("dodgem.db"));
        return WebServer.start("127.0.0.1", 0, WebLimits.defaults(), Catalog.standard(), List.of(),
                StrongDatabases.open(List.of(dir.resolve("ttt.db"), dir.resolve("dodgem.db"))));
    });
    private static final ApiClient api = server.api();

    static ApiClient.Answer strong(ApiClient client, String db, String position) {
        String q = "api/strong?db=" + URLEncoder.encode(db, StandardCharsets.UTF_8)
                + (position == null ? "" : "&position=" + URLEncoder.encode(position, StandardCharsets.UTF_8));
        return client.get(q);
    }

    @Test
    void databasesListsEachLoadedFileByItsName() {
        var a = api.get("api/databases");
        assertEquals(200, a.status());
        assertEquals(2, a.json().size());
        JsonNode ttt = a.json().get(0);
        assertEquals("ttt.db", ttt.get("name").asText());
        assertEquals("tic-tac-toe", ttt.get("game").asText());
        assertEquals(765, ttt.get("positions").asLong(), "the 5,478 reachable boards up to the 8 symmetries");
        assertEquals(".../.../...", ttt.get("start").asText());
        assertEquals("dodgem", a.json().get(1).get("game").asText());
    }

    @Test
    void ticTacToeIsATieFromTheStartAndEveryFirstMoveKeepsIt() {
        var a = strong(api, "ttt.db", null);
        assertEquals(200, a.status(), a.text());
        assertEquals(".../.../...", a.json().get("position").asText());
        assertEquals("tie", a.json().get("value").asText());
        assertEquals(9, a.json().get("remoteness").asInt());
        assertEquals(9, a.json().get("moves").size());
        for (JsonNode m : a.json().get("moves")) {
            assertEquals("tie", m.get("value").asText(), m.toString());
            assertEquals(8, m.get("remoteness").asInt(), m.toString());
        }
        assertEquals(List.of("db", "game", "position", "value", "remoteness", "engineMove", "moves"), fields(a.json()));
        assertEquals("1", a.json().get("engineMove").asText(), "every first move ties: the engine plays the first");
        assertEquals(List.of("move", "position", "value", "remoteness"), fields(a.json().get("moves").get(0)));
    }

    @Test
    void afterACornerOpeningOnlyTheCentreHoldsTheTieForO() {
        var a = strong(api, "ttt.db", "X../.../...");
        assertEquals(200, a.status(), a.text());
        for (JsonNode m : a.json().get("moves")) {
            String want = m.get("move").asText().equals("5") ? "tie" : "lose";
            assertEquals(want, m.get("value").asText(), m.toString());
        }
        // the same position given as the cells played
        assertEquals(a.json(), strong(api, "ttt.db", "1").json());
    }

    @Test
    void everyReachableBoardAndEveryMoveAgreesWithTicTacToeSolvedByTheDefinition() {
        Map<String, StrongFixture.Solved> truth = new StrongFixture.TicTacToeByDefinition().all();
        assertEquals(5478, truth.size());
        try (StrongDatabases dbs = StrongDatabases.open(List.of(dir.resolve("ttt.db")))) {
            for (var e : truth.entrySet()) {
                StrongLookupAnswer a = dbs.answer("ttt.db", e.getKey()).answer();
                assertEquals(e.getValue(), new StrongFixture.Solved(a.value().label(), a.remoteness()), e.getKey());
                for (int m = 0; m < a.moveCount(); m++) {
                    StrongFixture.Solved child = truth.get(a.game().format(a.movePosition(m)));
                    String forMover = switch (child.value()) {
                        case "win" -> "lose";
                        case "lose" -> "win";
                        default -> child.value();
                    };
                    assertEquals(new StrongFixture.Solved(forMover, child.remoteness()),
                            new StrongFixture.Solved(a.moveValue(m).label(), a.moveRemoteness(m)), e.getKey() + " move " + a.move(m));
                }
            }
        }
    }

    @Test
    void drawsHaveNoRemotenessAndAMoveOutOfTheCycleLoses(@TempDir Path own) throws IOException {
        Path f = StrongFixture.solve(new StrongFixture.Cycle(), own.resolve("cycle.db"));
        try (WebServer s = WebServer.start("127.0.0.1", 0, WebLimits.defaults(), Catalog.standard(), List.of(),
                StrongDatabases.of("cycle.db", StrongDatabase.open(f), new StrongFixture.Cycle()))) {
            var a = strong(new ApiClient(s.uri()), "cycle.db", "B");
            assertEquals(200, a.status(), a.text());
            assertEquals("draw", a.json().get("value").asText());
            assertTrue(a.json().get("remoteness").isNull(), a.text());
            JsonNode toA = a.json().get("moves").get(0);
            assertEquals("A", toA.get("position").asText());
            assertEquals("draw", toA.get("value").asText());
            assertTrue(toA.get("remoteness").isNull(), a.text());
            JsonNode toC = a.json().get("moves").get(1);
            assertEquals("lose", toC.get("value").asText());
            assertEquals(0, toC.get("remoteness").asInt(), "the remoteness of the position reached, as query shows it");
        }
    }

    @Test
    void dodgemAnswersWithItsMoveNamesAndTheFirstPlayersWin() {
        var a = strong(api, "dodgem.db", null);
        assertEquals(200, a.status(), a.text());
        assertEquals("B../B../.RR:B", a.json().get("position").asText());
        assertEquals("win", a.json().get("value").asText(), "Winning Ways: the first player wins 3x3 Dodgem");
        assertTrue(a.json().get("moves").findValuesAsText("move").contains("a3-b3"), a.text());
    }

    @Test
    void concurrentLookupsOfOneDatabaseAllAnswerAlike() throws Exception {
        List<String> positions = List.of("", "1", "5", "12", "159", "1234", "5137", "91", "28");
        Map<String, JsonNode> alone = new java.util.HashMap<>();
        for (String p : positions) {
            alone.put(p, strong(api, "ttt.db", p).json());
        }
        var pool = java.util.concurrent.Executors.newFixedThreadPool(8);
        try {
            List<java.util.concurrent.Future<Boolean>> same = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                String p = positions.get(i % positions.size());
                same.add(pool.submit(() -> alone.get(p).equals(strong(api, "ttt.db", p).json())));
            }
            for (var f : same) {
                assertTrue(f.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void badRequestsAreAnsweredWithJsonErrorsNamingTheBadPart() {
        var unknown = strong(api, "nope.db", null);
        assertEquals(404, unknown.status());
        assertTrue(unknown.error().contains("no database 'nope.db'") && unknown.error().contains("ttt.db, dodgem.db"),
                unknown.error());
        var malformed = strong(api, "ttt.db", "XXQ/.../...");
        assertEquals(400, malformed.status());
        assertTrue(malformed.error().contains("cell 'Q'"), malformed.error());
        var unreachable = strong(api, "ttt.db", "XXX/OOO/...");
        assertEquals(400, unreachable.status());
        assertTrue(unreachable.error().contains("not in the database"), unreachable.error());
        var noDb = api.get("api/strong");
        assertEquals(400, noDb.status());
        assertTrue(noDb.error().contains("db=NAME"), noDb.error());
        var path = api.get("api/strong?db=" + URLEncoder.encode(dir.resolve("ttt.db").toString(), StandardCharsets.UTF_8));
        assertEquals(404, path.status(), "a path is not a name: only the files given at start are opened");
        var extra = api.get("api/strong?db=ttt.db&file=/etc/passwd");
        assertEquals(400, extra.status());
        assertTrue(extra.error().contains("unknown parameter 'file'"), extra.error());
        var twice = api.get("api/strong?db=ttt.db&db=dodgem.db");
        assertEquals(400, twice.status());
        var longText = strong(api, "ttt.db", "1".repeat(5000));
        assertEquals(400, longText.status());
        assertTrue(longText.error().contains("longer than 1000"), longText.error());
        var post = api.send(HttpRequest.newBuilder(server.uri().resolve("api/strong?db=ttt.db"))
                .POST(HttpRequest.BodyPublishers.noBody()));
        assertEquals(405, post.status());
    }

    @Test
    void aServerWithoutDatabasesSaysHowToLoadOne() throws IOException {
        try (WebServer plain = TestServers.start("127.0.0.1", 0, WebLimits.defaults())) {
            ApiClient c = new ApiClient(plain.uri());
            assertEquals(0, c.get("api/databases").json().size());
            var a = strong(c, "ttt.db", null);
            assertEquals(404, a.status());
            assertTrue(a.error().contains("sprague serve --db FILE"), a.error());
        }
    }

    @Test
    void aDamagedBlockIsAnswered500NamingTheBlockAndNeverAValue(@TempDir Path own) throws IOException {
        Path f = StrongFixture.solve("tic-tac-toe", own.resolve("broken.db"));
        // the first block of the file (right after the 8-byte header): which tier's it is, verify says
        StrongFixture.damage(f, 8 + 3);
        String bad;
        try (StrongDatabase db = StrongDatabase.open(f)) {
            List<String> found = db.verify();
            assertEquals(1, found.size(), found.toString());
            bad = found.get(0);
        }
        var m = java.util.regex.Pattern.compile("tier (\\d+)").matcher(bad);
        assertTrue(m.find(), bad);
        int tier = Integer.parseInt(m.group(1)); // tic-tac-toe's tier: the pieces on the board
        // a tie game played cell by cell, long enough to reach that tier
        String game = "123587469".substring(0, tier);
        try (WebServer s = WebServer.start("127.0.0.1", 0, WebLimits.defaults(), Catalog.standard(), List.of(),
                StrongDatabases.open(List.of(f)))) {
            ApiClient c = new ApiClient(s.uri());
            List<ApiClient.Answer> failed = new ArrayList<>();
            for (String p : List.of(game, game.substring(0, tier - 1))) { // the position itself, and a move into it
                var a = strong(c, "broken.db", p);
                assertEquals(500, a.status(), p + ": " + a.text());
                assertTrue(a.error().contains("broken.db: tier " + tier), a.error());
                assertTrue(a.error().contains("block 0") && a.error().contains("checksum"), a.error());
                assertFalse(a.error().contains(own.toString()), "the server's path is not shown: " + a.error());
                assertTrue(a.json().path("value").isMissingNode(), a.text());
                failed.add(a);
            }
            assertEquals(2, failed.size());
            // the rest of the file still answers, and the server goes on
            if (tier > 2) {
                assertEquals(200, strong(c, "broken.db", "1").status());
            }
        }
    }

    @Test
    void openingRefusesTwoFilesOfOneNameAndFilesThatAreNotDatabases(@TempDir Path own) throws IOException {
        Files.createDirectories(own.resolve("a"));
        Path copy = own.resolve("a").resolve("ttt.db");
        Files.copy(dir.resolve("ttt.db"), copy);
        var twice = assertThrows(InvalidInputException.class,
                () -> StrongDatabases.open(List.of(dir.resolve("ttt.db"), copy)));
        assertTrue(twice.getMessage().contains("two databases named ttt.db"), twice.getMessage());
        Path text = Files.writeString(own.resolve("notes.txt"), "not a database, but long enough to have a footer");
        var notDb = assertThrows(InvalidInputException.class, () -> StrongDatabases.open(List.of(text)));
        assertTrue(notDb.getMessage().contains("not a finished Sprague database"), notDb.getMessage());
        var missing = assertThrows(InvalidInputException.class,
                () -> StrongDatabases.open(List.of(own.resolve("missing.db"))));
        assertTrue(missing.getMessage().contains("no database file"), missing.getMessage());
    }

    private static List<String> fields(JsonNode o) {
        List<String> out = new ArrayList<>();
        o.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
