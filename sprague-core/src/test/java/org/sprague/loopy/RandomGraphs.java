package org.sprague.loopy;

import java.util.Random;

/** Random move graphs for the cross-checks. */
public final class RandomGraphs {
    private RandomGraphs() {
    }

    /** A graph on n vertices, each with 0..maxDegree random moves (self-loops and repeats allowed). */
    public static GameGraph cyclic(Random rnd, int n, int maxDegree) {
        int[] from = new int[n * maxDegree];
        int[] to = new int[n * maxDegree];
        int m = 0;
        for (int u = 0; u < n; u++) {
            int d = rnd.nextInt(maxDegree + 1);
            for (int i = 0; i < d; i++) {
                from[m] = u;
                to[m++] = rnd.nextInt(n);
            }
        }
        return GameGraph.fromEdges(n, from, to, m, null, null, null);
    }

    /** An acyclic graph on n vertices: every move goes to a smaller id. */
    public static GameGraph acyclic(Random rnd, int n, int maxDegree) {
        int[] from = new int[n * maxDegree];
        int[] to = new int[n * maxDegree];
        int m = 0;
        for (int u = 1; u < n; u++) {
            int d = rnd.nextInt(maxDegree + 1);
            for (int i = 0; i < d; i++) {
                from[m] = u;
                to[m++] = rnd.nextInt(u);
            }
        }
        return GameGraph.fromEdges(n, from, to, m, null, null, null);
    }
}
