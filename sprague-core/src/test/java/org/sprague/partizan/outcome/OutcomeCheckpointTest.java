package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.game.Deadline;

/** The checkpoint's transposition table: written at a stop, read back, worth its nodes on resume, ignored when damaged. */
class OutcomeCheckpointTest {
    private static final String POSITION = "domineering 7x7";

    /** A stop the test controls: thrown from the search's tick (every 1024 nodes) once {@code ticks} have passed. */
    private static final class StopAfter implements Runnable {
        private long ticks;

        StopAfter(long ticks) {
            this.ticks = ticks;
        }

        @Override
        public void run() {
            if (--ticks < 0) {
                throw new AlphaBetaOutcomeSearch.Stopped();
            }
        }
    }

    private static DomineeringBoard board() {
        return DomineeringOutcome.board(DomineeringOutcome.full(7, 7), true, new EndgameTable());
    }

    /** Searches 7x7 (Left first) until half its nodes, writes the table to a checkpoint at {@code file}; returns the nodes done. */
    private static long stopHalfway(Path file, long freshNodes) {
        return stopHalfway(file, freshNodes, OutcomeCheckpoint.TABLE_MIN_LOG)[0];
    }

    /** {@link #stopHalfway(Path, long)} keeping the entries of {@code 2^minLog}+ nodes; returns the nodes done and the entries written. */
    private static long[] stopHalfway(Path file, long freshNodes, int minLog) {
        OutcomeTable table = new OutcomeTable(14);
        AlphaBetaOutcomeSearch stopped = new AlphaBetaOutcomeSearch(table, null, Deadline.unlimited(),
                new StopAfter(freshNodes / 1024 / 2));
        assertThrows(AlphaBetaOutcomeSearch.Stopped.class, () -> stopped.solve(board()));
        OutcomeCheckpoint cp = OutcomeCheckpoint.open(file, POSITION, minLog);
        int written = cp.saveTable(table);
        assertTrue(written > 0, "no entry written: the resume below would prove nothing");
        return new long[] {stopped.nodes(), written};
    }

    @Test
    void aTableKeptFromAHigherThresholdIsSmallerAndResumesToTheSameAnswer(@TempDir Path dir) {
        AlphaBetaOutcomeSearch fresh = new AlphaBetaOutcomeSearch(new OutcomeTable(14), null, Deadline.unlimited(), null);
        boolean answer = fresh.solve(board());
        long lastEntries = Long.MAX_VALUE;
        for (int minLog : new int[] {4, 8, 12}) {
            Path file = dir.resolve("7x7-" + minLog + ".checkpoint");
            long[] stop = stopHalfway(file, fresh.nodes(), minLog);
            assertTrue(stop[1] < lastEntries, "2^" + minLog + ": " + stop[1] + " entries, not fewer than " + lastEntries);
            lastEntries = stop[1];
            OutcomeTable table = new OutcomeTable(14);
            assertEquals(stop[1], OutcomeCheckpoint.open(file, POSITION).loadTable(table));
            AlphaBetaOutcomeSearch resumed = new AlphaBetaOutcomeSearch(table, null, Deadline.unlimited(), null);
            assertEquals(answer, resumed.solve(board()), "resumed from the entries of 2^" + minLog + "+ nodes");
            // the kept entries are the expensive ones: even the fewest save work over a fresh search
            assertTrue(resumed.nodes() < fresh.nodes(), "2^" + minLog + ": resumed " + resumed.nodes() + ", fresh "
                    + fresh.nodes());
        }
    }

    @Test
    void theThresholdIsTheLogOfTheLeastNodesNeverBelowSixteen() {
        assertEquals(4, OutcomeCheckpoint.minLog(1));
        assertEquals(4, OutcomeCheckpoint.minLog(16));
        assertEquals(18, OutcomeCheckpoint.minLog(1 << 18));
        assertEquals(18, OutcomeCheckpoint.minLog((1 << 19) - 1));
    }

    @Test
    void aSearchStoppedHalfwayResumesFromTheSavedTableWithTheSameAnswerAndFewerNodes(@TempDir Path dir) {
        AlphaBetaOutcomeSearch fresh = new AlphaBetaOutcomeSearch(new OutcomeTable(14), null, Deadline.unlimited(), null);
        boolean answer = fresh.solve(board());
        long freshNodes = fresh.nodes();
        Path file = dir.resolve("7x7.checkpoint");
        long before = stopHalfway(file, freshNodes);

        OutcomeTable table = new OutcomeTable(14);
        assertTrue(OutcomeCheckpoint.open(file, POSITION).loadTable(table) > 0);
        AlphaBetaOutcomeSearch resumed = new AlphaBetaOutcomeSearch(table, null, Deadline.unlimited(), null);
        assertEquals(answer, resumed.solve(board()));
        // the work before the stop is not done again (but for a tenth of it: the entries of fewer than 16 nodes)
        assertTrue(resumed.nodes() < freshNodes - before * 9 / 10,
                "resumed " + resumed.nodes() + " nodes, fresh " + freshNodes + ", before the stop " + before);
    }

