package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code sprague query --json} and the web's {@code GET /api/strong} are one record
 * ({@code Sprague.strongLookup}'s answer): for Connect Four and Quixo, at the start, in the
 * middle and at a game's end, the web's JSON is the CLI's after the database's name.
 */
class StrongLookupJsonTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @Test
    void queryJsonAndTheWebsStrongAnswerAreTheSameRecordForConnectFourAndQuixo(@TempDir Path dir) throws Exception {
        Path c4 = dir.resolve("c4.db");
        Path q3 = dir.resolve("q3.db");
        assertEquals(0, Cli.run("strong", "connect-four:4x4", "--db", c4.toString()).exitCode());
        assertEquals(0, Cli.run("strong", "quixo:3", "--db", q3.toString()).exitCode());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine(new PrintWriter(out, true), new PrintWriter(err, true));
        ServeCommand serve = (ServeCommand) cl.getSubcommands().get("serve").getCommand();
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> cl.execute("serve", "--port", "0",
                "--db", c4.toString(), "--db", q3.toString()));
        URI base = null;
        for (int i = 0; i < 400 && base == null; i++) {
            Matcher m = Pattern.compile("Database q3.db: quixo:3, [\\d,]+ positions: (http://127\\.0\\.0\\.1:\\d+/)")
                    .matcher(out.toString());
            if (m.find()) {
                base = URI.create(m.group(1));
            } else {
                Thread.sleep(25);
            }
        }
        try {
            assertTrue(base != null, "no database line printed: " + out + err);
            int compared = 0;
            for (String[] c : new String[][] {{"c4.db", null}, {"c4.db", "1122"}, {"c4.db", "..../..../OOO./XXX."}, {"c4.db", "..../..../OOO./XXXX"},
                    {"q3.db", null}, {"q3.db", "X../.O./...:X"}, {"q3.db", "XXX/OO./...:O"}}) {
                Path db = dir.resolve(c[0]);
                List<String> query = new ArrayList<>(List.of("query", db.toString()));
                if (c[1] != null) {
                    query.add(c[1]);
                }
                query.add("--json");
                Cli q = Cli.run(query.toArray(String[]::new));
                assertEquals(0, q.exitCode(), q.err());
                JsonNode cli = JSON.readTree(q.out());
                ObjectNode web = (ObjectNode) get(base.resolve("api/strong?db=" + c[0] + (c[1] == null ? ""
                        : "&position=" + URLEncoder.encode(c[1], StandardCharsets.UTF_8)))).deepCopy();
                assertEquals(c[0], web.remove("db").asText());
                assertEquals(cli, web, c[0] + " " + c[1]);
                assertTrue(cli.has("game") && cli.has("engineMove"), cli.toString());
                compared++;
            }
            assertEquals(7, compared);
        } finally {
            serve.stop();
        }
        assertEquals(0, exit.get().intValue());
    }

    private static JsonNode get(URI uri) throws Exception {
        var r = HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        return JSON.readTree(r.body());
    }
}
