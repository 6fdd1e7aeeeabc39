package org.sprague.loopy;

import org.sprague.game.Cancellation;
import org.sprague.game.Outcome;

/**
 * Win / loss / draw with exact remoteness for every vertex of a move graph that may have
 * cycles (normal play: the player who cannot move loses), by retrograde analysis.
 *
 * <p>Algorithm: a counter per vertex holds its number of moves; sinks are losses at
 * remoteness 0. A FIFO queue processes vertices in order of remoteness (level by level):
 * a loss at level r makes every unlabelled predecessor a win at r + 1; a win at level r
 * decrements every unlabelled predecessor's counter, and a predecessor whose counter
 * reaches 0 is a loss at r + 1 (its last, slowest, winning child). So the winner hurries
 * (win = 1 + min over losing options) and the loser delays (loss = 1 + max over options).
 * What is never labelled is a draw: the player to move can keep play going forever and
 * cannot force a win. {@code O(V + E)} time. While solving, one {@code int} per vertex holds
 * the counter or, once labelled, {@code ~(2 remoteness + win)}, so each reverse edge costs
 * one random access; with the FIFO queue 8 bytes per vertex, then 5 for the result
 * (byte outcome, int remoteness).
 *
 * <p>This is the simple reference; {@link ParallelRetrogradeSolver} gives the same results
 * faster, on one thread or several.
 *
 * <p>Source: the classical retrograde analysis of endgame tables (Ströhlein 1970;
 * Thompson 1986); remoteness as in Berlekamp, Conway, Guy, <i>Winning Ways</i>, ch. 9.
 */
public final class RetrogradeSolver {
    /** Outcome codes in {@link Result#outcomes()}. */
    public static final byte DRAW = 0;
    public static final byte WIN = 1;
    public static final byte LOSS = 2;

    private RetrogradeSolver() {
    }

    /** Solves every vertex of the graph. */
    public static Result solve(GameGraph g) {
        int n = g.vertexCount();
        MemoryBudget.require(13L * n, "retrograde analysis of " + n + " vertices");
        int[] outStart = g.outStart();
        int[] inStart = g.inStart();
        int[] tail = g.tails();
        // one int per vertex: >= 1 unlabelled, the number of moves not yet seen to lead to a
        // win for the opponent; < 0 labelled, ~(2 remoteness + 1 if a win)
        int[] state = new int[n];
        int[] queue = new int[n];
        int qt = 0;
        for (int v = 0; v < n; v++) {
            state[v] = outStart[v + 1] - outStart[v];
            if (state[v] == 0) {
                state[v] = ~0;
                queue[qt++] = v;
            }
        }
        for (int qh = 0; qh < qt; qh++) {
            if ((qh & 4095) == 0) {
                Cancellation.check(); // every 4,096 vertices labelled (and their in-edges walked)
            }
            int v = queue[qh];
            int label = ~state[v];
            int next = 2 * ((label >>> 1) + 1);
            if ((label & 1) == 0) { // a loss: unlabelled predecessors win at next
                for (int k = inStart[v], end = inStart[v + 1]; k < end; k++) {
                    int u = tail[k];
                    if (state[u] > 0) {
                        state[u] = ~(next + 1);
                        queue[qt++] = u;
                    }
                }
            } else { // a win: one more move of each unlabelled predecessor is bad
                for (int k = inStart[v], end = inStart[v + 1]; k < end; k++) {
                    int u = tail[k];
                    int c = state[u];
                    if (c > 0) {
                        if (c == 1) {
                            state[u] = ~next;
                            queue[qt++] = u;
                        } else {
                            state[u] = c - 1;
                        }
                    }
                }
            }
        }
        queue = null;
        byte[] outcome = new byte[n];
        int[] remoteness = new int[n];
        for (int v = 0; v < n; v++) {
            int st = state[v];
            if (st < 0) {
                outcome[v] = (~st & 1) == 1 ? WIN : LOSS;
                remoteness[v] = ~st >>> 1;
            }
        }
        return new Result(g, outcome, remoteness);
    }

    /**
     * The solved graph.
     *
     * @param outcomes per vertex {@link #WIN}, {@link #LOSS} or {@link #DRAW} for the player to move
     * @param remoteness per vertex, moves to the end with best play (0 for a draw, meaningless)
     */
    public record Result(GameGraph graph, byte[] outcomes, int[] remoteness) {

        /** The outcome of {@code v}: N (win), P (loss) or D (draw) for the player to move. */
        public Outcome outcome(int v) {
            return switch (outcomes[v]) {
                case WIN -> Outcome.N;
                case LOSS -> Outcome.P;
                default -> Outcome.D;
            };
        }

        /** Remoteness of {@code v}, or -1 for a draw. */
        public int remoteness(int v) {
            return outcomes[v] == DRAW ? -1 : remoteness[v];
        }

        /**
         * The moves that keep the best result: from a win, the moves to a loss of remoteness
         * r - 1 (fastest wins); from a loss, the moves to a win of remoteness r - 1 (slowest
         * defeats); from a draw, the moves to a draw. Each target once, in edge order.
         */
        public int[] bestMoves(int v) {
            int[] out = graph.outStart();
            int[] head = graph.heads();
            int[] best = new int[out[v + 1] - out[v]];
            int count = 0;
            byte want = outcomes[v] == WIN ? LOSS : outcomes[v] == LOSS ? WIN : DRAW;
            for (int k = out[v]; k < out[v + 1]; k++) {
                int w = head[k];
                boolean keeps = outcomes[w] == want && (want == DRAW || remoteness[w] == remoteness[v] - 1);
                if (keeps && !contains(best, count, w)) {
                    best[count++] = w;
                }
            }
            return java.util.Arrays.copyOf(best, count);
        }

        private static boolean contains(int[] a, int len, int x) {
            for (int i = 0; i < len; i++) {
                if (a[i] == x) {
                    return true;
                }
            }
            return false;
        }
    }
}
