package org.sprague.loopy.engine;

import org.sprague.loopy.EdgeListParser;
import org.sprague.loopy.GameGraph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;

/** AtCoder ABC261 Ex "Game on Graph" (samples from the problem statement). */
class WeightedGraphGameTest {

    static long valueFrom(String edges, String start) throws Exception {
        GameGraph g = new EdgeListParser(1000, Deadline.unlimited()).parse(bytes(edges), "sample");
        return WeightedGraphGame.solve(g, org.sprague.game.Deadline.unlimited())[0][g.idOf(start)];
    }

    @Test
    void abc261ExSample1IsForty() throws Exception {
        assertEquals(40, valueFrom("1 2 1\n1 3 10\n2 4 100\n2 5 102\n3 6 20\n3 7 30\n", "1"));
    }

    @Test
    void abc261ExSample2IsInfinity() throws Exception {
        assertEquals(WeightedGraphGame.INFINITY,
                valueFrom("1 2 1\n2 1 2\n2 3 3\n3 2 4\n3 1 5\n1 3 6\n", "3"));
    }

    @Test
    void abc261ExSample3IsFive() throws Exception {
        assertEquals(5, valueFrom("1 2 1\n2 3 1\n3 1 1\n2 4 1\n", "1"));
    }

    @Test
    void negativeWeightsAreRefused() throws Exception {
        assertThrows(InvalidInputException.class, () -> valueFrom("a b -1\n", "a"));
    }

    @Test
    void aTotalPastTheLongRangeIsALimitNotAWrongNumber() {
        assertThrows(org.sprague.game.LimitExceededException.class,
                () -> valueFrom("a b 9223372036854775000\nb c 9223372036854775000\n", "a"));
    }

    /**
     * Against value iteration over a bounded horizon: with finite values V, the game of
     * at most T moves (the maximizer's reward for surviving T moves is +infinity) has the
     * same value for T past 2V (a finite optimal play never repeats a state).
     */
    @Test
    void valuesAgreeWithBoundedHorizonValueIterationOnRandomGraphs() {
        Random rnd = new Random(3);
        for (int trial = 0; trial < 300; trial++) {
            int n = 1 + rnd.nextInt(8);
            int maxDeg = 1 + rnd.nextInt(3);
            int[] from = new int[n * maxDeg];
            int[] to = new int[n * maxDeg];
            long[] w = new long[n * maxDeg];
            int m = 0;
            for (int u = 0; u < n; u++) {
                for (int i = rnd.nextInt(maxDeg + 1); i > 0; i--) {
                    from[m] = u;
                    to[m] = rnd.nextInt(n);
                    w[m++] = rnd.nextInt(10);
                }
            }
            GameGraph g = GameGraph.fromEdges(n, from, to, m, w, null, null);
            long[][] fast = WeightedGraphGame.solve(g, org.sprague.game.Deadline.unlimited());
            long inf = Long.MAX_VALUE / 4;
            long[][] val = new long[2][n]; // horizon 0: sinks 0, others +infinity
            for (int v = 0; v < n; v++) {
                val[0][v] = val[1][v] = g.outDegree(v) == 0 ? 0 : inf;
            }
            for (int t = 0; t < 6 * n + 4; t++) {
                long[][] next = new long[2][n];
                for (int v = 0; v < n; v++) {
                    if (g.outDegree(v) == 0) {
                        continue;
                    }
                    long min = inf;
                    long max = 0;
                    for (int k = g.outStart()[v]; k < g.outStart()[v + 1]; k++) {
                        int x = g.heads()[k];
                        min = Math.min(min, Math.min(inf, val[1][x] + g.weights()[k]));
                        max = Math.max(max, Math.min(inf, val[0][x] + g.weights()[k]));
                    }
                    next[0][v] = min;
                    next[1][v] = max;
                }
                val = next;
            }
            for (int p = 0; p < 2; p++) {
                for (int v = 0; v < n; v++) {
                    long expected = val[p][v] >= inf ? WeightedGraphGame.INFINITY : val[p][v];
                    assertEquals(expected, fast[p][v], "trial " + trial + " player " + p + " vertex " + v);
                }
            }
        }
    }

    private static ByteArrayInputStream bytes(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