    @Test
    void aDamagedOrForeignTableIsIgnoredNotTrusted(@TempDir Path dir) throws Exception {
        AlphaBetaOutcomeSearch fresh = new AlphaBetaOutcomeSearch(new OutcomeTable(14), null, Deadline.unlimited(), null);
        fresh.solve(board());
        Path file = dir.resolve("c");
        stopHalfway(file, fresh.nodes());
        Path tableFile = dir.resolve("c.table");
        byte[] bytes = Files.readAllBytes(tableFile);
        assertEquals(0, OutcomeCheckpoint.open(file, "domineering 7x8").loadTable(new OutcomeTable(14)));
        byte[] flipped = bytes.clone();
        flipped[bytes.length / 2] ^= 4; // a bit of some entry
        Files.write(tableFile, flipped);
        assertEquals(0, OutcomeCheckpoint.open(file, POSITION).loadTable(new OutcomeTable(14)));
        Files.write(tableFile, java.util.Arrays.copyOf(bytes, bytes.length - 9)); // cut short
        assertEquals(0, OutcomeCheckpoint.open(file, POSITION).loadTable(new OutcomeTable(14)));
        Files.write(tableFile, bytes);
        assertTrue(OutcomeCheckpoint.open(file, POSITION).loadTable(new OutcomeTable(14)) > 0);
    }

