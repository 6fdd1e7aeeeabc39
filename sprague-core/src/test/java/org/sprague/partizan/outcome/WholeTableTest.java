package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.game.TimeLimitException;

/**
 * The whole transposition table kept beside a checkpoint ({@code solve --checkpoint-whole-table}):
 * written at a stop, loaded on resume, worth its nodes over the checkpoint's cut table, refused
 * when it is another board's, ignored when damaged, never replaced by a table too small for it.
 */
class WholeTableTest {
    private static final String EIGHT = "domineering 8x8";
    private static final String SEVEN = "domineering 7x7";

    private static DomineeringBoard eightByEight() {
        return DomineeringOutcome.board(DomineeringOutcome.full(8, 8), true, new EndgameTable());
    }

    private static OutcomeTable eightTable() {
        return DomineeringBoard.table(PartizanOutcomeSearch.tableBits(64), 64);
    }

    /** A 7x7 search's table (Left first, to the end): some thousands of entries. */
    private static OutcomeTable sevenTable(int bits) {
        OutcomeTable table = new OutcomeTable(bits);
        new AlphaBetaOutcomeSearch(table, null, Deadline.unlimited(), null)
                .solve(DomineeringOutcome.board(DomineeringOutcome.full(7, 7), true, new EndgameTable()));
        return table;
    }

    /** Resumes 8x8 (Left first) from the checkpoint {@code cp} with the 2^18 cut, and the whole table {@code whole} if not null. */
    private static RootSplitOutcomeSearch.RootResult resume(Path cp, Path whole) {
        RootSplitOutcomeSearch search = new RootSplitOutcomeSearch(eightTable(), 1,
                OutcomeCheckpoint.open(cp, EIGHT, 18, whole, null), 60, null, Deadline.unlimited());
        return search.solve(eightByEight(), 0);
    }

    @Test
    void aStoppedRunsWholeTableResumesToTheSameAnswerRedoingFarLessThanTheCutTableAlone(@TempDir Path dir)
            throws Exception {
        long t0 = System.nanoTime();
        RootSplitOutcomeSearch.RootResult fresh = new RootSplitOutcomeSearch(eightTable(), 1, null, 60, null,
                Deadline.unlimited()).solve(eightByEight(), 0);
        long wall = System.nanoTime() - t0;
        // stopped by a deadline at 40% of the fresh run's time, as a sitting's --timeout: the stop writes
        // the facts, the table's entries of 2^18+ nodes (as bench/domineering-10x10.sh keeps) and the whole table
        Path a = Files.createDirectories(dir.resolve("a")).resolve("8x8.ckpt");
        Path whole = dir.resolve("8x8.whole");
        List<String> notes = new ArrayList<>();
        RootSplitOutcomeSearch stopped = new RootSplitOutcomeSearch(eightTable(), 1,
                OutcomeCheckpoint.open(a, EIGHT, 18, whole, notes::add), 60, null,
                Deadline.after(Duration.ofNanos(wall * 2 / 5)));
        assertThrows(TimeLimitException.class, () -> stopped.solve(eightByEight(), 0));
        long before = OutcomeCheckpoint.open(a, EIGHT).sides[0].nodes;
        assertTrue(before > 0 && Files.exists(whole), notes.toString());
        assertTrue(notes.get(notes.size() - 1).contains(": wrote "), notes.toString());
        // the same stop without the whole table: its facts and its cut table only
        Path b = Files.createDirectories(dir.resolve("b")).resolve("8x8.ckpt");
        Files.copy(a, b, StandardCopyOption.REPLACE_EXISTING);
        Files.copy(dir.resolve("a/8x8.ckpt.table"), dir.resolve("b/8x8.ckpt.table"), StandardCopyOption.REPLACE_EXISTING);

        RootSplitOutcomeSearch.RootResult cut = resume(b, null);
        RootSplitOutcomeSearch.RootResult kept = resume(a, whole);
        assertEquals(fresh.wins(), cut.wins());
        assertEquals(fresh.wins(), kept.wins());
        assertEquals(fresh.winningMove(), kept.winningMove());
        // the resumed runs count the nodes before the stop: what exceeds the fresh run's is work done again
        long redoneCut = cut.nodes() - fresh.nodes();
        long redoneWhole = kept.nodes() - fresh.nodes();
        String figures = "fresh " + fresh.nodes() + ", before the stop " + before + ", resumed from the 2^18 cut "
                + cut.nodes() + ", with the whole table " + kept.nodes();
        assertTrue(redoneCut > before / 4, "the cut alone redoes much of the work before the stop: " + figures);
        assertTrue(redoneWhole < redoneCut / 4, figures);
    }

