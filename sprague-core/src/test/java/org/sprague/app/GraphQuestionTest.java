package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
    private static final Sprague SPRAGUE = Sprague.standard();
    /** a -> b -> c: c has no move (lost), b wins by moving there, a must move to b (lost); d <-> e: a draw. */
    private static final String EDGES = "a b\nb c\nd e\ne d\n";

    private static GraphAnswer ask(String start, List<String> sum, boolean weighted, String edges) {
        return SPRAGUE.graph(new GraphQuestion(edges, "the graph", start, sum, weighted, 1000, 1, Duration.ofSeconds(10)));
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
        assertThrows(LimitExceededException.class, () -> SPRAGUE.graph(new GraphQuestion(EDGES, "the graph", null,
                null, false, 3, 1, null)));
    }
}
