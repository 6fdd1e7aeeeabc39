package org.sprague.strong;

import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;
import org.sprague.game.TimeLimitException;
import org.sprague.strong.engine.TierRetrograde;
import org.sprague.strong.games.ConnectFour;
import org.sprague.strong.games.Dodgem;
import org.sprague.strong.games.Quixo;
import org.sprague.strong.games.TicTacToe;

/** Two and three threads inside a tier give the records of one thread, byte for byte. */
class ParallelTierTest {

    /** Every tier's records, solved on {@code threads} threads in chunks of 64 ranks (so small tiers split too). */
    static short[][] records(StrongGame g, int threads) {
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        short[][] out = new short[plan.tierCount()][];
        for (int t : plan.order()) {
            out[t] = TierRetrograde.solve(plan, t, c -> out[c], Deadline.unlimited(), threads, 64);
        }
        return out;
    }

    static void sameOnOneAndSeveralThreads(StrongGame g) {
        short[][] one = records(g, 1);
        long split = 0;
        for (int threads = 2; threads <= 3; threads++) {
            short[][] many = records(g, threads);
            assertEquals(one.length, many.length);
            for (int t = 0; t < one.length; t++) {
                assertArrayEquals(one[t], many[t], g.id() + " tier " + t + " on " + threads + " threads");
                split += threads == 2 && one[t].length >= 128 ? 1 : 0;
            }
        }
        assertTrue(split > 0, g.id() + ": no tier was large enough to be split among threads");
    }

    @Test
    void connectFour4x4IsTheSameOnTwoThreads() {
        sameOnOneAndSeveralThreads(new ConnectFour(4, 4));
    }

    @Test
    void ticTacToeIsTheSameOnTwoThreads() {
        sameOnOneAndSeveralThreads(new TicTacToe());
        sameOnOneAndSeveralThreads(new TieredRetrogradeSolverTest.Unranked(new TicTacToe()));
    }

    /** Quixo: moves inside a tier (a piece of one's own moved), symmetric ranks left undefined. */
    @Test
    void quixo3x3IsTheSameOnTwoThreads() {
        sameOnOneAndSeveralThreads(new Quixo(3));
    }

    /** Dodgem: cycles inside tiers, draws. */
    @Test
    void dodgemWithItsCyclesIsTheSameOnTwoThreads() {
        sameOnOneAndSeveralThreads(new Dodgem(3));
    }

    @Property(tries = 60)
    void randomGamesWithCyclesAreTheSameOnTwoThreads(@ForAll long seed,
            @ForAll @IntRange(min = 200, max = 3000) int n, @ForAll @IntRange(min = 130, max = 1500) int tierWidth,
            @ForAll boolean loopy) {
        StrongGame g = new RandomGraphGame(seed, n, tierWidth, loopy);
        short[][] one = records(g, 1);
        short[][] two = records(g, 2);
        for (int t = 0; t < one.length; t++) {
            assertArrayEquals(one[t], two[t], "tier " + t);
        }
    }

    /** A ranked tier of no position (tier 0 here) is solved as an empty array on any number of threads. */
    @Test
    void anEmptyTierIsSolvedOnSeveralThreads() {
        StrongGame g = new StrongGame() {
            @Override
            public String id() {
                return "empty-tier";
            }

            @Override
            public long start() {
                return 1;
            }

            @Override
            public int maxMoves() {
                return 1;
            }

            @Override
            public int moves(long position, long[] children) {
                return 0;
            }

            @Override
            public Value primitive(long position) {
                return Value.LOSE;
            }

            @Override
            public int tier(long position) {
                return 1;
            }

            @Override
            public String format(long position) {
                return Long.toString(position);
            }

            @Override
            public long parse(String text) {
                return Long.parseLong(text);
            }

            @Override
            public Ranking ranking() {
                return new Ranking() {
                    @Override
                    public int tierCount() {
                        return 2;
                    }

                    @Override
                    public long tierSize(int tier) {
                        return tier;
                    }

                    @Override
                    public int[] childTiers(int tier) {
                        return new int[0];
                    }

                    @Override
                    public long rank(long position) {
                        return 0;
                    }

                    @Override
                    public long unrank(int tier, long rank) {
                        return 1;
                    }
                };
            }
        };
        short[][] two = records(g, 2);
        assertEquals(0, two[0].length);
        assertEquals("lose in 0", Record.describe(two[1][0]));
    }

    /** A worker's exception (here: the deadline, checked by every thread) is the caller's, unchanged. */
    @Test
    void aDeadlinePassedInsideTheTierStopsEveryThread() {
        TierPlan plan = TierPlan.of(new ConnectFour(4, 4), Long.MAX_VALUE);
        int largest = 0;
        for (int t = 0; t < plan.tierCount(); t++) {
            largest = plan.space(t).size() > plan.space(largest).size() ? t : largest;
        }
        int tier = largest;
        Deadline passed = Deadline.after(Duration.ofNanos(1));
        TierStore empty = TierStore.inMemory();
        assertThrows(TimeLimitException.class, () -> TierRetrograde.solve(plan, tier, empty::get, passed, 2, 64));
    }
}
