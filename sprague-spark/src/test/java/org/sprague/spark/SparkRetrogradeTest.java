package org.sprague.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.sprague.retrograde.LevelRetrograde;
import org.sprague.retrograde.MoveGraph;
import org.sprague.retrograde.Schedule;
import org.sprague.retrograde.Shard;
import org.sprague.retrograde.ValueDomain;
import scala.Tuple2;

/**
 * The Spark scheduler of the retrograde engine against the in-process one (which
 * {@code LevelRetrogradeTest} checks against the oracle) on random graphs with cycles, both
 * value domains, values given before the analysis: the same kind and level for every vertex.
 */
class SparkRetrogradeTest {
    static JavaSparkContext sc;

    @BeforeAll
    static void start() {
        sc = new JavaSparkContext(new SparkConf().setMaster("local[2]").setAppName("test")
                .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1"));
        sc.setLogLevel("WARN");
    }

    @AfterAll
    static void stop() {
        sc.close();
    }

    /** Each vertex's kind and level, into arrays indexed {@code v - offset}. */
    record Labels(boolean ties, int[] kinds, int[] levels, int offset) implements ValueDomain, java.io.Serializable {
        @Override
        public void finish(int[] state, int base, int lo, int hi) {
            for (int v = lo; v < hi; v++) {
                int s = state[v - base];
                kinds[v - offset] = s > 0 ? LevelRetrograde.DRAW : LevelRetrograde.kind(s);
                levels[v - offset] = s > 0 ? 0 : LevelRetrograde.level(s);
            }
        }
    }

    @Test
    void sparkGivesTheInProcessLabelsOnRandomGraphs() {
        Random rnd = new Random(22);
        int maxLevel = 0;
        for (int trial = 0; trial < 8; trial++) {
            boolean ties = trial % 2 == 1;
            int n = 1 + rnd.nextInt(trial < 4 ? 50 : 4000);
            int degree = 1 + rnd.nextInt(4);
            int[] childStart = new int[n + 1];
            int[] children = new int[n * degree];
            for (int u = 0; u < n; u++) {
                int d = rnd.nextInt(degree + 1);
                childStart[u + 1] = childStart[u] + d;
                for (int i = 0; i < d; i++) {
                    children[childStart[u] + i] = rnd.nextInt(n);
                }
            }
            MoveGraph g = MoveGraph.ofChildren(n, childStart, Arrays.copyOf(children, childStart[n]));
            int[] state = new int[n];
            for (int v = 0; v < n; v++) {
                state[v] = rnd.nextInt(8) == 0 ? LevelRetrograde.label(rnd.nextInt(ties ? 3 : 2), 0)
                        : childStart[v + 1] - childStart[v];
            }
            Labels want = new Labels(ties, new int[n], new int[n], 0);
            LevelRetrograde.solve(g, state.clone(), Schedule.NONE, want, 1, org.sprague.game.Deadline.unlimited());
            int parts = 1 + rnd.nextInt(5);
            int chunk = (n + parts - 1) / parts;
            List<Shard> shards = new ArrayList<>();
            for (int p = 0; p < parts; p++) {
                int lo = Math.min(n, p * chunk);
                int hi = Math.min(n, lo + chunk);
                int[] start = new int[hi - lo + 1];
                for (int v = lo; v <= hi; v++) {
                    start[v - lo] = g.parentStart()[v] - g.parentStart()[lo];
                }
                int[] parents = Arrays.copyOfRange(g.parents(), g.parentStart()[lo], g.parentStart()[hi]);
                shards.add(Shard.standalone(lo, hi, Arrays.copyOfRange(state, lo, hi),
                        MoveGraph.ofParents(hi - lo, start, parents), Schedule.NONE));
            }
            JavaRDD<Shard> solved = SparkRetrograde.run(sc.parallelize(shards, parts), parts, Math.max(1, chunk), ties);
            int[] kinds = new int[n];
            int[] levels = new int[n];
            for (Tuple2<Integer, int[][]> part : solved.map(s -> {
                Labels l = new Labels(ties, new int[s.hi() - s.lo()], new int[s.hi() - s.lo()], s.lo());
                s.finish(l);
                return new Tuple2<>(s.lo(), new int[][] {l.kinds(), l.levels()});
            }).collect()) {
                System.arraycopy(part._2()[0], 0, kinds, part._1(), part._2()[0].length);
                System.arraycopy(part._2()[1], 0, levels, part._1(), part._2()[1].length);
            }
            assertArrayEquals(want.kinds(), kinds, "trial " + trial);
            assertArrayEquals(want.levels(), levels, "trial " + trial);
            maxLevel = Math.max(maxLevel, Arrays.stream(levels).max().orElse(0));
        }
        assertTrue(maxLevel > 3, "the graphs have levels to spread over: " + maxLevel);
    }
}
