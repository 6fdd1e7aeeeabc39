package org.sprague.strong.db;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.engine.TieredRetrogradeSolver;
import org.sprague.strong.games.StrongGames;

/**
 * Tiers that do not fit in the memory budget are solved in blocks streamed from and to the
 * database: the file is the same bytes as an in-memory solve on one thread, on one or two
 * threads, and after a crash in the middle of a streamed tier.
 */
class StreamedTierTest {
    @TempDir
    Path dir;

    /** Tiers streamed by a solve of {@code plan} into {@code file} within {@code budget} bytes. */
    static int solveTo(Path file, TierPlan plan, int threads, long budget) {
        int[] streamed = {0};
        try (DatabaseWriter w = DatabaseWriter.open(file, plan, true)) {
            new TieredRetrogradeSolver(Deadline.unlimited(), threads, budget).solve(plan, w, new StrongSolver.Progress() {
                @Override
                public void tierSolved(int tiersDone, long positionsDone, boolean resumed) {
                }

                @Override
                public void streamed(int tier, long bytes, long limit) {
                    streamed[0]++;
                }
            });
            w.finish();
        }
        return streamed[0];
    }

    /** A budget under which the largest tiers (with their children) do not fit, but blocks do. */
    static long budgetForHalf(TierPlan plan) {
        long most = 0;
        for (int t = 0; t < plan.tierCount(); t++) {
            long need = 2 * plan.space(t).size();
            for (int c : plan.children(t)) {
                need += 2 * plan.space(c).size();
            }
            most = Math.max(most, need);
        }
        // two threads, each with a block of records, its encoding and two child blocks a move
        long least = 2 * (2 + 2L * plan.game().maxMoves()) * (2L * DatabaseWriter.BLOCK + 64);
        assertTrue(most > least, "the largest tier fits in the least budget: nothing would be streamed");
        return Math.max(most / 2, least);
    }

    private void sameBytesStreamed(String game) throws IOException {
        StrongGame g = StrongGames.of(game);
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        Path whole = dir.resolve("whole.db");
        solveTo(whole, plan, 1, Long.MAX_VALUE);
        byte[] expected = Files.readAllBytes(whole);
        long budget = budgetForHalf(plan);
        for (int threads = 2; threads <= 2; threads++) { // one thread streamed: the crash test below
            Path f = dir.resolve("streamed" + threads + ".db");
            int streamed = solveTo(f, plan, threads, budget);
            assertTrue(streamed > 0, game + ": no tier was streamed under " + budget + " bytes");
            assertArrayEquals(expected, Files.readAllBytes(f), game + " streamed on " + threads + " threads");
            Path two = dir.resolve("memory" + threads + ".db");
            solveTo(two, plan, threads, Long.MAX_VALUE);
            assertArrayEquals(expected, Files.readAllBytes(two), game + " in memory on " + threads + " threads");
        }
    }

    @Test
    void connectFour5x4StreamedIsTheSameBytesAsInMemory() throws IOException {
        sameBytesStreamed("connect-four:5x4");
    }

    @Test
    void connectFour4x4OnTwoThreadsIsTheSameBytes() throws IOException {
        StrongGame g = StrongGames.of("connect-four:4x4");
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        solveTo(dir.resolve("one.db"), plan, 1, Long.MAX_VALUE);
        solveTo(dir.resolve("two.db"), plan, 2, Long.MAX_VALUE);
        assertArrayEquals(Files.readAllBytes(dir.resolve("one.db")), Files.readAllBytes(dir.resolve("two.db")));
    }

    @Test
    void quixo3x3AndTicTacToeOnTwoThreadsAreTheSameBytes() throws IOException {
        for (String game : new String[] {"quixo:3", "tic-tac-toe"}) {
            TierPlan plan = TierPlan.of(StrongGames.of(game), Long.MAX_VALUE);
            Path one = dir.resolve(game.replace(':', '_') + ".1.db");
            Path two = dir.resolve(game.replace(':', '_') + ".2.db");
            solveTo(one, plan, 1, Long.MAX_VALUE);
            solveTo(two, plan, 2, Long.MAX_VALUE);
            assertArrayEquals(Files.readAllBytes(one), Files.readAllBytes(two), game);
        }
    }

    /** A crash in the middle of a streamed tier (blocks written past the checkpoint), then a resume. */
    @Test
    void aCrashInsideAStreamedTierResumesToTheSameBytes() throws IOException {
        StrongGame g = StrongGames.of("connect-four:5x4");
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        Path whole = dir.resolve("whole.db");
        solveTo(whole, plan, 1, Long.MAX_VALUE);
        long budget = budgetForHalf(plan);
        Path f = dir.resolve("resumed.db");
        DatabaseWriter w = DatabaseWriter.open(f, plan, true);
        TierStore crashing = new Delegate(w) {
            int blocks;

            @Override
            public void appendBlock(byte[] encoded) {
                if (++blocks == 5) {
                    throw new IllegalStateException("crash");
                }
                super.appendBlock(encoded);
            }
        };
        assertThrows(IllegalStateException.class, () -> new TieredRetrogradeSolver(Deadline.unlimited(), 2, budget)
                .solve(plan, crashing, StrongSolver.Progress.NONE));
        w.close();
        try (DatabaseWriter again = DatabaseWriter.open(f, plan, true)) {
            assertTrue(again.resumedTiers() > 0);
            new TieredRetrogradeSolver(Deadline.unlimited(), 1, budget).solve(plan, again, StrongSolver.Progress.NONE);
            again.finish();
        }
        assertArrayEquals(Files.readAllBytes(whole), Files.readAllBytes(f));
    }

    @Test
    void aBudgetBelowOneBlockIsALimitSayingWhatItNeeds() {
        TierPlan plan = TierPlan.of(StrongGames.of("connect-four:5x4"), Long.MAX_VALUE);
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> solveTo(dir.resolve("small.db"), plan, 1, 100_000));
        assertTrue(e.getMessage().contains("needs at least 1537 KB (a block of its records and 10 blocks of its child"
                + " tiers), more than the memory budget of 98 KB"), e.getMessage());
    }

    /** Every call passed to a {@link DatabaseWriter}. */
    static class Delegate implements TierStore {
        final DatabaseWriter w;

        Delegate(DatabaseWriter w) {
            this.w = w;
        }

        @Override
        public short[] get(int t) {
            return w.get(t);
        }

        @Override
        public void put(int t, short[] records) {
            w.put(t, records);
        }

        @Override
        public void release(int t) {
            w.release(t);
        }

        @Override
        public boolean has(int t) {
            return w.has(t);
        }

        @Override
        public int blockSize() {
            return w.blockSize();
        }

        @Override
        public void readBlock(int t, long b, short[] out) {
            w.readBlock(t, b, out);
        }

        @Override
        public void beginTier(int t) {
            w.beginTier(t);
        }

        @Override
        public byte[] encodeBlock(short[] records, int count) {
            return w.encodeBlock(records, count);
        }

        @Override
        public void appendBlock(byte[] encoded) {
            w.appendBlock(encoded);
        }

        @Override
        public void endTier(int t) {
            w.endTier(t);
        }
    }
}
