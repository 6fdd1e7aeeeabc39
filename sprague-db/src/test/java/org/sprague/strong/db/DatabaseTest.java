package org.sprague.strong.db;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.strong.space.PositionSpace;
import org.sprague.strong.StrongGame;
import org.sprague.strong.games.StrongGames;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.engine.TieredRetrogradeSolver;

class DatabaseTest {
    @TempDir
    Path dir;

    static void solveTo(Path file, TierPlan plan) {
        try (DatabaseWriter w = DatabaseWriter.open(file, plan, true)) {
            new TieredRetrogradeSolver().solve(plan, w, StrongSolver.Progress.NONE);
            w.finish();
        }
    }

    private static void assertSameAsInMemory(Path file, StrongGame g) {
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        TierStore mem = TierStore.inMemory();
        new TieredRetrogradeSolver().solve(plan, mem, StrongSolver.Progress.NONE);
        try (StrongDatabase db = StrongDatabase.open(file)) {
            assertEquals(g.id(), db.gameId());
            assertEquals(plan.totalPositions(), db.positions());
            for (int t = 0; t < plan.tierCount(); t++) {
                PositionSpace s = plan.space(t);
                for (long r = 0; r < s.size(); r++) {
                    assertEquals(mem.get(t)[(int) r] & 0xFFFF, db.lookup(g, s.position(r)), g.format(s.position(r)));
                }
            }
        }
    }

    @Test
    void everyRankedRecordReadsBackFromTheFile() {
        StrongGame g = StrongGames.of("connect-four:4x4");
        Path f = dir.resolve("c4.db");
        solveTo(f, TierPlan.of(g, Long.MAX_VALUE));
        assertSameAsInMemory(f, g);
        assertTrue(Files.notExists(dir.resolve("c4.db.ckpt")) && Files.notExists(dir.resolve("c4.db.part")));
    }

    @Test
    void exploredGamesStoreTheirPositionCodesAndAnswerOnlyForThose() {
        StrongGame g = StrongGames.of("tic-tac-toe");
        Path f = dir.resolve("ttt.db");
        solveTo(f, TierPlan.of(g, Long.MAX_VALUE));
        assertSameAsInMemory(f, g);
        try (StrongDatabase db = StrongDatabase.open(f)) {
            assertEquals(-1, db.lookup(g, g.parse("XXX/OOO/...")));
        }
    }

    /** The game a file holds: a given game of its id first, else the catalogue's; none of another id. */
    @Test
    void theGameHeldIsAGivenOneOfItsIdElseTheCatalogues() {
        StrongGame g = StrongGames.of("connect-four:4x4");
        Path f = dir.resolve("held.db");
        solveTo(f, TierPlan.of(g, Long.MAX_VALUE));
        try (StrongDatabase db = StrongDatabase.open(f)) {
            assertSame(g, db.gameAmong(List.of(StrongGames.of("tic-tac-toe"), g)));
            StrongGame catalogue = db.gameAmong(List.of(StrongGames.of("tic-tac-toe")));
            assertEquals("connect-four:4x4", catalogue.id());
            assertEquals(g.id(), db.gameAmong(List.of()).id());
        }
    }

    /** A crash after some tiers, with half a tier written past the checkpoint, then a resume. */
    @Test
    void anInterruptedSolveResumesToTheSameBytes() throws IOException {
        StrongGame g = StrongGames.of("connect-four:4x4");
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        Path whole = dir.resolve("whole.db");
        solveTo(whole, plan);
        Path f = dir.resolve("resumed.db");
        DatabaseWriter w = DatabaseWriter.open(f, plan, true);
        TierStore crashing = new TierStore() {
            int puts;

            public short[] get(int t) {
                return w.get(t);
            }

            public void put(int t, short[] rec) {
                if (++puts == 9) {
                    throw new IllegalStateException("crash");
                }
                w.put(t, rec);
            }
        };
        assertThrows(IllegalStateException.class,
                () -> new TieredRetrogradeSolver().solve(plan, crashing, StrongSolver.Progress.NONE));
        w.close();
        Files.write(dir.resolve("resumed.db.part"), new byte[12345], java.nio.file.StandardOpenOption.APPEND);
        try (DatabaseWriter again = DatabaseWriter.open(f, plan, true)) {
            assertEquals(8, again.resumedTiers());
            StrongSolver.Result r = new TieredRetrogradeSolver().solve(plan, again, StrongSolver.Progress.NONE);
            assertEquals(8, r.resumedTiers());
            again.finish();
        }
        assertArrayEquals(Files.readAllBytes(whole), Files.readAllBytes(f));
    }

    @Test
    void aCorruptBlockIsNamedAndNeverAnsweredFrom() throws IOException {
        StrongGame g = StrongGames.of("connect-four:4x4");
        Path f = dir.resolve("c4.db");
        solveTo(f, TierPlan.of(g, Long.MAX_VALUE));
        long start = g.start();
        // the start position's tier is tier 0: its one block is the last block written
        long at;
        try (StrongDatabase db = StrongDatabase.open(f)) {
            assertTrue(db.verify().isEmpty());
            at = db.file().toFile().length() - 200; // inside the index? find the block instead
        }
        try (StrongDatabase db = StrongDatabase.open(f)) {
            Index.Block b = blockOf(db, 0);
            at = b.offset() + b.length() / 2;
        }
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            raf.seek(at);
            int x = raf.read();
            raf.seek(at);
            raf.write(x ^ 0x5A);
        }
        try (StrongDatabase db = StrongDatabase.open(f)) {
            List<String> bad = db.verify();
            assertEquals(1, bad.size(), bad.toString());
            assertTrue(bad.get(0).contains("tier 0 block 0"), bad.get(0));
            CorruptDatabaseException e = assertThrows(CorruptDatabaseException.class, () -> db.lookup(g, start));
            assertTrue(e.getMessage().contains("checksum"), e.getMessage());
        }
    }

    static Index.Block blockOf(StrongDatabase db, int tierId) {
        try {
            var f = StrongDatabase.class.getDeclaredField("ix");
            f.setAccessible(true);
            Index ix = (Index) f.get(db);
            return ix.tiers[db.tierIndex(tierId)].records.get(0);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
