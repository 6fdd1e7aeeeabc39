package org.sprague.strong.db;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.solve.TieredRetrogradeSolver;
import org.sprague.strong.games.StrongGames;
import org.sprague.strong.space.PositionSpace;

/**
 * Records stored as a bitmap of those that are not 0, then those: they decode to the same
 * records, take fewer bytes than the big-endian shorts of earlier databases, those earlier
 * databases still read, and a record format this version does not know is refused.
 */
class RecordBlocksTest {
    @TempDir
    Path dir;

    @Test
    void maskedRecordsDecodeToTheSameRecordsZerosIncluded() {
        short[] rec = new short[70_000];
        Random rnd = new Random(24);
        for (int i = 0; i < rec.length; i++) {
            rec[i] = rnd.nextInt(3) == 0 ? (short) rnd.nextInt(1 << 16) : 0;
        }
        for (int[] range : new int[][] {{100, 65_636}, {0, 1}, {5, 5 + 13}, {64, 64 + 8}}) {
            int n = range[1] - range[0];
            assertArrayEquals(java.util.Arrays.copyOfRange(rec, range[0], range[1]),
                    Blocks.decodeRecords(Blocks.records(rec, range[0], range[1]), n, Index.RECORDS_MASKED));
        }
        short[] none = new short[1000];
        assertArrayEquals(none, Blocks.decodeRecords(Blocks.records(none, 0, 1000), 1000, Index.RECORDS_MASKED));
        short[] ones = new short[10];
        java.util.Arrays.fill(ones, (short) 0x4003);
        byte[] block = Blocks.records(ones, 0, 10);
        assertArrayEquals(ones, Blocks.decodeRecords(block, 10, Index.RECORDS_MASKED));
        // a count that does not fit: more bytes than it allows (zstd's own error), or too few after the bitmap
        assertThrows(RuntimeException.class, () -> Blocks.decodeRecords(block, 9, Index.RECORDS_MASKED));
        assertThrows(IllegalStateException.class, () -> Blocks.decodeRecords(block, 30, Index.RECORDS_MASKED));
    }

    /** quixo3-record-shorts.db: written by Sprague at 30d1c3e (records as big-endian shorts), kept as a test resource. */
    @Test
    void aDatabaseOfShortsStillReadsEveryRecordAndTheNewOneIsSmaller() throws IOException {
        Path old = dir.resolve("old.db");
        try (InputStream in = RecordBlocksTest.class.getResourceAsStream("quixo3-record-shorts.db")) {
            Files.copy(in, old);
        }
        StrongGame g = StrongGames.of("quixo:3");
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        TierStore mem = TierStore.inMemory();
        new TieredRetrogradeSolver().solve(plan, mem, StrongSolver.Progress.NONE);
        Path fresh = dir.resolve("new.db");
        DatabaseTest.solveTo(fresh, plan);
        try (StrongDatabase a = StrongDatabase.open(old); StrongDatabase b = StrongDatabase.open(fresh)) {
            assertEquals(java.util.List.of(), a.verify(plan));
            assertEquals(java.util.List.of(), b.verify(plan));
            for (int t = 0; t < plan.tierCount(); t++) {
                PositionSpace s = plan.space(t);
                assertArrayEquals(mem.get(t), a.tier(t));
                assertArrayEquals(mem.get(t), b.tier(t));
                for (long r = 0; r < s.size(); r += 7) {
                    assertEquals(a.lookup(g, s.position(r)), b.lookup(g, s.position(r)), g.format(s.position(r)));
                }
            }
        }
        assertTrue(Files.size(fresh) < Files.size(old), Files.size(fresh) + " bytes, before " + Files.size(old));
    }

