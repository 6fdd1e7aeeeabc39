package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GraphCommandTest {
    @TempDir
    Path dir;

    private String file(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p.toString();
    }

    @Test
    void everyVertexHasOutcomeRemotenessGrundyAndBestMovesInJson() throws Exception {
        String f = file("g.txt", "# two-cycle with an exit\nlabel a start here\na b\nb a\nb c\n");
        Cli r = Cli.run("graph", f, "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals(3, j.size());
        JsonNode a = j.get(0);
        assertEquals("a", a.get("vertex").asText());
        assertEquals("start here", a.get("label").asText());
        assertEquals("L", a.get("outcome").asText());
        assertEquals(2, a.get("remoteness").asInt());
        assertEquals("0", a.get("grundy").asText());
        assertEquals("b", a.get("bestMoves").get(0).asText());
        JsonNode b = j.get(1);
        assertEquals("W", b.get("outcome").asText());
        assertEquals(1, b.get("remoteness").asInt());
        assertEquals("1", b.get("grundy").asText());
        assertEquals("c", b.get("bestMoves").get(0).asText());
    }

    @Test
    void aDrawHasNoRemotenessAndAnInfiniteValue() throws Exception {
        String f = file("g.txt", "x y\ny x\nx z\nz w\n");
        Cli r = Cli.run("graph", f, "--start", "x", "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode x = new ObjectMapper().readTree(r.out()).get(0);
        assertEquals("D", x.get("outcome").asText());
        assertTrue(x.get("remoteness").isNull());
        assertFalse(x.has("label"));
        assertEquals("inf(1)", x.get("grundy").asText());
        assertEquals("y", x.get("bestMoves").get(0).asText());
        Cli text = Cli.run("graph", f);
        assertTrue(text.out().contains("x\tD\t-\tinf(1)\ty"), text.out());
    }

    @Test
    void sumOfTokensGivesTheWinningMoveOrSaysDraw() throws Exception {
        // c, w sinks; b = 1 (b -> c); two tokens on b: 1 XOR 1 = 0, a loss
        String f = file("g.txt", "a b\nb a\nb c\nx y\ny x\nx z\nz w\n");
        Cli lose = Cli.run("graph", f, "--sum", "b", "b", "--json");
        assertEquals(0, lose.exitCode(), lose.err());
        JsonNode l = new ObjectMapper().readTree(lose.out());
        assertEquals("0", l.get("grundy").asText());
        assertEquals("L", l.get("outcome").asText());
        // b (1) + x (inf(1)): inf(0), the winning move is x -> z
        Cli win = Cli.run("graph", f, "--sum", "b", "x", "--json");
        JsonNode w = new ObjectMapper().readTree(win.out());
        assertEquals("inf(0)", w.get("grundy").asText());
        assertEquals("W", w.get("outcome").asText());
        assertEquals(1, w.get("winningMoves").size());
        assertEquals(2, w.get("winningMoves").get(0).get("token").asInt());
        assertEquals("z", w.get("winningMoves").get(0).get("to").asText());
        Cli draw = Cli.run("graph", f, "--sum", "x", "y");
        assertTrue(draw.out().contains("D (draw"), draw.out());
    }

    @Test
    void weightedGameOnTheAbc261ExSamples() throws Exception {
        String s1 = file("s1.txt", "1 2 1\n1 3 10\n2 4 100\n2 5 102\n3 6 20\n3 7 30\n");
        assertEquals("40", Cli.run("graph", s1, "--weighted", "--start", "1").out().strip());
        String s2 = file("s2.txt", "1 2 1\n2 1 2\n2 3 3\n3 2 4\n3 1 5\n1 3 6\n");
        assertEquals("INFINITY", Cli.run("graph", s2, "--weighted", "--start", "3").out().strip());
        String s3 = file("s3.txt", "1 2 1\n2 3 1\n3 1 1\n2 4 1\n");
        assertEquals("5", Cli.run("graph", s3, "--weighted", "--start", "1").out().strip());
    }

    @Test
    void aMalformedLineNamesTheFileAndLine() throws Exception {
        String f = file("bad.txt", "a b\n# fine\na b c d\n");
        Cli r = Cli.run("graph", f);
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains(f + ":3:"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        String w = file("weight.txt", "a b 1\nb c x\n");
        Cli rw = Cli.run("graph", w, "--weighted");
        assertEquals(2, rw.exitCode());
        assertTrue(rw.err().contains(w + ":2: weight 'x'"), rw.err());
    }

    /**
     * The options that do not go together are refused by the question (GraphQuestion), as the
     * web refuses them, before the file is opened: --start with --sum was ignored before s26.
     */
    @Test
    void startWithSumAndWeightedWithSumAreRefusedBeforeTheFile() {
        String none = dir.resolve("none.txt").toString();
        Cli s = Cli.run("graph", none, "--sum", "a", "b", "--start", "a");
        assertEquals(2, s.exitCode());
        assertEquals("sprague: --start and --sum do not go together", s.err().strip());
        Cli w = Cli.run("graph", none, "--sum", "a", "--weighted");
        assertEquals(2, w.exitCode());
        assertEquals("sprague: --weighted and --sum do not go together", w.err().strip());
    }

    @Test
    void missingFileAndUnknownVertexAreBadInput() throws Exception {
        Cli r = Cli.run("graph", dir.resolve("none.txt").toString());
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("no such file"), r.err());
        String f = file("g.txt", "a b\n");
        Cli v = Cli.run("graph", f, "--start", "q");
        assertEquals(2, v.exitCode());
        assertTrue(v.err().contains("vertex 'q'"), v.err());
    }

    @Test
    void tooManyVerticesIsALimitWithTheFigure() throws Exception {
        String f = file("g.txt", "a b\nb c\nc d\n");
        Cli r = Cli.run("graph", f, "--max-positions", "3");
        assertEquals(3, r.exitCode());
        assertTrue(r.err().contains("more than 3 vertices"), r.err());
        assertTrue(r.err().contains(f + ":3:"), r.err());
    }

    @Test
    void theExampleGraphsRunAsTheHelpSays() {
        Cli r = Cli.run("graph", "../examples/loopy.graph");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("a\tD\t-\tinf()\tc\tstart"), r.out());
        assertTrue(r.out().contains("b\tW\t1\tinf(0)\th"), r.out());
        Cli w = Cli.run("graph", "../examples/abc261ex.graph", "--weighted", "--start", "1");
        assertEquals("40", w.out().strip());
    }

    @Test
    void aUsersLoopyGameIsExploredFromItsStartPosition() throws Exception {
        String maze = Path.of("../examples/LoopyMaze.java").toString();
        Cli r = Cli.run("graph", "--game-file", maze, "4", "5", "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode start = new ObjectMapper().readTree(r.out());
        assertEquals(1, start.size());
        assertEquals("4 5", start.get(0).get("vertex").asText());
        // left to 4 4 (a loss in 2: both its moves lead to wins in 1); up leads to endless play
        assertEquals("W", start.get(0).get("outcome").asText());
        assertEquals(3, start.get(0).get("remoteness").asInt());
        assertEquals("inf(0,2)", start.get(0).get("grundy").asText());
        assertEquals("4 4", start.get(0).get("bestMoves").get(0).asText());
        Cli text = Cli.run("graph", "--game-file", maze, "4", "5", "--all");
        assertEquals(0, text.exitCode(), text.err());
        assertTrue(text.out().startsWith("explored:   14 positions, 27 moves, from 4 5"), text.out());
        assertTrue(text.out().contains("4 4\tL\t2\t0\t4 3, 4 2"), text.out());
        assertTrue(text.out().contains("0 5\tD\t-\tinf()\t1 5, 0 4"), text.out());
    }

    @Test
    void aUsersLoopyGameHasLimitsAndBadInput() {
        String maze = Path.of("../examples/LoopyMaze.java").toString();
        Cli limit = Cli.run("graph", "--game-file", maze, "4", "5", "--max-positions", "5");
        assertEquals(3, limit.exitCode(), limit.err());
        assertTrue(limit.err().contains("limit is 5"), limit.err());
        Cli wall = Cli.run("graph", "--game-file", maze, "0", "1");
        assertEquals(2, wall.exitCode(), wall.err());
        assertTrue(wall.err().contains("LoopyMaze.java:"), wall.err());
        Cli noStart = Cli.run("graph", "--game-file", maze);
        assertEquals(2, noStart.exitCode());
        Cli sum = Cli.run("graph", "--game-file", maze, "4", "5", "--sum", "x");
        assertEquals(2, sum.exitCode());
    }

    @Test
    void oneThreadAndTwoThreadsPrintTheSameReport() throws Exception {
        // a random graph large enough for the parallel levels, with draws
        java.util.Random rnd = new java.util.Random(5);
        StringBuilder sb = new StringBuilder();
        int n = 40_000;
        for (int u = 0; u < n; u++) {
            sb.append("v").append(u).append('\n');
            for (int d = rnd.nextInt(7); d > 0; d--) {
                sb.append("v").append(u).append(" v").append(rnd.nextInt(n)).append('\n');
            }
        }
        String f = file("random.txt", sb.toString());
        Cli one = Cli.run("graph", f, "--threads", "1");
        Cli two = Cli.run("graph", f, "--threads", "2");
        assertEquals(0, one.exitCode(), one.err());
        assertEquals(one.out(), two.out());
        assertTrue(one.out().contains("\tD\t"), "the graph has draws");
        assertEquals(2, Cli.run("graph", f, "--threads", "0").exitCode());
    }

    @Test
    void helpShowsExamples() {
        Cli r = Cli.run("graph", "--help");
        assertEquals(0, r.exitCode());
        assertTrue(r.out().contains("sprague graph examples/loopy.graph --sum"), r.out());
    }
}
