package org.sprague.strong;

import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.engine.TieredRetrogradeSolver;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.strong.space.PositionSpace;

/** Score margins: the tiered solver against the definition on small random scored games. */
class ScoredStrongSolverTest {

    /**
     * Positions 0..n-1, tier = position / 3; positions of tier 0 are finished with a random
     * score in -9..9, the others have 1..3 moves to random positions of lower tiers.
     */
    static class RandomScoredGame implements StrongGame {
        final int n;
        final long[][] moves;
        final int[] score;

        RandomScoredGame(long seed) {
            Random r = new Random(seed);
            n = 3 + r.nextInt(40);
            moves = new long[n][];
            score = new int[n];
            for (int p = 0; p < n; p++) {
                score[p] = r.nextInt(19) - 9;
                if (p >= 3) {
                    moves[p] = new long[1 + r.nextInt(3)];
                    for (int i = 0; i < moves[p].length; i++) {
                        moves[p][i] = r.nextInt(p / 3 * 3); // a lower tier
                    }
                }
            }
        }

        @Override
        public String id() {
            return "random-scored";
        }

        @Override
        public long start() {
            return n - 1;
        }

        @Override
        public int maxMoves() {
            return 3;
        }

        @Override
        public int moves(long p, long[] children) {
            System.arraycopy(moves[(int) p], 0, children, 0, moves[(int) p].length);
            return moves[(int) p].length;
        }

        @Override
        public Value primitive(long p) {
            return p < 3 ? Value.TIE : null; // finished; the score says who is ahead
        }

        @Override
        public boolean scored() {
            return true;
        }

        @Override
        public int score(long p) {
            return score[(int) p];
        }

        @Override
        public int tier(long p) {
            return (int) p / 3;
        }

        @Override
        public String format(long p) {
            return Long.toString(p);
        }

        @Override
        public long parse(String text) {
            return Long.parseLong(text);
        }
    }

    /**
     * The definition, position by position upwards (moves go to lower positions): a finished
     * position's margin is its score; otherwise the mover picks the largest negated child
     * margin and, among those, the fastest when ahead or level, the slowest when behind.
     */
    static int[][] naive(RandomScoredGame g) {
        int[] margin = new int[g.n];
        int[] rem = new int[g.n];
        for (int p = 0; p < g.n; p++) {
            if (p < 3) {
                margin[p] = g.score[p];
                continue;
            }
            int best = Integer.MIN_VALUE;
            int bestRem = -1;
            for (long c : g.moves[p]) {
                int m = -margin[(int) c];
                int r = rem[(int) c] + 1;
                boolean better = m > best || m == best && (m < 0 ? r > bestRem : r < bestRem);
                if (better) {
                    best = m;
                    bestRem = r;
                }
            }
            margin[p] = best;
            rem[p] = bestRem;
        }
        return new int[][] {margin, rem};
    }

    @Property(tries = 300)
    void everyReachablePositionHasTheMarginAndRemotenessOfTheDefinition(@ForAll long seed) {
        RandomScoredGame g = new RandomScoredGame(seed);
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        TierStore store = TierStore.inMemory();
        new TieredRetrogradeSolver().solve(plan, store, StrongSolver.Progress.NONE);
        int[][] want = naive(g);
        for (int t = 0; t < plan.tierCount(); t++) {
            PositionSpace space = plan.space(t);
            for (long r = 0; r < space.size(); r++) {
                int p = (int) space.position(r);
                short rec = store.get(t)[(int) r];
                assertEquals(want[0][p], Record.margin(rec), "margin of " + p);
                assertEquals(want[1][p], Record.remoteness(rec), "remoteness of " + p);
                Value v = want[0][p] > 0 ? Value.WIN : want[0][p] < 0 ? Value.LOSE : Value.TIE;
                assertEquals(v, Record.value(rec), "value of " + p);
            }
        }
    }

    @Test
    void theScoredLayoutRoundTripsAndSaysItsLimits() {
        for (int m = -Record.MAX_MARGIN; m <= Record.MAX_MARGIN; m++) {
            for (int r : new int[] {0, 1, 64, Record.MAX_SCORED_REMOTENESS}) {
                short rec = Record.scored(m, r);
                assertEquals(m, Record.margin(rec));
                assertEquals(r, Record.remoteness(rec));
            }
        }
        assertEquals("win by 3 in 5", Record.describe(Record.scored(3, 5)));
        assertEquals("lose by 63 in 127", Record.describe(Record.scored(-63, 127)));
        assertEquals("tie in 4", Record.describe(Record.scored(0, 4)));
        assertEquals("win in 5", Record.describe(Record.of(Value.WIN, 5)), "the plain layout is unchanged");
        assertThrows(LimitExceededException.class, () -> Record.scored(64, 1));
        assertThrows(LimitExceededException.class, () -> Record.scored(-1, 128));
    }

    @Test
    void aScoredMoveInsideItsTierIsRefused() {
        RandomScoredGame g = new RandomScoredGame(7) {
            @Override
            public int tier(long p) {
                return 0;
            }
        };
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        assertThrows(InvalidInputException.class,
                () -> new TieredRetrogradeSolver().solve(plan, TierStore.inMemory(), StrongSolver.Progress.NONE));
    }
}
