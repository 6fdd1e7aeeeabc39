package org.sprague.loopy;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * Slow, obviously correct fixed points used only to check the fast solvers: synchronous
 * rounds over all vertices, recomputing from the definitions, no counters, no queues.
 */
public final class ReferenceLoopySolver {
    public static final int DRAW = 0;
    static final int WIN = 1;
    static final int LOSS = 2;
    static final int UNLABELLED = -2;
    static final int INFINITE = -1;

    private ReferenceLoopySolver() {
    }

    /** outcome[v] and remoteness[v] by rounds: a round labels, from the previous labels only. */
    public static int[][] outcomes(GameGraph g) {
        int n = g.vertexCount();
        int[] outcome = new int[n];
        int[] rem = new int[n];
        boolean changed = true;
        while (changed) {
            changed = false;
            int[] next = outcome.clone();
            int[] nextRem = rem.clone();
            for (int v = 0; v < n; v++) {
                if (outcome[v] != DRAW) {
                    continue;
                }
                int[] opts = g.options(v);
                int minLoss = Integer.MAX_VALUE;
                boolean allWin = true;
                int maxWin = -1;
                for (int w : opts) {
                    if (outcome[w] == LOSS) {
                        minLoss = Math.min(minLoss, rem[w]);
                    }
                    if (outcome[w] != WIN) {
                        allWin = false;
                    } else {
                        maxWin = Math.max(maxWin, rem[w]);
                    }
                }
                if (minLoss != Integer.MAX_VALUE) {
                    next[v] = WIN;
                    nextRem[v] = minLoss + 1;
                    changed = true;
                } else if (allWin) {
                    next[v] = LOSS;
                    nextRem[v] = maxWin + 1;
                    changed = true;
                }
            }
            outcome = next;
            rem = nextRem;
        }
        return new int[][] {outcome, rem};
    }

    /**
     * Smith's labelling straight from its statement: for m = 0, 1, ...: repeatedly scan every
     * vertex and label u with m when (a) no option is labelled m and (b) every option that
     * is unlabelled or infinite has an option labelled m; then label infinite every
     * unlabelled vertex without an option labelled m.
     */
    public static int[] generalizedGrundy(GameGraph g) {
        int n = g.vertexCount();
        int[] val = new int[n];
        Arrays.fill(val, UNLABELLED);
        for (int m = 0; Arrays.stream(val).anyMatch(x -> x == UNLABELLED); m++) {
            boolean changed = true;
            while (changed) {
                changed = false;
                for (int u = 0; u < n; u++) {
                    if (val[u] != UNLABELLED || hasOptionLabelled(g, val, u, m)) {
                        continue;
                    }
                    boolean ok = true;
                    for (int w : g.options(u)) {
                        if (val[w] < 0 && !hasOptionLabelled(g, val, w, m)) {
                            ok = false;
                        }
                    }
                    if (ok) {
                        val[u] = m;
                        changed = true;
                    }
                }
            }
            for (int u = 0; u < n; u++) {
                if (val[u] == UNLABELLED && !hasOptionLabelled(g, val, u, m)) {
                    val[u] = INFINITE;
                }
            }
        }
        return val;
    }

    private static boolean hasOptionLabelled(GameGraph g, int[] val, int u, int m) {
        for (int w : g.options(u)) {
            if (val[w] == m) {
                return true;
            }
        }
        return false;
    }

    /** The finite option values of v. */
    static Set<Integer> finiteOptionValues(GameGraph g, int[] val, int v) {
        Set<Integer> k = new HashSet<>();
        for (int w : g.options(v)) {
            if (val[w] >= 0) {
                k.add(val[w]);
            }
        }
        return k;
    }
}
