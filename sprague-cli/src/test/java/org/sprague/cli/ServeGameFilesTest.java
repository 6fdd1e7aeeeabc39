package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
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
 * {@code sprague serve} with several {@code --game-file}s: each game is served under its class
 * name and answers as {@code solve --game-file ... --json} does; a class name given twice, a
 * {@code --game-arg} on an explorer game and a file that is no game are bad input (exit 2, one line).
 */
class ServeGameFilesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final String SHEETS = Path.of("..", "examples", "CuttingSheets.java").toString();
    private static final String CUTCAKE = Path.of("..", "examples", "PartizanCutcake.java").toString();

    @Test
    void twoGameFilesAreEachServedUnderTheirClassNameAndAnswerAsTheCli() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine(new PrintWriter(out, true), new PrintWriter(err, true));
        ServeCommand serve = (ServeCommand) cl.getSubcommands().get("serve").getCommand();
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> cl.execute("serve", "--port", "0",
                "--game-file", SHEETS, "--game-file", CUTCAKE));
        URI base = null;
        for (int i = 0; i < 1200 && base == null && !exit.isDone(); i++) {
            Matcher m = Pattern.compile("Game PartizanCutcake \\(--game-file\\): (http://127\\.0\\.0\\.1:\\d+/)\\?game=")
                    .matcher(out.toString());
            if (m.find()) {
                base = URI.create(m.group(1));
            } else {
                Thread.sleep(25);
            }
        }
        try {
            assertTrue(base != null, "no game line printed: " + out + err);
            assertTrue(out.toString().contains("Game CuttingSheets (--game-file): " + base + "?game=CuttingSheets\n"),
                    out.toString());
            assertTrue(out.toString().contains("Game PartizanCutcake (--game-file): " + base + "?game=PartizanCutcake"
                    + "  values: " + base + "?view=partizan&game=PartizanCutcake"), out.toString());
            List<String> ids = new ArrayList<>();
            get(base.resolve("api/games")).forEach(g -> ids.add(g.get("id").asText()));
            assertTrue(ids.containsAll(List.of("CuttingSheets", "PartizanCutcake", "nim")), ids.toString());

            // the impartial file: the API's JSON is solve --json's
            JsonNode api = post(base.resolve("api/solve"), "{\"game\": \"CuttingSheets\", \"position\": \"5 7\"}");
            Cli cli = Cli.run("solve", "--game-file", SHEETS, "5", "7", "--json");
            assertEquals(0, cli.exitCode(), cli.err());
            assertEquals(Untimed.of(JSON.readTree(cli.out())), Untimed.of(api));

            // the partizan file: Left moving first wins with the moves solve lists for Left
            JsonNode pz = post(base.resolve("api/solve"), "{\"game\": \"PartizanCutcake\", \"position\": \"4 3\"}");
            Cli value = Cli.run("solve", "--game-file", CUTCAKE, "4", "3", "--json");
            assertEquals(0, value.exitCode(), value.err());
            JsonNode solved = JSON.readTree(value.out());
            assertEquals("PartizanCutcake", pz.get("game").asText());
            assertEquals(solved.get("leftWinningMoves"), pz.get("winningMoves"), pz.toString());
            // one answer shape (issue 22): the API's solve is solve --json's value report, field for field
            assertEquals(Untimed.of(solved), Untimed.of(pz));
            // and in the Partizan tab's API: the value solve --game-file prints
            JsonNode values = post(base.resolve("api/partizan"), "{\"game\": \"PartizanCutcake\", \"position\": \"4 3\"}");
            for (String field : new String[] {"value", "outcome", "mean", "temperature", "leftStop", "rightStop"}) {
                assertEquals(solved.get(field), values.get(field), field);
            }
        } finally {
            serve.stop();
        }
        assertEquals(0, exit.get().intValue());
    }

    @Test
    void twoFilesDeclaringTheSameClassAreBadInputNamingBoth(@TempDir Path dir) throws Exception {
        Path copy = Files.createDirectories(dir.resolve("other")).resolve("CuttingSheets.java");
        Files.copy(Path.of(SHEETS), copy);
        Cli r = Cli.run("serve", "--port", "0", "--game-file", SHEETS, "--game-file", copy.toString());
        assertEquals(Main.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("--game-file " + SHEETS + " and " + copy + " both declare class CuttingSheets"),
                r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void aGameArgOnAnExplorerGameOrAFileThatIsNoGameIsBadInput(@TempDir Path dir) throws Exception {
        Cli arg = Cli.run("serve", "--port", "0", "--game-file", SHEETS, "--game-arg", "3");
        assertEquals(Main.BAD_INPUT, arg.exitCode());
        assertTrue(arg.err().contains("--game-arg 3: " + SHEETS + " is a game of the explorer"), arg.err());

        Path foo = Files.writeString(dir.resolve("Foo.java"), "public class Foo {}\n");
        Cli none = Cli.run("serve", "--port", "0", "--game-file", foo.toString());
        assertEquals(Main.BAD_INPUT, none.exitCode());
        assertTrue(none.err().contains("class Foo must implement ImpartialGame, PartizanGame or PackedGame"
                + " (a game of the explorer) or StrongGame (the game of a --db)"), none.err());
        assertEquals(1, none.err().strip().lines().count(), none.err());

        Cli strong = Cli.run("serve", "--port", "0", "--game-file",
                Path.of("..", "examples", "strong", "TakeAway.java").toString());
        assertEquals(Main.BAD_INPUT, strong.exitCode());
        assertTrue(strong.err().contains("is the game of a --db FILE (it implements StrongGame): give the database too"),
                strong.err());
    }

    private static JsonNode get(URI uri) throws Exception {
        var r = HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        return JSON.readTree(r.body());
    }

    private static JsonNode post(URI uri, String body) throws Exception {
        var r = HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        return JSON.readTree(r.body());
    }
}
