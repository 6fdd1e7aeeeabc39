package org.sprague.strong;

import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.engine.TieredRetrogradeSolver;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.sprague.strong.games.ConnectFour;
import org.sprague.strong.games.Dodgem;
import org.sprague.strong.games.TicTacToe;
import org.sprague.strong.space.PositionSpace;

class TieredRetrogradeSolverTest {

    static StrongSolver.Result solve(StrongGame g, TierStore store) {
        return new TieredRetrogradeSolver().solve(TierPlan.of(g, Long.MAX_VALUE), store, StrongSolver.Progress.NONE);
    }

    static short record(StrongGame g, TierPlan plan, TierStore store, long pos) {
        long[] at = plan.locate(pos);
        return store.get((int) at[0])[(int) at[1]];
    }

    @Property(tries = 500)
    void everyRecordMatchesTheDefinitionOnRandomGamesWithCycles(@ForAll long seed,
            @ForAll @IntRange(min = 1, max = 40) int n, @ForAll @IntRange(min = 1, max = 10) int tierWidth,
            @ForAll boolean loopy) {
        StrongGame g = new RandomGraphGame(seed, n, tierWidth, loopy);
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        TierStore store = TierStore.inMemory();
        new TieredRetrogradeSolver().solve(plan, store, StrongSolver.Progress.NONE);
        Map<Long, Short> expected = NaiveStrongSolver.solve(g, plan);
        for (long p = 0; p < n; p++) {
            assertEquals(Record.describe(expected.get(p)), Record.describe(record(g, plan, store, p)), "position " + p);
        }
    }

    @Test
    void dodgemMatchesTheDefinitionAtEveryReachablePosition() {
        StrongGame g = new Dodgem(3);
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        TierStore store = TierStore.inMemory();
        new TieredRetrogradeSolver().solve(plan, store, StrongSolver.Progress.NONE);
        Map<Long, Short> expected = NaiveStrongSolver.solve(g, plan);
        for (var e : expected.entrySet()) {
            assertEquals(Record.describe(e.getValue()), Record.describe(record(g, plan, store, e.getKey())),
                    g.format(e.getKey()));
        }
    }

    /** Winning Ways (ch. 22) and the literature since: 3x3 Dodgem is a first-player win. */
    @Test
    void dodgemIsAFirstPlayerWin() {
        StrongSolver.Result r = solve(new Dodgem(3), TierStore.inMemory());
        assertEquals(Value.WIN, Record.value(r.start()));
    }

    /**
     * Tic-tac-toe is a tie; 5,478 positions are reachable, 765 up to the board's symmetries
     * (the figures of the game's classical analyses).
     */
    @Test
    void ticTacToeIsATieInNineWithTheKnownNumberOfPositions() {
        StrongSolver.Result r = solve(new TicTacToe(), TierStore.inMemory());
        assertEquals("tie in 9", Record.describe(r.start()));
        assertEquals(765, r.positions());
        StrongSolver.Result all = solve(new Unranked(new TicTacToe()), TierStore.inMemory());
        assertEquals("tie in 9", Record.describe(all.start()));
        assertEquals(5478, all.positions());
    }

    @Test
    void symmetricPositionsShareTheirRecordWithEveryPosition() {
        StrongGame sym = new TicTacToe();
        StrongGame plain = new Unranked(sym); // no canonical(): every position stored
        TierPlan ps = TierPlan.of(sym, Long.MAX_VALUE);
        TierPlan pp = TierPlan.of(plain, Long.MAX_VALUE);
        TierStore ss = TierStore.inMemory();
        TierStore sp = TierStore.inMemory();
        new TieredRetrogradeSolver().solve(ps, ss, StrongSolver.Progress.NONE);
        new TieredRetrogradeSolver().solve(pp, sp, StrongSolver.Progress.NONE);
        for (int t = 0; t < pp.tierCount(); t++) {
            for (long k = 0; k < pp.space(t).size(); k++) {
                long p = pp.space(t).position(k);
                assertEquals(Record.describe(sp.get(t)[(int) k]), Record.describe(record(sym, ps, ss, p)), sym.format(p));
            }
        }
    }

    /**
     * Small boards from John Tromp's table of Connect Four results (reproduced with game
     * lengths in C. Steininger's c4 README): 4x4, 4x5 and 5x4 are draws lasting 16, 20 and 20
     * moves. Larger boards: {@link ConnectFourTrompTableTest} (slow).
     */
    @Test
    void connectFourSmallBoardsAreTiesAsTrompsTableSays() {
        assertEquals("tie in 16", Record.describe(solve(new ConnectFour(4, 4), TierStore.inMemory()).start()));
        assertEquals("tie in 20", Record.describe(solve(new ConnectFour(4, 5), TierStore.inMemory()).start()));
        assertEquals("tie in 20", Record.describe(solve(new ConnectFour(5, 4), TierStore.inMemory()).start()));
    }

    @Test
    void connectFourRankingIsABijectionOnEveryTier() {
        ConnectFour g = new ConnectFour(4, 3);
        StrongGame.Ranking r = g.ranking();
        for (int t = 0; t < r.tierCount(); t++) {
            for (long k = 0; k < r.tierSize(t); k++) {
                long p = r.unrank(t, k);
                assertEquals(k, r.rank(p));
                assertEquals(t, g.tier(p));
            }
        }
    }

    @Test
    void rankedAndExploredConnectFourAgreeOnEveryReachablePosition() {
        ConnectFour ranked = new ConnectFour(4, 4);
        StrongGame explored = new Unranked(ranked);
        TierPlan pr = TierPlan.of(ranked, Long.MAX_VALUE);
        TierPlan pe = TierPlan.of(explored, Long.MAX_VALUE);
        TierStore sr = TierStore.inMemory();
        TierStore se = TierStore.inMemory();
        new TieredRetrogradeSolver().solve(pr, sr, StrongSolver.Progress.NONE);
        new TieredRetrogradeSolver().solve(pe, se, StrongSolver.Progress.NONE);
        long checked = 0;
        for (int t = 0; t < pe.tierCount(); t++) {
            PositionSpace s = pe.space(t);
            for (long k = 0; k < s.size(); k++) {
                long p = s.position(k);
                assertEquals(record(ranked, pr, sr, p), se.get(t)[(int) k], ranked.format(p));
                checked++;
            }
        }
        assertEquals(true, checked > 100_000);
    }

    /** The game without its ranking: positions found by exploration. */
    record Unranked(StrongGame g) implements StrongGame {
        public String id() {
            return g.id();
        }

        public long start() {
            return g.start();
        }

        public int maxMoves() {
            return g.maxMoves();
        }

        public int moves(long p, long[] c) {
            return g.moves(p, c);
        }

        public Value primitive(long p) {
            return g.primitive(p);
        }

        public String format(long p) {
            return g.format(p);
        }

        public long parse(String s) {
            return g.parse(s);
        }

        public int tier(long p) {
            return g.tier(p);
        }
    }
}
