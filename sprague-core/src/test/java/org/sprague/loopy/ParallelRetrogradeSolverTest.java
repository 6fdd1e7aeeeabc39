package org.sprague.loopy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class ParallelRetrogradeSolverTest {

    @Test
    void theParallelAnalysisEqualsTheSequentialOneOnRandomGraphs() {
        Random rnd = new Random(8);
        for (int trial = 0; trial < 25; trial++) {
            // large enough that frontiers span several chunks
            GameGraph g = RandomGraphs.cyclic(rnd, 1000 + rnd.nextInt(60_000), 1 + rnd.nextInt(8));
            RetrogradeSolver.Result seq = RetrogradeSolver.solve(g);
            for (int threads = 2; threads <= 3; threads++) {
                // every level in parallel (threshold 1), and the default mix
                for (RetrogradeSolver.Result par : new RetrogradeSolver.Result[] {
                        ParallelRetrogradeSolver.solve(g, threads, 1), ParallelRetrogradeSolver.solve(g, threads)}) {
                    assertArrayEquals(seq.outcomes(), par.outcomes(), "trial " + trial);
                    assertArrayEquals(seq.remoteness(), par.remoteness(), "trial " + trial);
                }
            }
        }
    }
}
