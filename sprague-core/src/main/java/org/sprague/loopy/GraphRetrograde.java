package org.sprague.loopy;

import java.util.stream.IntStream;
import java.util.Arrays;
import org.sprague.game.Outcome;
import org.sprague.retrograde.LevelRetrograde;
import org.sprague.retrograde.MemoryBudget;
import org.sprague.retrograde.Schedule;
import org.sprague.retrograde.ValueDomain;

/**
 * Win / loss / draw with exact remoteness for every vertex of a move graph that may have
 * cycles (normal play: the player who cannot move loses): the graph is solved as one tier
 * without child tiers by the retrograde engine ({@link LevelRetrograde}: the winner hurries,
 * the loser delays, what is never labelled is a draw), in the win / lose / draw domain.
 * {@code O(V + E)} time; 4 bytes a vertex of state (which becomes the remoteness) and half a
 * byte of bitmaps while solving, then 1 for the outcomes. {@code sprague graph} and the web's
 * {@code POST /api/graph} both solve here.
 */
public final class GraphRetrograde {
    /** Outcome codes in {@link Result#outcomes()}. */
    public static final byte DRAW = 0;
    public static final byte WIN = 1;
    public static final byte LOSS = 2;

    private GraphRetrograde() {
    }

    /**
     * Solves every vertex with up to {@code threads} threads ({@code 1}: on the calling thread),
     * stopped at {@code deadline} on every thread.
     */
    public static Result solve(GameGraph g, int threads, org.sprague.game.Deadline deadline) {
        int n = g.vertexCount();
        MemoryBudget.require(5L * n, "retrograde analysis of " + n + " vertices");
        int[] out = g.outStart();
        int[] state = IntStream.range(0, n).map(v -> out[v + 1] - out[v]).toArray();
        byte[] outcomes = new byte[n];
        LevelRetrograde.solve(g.moves(), state, Schedule.NONE, new WinLossDraw(outcomes), threads, deadline);
        return new Result(g, outcomes, state);
    }

    /** The domain: outcome codes, and the state turned into the remoteness in place. */
    private record WinLossDraw(byte[] outcomes) implements ValueDomain {
        @Override
        public void finish(int[] state, int base, int lo, int hi) {
            for (int v = lo; v < hi; v++) {
                int s = state[v - base];
                if (s < 0) {
                    outcomes[v] = LevelRetrograde.kind(s) == LevelRetrograde.WIN ? WIN : LOSS;
                    state[v - base] = LevelRetrograde.level(s);
                } else {
                    state[v - base] = 0;
                }
            }
        }
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
            return Arrays.copyOf(best, count);
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
