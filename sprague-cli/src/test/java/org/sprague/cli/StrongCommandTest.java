package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StrongCommandTest {
    @TempDir
    Path dir;

    private String db(String name) {
        return dir.resolve(name).toString();
    }

    @Test
    void strongThenQueryGivesTheIssuesJsonShape() throws Exception {
        Cli s = Cli.run("strong", "tic-tac-toe", "--db", db("ttt.db"));
        assertEquals(0, s.exitCode(), s.err());
        assertTrue(s.out().contains("765 positions"), s.out()); // 5,478 up to the board's 8 symmetries
        assertTrue(s.out().contains("tie in 9"), s.out());
        Cli q = Cli.run("query", db("ttt.db"), "XX./OO./...", "--json");
        assertEquals(0, q.exitCode(), q.err());
        JsonNode j = new ObjectMapper().readTree(q.out());
        assertEquals("XX./OO./...", j.get("position").asText());
        assertEquals("win", j.get("value").asText());
        assertEquals(1, j.get("remoteness").asInt());
        JsonNode win = null;
        for (JsonNode m : j.get("moves")) {
            if (m.get("move").asText().equals("3")) {
                win = m;
            }
        }
        assertEquals("XXX/OO./...", win.get("position").asText());
        assertEquals("win", win.get("value").asText());
        assertEquals(0, win.get("remoteness").asInt());
        assertEquals(5, j.get("moves").size());
    }

    @Test
    void queryWithoutPositionDescribesTheStartAndMovesInText() {
        assertEquals(0, Cli.run("strong", "dodgem", "--db", db("d.db")).exitCode());
        Cli q = Cli.run("query", db("d.db"));
        assertEquals(0, q.exitCode(), q.err());
        assertTrue(q.out().contains("value: win in 19"), q.out());
        assertTrue(q.out().contains("a2-b2"), q.out());
    }

    @Test
    void aPositionOutsideTheDatabaseOrMalformedIsBadInput() {
        assertEquals(0, Cli.run("strong", "tic-tac-toe", "--db", db("ttt.db")).exitCode());
        Cli unreachable = Cli.run("query", db("ttt.db"), "XXX/OOO/...");
        assertEquals(2, unreachable.exitCode());
        assertTrue(unreachable.err().contains("not in the database"), unreachable.err());
        Cli bad = Cli.run("query", db("ttt.db"), "XYZ");
        assertEquals(2, bad.exitCode());
        assertEquals(1, bad.err().lines().count(), bad.err());
        Cli noFile = Cli.run("query", db("missing.db"));
        assertEquals(2, noFile.exitCode());
        Cli unknown = Cli.run("strong", "chess", "--db", db("x.db"));
        assertEquals(2, unknown.exitCode());
        assertTrue(unknown.err().contains("unknown game 'chess'"), unknown.err());
    }

    @Test
    void verifyNamesTheDamagedBlockAndExitsFour() throws Exception {
        assertEquals(0, Cli.run("strong", "connect-four:4x4", "--db", db("c4.db")).exitCode());
        Cli ok = Cli.run("query", db("c4.db"), "--verify");
        assertEquals(0, ok.exitCode(), ok.err());
        assertTrue(ok.out().contains("every checksum good"), ok.out());
        try (RandomAccessFile raf = new RandomAccessFile(db("c4.db"), "rw")) {
            raf.seek(100); // inside the first block written (tier 16, the full boards)
            int x = raf.read();
            raf.seek(100);
            raf.write(x ^ 0xFF);
        }
        Cli bad = Cli.run("query", db("c4.db"), "--verify");
        assertEquals(4, bad.exitCode());
        assertTrue(bad.err().contains("tier 16 block 0"), bad.err());
        Cli lookup = Cli.run("query", db("c4.db"), "XXOO/OOXX/XXOO/OOXX");
        assertEquals(4, lookup.exitCode());
        assertTrue(lookup.err().contains("checksum"), lookup.err());
    }

    @Test
    void playFromTheDatabaseNeverLosesAWonGame() {
        assertEquals(0, Cli.run("strong", "tic-tac-toe", "--db", db("ttt.db")).exitCode());
        // the user blunders (corner then edge); perfect play wins
        Cli p = Cli.runWithInput("2\n8\n3\n6\n9\n", "play", "--db", db("ttt.db"), "--first", "engine");
        assertEquals(0, p.exitCode(), p.err());
        assertTrue(p.out().contains("Engine plays"), p.out());
        Cli hint = Cli.runWithInput("hint\nquit\n", "play", "--db", db("ttt.db"));
        assertTrue(hint.out().contains("Best:"), hint.out());
        assertTrue(hint.out().contains("tie in 8"), hint.out());
    }

    @Test
    void aGameFileIsSolvedQueriedAndPlayed() {
        String file = Path.of("..", "examples", "strong", "TakeAway.java").toString();
        Cli s = Cli.run("strong", "--game-file", file, "--db", db("take.db"), "21");
        assertEquals(0, s.exitCode(), s.err());
        assertTrue(s.out().contains("start 21: win in 11"), s.out());
        Cli q = Cli.run("query", db("take.db"), "8", "--game-file", file, "--game-arg", "21");
        assertEquals(0, q.exitCode(), q.err());
        assertTrue(q.out().contains("lose in 4"), q.out());
        Cli noFile = Cli.run("query", db("take.db"));
        assertEquals(2, noFile.exitCode());
        assertTrue(noFile.err().contains("--game-file"), noFile.err());
    }

    @Test
    void aScoredGameFileStoresAndPrintsMargins() {
        String file = Path.of("..", "examples", "strong", "CoinRow.java").toString();
        Cli s = Cli.run("strong", "--game-file", file, "--db", db("coins.db"), "3", "9", "1", "2", "8", "5");
        assertEquals(0, s.exitCode(), s.err());
        // the first player can force 4 more than the second (3 9 1 2 8 5: dynamic programming by hand)
        assertTrue(s.out().contains("start 1-6:+0 (3 9 1 2 8 5): win by 4 in 6"), s.out());
        Cli q = Cli.run("query", db("coins.db"), "--game-file", file, "--game-arg", "3", "--game-arg", "9",
                "--game-arg", "1", "--game-arg", "2", "--game-arg", "8", "--game-arg", "5", "--json");
        assertEquals(0, q.exitCode(), q.err());
        assertTrue(q.out().contains("\"margin\" : 4"), q.out());
        assertTrue(q.out().contains("\"margin\" : -4"), "taking the left 3 loses by 4: " + q.out());
    }

    @Test
    void aGameFileForSparkIsCheckedBeforeSparkStarts() throws Exception {
        String file = Path.of("..", "examples", "strong", "TakeAway.java").toString();
        Cli bad = Cli.run("strong", "--game-file", file, "--engine", "spark", "--db", db("take.db"), "many");
        assertEquals(2, bad.exitCode(), bad.err());
        assertTrue(bad.err().contains("the pile size must be a number, not 'many'"), bad.err());
        Path jar = StrongGameFile.compile(Path.of(file)).jarFile();
        try (var j = new java.util.jar.JarFile(jar.toFile())) {
            assertTrue(j.getEntry("TakeAway.class") != null, "the jar shipped to executors holds the game's class");
        }
    }

    /** The jar Spark ships is the compile cache's entry, not a copy in a temporary directory. */
    @Test
    void theSparkJarOfAGameFileIsItsCacheEntry() {
        GameFileCache.Compiled c = StrongGameFile.compile(Path.of("..", "examples", "strong", "TakeAway.java"));
        assertEquals(GameFileCache.directory(), c.jarFile().getParent());
    }

    /** strong, query and play with --game-file leave nothing behind in the temporary directory. */
    @Test
    void aGameFileLeavesNoTemporaryFilesBehind() throws Exception {
        Path tmp = Files.createDirectory(dir.resolve("tmp"));
        String file = Path.of("..", "examples", "strong", "TakeAway.java").toString();
        String take = db("take.db");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<List<String>> runs = List.of(List.of("strong", "--game-file", file, "--db", take, "9"),
                List.of("query", take, "--game-file", file, "--game-arg", "9"));
        for (List<String> args : runs) {
            List<String> cmd = new java.util.ArrayList<>(List.of(java, "-Djava.io.tmpdir=" + tmp, "-cp",
                    System.getProperty("java.class.path"), "org.sprague.cli.Main"));
            cmd.addAll(args);
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue(), out);
            try (var left = Files.list(tmp)) {
                assertEquals(List.of(), left.map(Path::toString).toList(), "left behind by " + args);
            }
        }
    }

    /** kill -9 in the middle of a solve, then the same command again: the same bytes as an uninterrupted solve. */
    @Test
    void killedSolveResumesToAnIdenticalDatabase() throws Exception {
        Path whole = dir.resolve("whole.db");
        assertEquals(0, Cli.run("strong", "connect-four:5x4", "--db", whole.toString()).exitCode());
        Path f = dir.resolve("killed.db");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "org.sprague.cli.Main",
                "strong", "connect-four:5x4", "--db", f.toString(), "--progress", "lines")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try (BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = err.readLine()) != null && !line.contains("tier 8 of 21")) {
                // wait for eight tiers to be checkpointed
            }
        }
        p.destroyForcibly(); // SIGKILL
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertTrue(Files.exists(Path.of(f + ".ckpt")), "the solve was killed before it finished");
        Cli again = Cli.run("strong", "connect-four:5x4", "--db", f.toString());
        assertEquals(0, again.exitCode(), again.err());
        assertTrue(again.err().contains("resuming"), again.err());
        assertTrue(again.out().contains("tiers resumed"), again.out());
        assertArrayEquals(Files.readAllBytes(whole), Files.readAllBytes(f));
        assertTrue(List.of(new File(dir.toString()).list()).stream().noneMatch(n -> n.endsWith(".ckpt")));
    }
}
