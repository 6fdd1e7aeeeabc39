package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.loopy.engine.GraphReport;

/** {@link Sprague#graph}: the web's graph question through the application layer. */
class GraphQuestionTest {
    /** a -> b -> c: c has no move (lost), b wins by moving there, a must move to b (lost); d <-> e: a draw. */
    private static final String EDGES = "a b\nb c\nd e\ne d\n";

    private static GraphAnswer ask(String start, List<String> sum, boolean weighted, String edges) {
        return (GraphAnswer) Sprague.graph(new GraphQuestion(edges, "the graph", start, sum, weighted, 1000, 1, Duration.ofSeconds(10)));
    }

    @Test
    void everyVertexHasItsOutcomeAndRemoteness() {
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> vertices = (List<Map<String, Object>>) ask(null, null, false, EDGES).json();
        assertEquals(5, vertices.size());
        Map<String, String> outcomes = new java.util.HashMap<>();
        vertices.forEach(v -> outcomes.put((String) v.get("vertex"), (String) v.get("outcome")));
        assertEquals(Map.of("a", "L", "b", "W", "c", "L", "d", "D", "e", "D"), outcomes);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> one = (List<Map<String, Object>>) ask("b", null, false, EDGES).json();
        assertEquals(List.of("c"), one.get(0).get("bestMoves"));
    }

    @Test
    void everyVertexNamesTheEnginesMoveSoThatTheBrowserPlaysTheServersChoice() {
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> vertices = (List<Map<String, Object>>) ask(null, null, false, EDGES).json();
        Map<String, Object> moves = new java.util.HashMap<>();
        vertices.forEach(v -> moves.put((String) v.get("vertex"), v.get("engineMove")));
        assertEquals("b", moves.get("a")); // a loses: its only move
        assertEquals("c", moves.get("b")); // the win
        assertNull(moves.get("c")); // no move
        assertEquals("e", moves.get("d")); // keeps the draw
        assertTrue(vertices.get(2).containsKey("engineMove"), "the field is there, null, when there is no move");
    }

    @Test
    void aSumOfTokensIsDecidedByItsGeneralizedValue() {
        GraphReport.SumReport sum = (GraphReport.SumReport) ask(null, List.of("b", "b"), false, EDGES).json();
        assertEquals("L", sum.outcome());
        GraphReport.SumReport draw = (GraphReport.SumReport) ask(null, List.of("b", "d"), false, EDGES).json();
        assertEquals("D", draw.outcome());
    }

    @Test
    void badVerticesAndTooLargeGraphsAreRefusedByName() {
        var missing = assertThrows(InvalidInputException.class, () -> ask("z", null, false, EDGES));
        assertTrue(missing.getMessage().contains("vertex 'z' is not in the graph"), missing.getMessage());
        var nul = assertThrows(InvalidInputException.class,
                () -> ask(null, java.util.Arrays.asList("a", null), false, EDGES));
        assertTrue(nul.getMessage().contains("null"), nul.getMessage());
        assertThrows(LimitExceededException.class, () -> Sprague.graph(new GraphQuestion(EDGES, "the graph", null,
                null, false, 3, 1, null)));
    }

    @Test
    void aStreamTheCallerOpenedGivesTheSameVerticesAsTheTextAndIsClosed() {
        boolean[] closed = {false};
        java.io.InputStream in = new java.io.ByteArrayInputStream(EDGES.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            @Override
            public void close() {
                closed[0] = true;
            }
        };
        Report streamed = Sprague.graph(GraphQuestion.ofStream(in, "g.txt", null, null, false, 1000, 2, null));
        assertEquals(ask(null, null, false, EDGES).json(), streamed.json());
        assertTrue(closed[0], "the call closes the stream it read");
        assertEquals(List.of("vertex\toutcome\tremoteness\tgrundy\tbest moves", "a\tL\t2\t0\tb", "b\tW\t1\t1\tc",
                "c\tL\t0\t0\t-"), streamed.lines().subList(0, 4));
        assertEquals(ask(null, null, false, EDGES).text(), streamed.text());
        assertEquals(String.join("\n", streamed.lines()) + "\n", streamed.text());
        var missing = assertThrows(InvalidInputException.class, () -> Sprague.graph(GraphQuestion.ofStream(
                new java.io.ByteArrayInputStream(EDGES.getBytes(java.nio.charset.StandardCharsets.UTF_8)), "g.txt",
                "z", null, false, 1000, 1, null)));
        assertEquals("vertex 'z' is not in g.txt", missing.getMessage());
    }

    @Test
    void anUnreadableStreamIsBadInputNamingTheSource() {
        java.io.InputStream broken = new java.io.InputStream() {
            @Override
            public int read() throws java.io.IOException {
                throw new java.io.IOException("Is a directory");
            }

            @Override
            public int read(byte[] b, int off, int len) throws java.io.IOException {
                throw new java.io.IOException("Is a directory");
            }
        };
        var bad = assertThrows(InvalidInputException.class,
                () -> Sprague.graph(GraphQuestion.ofStream(broken, "dir", null, null, false, 1000, 1, null)));
        assertEquals("dir: cannot read: Is a directory", bad.getMessage());
    }

    @Test
    void aGameExploredFromAStartReportsTheStartOrEveryPosition() {
        org.sprague.catalog.ImpartialCatalogGame nim = (org.sprague.catalog.ImpartialCatalogGame)
                org.sprague.catalog.Catalog.standard().game("nim");
        Report start = Sprague.graph(GraphQuestion.explore(nim, nim.parse(List.of("2")), false, 1000, 1, null));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> one = (List<Map<String, Object>>) start.json();
        assertEquals(1, one.size());
        assertEquals("W", one.get(0).get("outcome")); // nim heap 2: take both
        assertEquals(1, one.get(0).get("remoteness"));
        assertTrue(start.lines().get(0).startsWith("explored:   3 positions, 3 moves, from "), start.text());
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> every = (List<Map<String, Object>>) Sprague.graph(
                GraphQuestion.explore(nim, nim.parse(List.of("2")), true, 1000, 1, null)).json();
        assertEquals(3, every.size());
        assertThrows(LimitExceededException.class,
                () -> Sprague.graph(GraphQuestion.explore(nim, nim.parse(List.of("2")), true, 2, 1, null)));
    }

    @Test
    void aQuestionHasExactlyOneSource() {
        assertThrows(IllegalArgumentException.class, () -> new GraphQuestion(null, null, null, null, false, "x", null,
                null, false, 10, 1, null));
    }
}
