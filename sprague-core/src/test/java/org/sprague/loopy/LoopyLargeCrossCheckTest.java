package org.sprague.loopy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The fast solvers against the slow fixed points on larger random graphs (run with -Pslow). */
@Tag("slow")
class LoopyLargeCrossCheckTest {

    @Test
    void largerRandomGraphsAgreeWithTheFixedPoints() {
        Random rnd = new Random(2026);
        for (int trial = 0; trial < 40; trial++) {
            GameGraph g = RandomGraphs.cyclic(rnd, 1000 + rnd.nextInt(5000), 1 + rnd.nextInt(6));
            GraphRetrograde.Result r = RetrogradeSolver.solve(g);
            GraphRetrograde.Result levels = GraphRetrograde.solve(g, 2, org.sprague.game.Deadline.unlimited());
            int[][] ref = ReferenceLoopySolver.outcomes(g);
            int[] values = GeneralizedGrundySolver.solve(g, org.sprague.game.Deadline.unlimited()).values();
            assertArrayEquals(ReferenceLoopySolver.generalizedGrundy(g), values, "trial " + trial);
            for (int v = 0; v < g.vertexCount(); v++) {
                assertEquals(ref[0][v], r.outcomes()[v], "trial " + trial + " vertex " + v);
                assertEquals(ref[0][v], levels.outcomes()[v], "levels, trial " + trial + " vertex " + v);
                if (ref[0][v] != ReferenceLoopySolver.DRAW) {
                    assertEquals(ref[1][v], r.remoteness(v), "trial " + trial + " vertex " + v);
                    assertEquals(ref[1][v], levels.remoteness(v), "levels, trial " + trial + " vertex " + v);
                }
            }
        }
    }
}