    @Test
    void aStopTimeWriteOverItsBoundLeavesTheLastTableAsItWas(@TempDir Path dir) throws Exception {
        AlphaBetaOutcomeSearch fresh = new AlphaBetaOutcomeSearch(new OutcomeTable(14), null, Deadline.unlimited(), null);
        fresh.solve(board());
        Path file = dir.resolve("c");
        stopHalfway(file, fresh.nodes());
        byte[] before = Files.readAllBytes(dir.resolve("c.table"));
        OutcomeTable larger = new OutcomeTable(14);
        AlphaBetaOutcomeSearch whole = new AlphaBetaOutcomeSearch(larger, null, Deadline.unlimited(), null);
        whole.solve(board());
        OutcomeCheckpoint cp = OutcomeCheckpoint.open(file, POSITION);
        int entries = larger.count(OutcomeCheckpoint.TABLE_MIN_LOG);
        assertTrue(entries > 1);
        // over the entries' bound, and past the scan's time: abandoned, the file and directory unchanged
        assertEquals(-1, cp.saveTable(larger, entries - 1, Long.MAX_VALUE));
        assertEquals(-1, cp.saveTable(larger, Integer.MAX_VALUE, System.nanoTime() - 1));
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(dir.resolve("c.table"))));
        try (var files = Files.list(dir)) {
            assertEquals(java.util.List.of(dir.resolve("c.table")), files.toList(), "a temporary file was left behind");
        }
        // within both bounds: written
        assertEquals(entries, cp.saveTable(larger, entries, System.nanoTime() + 60_000_000_000L));
    }

    @Test
    void aDeadlineDuringTheTablesLoadStopsTheLoadAndLeavesTheTableEmpty(@TempDir Path dir) {
        AlphaBetaOutcomeSearch fresh = new AlphaBetaOutcomeSearch(new OutcomeTable(14), null, Deadline.unlimited(), null);
        fresh.solve(board());
        Path file = dir.resolve("c");
        stopHalfway(file, fresh.nodes());
        OutcomeTable table = new OutcomeTable(14);
        Deadline passed = Deadline.after(java.time.Duration.ofNanos(1));
        assertThrows(org.sprague.game.TimeLimitException.class,
                () -> OutcomeCheckpoint.open(file, POSITION).loadTable(table, passed));
        assertEquals(0, table.count(OutcomeCheckpoint.TABLE_MIN_LOG));
    }
    /** The states of {@code entries} (three words each) and their results, the log of the work left out; each state once. */
    private static java.util.Map<java.util.List<Long>, Boolean> results(long[] entries) {
        java.util.Map<java.util.List<Long>, Boolean> map = new java.util.HashMap<>();
        for (int i = 0; i < entries.length; i += 3) {
            java.util.List<Long> key = java.util.List.of(entries[i], entries[i + 1], entries[i + 2] & OutcomeTable.KEY2_MASK);
            assertEquals(null, map.put(key, (entries[i + 2] & (1L << 62)) != 0), "a state kept twice");
        }
        return map;
    }

    @Test
    void theEntriesKeptAsideHoldEveryOneAScanOfTheTableWrites() throws Exception {
        OutcomeTable table = DomineeringBoard.table(20, 64);
        table.keepAside(12);
        new AlphaBetaOutcomeSearch(table, null, Deadline.unlimited(), null)
                .solve(DomineeringOutcome.board(DomineeringOutcome.full(8, 8), true, new EndgameTable()));
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        int scanned = table.export(new java.io.DataOutputStream(bytes), 12);
        assertTrue(scanned > 10, scanned + " entries of 2^12+ nodes: too few to compare");
        long[] exported = new long[3 * scanned];
        java.nio.ByteBuffer.wrap(bytes.toByteArray()).asLongBuffer().get(exported);
        long[] kept = table.keptEntries();
        java.util.Map<java.util.List<Long>, Boolean> keptResults = results(kept);
        // every entry the scan writes, with its result; more besides: states whose entry the table
        // later replaced (stored again with less work, or evicted), each with the table's result if it has one
        results(exported).forEach((state, win) -> assertEquals(win, keptResults.get(state), "state " + state));
        assertTrue(kept.length >= exported.length);
        for (int i = 0; i < kept.length; i += 3) {
            assertTrue(((kept[i + 2] >>> 56) & 63) >= 12, "an entry under the threshold kept");
            int r = table.probe(kept[i], kept[i + 1], kept[i + 2] & OutcomeTable.KEY2_MASK);
            assertTrue(r == OutcomeBoard.UNKNOWN || (r == OutcomeBoard.WIN) == ((kept[i + 2] & (1L << 62)) != 0));
        }
    }

    @Test
    void aStateKeptAgainKeepsItsLargerLogAndAListPastItsCapIsDropped() {
        OutcomeTable table = new OutcomeTable(10);
        KeptEntries list = new KeptEntries(3);
        table.keepAside(12, list);
        table.store(1, 2, 3, true, 1 << 13);
        table.store(1, 2, 3, true, 1 << 20); // the same state, more work: one entry, log 20
        table.store(1, 2, 4, false, 1 << 12);
        table.store(5, 2, 3, false, 1 << 11); // under the threshold: not kept
        long[] kept = table.keptEntries();
        assertEquals(6, kept.length);
        assertEquals(1, kept[0]);
        assertEquals(20, (kept[2] >>> 56) & 63);
        assertEquals(3, kept[2] & OutcomeTable.KEY2_MASK);
        assertEquals(4, kept[5] & OutcomeTable.KEY2_MASK);
        table.store(6, 0, 0, true, 1 << 12);
        assertTrue(table.keepsAside());
        table.store(7, 0, 0, true, 1 << 12); // a fourth state: over the cap of three
        assertEquals(null, table.keptEntries());
        assertTrue(!table.keepsAside(), "past its cap the list is dropped and the table is scanned again");
        assertThrows(IllegalArgumentException.class, () -> new OutcomeTable(10).keepAside(KeptEntries.MIN_LOG - 1));
    }

    @Test
    void aRunStoppedByItsDeadlineWithALargeTableWritesTheEntriesItKeptAside(@TempDir Path dir) {
        // a table too large to scan at a stop: more than STOP_MOST_ENTRIES entries of 2^12+ nodes,
        // states no 9x9 board has (key2 2047 << 1: a spare of 1023 squares), stored before the run
        OutcomeTable table = DomineeringBoard.table(21, 81);
        for (long k = 0; k < RootSplitOutcomeSearch.STOP_MOST_ENTRIES + 50_000; k++) {
            table.store(k * 0x9E3779B97F4A7C15L, 0, 4095, true, 1 << 20);
        }
        int fake = table.count(12);
        assertTrue(fake > RootSplitOutcomeSearch.STOP_MOST_ENTRIES, fake + " entries");
        Path file = dir.resolve("9x9.checkpoint");
        String position = "domineering 9x9";
        RootSplitOutcomeSearch search = new RootSplitOutcomeSearch(table, 1,
                OutcomeCheckpoint.open(file, position, 12), 60, null, Deadline.after(java.time.Duration.ofSeconds(2)));
        DomineeringBoard nine = DomineeringOutcome.board(DomineeringOutcome.full(9, 9), true, new EndgameTable());
        assertThrows(org.sprague.game.TimeLimitException.class, () -> search.solve(nine, 0));
        // written at the stop (no periodic write in 2 s): the run's entries of 2^12+ nodes, not the ones before it
        assertTrue(Files.exists(dir.resolve("9x9.checkpoint.table")), "no table written at the stop");
        // 2^20 buckets: in 2^16 two of about 390 entries (a quiet machine's 2 s) were evicted on load,
        // so the count below came short of the loaded entries though none was under the threshold
        OutcomeTable loaded = DomineeringBoard.table(20, 81);
        int entries = OutcomeCheckpoint.open(file, position).loadTable(loaded);
        assertTrue(entries > 0 && entries < fake, entries + " entries loaded");
        assertEquals(entries, loaded.count(12), "an entry under the threshold was written");
    }
}
