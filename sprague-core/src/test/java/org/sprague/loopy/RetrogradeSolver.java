package org.sprague.loopy;

import org.sprague.retrograde.LevelRetrograde;

/**
 * The oracle for the retrograde engine: the simple FIFO-queue retrograde analysis (Ströhlein
 * 1970; Thompson 1986), written for clarity, not speed. A counter per vertex holds its
 * number of moves; sinks lose at remoteness 0, and vertices given a value lose, win or tie
 * at 0. The queue processes vertices in order of remoteness: a loss at r makes every
 * unlabelled predecessor a win at r + 1; a win at r decrements every unlabelled
 * predecessor's counter, and one reaching 0 is a loss at r + 1. With ties, a second queue
 * then spreads ties (a tie at r makes every unlabelled predecessor a tie at r + 1). What is
 * never labelled is a draw. {@code O(V + E)}.
 */
public final class RetrogradeSolver {
    private RetrogradeSolver() {
    }

    /** Win / loss / draw with remoteness of every vertex (normal play). */
    public static GraphRetrograde.Result solve(GameGraph g) {
        int n = g.vertexCount();
        int[] none = new int[n];
        java.util.Arrays.fill(none, -1);
        int[][] kl = solve(g, none, false);
        byte[] outcomes = new byte[n];
        for (int v = 0; v < n; v++) {
            outcomes[v] = switch (kl[0][v]) {
                case LevelRetrograde.WIN -> GraphRetrograde.WIN;
                case LevelRetrograde.LOSS -> GraphRetrograde.LOSS;
                default -> GraphRetrograde.DRAW;
            };
        }
        return new GraphRetrograde.Result(g, outcomes, kl[1]);
    }

    /**
     * Every vertex's kind ({@link LevelRetrograde#LOSS}, {@code WIN}, {@code TIE}, {@code DRAW})
     * and level (0 for a draw).
     *
     * @param given per vertex a kind it has at level 0 whatever its moves, or -1
     * @param ties whether ties spread to predecessors
     * @return {kinds, levels}
     */
    public static int[][] solve(GameGraph g, int[] given, boolean ties) {
        int n = g.vertexCount();
        int[] outStart = g.outStart();
        int[] inStart = g.moves().parentStart();
        int[] tail = g.moves().parents();
        int[] kind = new int[n];
        int[] level = new int[n];
        int[] counter = new int[n];
        boolean[] labelled = new boolean[n];
        int[] queue = new int[n];
        int qt = 0;
        for (int v = 0; v < n; v++) {
            counter[v] = outStart[v + 1] - outStart[v];
            kind[v] = given[v] >= 0 ? given[v] : counter[v] == 0 ? LevelRetrograde.LOSS : LevelRetrograde.DRAW;
            if (given[v] >= 0 || counter[v] == 0) {
                labelled[v] = true;
                if (kind[v] == LevelRetrograde.LOSS || kind[v] == LevelRetrograde.WIN) {
                    queue[qt++] = v;
                }
            }
        }
        for (int qh = 0; qh < qt; qh++) {
            int v = queue[qh];
            for (int k = inStart[v]; k < inStart[v + 1]; k++) {
                int u = tail[k];
                if (labelled[u]) {
                    continue;
                }
                if (kind[v] == LevelRetrograde.LOSS || --counter[u] == 0) {
                    labelled[u] = true;
                    kind[u] = kind[v] == LevelRetrograde.LOSS ? LevelRetrograde.WIN : LevelRetrograde.LOSS;
                    level[u] = level[v] + 1;
                    queue[qt++] = u;
                }
            }
        }
        if (ties) {
            qt = 0;
            for (int v = 0; v < n; v++) {
                if (labelled[v] && kind[v] == LevelRetrograde.TIE) {
                    queue[qt++] = v;
                }
            }
            for (int qh = 0; qh < qt; qh++) {
                int v = queue[qh];
                for (int k = inStart[v]; k < inStart[v + 1]; k++) {
                    int u = tail[k];
                    if (!labelled[u]) {
                        labelled[u] = true;
                        kind[u] = LevelRetrograde.TIE;
                        level[u] = level[v] + 1;
                        queue[qt++] = u;
                    }
                }
            }
        }
        return new int[][] {kind, level};
    }
}
