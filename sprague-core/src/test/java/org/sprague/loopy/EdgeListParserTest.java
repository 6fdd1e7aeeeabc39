package org.sprague.loopy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;

class EdgeListParserTest {

    private static GameGraph parse(String text) throws Exception {
        return new EdgeListParser(1000).parse(new StringReader(text), "g.txt");
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
    void reverseRowsListThePredecessors() throws Exception {
        GameGraph g = parse("a b\nc b\nb a\nb b\n");
        int b = g.idOf("b");
        int[] preds = java.util.Arrays.copyOfRange(g.tails(), g.inStart()[b], g.inStart()[b + 1]);
        java.util.Arrays.sort(preds);
        assertArrayEquals(new int[] {g.idOf("a"), b, g.idOf("c")}, preds);
        int[] fwd = g.reverseToForward();
        for (int k = 0; k < g.edgeCount(); k++) {
            assertEquals(g.tails()[k] >= 0, true);
            int e = fwd[k];
            // the forward edge e leaves tails[k]
            assertTrue(g.outStart()[g.tails()[k]] <= e && e < g.outStart()[g.tails()[k] + 1]);
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
                () -> new EdgeListParser(2).parse(new StringReader("a b\nb c\n"), "g.txt"));
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
}
