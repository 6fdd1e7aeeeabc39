package org.sprague.loopy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;
import org.sprague.game.Outcome;

class RetrogradeSolverTest {

    static GameGraph parse(String text) throws Exception {
        return new EdgeListParser(1000, Deadline.unlimited()).parse(bytes(text), "test");
    }

    @Test
    void aTwoCycleIsADrawAndAnEscapeWinsAtRemotenessOne() throws Exception {
        GameGraph g = parse("a b\nb a\nb c\n");
        GraphRetrograde.Result r = RetrogradeSolver.solve(g);
        // c is a sink (loss 0); b moves to c (win 1); a's only move is to b (loss 2)
        assertEquals(Outcome.P, r.outcome(g.idOf("c")));
        assertEquals(Outcome.N, r.outcome(g.idOf("b")));
        assertEquals(1, r.remoteness(g.idOf("b")));
        assertEquals(Outcome.P, r.outcome(g.idOf("a")));
        assertEquals(2, r.remoteness(g.idOf("a")));
        GameGraph loop = parse("x y\ny x\n");
        GraphRetrograde.Result d = RetrogradeSolver.solve(loop);
        assertEquals(Outcome.D, d.outcome(0));
        assertEquals(-1, d.remoteness(0));
        assertArrayEquals(new int[] {1}, d.bestMoves(0));
    }

    @Test
    void theLoserDelaysAndTheWinnerHurries() throws Exception {
        // s can move to a loss at remoteness 0 (t) or 2 (l2): it wins in 1, by t only.
        // l2 -> w1 -> t: l2 is a loss at 2. q moves to w1 or w3; both wins, q delays: 1 + 3.
        GameGraph g = parse("s t\ns l2\nl2 w1\nw1 t\nq w1\nq w3\nw3 l2\n");
        GraphRetrograde.Result r = RetrogradeSolver.solve(g);
        assertEquals(1, r.remoteness(g.idOf("s")));
        assertArrayEquals(new int[] {g.idOf("t")}, r.bestMoves(g.idOf("s")));
        assertEquals(Outcome.P, r.outcome(g.idOf("q")));
        assertEquals(4, r.remoteness(g.idOf("q")));
        assertArrayEquals(new int[] {g.idOf("w3")}, r.bestMoves(g.idOf("q")));
    }

    @Test
    void outcomesAndRemotenessAgreeWithTheFixedPointOnRandomCyclicGraphs() {
        Random rnd = new Random(4);
        for (int trial = 0; trial < 400; trial++) {
            GameGraph g = RandomGraphs.cyclic(rnd, 1 + rnd.nextInt(30), 1 + rnd.nextInt(4));
            GraphRetrograde.Result r = RetrogradeSolver.solve(g);
            int[][] ref = ReferenceLoopySolver.outcomes(g);
            for (int v = 0; v < g.vertexCount(); v++) {
                assertEquals(ref[0][v], r.outcomes()[v], "trial " + trial + " vertex " + v);
                if (ref[0][v] != ReferenceLoopySolver.DRAW) {
                    assertEquals(ref[1][v], r.remoteness(v), "trial " + trial + " vertex " + v);
                }
                checkBestMoves(g, r, v);
            }
        }
    }

    /** Best moves keep the result: each is an option with the right outcome and remoteness, and none is missed. */
    private static void checkBestMoves(GameGraph g, GraphRetrograde.Result r, int v) {
        int[] best = r.bestMoves(v);
        int[] expected = Arrays.stream(g.options(v)).distinct().filter(w -> switch (r.outcome(v)) {
            case N -> r.outcome(w) == Outcome.P && r.remoteness(w) == r.remoteness(v) - 1;
            case P -> r.remoteness(w) == r.remoteness(v) - 1;
            default -> r.outcome(w) == Outcome.D;
        }).toArray();
        assertArrayEquals(expected, best);
        if (r.outcome(v) != Outcome.P || g.outDegree(v) > 0) {
            assertTrue(best.length > 0 || g.outDegree(v) == 0, "vertex " + v + " has no best move");
        }
    }

    private static ByteArrayInputStream bytes(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