    @Test
    void aWholeTableOfAnotherBoardIsRefusedAndADamagedOneIgnoredWithALine(@TempDir Path dir) throws Exception {
        Path whole = dir.resolve("whole");
        List<String> notes = new ArrayList<>();
        OutcomeCheckpoint seven = OutcomeCheckpoint.open(dir.resolve("7.ckpt"), SEVEN, 18, whole, notes::add);
        OutcomeTable table = sevenTable(14);
        int written = seven.saveWhole(table, Long.MAX_VALUE);
        assertEquals(table.count(OutcomeCheckpoint.TABLE_MIN_LOG), written);
        assertEquals(written, seven.loadWhole(new OutcomeTable(14), Deadline.unlimited()).entries());

        OutcomeCheckpoint eight = OutcomeCheckpoint.open(dir.resolve("8.ckpt"), EIGHT, 18, whole, notes::add);
        InvalidInputException foreign = assertThrows(InvalidInputException.class,
                () -> eight.loadWhole(new OutcomeTable(14), Deadline.unlimited()));
        assertEquals("whole table " + whole + " is for domineering 7x7, not domineering 8x8; give another file",
                foreign.getMessage());

        byte[] bytes = Files.readAllBytes(whole);
        byte[] flipped = bytes.clone();
        flipped[bytes.length / 2] ^= 4;
        String[][] damages = {{"its checksum does not match"}, {"cut short"}};
        byte[][] files = {flipped, java.util.Arrays.copyOf(bytes, bytes.length - 9)};
        for (int i = 0; i < files.length; i++) {
            Files.write(whole, files[i]);
            notes.clear();
            OutcomeTable empty = new OutcomeTable(14);
            assertEquals(TableFile.Found.DAMAGED, seven.loadWhole(empty, Deadline.unlimited()).found());
            assertEquals(0, empty.count(0), "an entry of a damaged file was stored");
            assertEquals(List.of("whole table " + whole + ": " + damages[i][0] + "; ignored (replaced at the stop)"), notes);
        }
        // a file of another kind (here a checkpoint's facts) is refused, not written over at the stop
        Files.write(whole, "SPRAGUE-OUTCOME-CHECKPOINT-1\n".repeat(4).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        InvalidInputException alien = assertThrows(InvalidInputException.class,
                () -> seven.loadWhole(new OutcomeTable(14), Deadline.unlimited()));
        assertEquals("whole table " + whole + " is not a table file; give another file", alien.getMessage());
        InvalidInputException isDir = assertThrows(InvalidInputException.class,
                () -> OutcomeCheckpoint.open(dir.resolve("d.ckpt"), SEVEN, 18, dir, null).loadWhole(new OutcomeTable(14),
                        Deadline.unlimited()));
        assertEquals("whole table " + dir + " is a directory; give another file", isDir.getMessage());
        Path nowhere = dir.resolve("no-such-dir").resolve("w");
        InvalidInputException noDir = assertThrows(InvalidInputException.class,
                () -> OutcomeCheckpoint.open(dir.resolve("e.ckpt"), SEVEN, 18, nowhere, null).loadWhole(new OutcomeTable(14),
                        Deadline.unlimited()));
        assertTrue(noDir.getMessage().contains("no directory"), noDir.getMessage());
        Files.write(whole, flipped);
        // the stop replaces a damaged one
        assertEquals(written, seven.saveWhole(table, Long.MAX_VALUE));
        assertEquals(written, seven.loadWhole(new OutcomeTable(14), Deadline.unlimited()).entries());
        assertThrows(InvalidInputException.class, () -> OutcomeCheckpoint.open(dir.resolve("7.ckpt"), SEVEN, 18,
                dir.resolve("7.ckpt.table"), null), "the checkpoint's own table file as the whole table");
    }

    @Test
    void aTableTooSmallForTheWholeFileLeavesItAsItWas(@TempDir Path dir) throws Exception {
        Path whole = dir.resolve("whole");
        List<String> notes = new ArrayList<>();
        OutcomeCheckpoint large = OutcomeCheckpoint.open(dir.resolve("7.ckpt"), SEVEN, 18, whole, notes::add);
        int written = large.saveWhole(sevenTable(14), Long.MAX_VALUE);
        byte[] bytes = Files.readAllBytes(whole);
        // a run with a smaller heap: its table (2^5 buckets) holds few of the file's entries
        OutcomeCheckpoint small = OutcomeCheckpoint.open(dir.resolve("7.ckpt"), SEVEN, 18, whole, notes::add);
        OutcomeTable tiny = new OutcomeTable(5);
        assertEquals(written, small.loadWhole(tiny, Deadline.unlimited()).entries());
        assertTrue(tiny.count(OutcomeCheckpoint.TABLE_MIN_LOG) < written);
        assertTrue(notes.get(notes.size() - 1).endsWith("not replaced at the stop, so that it keeps them"), notes.toString());
        assertEquals(-1, small.saveWhole(tiny, Long.MAX_VALUE));
        assertTrue(java.util.Arrays.equals(bytes, Files.readAllBytes(whole)), "the whole table was cut down");
    }

    @Test
    void aTableWithRoomForTheWholeFileReplacesItEvenWhenSomeOverflowedTheirBuckets(@TempDir Path dir)
            throws Exception {
        Path whole = dir.resolve("whole");
        List<String> notes = new ArrayList<>();
        OutcomeCheckpoint large = OutcomeCheckpoint.open(dir.resolve("7.ckpt"), SEVEN, 18, whole, notes::add);
        int written = large.saveWhole(sevenTable(16), Long.MAX_VALUE);
        // the smallest table with room for them all: more than half full, so some buckets overflow
        // (as a table of the same size under another hash: the sitting after lead31 loaded 95.6M of 109.9M)
        int bits = 4;
        while ((2L << bits) < written) {
            bits++;
        }
        OutcomeTable tight = new OutcomeTable(bits);
        assertTrue(tight.capacity() >= written);
        OutcomeCheckpoint next = OutcomeCheckpoint.open(dir.resolve("7.ckpt"), SEVEN, 18, whole, notes::add);
        assertEquals(written, next.loadWhole(tight, Deadline.unlimited()).entries());
        int held = tight.count(OutcomeCheckpoint.TABLE_MIN_LOG);
        assertTrue(held < written, held + " of " + written);
        String said = notes.get(notes.size() - 1);
        assertTrue(said.contains(String.format(java.util.Locale.ROOT, "holds %,d (room for %,d", held, tight.capacity()))
                && said.endsWith("the rest overflowed their buckets)"), said);
        // the stop writes what the table holds (before: refused, and every later sitting's table was lost)
        assertEquals(held, next.saveWhole(tight, Long.MAX_VALUE));
        assertEquals(held, OutcomeCheckpoint.open(dir.resolve("7.ckpt"), SEVEN, 18, whole, null)
                .loadWhole(new OutcomeTable(16), Deadline.unlimited()).entries());
    }

    @Test
    void theWholeFileIsATableFileTheCheckpointLoadsAndItsWriteIsAbandonedPastItsBound(@TempDir Path dir)
            throws Exception {
        Path whole = dir.resolve("whole");
        OutcomeCheckpoint cp = OutcomeCheckpoint.open(dir.resolve("7.ckpt"), SEVEN, 18, whole, null);
        OutcomeTable table = sevenTable(14);
        int written = cp.saveWhole(table, Long.MAX_VALUE);
        byte[] bytes = Files.readAllBytes(whole);
        assertEquals(-1, cp.saveWhole(sevenTable(15), System.nanoTime() - 1), "past its bound");
        assertTrue(java.util.Arrays.equals(bytes, Files.readAllBytes(whole)));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(whole), files.toList(), "a temporary file was left behind");
        }
        Files.copy(whole, dir.resolve("7.ckpt.table"));
        assertEquals(written, OutcomeCheckpoint.open(dir.resolve("7.ckpt"), SEVEN).loadTable(new OutcomeTable(14)));
    }

    @Test
    void theEstimateOfTheEntriesIsNearTheirCount() {
        OutcomeTable table = DomineeringBoard.table(18, 100);
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(1);
        for (int i = 0; i < 300_000; i++) {
            table.store(rnd.nextLong(), rnd.nextLong() & ((1L << 36) - 1), 0, true, 1L << rnd.nextInt(2, 10));
        }
        long count = table.count(OutcomeCheckpoint.TABLE_MIN_LOG);
        long estimate = table.estimate(OutcomeCheckpoint.TABLE_MIN_LOG);
        assertTrue(Math.abs(estimate - count) < count / 20, "estimate " + estimate + ", count " + count);
        assertEquals(0, DomineeringBoard.table(18, 100).estimate(0));
    }
}
