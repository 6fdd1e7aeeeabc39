package org.sprague.strong.db;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.TierPlan;
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

    /** Each thread reuses its buffers from block to block: a block's bytes do not depend on the blocks before it. */
    @Test
    void aBlockIsTheSameBytesAfterALargerBlockOnTheSameThread() throws InterruptedException {
        short[] rec = new short[70_000];
        Random rnd = new Random(14);
        for (int i = 0; i < rec.length; i++) {
            rec[i] = rnd.nextInt(4) != 0 ? (short) (1 + rnd.nextInt(1 << 14)) : 0;
        }
        short[] small = new short[777];
        small[3] = 0x2001;
        byte[][] fresh = new byte[1][];
        Thread t = new Thread(() -> fresh[0] = Blocks.records(small, 0, small.length));
        t.start();
        t.join();
        Blocks.records(rec, 0, 65_536); // fills this thread's buffers: a full bitmap and 2 bytes a record
        assertArrayEquals(fresh[0], Blocks.records(small, 0, small.length));
        assertArrayEquals(small, Blocks.decodeRecords(fresh[0], small.length, Index.RECORDS_MASKED));
    }

    /** quixo3-record-shorts.db: written by Sprague at 30d1c3e (records as big-endian shorts), kept as a test resource. */
    @Test
    void aDatabaseOfShortsStillReadsEveryRecordAndTheNewOneIsSmaller() throws IOException {
        FormerDatabase f = FormerDatabase.of(dir, "quixo:3", "quixo3-record-shorts.db");
        f.openVerified((a, b) -> sameRecords(f, a, b, 7));
        f.assertFreshSmaller(false);
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
        FormerDatabase f = FormerDatabase.of(dir, "quixo:3", "quixo3-record-masked.db");
        TierPlan plan = f.plan();
        try (StrongDatabase b = StrongDatabase.open(f.fresh())) {
            assertEquals(java.util.List.of(), b.verify()); // without the game: blocks checked
            int big = 0;
            for (int t = 0; t < plan.tierCount(); t++) {
                big = plan.space(t).size() > plan.space(big).size() ? t : big;
            }
            int t = big;
            assertThrows(IllegalStateException.class, () -> b.tier(t));
        }
        f.openVerified((a, b) -> sameRecords(f, a, b, 3));
        assertTrue(Files.size(f.fresh()) < Files.size(f.old()) * 0.8, Files.size(f.fresh()) + " bytes, before " + Files.size(f.old()));
    }

    /** A record format this version does not know (a newer Sprague's) is refused as damaged data, naming it. */
    @Test
    void anUnknownRecordFormatIsRefusedNamingIt() throws IOException {
        Path db = dir.resolve("q3.db");
        DatabaseTest.solveTo(db, TierPlan.of(StrongGames.of("quixo:3"), Long.MAX_VALUE));
        FormerDatabase.rewriteFormats(db, Index.RECORDS_PIECE_MAJOR << 4 | Index.NO_KEYS, 9 << 4);
        CorruptDatabaseException e = assertThrows(CorruptDatabaseException.class, () -> StrongDatabase.open(db));
        assertTrue(e.getMessage().contains("record format 9"), e.getMessage());
    }

    /**
     * quixo3-record-symmetric.db: written by Sprague at 9ab2e74 (record format 2: blocks of 65,536
     * ranks, the representatives' records only), kept as a test resource: still read, every record
     * the same as a solve's, and the database written now (format 3) is not larger.
     */
    @Test
    void aSymmetricDatabaseOfFormat2StillReads() throws IOException {
        FormerDatabase f = FormerDatabase.of(dir, "quixo:3", "quixo3-record-symmetric.db");
        f.openVerified((a, b) -> sameRecords(f, a, b, 5));
        f.assertFreshSmaller(true);
    }

    /**
     * A tier of Quixo 4x4 larger than a stored block (2^20 ranks, 16 segments) with records at its
     * representatives: written whole ({@link DatabaseWriter#put}) and streamed block by block it is
     * the same bytes; every solver block reads back from the part file; the finished file's lookups
     * and whole tier agree; a segment whose count is changed is refused naming the representatives.
     */
    @Test
    void segmentedBlocksWrittenWholeOrStreamedAreTheSameBytesAndReadBack() throws IOException {
        StrongGame g = StrongGames.of("quixo:4");
        TierPlan plan = TierPlan.of(g, Long.MAX_VALUE);
        int found = -1;
        for (int i = 0; i < plan.tierCount() && found < 0; i++) {
            long n = plan.space(i).size();
            found = n > (1 << 20) + (1 << 16) && n < 3 << 20 ? i : -1;
        }
        int t = found;
        int size = (int) plan.space(t).size();
        short[] rec = new short[size];
        Random rnd = new Random(10);
        long[] reps = Blocks.representatives(g, g.ranking(), plan.id(t), 0, size);
        for (int i = 0; i < size; i++) {
            if ((reps[i >>> 6] >>> i & 1) != 0) {
                rec[i] = org.sprague.strong.Record.of(org.sprague.strong.Value.values()[1 + rnd.nextInt(3)],
                        rnd.nextInt(i % 1000 == 0 ? 300 : 30));
            }
        }
        Path whole = dir.resolve("whole.db");
        Path streamed = dir.resolve("streamed.db");
        try (DatabaseWriter a = DatabaseWriter.open(whole, plan, false);
                DatabaseWriter b = DatabaseWriter.open(streamed, plan, false)) {
            a.put(t, rec);
            b.beginTier(t);
            for (int from = 0; from < size; from += DatabaseWriter.BLOCK) {
                int n = Math.min(DatabaseWriter.BLOCK, size - from);
                b.appendBlock(b.encodeBlock(java.util.Arrays.copyOfRange(rec, from, from + n), n));
            }
            b.endTier(t);
            b.release(t);
            for (int blk = 0; blk * DatabaseWriter.BLOCK < size; blk++) {
                int from = blk * DatabaseWriter.BLOCK;
                short[] out = new short[DatabaseWriter.BLOCK];
                b.readBlock(t, blk, out);
                int n = Math.min(DatabaseWriter.BLOCK, size - from);
                assertArrayEquals(java.util.Arrays.copyOfRange(rec, from, from + n), java.util.Arrays.copyOf(out, n));
            }
        }
        assertArrayEquals(Files.readAllBytes(DatabaseWriter.sibling(whole, ".part")),
                Files.readAllBytes(DatabaseWriter.sibling(streamed, ".part")));
        java.util.List<byte[]> blocks = DatabaseWriter.compress(rec, true);
        assertEquals((size + (1 << 20) - 1) >> 20, blocks.size());
        assertArrayEquals(rec, concat(blocks, g, plan.id(t), size));
        Blocks.Segmented first = Blocks.openSegmented(blocks.get(0), 1 << 20);
        first.count()[3]++;
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Blocks.segment(first, 3,
                DatabaseWriter.BLOCK, Blocks.representatives(g, g.ranking(), plan.id(t), 3L * DatabaseWriter.BLOCK, DatabaseWriter.BLOCK)));
        assertTrue(e.getMessage().contains("representatives"), e.getMessage());
    }

    /**
     * quixo3-record-segmented.db: written by Sprague at 42e67fc (record format 3, ranked in the
     * shape's former order), kept as a test resource: still read, every position's record the same
     * as a solve's; the database written now (format 4, piece-major ranks) is smaller.
     */
    @Test
    void aSegmentedDatabaseOfFormat3StillReadsInItsFormerRanks() throws IOException {
        FormerDatabase f = FormerDatabase.of(dir, "quixo:3", "quixo3-record-segmented.db");
        StrongGame g = f.game();
        f.openVerified((a, b) -> {
            assertSame(g.shape().formerRanking(), a.ranking(g));
            assertSame(g.ranking(), b.ranking(g));
            sameRecords(f, a, b, 1);
            for (int t = 0; t < f.plan().tierCount(); t++) {
                PositionSpace s = f.plan().space(t);
                for (long r = 0; r < s.size(); r++) {
                    long p = s.position(r);
                    assertEquals(f.solved().get(t)[(int) g.ranking().rank(g.canonical(p))] & 0xFFFF, b.lookup(g, p), g.format(p));
                }
            }
        });
        f.assertFreshSmaller(false);
    }

    /**
     * Each tier of {@code former} holds the solved records in its own ranks, each of {@code now}
     * them in today's, and every {@code stride}-th position of a tier looks up the same in both.
     */
    private static void sameRecords(FormerDatabase f, StrongDatabase former, StrongDatabase now, int stride) {
        StrongGame g = f.game();
        TierPlan plan = f.plan();
        for (int t = 0; t < plan.tierCount(); t++) {
            PositionSpace s = plan.space(t);
            assertArrayEquals(inRanksOf(former, g, plan.id(t), f.solved().get(t)), former.tier(t));
            assertArrayEquals(f.solved().get(t), now.tier(t));
            for (long r = 0; r < s.size(); r += stride) {
                assertEquals(former.lookup(g, s.position(r)), now.lookup(g, s.position(r)), g.format(s.position(r)));
            }
        }
    }

    /** {@code rec}, the records of tier {@code tier} in {@code g}'s ranks, moved to the ranks {@code db} holds them in. */
    private static short[] inRanksOf(StrongDatabase db, StrongGame g, int tier, short[] rec) {
        StrongGame.Ranking from = g.ranking();
        StrongGame.Ranking to = db.ranking(g);
        short[] out = new short[rec.length];
        for (int r = 0; r < rec.length; r++) {
            out[(int) to.rank(from.unrank(tier, r))] = rec[r];
        }
        return out;
    }

    private static short[] concat(java.util.List<byte[]> blocks, StrongGame g, int tier, int size) {
        short[] out = new short[size];
        for (int b = 0; b < blocks.size(); b++) {
            int from = b << 20;
            int n = Math.min(1 << 20, size - from);
            System.arraycopy(Blocks.decodeSegmented(blocks.get(b), n, g, g.ranking(), tier, from), 0, out, from, n);
        }
        return out;
    }
}
