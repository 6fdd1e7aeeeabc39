package org.sprague.retrograde;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.sprague.game.Deadline;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.sprague.loopy.GameGraph;
import org.sprague.loopy.RandomGraphs;
import org.sprague.loopy.ReferenceLoopySolver;
import org.sprague.loopy.RetrogradeSolver;

/**
 * The retrograde engine against the oracle (the FIFO queue of {@link RetrogradeSolver}) on
 * random graphs with cycles: both value domains, one to three threads, every level a bitmap
 * and parallel, every level a list, and the default thresholds; with values given before the
 * analysis, and with children outside the graph given as a {@link Schedule} (a tier).
 */
class LevelRetrogradeTest {

    /** parallelMin / wideMin: every level wide and parallel, every level a list, the defaults. */
    static final int[][] THRESHOLDS = {{1, 1}, {1, Integer.MAX_VALUE}, {LevelRetrograde.PARALLEL_MIN, -1}};

    /** The domain of the tests: each vertex's kind and level. */
    record KindsAndLevels(boolean ties, int[] kinds, int[] levels) implements ValueDomain {
        KindsAndLevels(boolean ties, int n) {
            this(ties, new int[n], new int[n]);
        }

        @Override
        public void finish(int[] state, int base, int lo, int hi) {
            for (int v = lo; v < hi; v++) {
                int s = state[v - base];
                kinds[v] = s > 0 ? LevelRetrograde.DRAW : LevelRetrograde.kind(s);
                levels[v] = s > 0 ? 0 : LevelRetrograde.level(s);
            }
        }
    }

    /** The engine on the whole graph, vertices of {@code given} labelled at level 0. */
    static KindsAndLevels engine(GameGraph g, int[] given, boolean ties, int threads, int[] th) {
        int n = g.vertexCount();
        int[] state = new int[n];
        for (int v = 0; v < n; v++) {
            state[v] = given[v] >= 0 ? LevelRetrograde.label(given[v], 0) : g.outDegree(v);
        }
        KindsAndLevels d = new KindsAndLevels(ties, n);
        LevelRetrograde.solve(g.moves(), state, Schedule.NONE, d, threads, th[0], th[1], Deadline.unlimited());
        return d;
    }

    private static int[] none(int n) {
        int[] a = new int[n];
        Arrays.fill(a, -1);
        return a;
    }

    private static void assertSameAsOracle(GameGraph g, int[] given, boolean ties, String what) {
        int[][] want = RetrogradeSolver.solve(g, given, ties);
        for (int threads = 1; threads <= 3; threads++) {
            for (int[] th : THRESHOLDS) {
                KindsAndLevels got = engine(g, given, ties, threads, th);
                String where = what + ", ties " + ties + ", " + threads + " threads, thresholds " + th[0] + "/" + th[1];
                assertArrayEquals(want[0], got.kinds(), where);
                assertArrayEquals(want[1], got.levels(), where);
            }
        }
    }

    /** Random values given to about one vertex in {@code every}: loss, win or tie (ties only with a tie domain). */
    private static int[] randomGiven(Random rnd, int n, int every, boolean ties) {
        int[] given = none(n);
        for (int v = 0; v < n; v++) {
            if (rnd.nextInt(every) == 0) {
                given[v] = rnd.nextInt(ties ? 3 : 2);
            }
        }
        return given;
    }

    @Property(tries = 200)
    void everyDomainAndSchedulerAgreesWithTheOracleOnRandomGraphs(@ForAll long seed,
            @ForAll @IntRange(min = 1, max = 3000) int n, @ForAll @IntRange(min = 1, max = 6) int degree,
            @ForAll boolean ties, @ForAll boolean given) {
        Random rnd = new Random(seed);
        GameGraph g = RandomGraphs.cyclic(rnd, n, degree);
        assertSameAsOracle(g, given ? randomGiven(rnd, n, 7, ties) : none(n), ties, "seed " + seed);
    }