    @Test
    void symmetricRecordsDecodeToTheSameRecordsAsBytesOrShorts() {
        short[] rec = new short[70_000];
        long[] reps = new long[(rec.length + 63) >>> 6];
        Random rnd = new Random(8);
        for (int i = 0; i < rec.length; i++) {
            if (rnd.nextInt(8) == 0) {
                reps[i >>> 6] |= 1L << i;
                rec[i] = org.sprague.strong.Record.of(org.sprague.strong.Value.values()[1 + rnd.nextInt(3)], rnd.nextInt(32));
            }
        }
        byte[] bytes = Blocks.symmetric(rec, 0, rec.length);
        assertArrayEquals(rec, Blocks.decodeSymmetric(bytes, rec.length, reps));
        short[] wide = rec.clone();
        int first = Long.numberOfTrailingZeros(reps[0]);
        wide[first] = org.sprague.strong.Record.of(org.sprague.strong.Value.WIN, 300); // no longer fits a byte
        byte[] shorts = Blocks.symmetric(wide, 0, wide.length);
        assertArrayEquals(wide, Blocks.decodeSymmetric(shorts, wide.length, reps));
        assertTrue(bytes.length < shorts.length, bytes.length + " bytes, as shorts " + shorts.length);
        // without the game: checked only; a block whose records do not match the representatives is refused
        assertEquals(null, Blocks.decodeSymmetric(bytes, rec.length, null));
        long[] oneMore = reps.clone();
        oneMore[0] |= ~reps[0] & -~reps[0]; // the lowest rank that is not a representative
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Blocks.decodeSymmetric(bytes, rec.length, oneMore));
        assertTrue(e.getMessage().contains("representatives"), e.getMessage());
        assertThrows(RuntimeException.class, () -> Blocks.decodeSymmetric(bytes, 10, null)); // zstd: too many bytes
    }

    /**
     * quixo3-record-masked.db: written by Sprague at 49f5e5a (a bitmap and the records that are not
     * 0), kept as a test resource: still read; the symmetric format, whose reader recomputes the
     * representatives, is smaller; a symmetric database's records are read only once its game is named.
     */
    @Test
    void aMaskedDatabaseStillReadsAndTheSymmetricOneIsSmaller() throws IOException {
        Path old = dir.resolve("old.db");
        try (InputStream in = RecordBlocksTest.class.getResourceAsStream("quixo3-record-masked.db")) {
            Files.copy(in, old);
        }
        StrongGame g = StrongGames.of("quixo:3");
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        TierStore mem = TierStore.inMemory();
        new TieredRetrogradeSolver().solve(plan, mem, StrongSolver.Progress.NONE);
        Path fresh = dir.resolve("new.db");
        DatabaseTest.solveTo(fresh, plan);
        try (StrongDatabase b = StrongDatabase.open(fresh)) {
            assertEquals(java.util.List.of(), b.verify()); // without the game: blocks checked
            int big = 0;
            for (int t = 0; t < plan.tierCount(); t++) {
                big = plan.space(t).size() > plan.space(big).size() ? t : big;
            }
            int t = big;
            assertThrows(IllegalStateException.class, () -> b.tier(t));
        }
        try (StrongDatabase a = StrongDatabase.open(old); StrongDatabase b = StrongDatabase.open(fresh)) {
            assertEquals(java.util.List.of(), a.verify(plan));
            assertEquals(java.util.List.of(), b.verify(plan));
            for (int t = 0; t < plan.tierCount(); t++) {
                PositionSpace s = plan.space(t);
                assertArrayEquals(mem.get(t), a.tier(t));
                assertArrayEquals(mem.get(t), b.tier(t));
                for (long r = 0; r < s.size(); r += 3) {
                    assertEquals(a.lookup(g, s.position(r)), b.lookup(g, s.position(r)), g.format(s.position(r)));
                }
            }
        }
        assertTrue(Files.size(fresh) < Files.size(old) * 0.8, Files.size(fresh) + " bytes, before " + Files.size(old));
    }

    /** A record format this version does not know (a newer Sprague's) is refused as damaged data, naming it. */
    @Test
    void anUnknownRecordFormatIsRefusedNamingIt() throws IOException {
        Path db = dir.resolve("q3.db");
        DatabaseTest.solveTo(db, TierPlan.of(StrongGames.of("quixo:3"), Long.MAX_VALUE));
        byte[] all = Files.readAllBytes(db);
        ByteBuffer foot = ByteBuffer.wrap(all, all.length - Index.FOOTER, Index.FOOTER);
        int at = (int) foot.getLong();
        int len = foot.getInt();
        int format = at + 2 + ((all[at] & 0xFF) << 8 | all[at + 1] & 0xFF); // after the game id (writeUTF)
        assertEquals(Index.RECORDS_SYMMETRIC << 4 | Index.NO_KEYS, all[format]);
        all[format] = (byte) (9 << 4);
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(all, at, len);
        ByteBuffer.wrap(all).putInt(all.length - Index.FOOTER + 12, (int) crc.getValue());
        Files.write(db, all);
        CorruptDatabaseException e = assertThrows(CorruptDatabaseException.class, () -> StrongDatabase.open(db));
        assertTrue(e.getMessage().contains("record format 9"), e.getMessage());
    }
}
