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
    void helpShowsExamples() {
        Cli r = Cli.run("graph", "--help");
        assertEquals(0, r.exitCode());
        assertTrue(r.out().contains("sprague graph examples/loopy.graph --sum"), r.out());
    }
}
