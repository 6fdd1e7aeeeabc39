package org.sprague.strong;

import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.engine.TieredRetrogradeSolver;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;
import org.sprague.strong.games.ConnectFour;
import org.sprague.strong.games.Quixo;
import org.sprague.strong.games.TicTacToe;

/** Tiers streamed in small blocks (16 or 64 records) through a store that keeps its blocks in memory. */
class StreamedTierTest {

    /** A store of blocks of {@code block} records (their "encoding" a copy), whole tiers kept as put. */
    static final class SmallBlocks implements TierStore {
        final int block;
        final Map<Integer, short[]> tiers = new HashMap<>();
        final Map<Integer, List<short[]>> blocks = new HashMap<>();
        int begun = -1;

        SmallBlocks(int block) {
            this.block = block;
        }

        @Override
        public short[] get(int t) {
            short[] rec = tiers.get(t);
            if (rec == null && blocks.containsKey(t)) {
                List<short[]> bs = blocks.get(t);
                int n = 0;
                for (short[] b : bs) {
                    n += b.length;
                }
                rec = new short[n];
                for (int i = 0; i < bs.size(); i++) {
                    System.arraycopy(bs.get(i), 0, rec, i * block, bs.get(i).length);
                }
            }
            return rec;
        }

        @Override
        public void put(int t, short[] records) {
            tiers.put(t, records);
        }

        @Override
        public boolean has(int t) {
            return tiers.containsKey(t) || blocks.containsKey(t);
        }

        @Override
        public int blockSize() {
            return block;
        }

        @Override
        public void readBlock(int t, long b, short[] out) {
            short[] rec = get(t);
            int from = (int) (b * block);
            System.arraycopy(rec, from, out, 0, Math.min(block, rec.length - from));
        }

        @Override
        public void beginTier(int t) {
            begun = t;
            pending.clear();
        }

        final List<short[]> pending = new ArrayList<>();

        @Override
        public byte[] encodeBlock(short[] records, int count) {
            byte[] out = new byte[2 * count];
            for (int i = 0; i < count; i++) {
                out[2 * i] = (byte) (records[i] >> 8);
                out[2 * i + 1] = (byte) records[i];
            }
            return out;
        }

        @Override
        public void appendBlock(byte[] encoded) {
            short[] rec = new short[encoded.length / 2];
            for (int i = 0; i < rec.length; i++) {
                rec[i] = (short) ((encoded[2 * i] & 0xFF) << 8 | encoded[2 * i + 1] & 0xFF);
            }
            pending.add(rec);
        }

        @Override
        public void endTier(int t) {
            assertEquals(begun, t);
            blocks.put(t, new ArrayList<>(pending));
        }
    }

    /** What a streamed tier needs at least, per thread: a block of records, its encoding, two child blocks a move. */
    static long perThread(StrongGame g, int block) {
        return (2L + 2 * g.maxMoves()) * (2 * block + 64);
    }

    static void sameRecordsStreamed(StrongGame g, int threads, int block) {
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        TierStore mem = TierStore.inMemory();
        StrongSolver.Result expected = new TieredRetrogradeSolver(Deadline.unlimited(), 1)
                .solve(plan, mem, StrongSolver.Progress.NONE);
        SmallBlocks store = new SmallBlocks(block);
        long budget = threads * perThread(g, block);
        int[] streamed = {0};
        StrongSolver.Result r = new TieredRetrogradeSolver(Deadline.unlimited(), threads, budget)
                .solve(plan, store, new StrongSolver.Progress() {
                    @Override
                    public void tierSolved(int tiersDone, long positionsDone, boolean resumed) {
                    }

                    @Override
                    public void streamed(int tier, long bytes, long budget) {
                        streamed[0]++;
                    }
                });
        assertTrue(streamed[0] > 0, g.id() + ": nothing streamed");
        for (int t = 0; t < plan.tierCount(); t++) {
            assertArrayEquals(mem.get(t), store.get(t), g.id() + " tier " + t);
        }
        assertEquals(expected.start(), r.start());
        assertArrayEquals(expected.counts(), r.counts());
        // solved again from the full store: every tier resumed, the streamed ones counted block by block
        StrongSolver.Result again = new TieredRetrogradeSolver(Deadline.unlimited(), threads, budget)
                .solve(plan, store, StrongSolver.Progress.NONE);
        assertEquals(plan.tierCount(), again.resumedTiers());
        assertArrayEquals(expected.counts(), again.counts());
        assertEquals(expected.start(), again.start());
    }

    @Test
    void connectFour4x4StreamedHasTheRecordsOfTheInMemorySolve() {
        sameRecordsStreamed(new ConnectFour(4, 4), 1, 64);
        sameRecordsStreamed(new ConnectFour(4, 4), 2, 64);
    }

    /** Explored tiers (ranks from sorted codes) stream the same way. */
    @Test
    void exploredTicTacToeStreamedHasTheSameRecords() {
        sameRecordsStreamed(new TieredRetrogradeSolverTest.Unranked(new TicTacToe()), 2, 16);
    }

    /** Quixo's tiers have moves inside them: one that does not fit is a limit naming it, not streamed. */
    @Test
    void aTierWithMovesInsideItThatDoesNotFitIsALimit() {
        Quixo g = new Quixo(3);
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> new TieredRetrogradeSolver(Deadline.unlimited(), 1, perThread(g, 16))
                        .solve(plan, new SmallBlocks(16), StrongSolver.Progress.NONE));
        assertTrue(e.getMessage().contains("has moves inside it"), e.getMessage());
    }

    @Test
    void aBudgetBelowOneBlockAndItsChildrenIsALimit() {
        ConnectFour g = new ConnectFour(4, 4);
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> new TieredRetrogradeSolver(Deadline.unlimited(), 1, perThread(g, 64) - 1)
                        .solve(plan, new SmallBlocks(64), StrongSolver.Progress.NONE));
        assertTrue(e.getMessage().contains("more than the memory budget"), e.getMessage());
    }
}
