package org.sprague.strong.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.CRC32C;
import org.sprague.strong.StrongGame;
import org.sprague.strong.games.StrongGames;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.engine.TieredRetrogradeSolver;

/**
 * A database written by an earlier Sprague (a test resource) beside the same game solved now,
 * in memory ({@link #solved}) and into a file of today's format ({@link #fresh}): the fixture of
 * the tests that check every former record and key format still reads ({@code RecordBlocksTest},
 * {@code KeyBlocksTest}): {@link #openVerified} opens both files and checks each verifies.
 *
 * @param old the resource copied into the test's directory
 * @param fresh the game solved into a database by this version
 */
record FormerDatabase(StrongGame game, TierPlan plan, TierStore solved, Path old, Path fresh) {
    /** {@code resource} (beside this class) copied to {@code dir}, and {@code gameId} solved in memory and to a file. */
    static FormerDatabase of(Path dir, String gameId, String resource) throws IOException {
        Path old = dir.resolve("old.db");
        try (InputStream in = FormerDatabase.class.getResourceAsStream(resource)) {
            Files.copy(in, old);
        }
        StrongGame g = StrongGames.of(gameId);
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        TierStore mem = TierStore.inMemory();
        new TieredRetrogradeSolver().solve(plan, mem, StrongSolver.Progress.NONE);
        Path fresh = dir.resolve("new.db");
        DatabaseTest.solveTo(fresh, plan);
        return new FormerDatabase(g, plan, mem, old, fresh);
    }

    /** What a test checks of the former and the fresh file, both open and verified. */
    interface Check {
        void check(StrongDatabase former, StrongDatabase now);
    }

    /**
     * Opens the former and the fresh file, checks that each verifies against the plan (no
     * problem listed), and runs {@code check} on the two before closing them.
     */
    void openVerified(Check check) throws IOException {
        try (StrongDatabase a = StrongDatabase.open(old); StrongDatabase b = StrongDatabase.open(fresh)) {
            assertEquals(List.of(), a.verify(plan), "the former file's problems");
            assertEquals(List.of(), b.verify(plan), "the fresh file's problems");
            check.check(a, b);
        }
    }

    /** The file written now is smaller than the former one ({@code orEqual}: not larger). */
    void assertFreshSmaller(boolean orEqual) throws IOException {
        long now = Files.size(fresh);
        long before = Files.size(old);
        assertTrue(orEqual ? now <= before : now < before, now + " bytes, before " + before);
    }

    /**
     * Rewrites the byte of {@code db}'s index that holds the record format (high half) and the key
     * format (low half), after checking it holds {@code expected}, and the index's checksum with it:
     * a file as a later Sprague with another format would write it.
     */
    static void rewriteFormats(Path db, int expected, int formats) throws IOException {
        byte[] all = Files.readAllBytes(db);
        ByteBuffer foot = ByteBuffer.wrap(all, all.length - Index.FOOTER, Index.FOOTER);
        int at = (int) foot.getLong();
        int len = foot.getInt();
        int format = at + 2 + ((all[at] & 0xFF) << 8 | all[at + 1] & 0xFF); // after the game id (writeUTF)
        assertEquals(expected, all[format]);
        all[format] = (byte) formats;
        CRC32C crc = new CRC32C();
        crc.update(all, at, len);
        ByteBuffer.wrap(all).putInt(all.length - Index.FOOTER + 12, (int) crc.getValue());
        Files.write(db, all);
    }
}