    /**
     * A tier: the graph's vertices {@code m..n-1} only move among themselves (a child tier,
     * solved first by the oracle); the engine gets vertices {@code 0..m-1} with their moves
     * inside, their children outside as notifications, and about half of those whose moves
     * all leave decided beforehand at their own level, as the tier scan does. Together they
     * must give the oracle's values for the whole graph.
     */
    @Property(tries = 200)
    void childrenOutsideTheGraphAsASchedule(@ForAll long seed, @ForAll @IntRange(min = 2, max = 2500) int n,
            @ForAll @IntRange(min = 1, max = 5) int degree, @ForAll boolean ties) {
        Random rnd = new Random(seed);
        int m = 1 + rnd.nextInt(n - 1);
        int[] from = new int[n * degree];
        int[] to = new int[n * degree];
        int edges = 0;
        for (int u = 0; u < n; u++) {
            for (int i = rnd.nextInt(degree + 1); i > 0; i--) {
                from[edges] = u;
                to[edges++] = u < m && rnd.nextInt(3) > 0 ? rnd.nextInt(m) : m + rnd.nextInt(n - m);
            }
        }
        GameGraph whole = GameGraph.fromEdges(n, from, to, edges, null, null, null);
        int[] given = randomGiven(rnd, n, 9, ties);
        int[][] want = RetrogradeSolver.solve(whole, given, ties);
        // the tier: moves inside it, reversed
        int[] start = new int[m + 1];
        for (int e = 0; e < edges; e++) {
            if (from[e] < m && to[e] < m) {
                start[to[e] + 1]++;
            }
        }
        for (int v = 0; v < m; v++) {
            start[v + 1] += start[v];
        }
        int[] fill = Arrays.copyOf(start, m);
        int[] parents = new int[start[m]];
        for (int u = 0; u < m; u++) { // by source, so each row is increasing
            for (int k = whole.outStart()[u]; k < whole.outStart()[u + 1]; k++) {
                if (whole.heads()[k] < m) {
                    parents[fill[whole.heads()[k]]++] = u;
                }
            }
        }
        int[] state = new int[m];
        Schedule.Builder schedule = new Schedule.Builder();
        for (int v = 0; v < m; v++) {
            if (given[v] >= 0) {
                state[v] = LevelRetrograde.label(given[v], 0);
                continue;
            }
            int inside = 0;
            int minLose = Integer.MAX_VALUE;
            int maxWin = -1;
            int minTie = Integer.MAX_VALUE;
            boolean otherNonWin = false;
            for (int k = whole.outStart()[v]; k < whole.outStart()[v + 1]; k++) {
                int c = whole.heads()[k];
                if (c < m) {
                    inside++;
                } else if (want[0][c] == LevelRetrograde.WIN) {
                    maxWin = Math.max(maxWin, want[1][c]);
                } else {
                    otherNonWin = true;
                    if (want[0][c] == LevelRetrograde.LOSS) {
                        minLose = Math.min(minLose, want[1][c]);
                    } else if (want[0][c] == LevelRetrograde.TIE && ties) {
                        minTie = Math.min(minTie, want[1][c]);
                    }
                }
            }
            if (inside == 0 && whole.outDegree(v) > 0 && rnd.nextBoolean()) { // decided before, as a tier's scan does
                state[v] = minLose != Integer.MAX_VALUE ? LevelRetrograde.label(LevelRetrograde.WIN, minLose + 1)
                        : !otherNonWin ? LevelRetrograde.label(LevelRetrograde.LOSS, maxWin + 1)
                        : minTie != Integer.MAX_VALUE ? LevelRetrograde.label(LevelRetrograde.TIE, minTie + 1)
                        : LevelRetrograde.label(LevelRetrograde.DRAW, 0);
                continue;
            }
            state[v] = inside + (maxWin >= 0 ? 1 : 0) + (otherNonWin ? 1 : 0);
            if (minLose != Integer.MAX_VALUE) {
                schedule.childLoses(v, minLose);
            }
            if (maxWin >= 0) {
                schedule.childWins(v, maxWin);
            }
            if (minTie != Integer.MAX_VALUE) {
                schedule.childTies(v, minTie);
            }
        }
        Schedule built = schedule.build();
        MoveGraph tier = MoveGraph.ofParents(m, start, parents);
        for (int threads = 1; threads <= 3; threads++) {
            for (int[] th : THRESHOLDS) {
                KindsAndLevels got = new KindsAndLevels(ties, m);
                LevelRetrograde.solve(tier, state.clone(), built, got, threads, th[0], th[1], Deadline.unlimited());
                String where = "seed " + seed + ", " + threads + " threads, thresholds " + th[0] + "/" + th[1];
                assertArrayEquals(Arrays.copyOf(want[0], m), got.kinds(), where);
                assertArrayEquals(Arrays.copyOf(want[1], m), got.levels(), where);
            }
        }
    }

    @Test
    void theLevelAnalysisEqualsTheOracleOnLargerRandomGraphsWithDraws() {
        Random rnd = new Random(8);
        int draws = 0;
        int maxRemoteness = 0;
        for (int trial = 0; trial < 12; trial++) {
            // large enough that each of 2 or 3 threads owns a range (1024-id blocks)
            GameGraph g = RandomGraphs.cyclic(rnd, 3000 + rnd.nextInt(40_000), 1 + rnd.nextInt(8));
            assertSameAsOracle(g, none(g.vertexCount()), false, "trial " + trial);
            int[][] want = RetrogradeSolver.solve(g, none(g.vertexCount()), false);
            for (int v = 0; v < g.vertexCount(); v++) {
                draws += want[0][v] == LevelRetrograde.DRAW ? 1 : 0;
                maxRemoteness = Math.max(maxRemoteness, want[1][v]);
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
                KindsAndLevels r = engine(g, none(g.vertexCount()), false, 2, th);
                for (int v = 0; v < g.vertexCount(); v++) {
                    int kind = r.kinds()[v];
                    int outcome = kind == LevelRetrograde.WIN ? 1 : kind == LevelRetrograde.LOSS ? 2 : 0;
                    assertEquals(ref[0][v], outcome, "trial " + trial + " vertex " + v);
                    if (ref[0][v] != ReferenceLoopySolver.DRAW) {
                        assertEquals(ref[1][v], r.levels()[v], "trial " + trial + " vertex " + v);
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
        KindsAndLevels r = engine(g, none(n), false, 2, THRESHOLDS[2]);
        for (int v = 0; v < n; v++) {
            assertEquals(v, r.levels()[v]);
        }
        assertSameAsOracle(g, none(n), true, "path");
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
        assertSameAsOracle(GameGraph.fromEdges(n, from, to, m, null, null, null), none(n), false, "star");
    }

    @Test
    void emptyAndTinyGraphsAreSolved() {
        assertSameAsOracle(GameGraph.fromEdges(0, new int[0], new int[0], 0, null, null, null), none(0), true, "empty");
        assertSameAsOracle(GameGraph.fromEdges(1, new int[] {0}, new int[] {0}, 1, null, null, null), none(1), true,
                "self-loop");
        assertSameAsOracle(GameGraph.fromEdges(2, new int[] {0}, new int[] {1}, 1, null, null, null), none(2), false,
                "one move");
    }
}
