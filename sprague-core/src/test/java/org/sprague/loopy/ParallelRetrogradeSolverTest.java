package org.sprague.loopy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class ParallelRetrogradeSolverTest {

    @Test
    void theParallelAnalysisEqualsTheSequentialOneOnRandomGraphs() {
        Random rnd = new Random(8);
        for (int trial = 0; trial < 40; trial++) {
            // large enough that frontiers span several chunks
            GameGraph g = RandomGraphs.cyclic(rnd, 1000 + rnd.nextInt(60_000), 1 + rnd.nextInt(8));
            RetrogradeSolver.Result seq = RetrogradeSolver.solve(g);
            RetrogradeSolver.Result par = ParallelRetrogradeSolver.solve(g, 2);
            assertArrayEquals(seq.outcomes(), par.outcomes(), "trial " + trial);
            assertArrayEquals(seq.remoteness(), par.remoteness(), "trial " + trial);
        }
    }
}
