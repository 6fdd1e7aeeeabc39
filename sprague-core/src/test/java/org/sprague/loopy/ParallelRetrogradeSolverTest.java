package org.sprague.loopy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class ParallelRetrogradeSolverTest {

    /** The thresholds tried: every level wide and parallel, every level a list, and the defaults. */
    private static final int[][] THRESHOLDS = {{1, 1}, {1, Integer.MAX_VALUE}, {ParallelRetrogradeSolver.PARALLEL_MIN, -1}};

    private static void assertSameAsSequential(GameGraph g, String what) {
        RetrogradeSolver.Result seq = RetrogradeSolver.solve(g);
        for (int threads = 1; threads <= 3; threads++) {
            for (int[] th : THRESHOLDS) {
                RetrogradeSolver.Result par = ParallelRetrogradeSolver.solve(g, threads, th[0], th[1]);
                String where = what + ", " + threads + " threads, thresholds " + th[0] + "/" + th[1];
                assertArrayEquals(seq.outcomes(), par.outcomes(), where);
                assertArrayEquals(seq.remoteness(), par.remoteness(), where);
            }
        }
    }

    @Test
    void theLevelAnalysisEqualsTheSequentialOneOnRandomGraphsWithDraws() {
        Random rnd = new Random(8);
        int draws = 0;
        int maxRemoteness = 0;
        for (int trial = 0; trial < 20; trial++) {
            // large enough that each of 2 or 3 threads owns a range (1024-id blocks)
            GameGraph g = RandomGraphs.cyclic(rnd, 3000 + rnd.nextInt(40_000), 1 + rnd.nextInt(8));
            assertSameAsSequential(g, "trial " + trial);
            RetrogradeSolver.Result seq = RetrogradeSolver.solve(g);
            for (int v = 0; v < g.vertexCount(); v++) {
                draws += seq.outcomes()[v] == RetrogradeSolver.DRAW ? 1 : 0;
                maxRemoteness = Math.max(maxRemoteness, seq.remoteness(v));
            }
        }
        assertTrue(draws > 100, "the random graphs have draws: " + draws);
        assertTrue(maxRemoteness > 10, "and long remoteness: " + maxRemoteness);
    }

    @Test
    void smallRandomGraphsAgreeWithTheFixedPoint() {
        Random rnd = new Random(12);
        for (int trial = 0; trial < 300; trial++) {
            GameGraph g = RandomGraphs.cyclic(rnd, 1 + rnd.nextInt(40), 1 + rnd.nextInt(4));
            int[][] ref = ReferenceLoopySolver.outcomes(g);
            for (int[] th : THRESHOLDS) {
                RetrogradeSolver.Result r = ParallelRetrogradeSolver.solve(g, 2, th[0], th[1]);
                for (int v = 0; v < g.vertexCount(); v++) {
                    assertEquals(ref[0][v], r.outcomes()[v], "trial " + trial + " vertex " + v);
                    if (ref[0][v] != ReferenceLoopySolver.DRAW) {
                        assertEquals(ref[1][v], r.remoteness(v), "trial " + trial + " vertex " + v);
                    }
                }
            }
        }
    }

    @Test
    void aLongPathHasOneVertexALevel() {
        int n = 20_000;
        int[] from = new int[n - 1];
        int[] to = new int[n - 1];
        for (int v = 1; v < n; v++) {
            from[v - 1] = v;
            to[v - 1] = v - 1;
        }
        GameGraph g = GameGraph.fromEdges(n, from, to, n - 1, null, null, null);
        RetrogradeSolver.Result r = ParallelRetrogradeSolver.solve(g, 2);
        for (int v = 0; v < n; v++) {
            assertEquals(v, r.remoteness(v));
        }
        assertSameAsSequential(g, "path");
    }

    @Test
    void aVertexWithManyPredecessorsIsSplitBetweenOwners() {
        // every vertex moves to the sink 0 and to a random vertex: reverse row 0 holds n sources
        Random rnd = new Random(3);
        int n = 9000;
        int[] from = new int[2 * n];
        int[] to = new int[2 * n];
        int m = 0;
        for (int v = 1; v < n; v++) {
            from[m] = v;
            to[m++] = 0;
            if (rnd.nextBoolean()) {
                from[m] = v;
                to[m++] = rnd.nextInt(n);
            }
        }
        assertSameAsSequential(GameGraph.fromEdges(n, from, to, m, null, null, null), "star");
    }

    @Test
    void emptyAndTinyGraphsAreSolved() {
        assertSameAsSequential(GameGraph.fromEdges(0, new int[0], new int[0], 0, null, null, null), "empty");
        assertSameAsSequential(GameGraph.fromEdges(1, new int[] {0}, new int[] {0}, 1, null, null, null), "self-loop");
        assertSameAsSequential(GameGraph.fromEdges(2, new int[] {0}, new int[] {1}, 1, null, null, null), "one move");
    }
}
