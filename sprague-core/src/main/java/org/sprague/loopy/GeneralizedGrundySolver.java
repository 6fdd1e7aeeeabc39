package org.sprague.loopy;

import java.util.stream.IntStream;
import java.util.Arrays;
import org.sprague.game.Deadline;
import org.sprague.retrograde.MemoryBudget;

/**
 * Generalized Sprague-Grundy values of every vertex of a move graph that may have cycles
 * (Smith 1966; Fraenkel and Yesha 1986): a number, or {@code infinity(K)}.
 *
 * <p>Algorithm, round m = 0, 1, ... while some vertex is unlabelled: (2) while some
 * unlabelled u has (a) no option labelled m and (b) every option that is unlabelled or
 * labelled infinity has itself an option labelled m, label u with m; (3) label infinity
 * every unlabelled vertex with no option labelled m. An unlabelled vertex after round m
 * has an option labelled m (else step 3 took it), so the mex condition holds by
 * construction.
 *
 * <p>Counters make step 2 one worklist pass: at the start of round m, {@code cnt[u]} is the
 * number of options of u that are unlabelled or infinite; when x is labelled m, each
 * predecessor p of x now "has an option labelled m" (once per round, a stamp), and if p is
 * unlabelled or infinite every predecessor q of p has {@code cnt[q]} decremented; q is
 * labelled when {@code cnt[q] = 0} and it has no option labelled m. Each round touches
 * every remaining unlabelled vertex's out-edges and, once each, the in-edges of the
 * vertices that gain an option labelled m, so a round is {@code O(V + E)} and the whole
 * labelling {@code O((V + E)(g + 2))} with g the largest finite value (at most the largest
 * out-degree). Memory: 16 bytes per vertex besides the graph.
 *
 * <p>Source: C. A. B. Smith, "Graphs and composite games", J. Combin. Theory 1 (1966);
 * A. S. Fraenkel and Y. Yesha, "The generalized Sprague-Grundy function and its
 * invariance under certain mappings", J. Combin. Theory A 43 (1986).
 */
public final class GeneralizedGrundySolver {
    /** Code in {@link Result#values()} for an infinite value. */
    public static final int INFINITE = -1;
    private static final int UNLABELLED = -2;

    private GeneralizedGrundySolver() {
    }

    /** Labels every vertex; stopped at {@code deadline} (checked every 4,096 vertices). */
    public static Result solve(GameGraph g, Deadline deadline) {
        int n = g.vertexCount();
        MemoryBudget.require(20L * n, "generalized Grundy values of " + n + " vertices");
        int[] outStart = g.outStart();
        int[] head = g.heads();
        int[] inStart = g.moves().parentStart();
        int[] tail = g.moves().parents();
        int[] val = new int[n];
        Arrays.fill(val, UNLABELLED);
        int[] cnt = new int[n];
        int[] hasM = new int[n]; // == m + 1 iff the vertex has an option labelled m
        int[] queue = new int[n];
        int[] active = IntStream.range(0, n).toArray();
        int activeCount = n;
        for (int m = 0; activeCount > 0; m++) {
            int stamp = m + 1;
            int qt = 0;
            for (int i = 0; i < activeCount; i++) {
                if ((i & 4095) == 0) {
                    deadline.check(); // every 4,096 vertices of a round (a round may be all of them)
                }
                int u = active[i];
                int c = 0;
                for (int k = outStart[u], end = outStart[u + 1]; k < end; k++) {
                    if (val[head[k]] < 0) {
                        c++;
                    }
                }
                cnt[u] = c;
                if (c == 0) {
                    queue[qt++] = u;
                }
            }
            for (int qh = 0; qh < qt; qh++) {
                if ((qh & 4095) == 0) {
                    deadline.check();
                }
                int x = queue[qh];
                if (val[x] != UNLABELLED || hasM[x] == stamp) {
                    continue;
                }
                val[x] = m;
                for (int k = inStart[x], end = inStart[x + 1]; k < end; k++) {
                    int p = tail[k];
                    if (hasM[p] == stamp) {
                        continue;
                    }
                    hasM[p] = stamp;
                    if (val[p] >= 0) {
                        continue;
                    }
                    for (int j = inStart[p], e2 = inStart[p + 1]; j < e2; j++) {
                        int q = tail[j];
                        if (val[q] == UNLABELLED && --cnt[q] == 0 && hasM[q] != stamp) {
                            queue[qt++] = q;
                        }
                    }
                }
            }
            int kept = 0;
            for (int i = 0; i < activeCount; i++) {
                int u = active[i];
                if (val[u] != UNLABELLED) {
                    continue;
                }
                if (hasM[u] != stamp) {
                    val[u] = INFINITE;
                } else {
                    active[kept++] = u;
                }
            }
            activeCount = kept;
        }
        return new Result(g, val);
    }

    /**
     * The labelling.
     *
     * @param values per vertex the finite value, or {@link #INFINITE}
     */
    public record Result(GameGraph graph, int[] values) {

        /** The generalized value of {@code v}, with K for an infinite one. */
        public GeneralizedValue value(int v) {
            if (values[v] >= 0) {
                return GeneralizedValue.finite(values[v]);
            }
            int[] out = graph.outStart();
            int[] head = graph.heads();
            int[] k = new int[out[v + 1] - out[v]];
            int count = 0;
            for (int e = out[v]; e < out[v + 1]; e++) {
                if (values[head[e]] >= 0) {
                    k[count++] = values[head[e]];
                }
            }
            return GeneralizedValue.infinity(Arrays.copyOf(k, count));
        }
    }
}
