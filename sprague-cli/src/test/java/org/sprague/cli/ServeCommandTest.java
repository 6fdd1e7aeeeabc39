package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code sprague serve}: the real command line starts the explorer, whose API answers as the CLI's --json does. */
class ServeCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @Test
    void servePrintsItsUrlOnTheLoopbackAndAnswersLikeTheCli() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine(new PrintWriter(out, true), new PrintWriter(err, true));
        ServeCommand serve = (ServeCommand) cl.getSubcommands().get("serve").getCommand();
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> cl.execute("serve", "--port", "0"));
        URI base = null;
        for (int i = 0; i < 200 && base == null; i++) {
            Matcher m = Pattern.compile("(http://127\\.0\\.0\\.1:\\d+/)").matcher(out.toString());
            if (m.find()) {
                base = URI.create(m.group(1));
            } else {
                Thread.sleep(25);
            }
        }
        try {
            assertTrue(base != null, "no URL printed: " + out + err);
            assertTrue(out.toString().startsWith("Sprague explorer: http://127.0.0.1:"), out.toString());
            // bound to the loopback only, not every interface (issue 20: the server binds to localhost by default)
            assertTrue(serve.server().address().getAddress().isLoopbackAddress(), serve.server().address().toString());

            JsonNode games = get(base.resolve("api/games"));
            assertEquals(JSON.readTree(Cli.run("games", "--json").out()), games);

            JsonNode solved = post(base.resolve("api/solve"), "{\"game\": \"nim\", \"position\": \"3 4 5\"}");
            assertEquals(Untimed.of(JSON.readTree(Cli.run("solve", "nim", "3", "4", "5", "--json").out())), Untimed.of(solved));

            JsonNode sum = post(base.resolve("api/solve"), "{\"position\": \"nim 1 2 + nim 7\", \"misere\": true}");
            assertEquals(Untimed.of(JSON.readTree(Cli.run("solve", "nim 1 2", "+", "nim 7", "--misere", "--json").out())),
                    Untimed.of(sum));

            String page = HTTP.send(HttpRequest.newBuilder(base).build(), HttpResponse.BodyHandlers.ofString()).body();
            assertTrue(page.contains("Sprague explorer"));
        } finally {
            serve.stop();
        }
        assertEquals(0, exit.get().intValue());
    }

    @Test
    void aPortInUseIsBadInputWithOneLine() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            Cli r = Cli.run("serve", "--port", String.valueOf(taken.getLocalPort()));
            assertEquals(Main.BAD_INPUT, r.exitCode());
            assertTrue(r.err().startsWith("sprague: cannot listen on 127.0.0.1:" + taken.getLocalPort()), r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
    }

    @Test
    void aBadPortIsBadInput() {
        Cli r = Cli.run("serve", "--port", "70000");
        assertEquals(Main.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("--port 70000 is not a port number"), r.err());
        assertEquals(Main.BAD_INPUT, Cli.run("serve", "--time-limit", "0").exitCode());
    }

    @Test
    void serveDbAnswersEachPositionAsQueryJsonDoes(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("ttt.db");
        assertEquals(0, Cli.run("strong", "tic-tac-toe", "--db", db.toString()).exitCode());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine(new PrintWriter(out, true), new PrintWriter(err, true));
        ServeCommand serve = (ServeCommand) cl.getSubcommands().get("serve").getCommand();
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(
                () -> cl.execute("serve", "--port", "0", "--db", db.toString()));
        URI base = null;
        for (int i = 0; i < 200 && base == null; i++) {
            Matcher m = Pattern.compile("Database ttt.db: tic-tac-toe, 765 positions: (http://127\\.0\\.0\\.1:\\d+/)")
                    .matcher(out.toString());
            if (m.find()) {
                base = URI.create(m.group(1));
            } else {
                Thread.sleep(25);
            }
        }
        try {
            assertTrue(base != null, "no database line printed: " + out + err);
            assertTrue(out.toString().contains("strong.html?db=ttt.db"), out.toString());
            for (String position : new String[] {null, "1", "15", "XO./.X./..O"}) {
                JsonNode api = get(base.resolve("api/strong?db=ttt.db"
                        + (position == null ? "" : "&position=" + position.replace("/", "%2F"))));
                Cli q = position == null ? Cli.run("query", db.toString(), "--json")
                        : Cli.run("query", db.toString(), position, "--json");
                ObjectNode want = (ObjectNode) JSON.readTree(q.out());
                ObjectNode got = ((ObjectNode) api).deepCopy();
                assertEquals("ttt.db", got.remove("db").asText());
                assertEquals("tic-tac-toe", got.get("game").asText());
                assertEquals(want, got, "position " + position);
            }
            String page = HTTP.send(HttpRequest.newBuilder(base.resolve("strong.html")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            assertTrue(page.contains("Play from a database"), page);
        } finally {
            serve.stop();
        }
        assertEquals(0, exit.get().intValue());
    }

    /** A database of a game file, served with its --game-file: margins in the JSON, as query --json has them. */
    @Test
    void serveDbOfAScoredGameFileAnswersWithMarginsAsQueryJsonDoes(@TempDir Path dir) throws Exception {
        String file = Path.of("..", "examples", "strong", "CoinRow.java").toString();
        Path db = dir.resolve("coins.db");
        String[] coins = {"3", "9", "1", "2", "8", "5"};
        java.util.List<String> solve = new java.util.ArrayList<>(java.util.List.of("strong", "--game-file", file,
                "--db", db.toString()));
        solve.addAll(java.util.List.of(coins));
        assertEquals(0, Cli.run(solve.toArray(String[]::new)).exitCode());
        java.util.List<String> gameArgs = new java.util.ArrayList<>(java.util.List.of("--game-file", file));
        for (String c : coins) {
            gameArgs.addAll(java.util.List.of("--game-arg", c));
        }
        Cli noFile = Cli.run("serve", "--port", "0", "--db", db.toString());
        assertEquals(Main.BAD_INPUT, noFile.exitCode());
        assertTrue(noFile.err().contains("file:CoinRow:3:9:1:2:8:5, not a catalogue game: give its --game-file"),
                noFile.err());

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine(new PrintWriter(out, true), new PrintWriter(err, true));
        ServeCommand serve = (ServeCommand) cl.getSubcommands().get("serve").getCommand();
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("serve", "--port", "0", "--db",
                db.toString()));
        args.addAll(gameArgs);
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> cl.execute(args.toArray(String[]::new)));
        URI base = null;
        for (int i = 0; i < 400 && base == null; i++) {
            Matcher m = Pattern.compile("Database coins.db: file:CoinRow:3:9:1:2:8:5, [\\d,]+ positions: "
                    + "(http://127\\.0\\.0\\.1:\\d+/)").matcher(out.toString());
            if (m.find()) {
                base = URI.create(m.group(1));
            } else {
                Thread.sleep(25);
            }
        }
        try {
            assertTrue(base != null, "no database line printed: " + out + err);
            JsonNode start = get(base.resolve("api/strong?db=coins.db"));
            // 3 9 1 2 8 5: the first player forces 4 more than the second (see StrongCommandTest)
            assertEquals(4, start.get("margin").asInt(), start.toString());
            String next = start.get("moves").get(0).get("position").asText();
            for (String position : new String[] {null, next}) {
                JsonNode api = position == null ? start : get(base.resolve("api/strong?db=coins.db&position="
                        + java.net.URLEncoder.encode(position, java.nio.charset.StandardCharsets.UTF_8)));
                java.util.List<String> query = new java.util.ArrayList<>(java.util.List.of("query", db.toString()));
                if (position != null) {
                    query.add(position);
                }
                query.add("--json");
                query.addAll(gameArgs);
                Cli q = Cli.run(query.toArray(String[]::new));
                assertEquals(0, q.exitCode(), q.err());
                ObjectNode got = ((ObjectNode) api).deepCopy();
                assertEquals("coins.db", got.remove("db").asText());
                assertEquals(JSON.readTree(q.out()), got, "position " + position);
            }
        } finally {
            serve.stop();
        }
        assertEquals(0, exit.get().intValue());
    }

    @Test
    void aDbThatIsNotADatabaseIsBadInputBeforeTheServerStarts(@TempDir Path dir) throws Exception {
        Cli missing = Cli.run("serve", "--port", "0", "--db", dir.resolve("none.db").toString());
        assertEquals(Main.BAD_INPUT, missing.exitCode());
        assertTrue(missing.err().contains("no database file"), missing.err());
        assertEquals(1, missing.err().strip().lines().count(), missing.err());
        Path text = java.nio.file.Files.writeString(dir.resolve("notes.db"), "x".repeat(100));
        Cli notDb = Cli.run("serve", "--port", "0", "--db", text.toString());
        assertEquals(Main.BAD_INPUT, notDb.exitCode());
        assertTrue(notDb.err().contains("not a finished Sprague database"), notDb.err());
    }

    private static JsonNode get(URI uri) throws Exception {
        var r = HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        return JSON.readTree(r.body());
    }

    private static JsonNode post(URI uri, String body) throws Exception {
        var r = HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        return JSON.readTree(r.body());
    }
}
