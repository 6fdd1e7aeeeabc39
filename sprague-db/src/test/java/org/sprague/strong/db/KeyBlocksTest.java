package org.sprague.strong.db;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.strong.space.PositionSpace;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.TierPlan;
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
        FormerDatabase f = FormerDatabase.of(dir, "tic-tac-toe", "tic-tac-toe-fixed-keys.db");
        StrongGame g = f.game();
        f.openVerified((a, b) -> {
            for (int t = 0; t < f.plan().tierCount(); t++) {
                PositionSpace s = f.plan().space(t);
                short[] solved = f.solved().get(t);
                for (long r = 0; r < s.size(); r++) {
                    assertEquals(solved[(int) r] & 0xFFFF, a.lookup(g, s.position(r)), g.format(s.position(r)));
                    assertEquals(solved[(int) r] & 0xFFFF, b.lookup(g, s.position(r)), g.format(s.position(r)));
                }
            }
        });
        f.assertFreshSmaller(false);
    }

    /** A key format this version does not know (a newer Sprague's) is refused as damaged data, naming it. */
    @Test
    void anUnknownKeyFormatIsRefusedNamingIt() throws IOException {
        Path db = dir.resolve("ttt.db");
        DatabaseTest.solveTo(db, TierPlan.of(StrongGames.of("tic-tac-toe"), Long.MAX_VALUE));
        int records = Index.RECORDS_MASKED << 4; // the record format in the high half
        FormerDatabase.rewriteFormats(db, records | Index.KEYS_VARINT, records | 9);
        CorruptDatabaseException e = assertThrows(CorruptDatabaseException.class, () -> StrongDatabase.open(db));
        assertTrue(e.getMessage().contains("key format 9"), e.getMessage());
    }
}
