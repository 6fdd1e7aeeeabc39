package org.sprague.strong.db;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.strong.space.PositionSpace;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.solve.TieredRetrogradeSolver;
import org.sprague.strong.games.StrongGames;

/**
 * The sorted position codes of an explored game (no ranking) stored as varint deltas: they
 * decode to the same codes, take fewer bytes than the 8-byte deltas of earlier databases, and
 * those earlier databases still read.
 */
class KeyBlocksTest {
    @TempDir
    Path dir;

    @Test
    void varintDeltasDecodeToTheSortedCodesNegativeAndFarApartOnesIncluded() {
        long[] keys = {Long.MIN_VALUE, -5, -1, 0, 3, 4, 1L << 40, Long.MAX_VALUE - 1, Long.MAX_VALUE};
        assertArrayEquals(keys, Blocks.decodeKeys(Blocks.keys(keys, 0, keys.length), keys.length, Index.KEYS_VARINT));
        long[] random = new Random(24).longs(5000).sorted().toArray();
        assertArrayEquals(java.util.Arrays.copyOfRange(random, 100, 4100),
                Blocks.decodeKeys(Blocks.keys(random, 100, 4100), 4000, Index.KEYS_VARINT));
    }

    @Test
    void aBlockWithTooFewOrTooManyKeysIsRefused() {
        long[] keys = {1, 2, 3};
        byte[] block = Blocks.keys(keys, 0, 3);
        assertThrows(IllegalStateException.class, () -> Blocks.decodeKeys(block, 4, Index.KEYS_VARINT));
        assertThrows(IllegalStateException.class, () -> Blocks.decodeKeys(block, 2, Index.KEYS_VARINT));
    }

    /** tic-tac-toe-fixed-keys.db: written by Sprague at 56d7a22 (8-byte key deltas), kept as a test resource. */
    @Test
    void aDatabaseWithEightByteKeyDeltasStillReadsEveryRecord() throws IOException {
        Path old = dir.resolve("old.db");
        try (InputStream in = KeyBlocksTest.class.getResourceAsStream("tic-tac-toe-fixed-keys.db")) {
            Files.copy(in, old);
        }
        StrongGame g = StrongGames.of("tic-tac-toe");
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        TierStore mem = TierStore.inMemory();
        new TieredRetrogradeSolver().solve(plan, mem, StrongSolver.Progress.NONE);
        Path fresh = dir.resolve("new.db");
        DatabaseTest.solveTo(fresh, plan);
        try (StrongDatabase a = StrongDatabase.open(old); StrongDatabase b = StrongDatabase.open(fresh)) {
            assertEquals(java.util.List.of(), a.verify(plan));
            for (int t = 0; t < plan.tierCount(); t++) {
                PositionSpace s = plan.space(t);
                for (long r = 0; r < s.size(); r++) {
                    assertEquals(mem.get(t)[(int) r] & 0xFFFF, a.lookup(g, s.position(r)), g.format(s.position(r)));
                    assertEquals(mem.get(t)[(int) r] & 0xFFFF, b.lookup(g, s.position(r)), g.format(s.position(r)));
                }
            }
        }
        assertTrue(Files.size(fresh) < Files.size(old), Files.size(fresh) + " bytes, before " + Files.size(old));
    }

    /** A key format this version does not know (a newer Sprague's) is refused as damaged data, naming it. */
    @Test
    void anUnknownKeyFormatIsRefusedNamingIt() throws IOException {
        Path db = dir.resolve("ttt.db");
        DatabaseTest.solveTo(db, TierPlan.of(StrongGames.of("tic-tac-toe"), Long.MAX_VALUE));
        byte[] all = Files.readAllBytes(db);
        java.nio.ByteBuffer foot = java.nio.ByteBuffer.wrap(all, all.length - Index.FOOTER, Index.FOOTER);
        int at = (int) foot.getLong();
        int len = foot.getInt();
        int format = at + 2 + ((all[at] & 0xFF) << 8 | all[at + 1] & 0xFF); // after the game id (writeUTF)
        assertEquals(Index.KEYS_VARINT, all[format] & 0x0F); // the record format in the high half
        all[format] = (byte) (all[format] & 0xF0 | 9);
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(all, at, len);
        java.nio.ByteBuffer.wrap(all).putInt(all.length - Index.FOOTER + 12, (int) crc.getValue());
        Files.write(db, all);
        CorruptDatabaseException e = assertThrows(CorruptDatabaseException.class, () -> StrongDatabase.open(db));
        assertTrue(e.getMessage().contains("key format 9"), e.getMessage());
    }
}
