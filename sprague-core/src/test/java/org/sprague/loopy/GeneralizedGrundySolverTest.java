package org.sprague.loopy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collection;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Outcome;
import org.sprague.impartial.MemoizedGrundySolver;

class GeneralizedGrundySolverTest {

    @Test
    void aTwoCycleWithAnExitHasTheClassicalValues() throws Exception {
        // a <-> b, b -> c (sink): c = 0, b = 1, a has the single option b of value 1 and
        // nothing of value 0 below it... a's options: {b}; a = 0 since b has option c = 0.
        GameGraph g = RetrogradeSolverTest.parse("a b\nb a\nb c\n");
        GeneralizedGrundySolver.Result r = GeneralizedGrundySolver.solve(g, org.sprague.game.Deadline.unlimited());
        assertEquals("0", r.value(g.idOf("c")).toString());
        assertEquals("1", r.value(g.idOf("b")).toString());
        assertEquals("0", r.value(g.idOf("a")).toString());
        GameGraph loop = RetrogradeSolverTest.parse("x y\ny x\nx z\nz z2\n");
        GeneralizedGrundySolver.Result l = GeneralizedGrundySolver.solve(loop, org.sprague.game.Deadline.unlimited());
        // z2 = 0, z = 1; x's options y (loops back) and z (1): y and x are infinite
        assertEquals("inf()", l.value(loop.idOf("y")).toString());
        assertEquals("inf(1)", l.value(loop.idOf("x")).toString());
    }

    @Test
    void onAcyclicGraphsTheValuesAreTheOrdinaryGrundyValues() {
        Random rnd = new Random(7);
        for (int trial = 0; trial < 300; trial++) {
            GameGraph g = RandomGraphs.acyclic(rnd, 1 + rnd.nextInt(40), 1 + rnd.nextInt(5));
            GeneralizedGrundySolver.Result r = GeneralizedGrundySolver.solve(g, org.sprague.game.Deadline.unlimited());
            GraphRetrograde.Result o = RetrogradeSolver.solve(g);
            MemoizedGrundySolver<Integer> acyclic = new MemoizedGrundySolver<>(view(g));
            int[] depth = new int[g.vertexCount()]; // remoteness by the acyclic recursion, ids ascending
            for (int v = 0; v < g.vertexCount(); v++) {
                int expected = acyclic.grundy(v);
                assertEquals(expected, r.values()[v], "trial " + trial + " vertex " + v);
                assertEquals(Outcome.ofGrundy(expected), o.outcome(v));
                int[] opts = g.options(v);
                if (opts.length > 0) {
                    boolean win = expected != 0;
                    int best = win ? Integer.MAX_VALUE : -1;
                    for (int w : opts) {
                        if (win && acyclic.grundy(w) == 0) {
                            best = Math.min(best, depth[w]);
                        } else if (!win) {
                            best = Math.max(best, depth[w]);
                        }
                    }
                    depth[v] = best + 1;
                }
                assertEquals(depth[v], o.remoteness(v), "trial " + trial + " vertex " + v);
            }
        }
    }

    @Test
    void valuesAgreeWithSmithsLabellingDoneNaivelyOnRandomCyclicGraphs() {
        Random rnd = new Random(11);
        int infiniteWithK = 0;
        int drawsSeen = 0;
        for (int trial = 0; trial < 400; trial++) {
            GameGraph g = RandomGraphs.cyclic(rnd, 1 + rnd.nextInt(30), 1 + rnd.nextInt(4));
            GeneralizedGrundySolver.Result r = GeneralizedGrundySolver.solve(g, org.sprague.game.Deadline.unlimited());
            int[] ref = ReferenceLoopySolver.generalizedGrundy(g);
            GraphRetrograde.Result o = RetrogradeSolver.solve(g);
            for (int v = 0; v < g.vertexCount(); v++) {
                assertEquals(ref[v], r.values()[v], "trial " + trial + " vertex " + v);
                GeneralizedValue value = r.value(v);
                assertEquals(o.outcome(v), value.outcome(), "trial " + trial + " vertex " + v + " " + value);
                checkDefiningProperties(g, r.values(), v);
                infiniteWithK += !value.isFinite() && !value.equals(GeneralizedValue.infinity()) ? 1 : 0;
                drawsSeen += value.outcome() == Outcome.D ? 1 : 0;
            }
        }
        assertTrue(infiniteWithK > 100 && drawsSeen > 100, "the random graphs exercise infinities: "
                + infiniteWithK + " " + drawsSeen);
    }

    /** Smith's conditions: a finite g is the mex of the finite option values, and every option of higher or infinite value reverts to g. */
    private static void checkDefiningProperties(GameGraph g, int[] val, int v) {
        if (val[v] < 0) {
            return;
        }
        Set<Integer> k = ReferenceLoopySolver.finiteOptionValues(g, val, v);
        for (int i = 0; i < val[v]; i++) {
            assertTrue(k.contains(i), "vertex " + v + " lacks an option of value " + i);
        }
        assertTrue(!k.contains(val[v]));
        for (int w : g.options(v)) {
            if (val[w] < 0 || val[w] > val[v]) {
                assertTrue(ReferenceLoopySolver.finiteOptionValues(g, val, w).contains(val[v]),
                        "option " + w + " of " + v + " does not revert to " + val[v]);
            }
        }
    }

    static ImpartialGame<Integer> view(GameGraph g) {
        return new ImpartialGame<>() {
            @Override
            public Collection<Integer> options(Integer v) {
                return java.util.Arrays.stream(g.options(v)).boxed().toList();
            }
        };
    }

    @Test
    void valueStringsAreNumbersOrInfinitiesWithTheirSets() {
        assertEquals("2", GeneralizedValue.finite(2).toString());
        assertEquals("inf(0,1)", GeneralizedValue.infinity(1, 0, 1).toString());
        assertEquals(Outcome.N, GeneralizedValue.infinity(0, 3).outcome());
        assertEquals(Outcome.D, GeneralizedValue.infinity(1, 3).outcome());
        assertEquals("inf(2,3)", GeneralizedValue.infinity(0, 1).plus(GeneralizedValue.finite(2)).toString());
        assertEquals("inf()", GeneralizedValue.infinity(0).plus(GeneralizedValue.infinity(0)).toString());
    }
}
