package org.sprague.loopy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;

class EdgeListParserTest {

    private static GameGraph parse(String text) throws Exception {
        return new EdgeListParser(1000, Deadline.unlimited()).parse(bytes(text), "g.txt");
    }

    @Test
    void namesCommentsLabelsAndLoneVerticesAreRead() throws Exception {
        GameGraph g = parse("# header\n\nlabel s the start  square\ns t   # a move\nt s\nlone\nt t\n");
        assertEquals(3, g.vertexCount());
        assertEquals(3, g.edgeCount());
        assertEquals("s", g.name(0));
        assertEquals("the start  square", g.label(0));
        assertNull(g.label(1));
        assertArrayEquals(new int[] {0, 1}, g.options(1));
        assertEquals(0, g.outDegree(g.idOf("lone")));
        assertEquals(-1, g.idOf("nowhere"));
    }

    @Test
    void namesAreTokensAsBytesInOrderOfFirstAppearance() throws Exception {
        // numbers with and without leading zeros are different names; UTF-8, tabs, CRLF,
        // and a last line without a newline
        GameGraph g = parse("7 007\r\n007\t0\n\u00e9t\u00e9 7 # comment\nhiver \u00e9t\u00e9");
        assertEquals(5, g.vertexCount());
        assertArrayEquals(new String[] {"7", "007", "0", "\u00e9t\u00e9", "hiver"},
                java.util.stream.IntStream.range(0, 5).mapToObj(g::name).toArray());
        assertArrayEquals(new int[] {1}, g.options(0));
        assertArrayEquals(new int[] {2}, g.options(1));
        assertArrayEquals(new int[] {0}, g.options(3));
        assertArrayEquals(new int[] {3}, g.options(4));
    }

    @Test
    void manyNamesAgreeWithASimpleSplitAndMapReading() throws Exception {
        java.util.Random rnd = new java.util.Random(6);
        StringBuilder text = new StringBuilder();
        java.util.Map<String, Integer> ids = new java.util.LinkedHashMap<>();
        java.util.List<int[]> edges = new java.util.ArrayList<>();
        String[] kinds = {"", "v", "0", "x-"};
        for (int i = 0; i < 60_000; i++) {
            // numbers small and large (past the number cache), names, leading zeros
            String a = kinds[rnd.nextInt(4)] + (rnd.nextBoolean() ? rnd.nextInt(5000) : rnd.nextInt(1 << 30));
            String b = kinds[rnd.nextInt(4)] + rnd.nextInt(20_000);
            text.append(a).append(rnd.nextBoolean() ? " " : " \t ").append(b).append('\n');
            int x = ids.computeIfAbsent(a, k -> ids.size());
            int y = ids.computeIfAbsent(b, k -> ids.size());
            edges.add(new int[] {x, y});
        }
        text.append("label ").append(ids.keySet().iterator().next()).append(" ").append("z".repeat(100_000)).append('\n');
        GameGraph g = new EdgeListParser(1_000_000, Deadline.unlimited()).parse(bytes(text.toString()), "g.txt");
        assertEquals(ids.size(), g.vertexCount());
        int v = 0;
        for (String name : ids.keySet()) {
            assertEquals(name, g.name(v++));
        }
        int[] degree = new int[g.vertexCount()];
        for (int[] e : edges) {
            int k = g.outStart()[e[0]] + degree[e[0]]++;
            assertEquals(e[1], g.heads()[k]);
        }
        assertEquals(100_000, g.label(0).length());
    }

    @Test
    void reverseRowsListThePredecessors() throws Exception {
        GameGraph g = parse("a b\nc b\nb a\nb b\n");
        int b = g.idOf("b");
        int[] preds = java.util.Arrays.copyOfRange(g.moves().parents(), g.moves().parentStart()[b], g.moves().parentStart()[b + 1]);
        java.util.Arrays.sort(preds);
        assertArrayEquals(new int[] {g.idOf("a"), b, g.idOf("c")}, preds);
        int[] fwd = g.moves().reverseToForward();
        for (int k = 0; k < g.edgeCount(); k++) {
            assertEquals(g.moves().parents()[k] >= 0, true);
            int e = fwd[k];
            // the forward edge e leaves tails[k]
            assertTrue(g.outStart()[g.moves().parents()[k]] <= e && e < g.outStart()[g.moves().parents()[k] + 1]);
        }
    }

    @Test
    void malformedLinesNameFileAndLine() {
        InvalidInputException tooMany = assertThrows(InvalidInputException.class, () -> parse("a b\na b 1 2\n"));
        assertTrue(tooMany.getMessage().startsWith("g.txt:2: "), tooMany.getMessage());
        InvalidInputException weight = assertThrows(InvalidInputException.class, () -> parse("a b 1\nb c 1.5\n"));
        assertTrue(weight.getMessage().startsWith("g.txt:2: weight '1.5'"), weight.getMessage());
        InvalidInputException mixed = assertThrows(InvalidInputException.class, () -> parse("a b 1\n\nb c\n"));
        assertTrue(mixed.getMessage().startsWith("g.txt:3: "), mixed.getMessage());
        InvalidInputException label = assertThrows(InvalidInputException.class, () -> parse("label a\n"));
        assertTrue(label.getMessage().startsWith("g.txt:1: "), label.getMessage());
        assertThrows(InvalidInputException.class, () -> parse("# nothing\n"));
    }

    @Test
    void moreVerticesThanTheLimitIsALimitNamingTheLine() {
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> new EdgeListParser(2, Deadline.unlimited()).parse(bytes("a b\nb c\n"), "g.txt"));
        assertTrue(e.getMessage().startsWith("g.txt:2: the graph has more than 2 vertices"), e.getMessage());
    }

    @Test
    void aGraphTooLargeForTheHeapIsRefusedWithTheFigureBeforeAllocating() {
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> GameGraph.fromEdges(Integer.MAX_VALUE - 8, new int[0], new int[0], 0, null, null, null));
        assertTrue(e.getMessage().contains("needs about 16384 MB"), e.getMessage());
    }

    @Test
    void storageIsEightBytesPerEdgeAndEightPerVertexPlusWeights() throws Exception {
        GameGraph g = RandomGraphs.cyclic(new java.util.Random(1), 1000, 10);
        assertEquals(GameGraph.bytesFor(1000, g.edgeCount(), false), g.adjacencyBytes());
        assertEquals(8L * 1001 + 8L * g.edgeCount(), g.adjacencyBytes());
        GameGraph w = parse("a b 3\nb a 4\n");
        assertEquals(GameGraph.bytesFor(2, 2, true), w.adjacencyBytes());
    }

    private static ByteArrayInputStream bytes(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
