package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The transposition table's size (docs/performance-log.md, "tt30"): 2^26 buckets for 10x10 when
 * half the heap holds them, the largest that fits in half of a smaller heap, and a search that
 * runs (never an {@link OutOfMemoryError}) in a JVM of a small heap.
 */
class TableSizeTest {
    private static final long MIB = 1L << 20;
    /** {@code Runtime.maxMemory()} of the JVM's default heap on this project's 24 GB machines. */
    private static final long DEFAULT_HEAP_24_GB = 6_320_816_128L;

    private static int bits(int squares, long heap) {
        return PartizanOutcomeSearch.tableBits(squares, DomineeringBoard.bucketBytes(squares), heap);
    }

    @Test
    void tenByTenGetsTwoToThe26BucketsWhenHalfTheHeapHoldsThem() {
        assertEquals(32, DomineeringBoard.bucketBytes(100), "10x10's keys fit the compact layout");
        assertEquals(26, bits(100, DEFAULT_HEAP_24_GB));
        assertEquals(26, bits(100, 4096 * MIB));
        assertEquals(26, bits(100, 64L << 30), "no more than 2^26 however large the heap");
    }

    @Test
    void aSearchWithADeadlineGetsNoMoreBucketsThanItsNodesCanUse() {
        assertEquals(Integer.MAX_VALUE, PartizanOutcomeSearch.bitsWithin(null), "no deadline: no cap");
        assertEquals(18, PartizanOutcomeSearch.bitsWithin(java.time.Duration.ofMillis(200)));
        assertEquals(21, PartizanOutcomeSearch.bitsWithin(java.time.Duration.ofSeconds(10)));
        assertTrue(PartizanOutcomeSearch.bitsWithin(java.time.Duration.ofHours(2)) >= 26, "a sitting keeps 2^26");
        int last = 0;
        for (long ms = 1; ms < 1L << 40; ms *= 3) {
            int b = PartizanOutcomeSearch.bitsWithin(java.time.Duration.ofMillis(ms));
            assertTrue(b >= last, "more time, never fewer buckets: " + ms + " ms");
            last = b;
        }
    }

    /** A whole table's file as {@link TableFile} writes its header: {@code count} entries (the rest sparse). */
    private static Path tableFile(Path file, String position, int count) throws IOException {
        try (var out = new java.io.DataOutputStream(java.nio.file.Files.newOutputStream(file))) {
            out.writeLong(TableFile.MAGIC);
            out.writeUTF(position);
            out.writeInt(count);
        }
        try (var f = new java.io.RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(f.length() + 24L * count + 8);
        }
        return file;
    }

    @Test
    void aShortRunWithAWholeTableGetsRoomForItsEntries(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        String ten = "domineering 10x10";
        java.time.Duration hour = java.time.Duration.ofHours(1);
        assertEquals(0, PartizanOutcomeSearch.bitsToHold(null, ten, null));
        Path whole = dir.resolve("whole");
        assertEquals(0, PartizanOutcomeSearch.bitsToHold(whole, ten, null), "no file yet");
        tableFile(whole, ten, 109_896_092); // the 10x10 sitting's file
        // 2^27 buckets: room for twice its entries; the board's own size (2^26) caps it, while a
        // 1,200 s sitting alone got 2^25, room for 67M: it could not keep the file
        assertEquals(27, PartizanOutcomeSearch.bitsToHold(whole, ten, java.time.Duration.ofSeconds(1200)));
        assertEquals(25, PartizanOutcomeSearch.bitsWithin(java.time.Duration.ofSeconds(1200)));
        assertEquals(27, PartizanOutcomeSearch.bitsToHold(whole, ten, null));
        // a run that cannot read 2.6 GB in its time is not given 2 GiB to zero
        assertEquals(0, PartizanOutcomeSearch.bitsToHold(whole, ten, java.time.Duration.ofMillis(200)));
        assertEquals(0, PartizanOutcomeSearch.bitsToHold(whole, ten, java.time.Duration.ofSeconds(30)));
        assertEquals(0, PartizanOutcomeSearch.bitsToHold(whole, "domineering 9x9", hour), "another board's file");
        tableFile(whole, ten, 1000);
        assertEquals(10, PartizanOutcomeSearch.bitsToHold(whole, ten, hour), "2^11 entries of room for 1,000");
        try (var f = new java.io.RandomAccessFile(whole.toFile(), "rw")) {
            f.setLength(0);
            f.setLength(24L * 109_896_092); // as large, but not a table file: no room asked
        }
        assertEquals(0, PartizanOutcomeSearch.bitsToHold(whole, ten, hour));
    }

    @Test
    void smallerBoardsKeepTheirSizes() {
        assertEquals(22, bits(81, DEFAULT_HEAP_24_GB));
        assertEquals(20, bits(64, DEFAULT_HEAP_24_GB));
        assertEquals(17, bits(49, DEFAULT_HEAP_24_GB));
        assertEquals(10, bits(12, DEFAULT_HEAP_24_GB));
    }

    @Test
    void aSmallerHeapGetsTheLargestTableThatFitsInHalfOfIt() {
        assertEquals(25, bits(100, 2048 * MIB));
        assertEquals(24, bits(100, 1024 * MIB));
        assertEquals(22, bits(100, 300 * MIB));
        assertEquals(22, bits(81, 300 * MIB));
        assertEquals(21, bits(81, 200 * MIB));
        for (long heap = 16 * MIB; heap <= (8L << 30); heap = heap * 3 / 2) {
            for (int squares : new int[] {64, 81, 100, 120}) {
                int b = bits(squares, heap);
                long bytes = (long) DomineeringBoard.bucketBytes(squares) << b;
                assertTrue(b == 10 || bytes <= heap / 2, squares + " squares, heap " + heap + ": 2^" + b + " buckets");
                assertTrue(b == PartizanOutcomeSearch.tableBits(squares, 1, Long.MAX_VALUE)
                        || 2 * bytes > heap / 2, squares + " squares, heap " + heap + ": a larger table fits");
            }
        }
    }

    @Test
    void theWideLayoutsBucketsCountAtTheirOwnSize() {
        assertEquals(48, DomineeringBoard.bucketBytes(120), "past 108 squares the keys need the wide layout");
        assertEquals(25, bits(120, DEFAULT_HEAP_24_GB), "2^26 wide buckets are 3 GiB, more than half the heap");
    }

    /** Run in a JVM of {@code -Xmx128m}: a 10x10 search stopped after a second. */
    public static void main(String[] args) {
        System.out.println("bits " + PartizanOutcomeSearch.tableBits(100) + " heap " + Runtime.getRuntime().maxMemory());
        try {
            PartizanOutcomeSearch.solve(List.of("domineering", "10x10"), new PartizanOutcomeSearch.Options(1, null, 60,
                    null, 10_000_000, org.sprague.game.Deadline.after(java.time.Duration.ofSeconds(1))));
            System.out.println("solved");
        } catch (org.sprague.game.TimeLimitException e) {
            System.out.println("stopped at the deadline");
        }
    }

    @Test
    void tenByTenRunsInASmallHeapWithASmallerTable() throws IOException, InterruptedException {
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // the tests may run on the module path: the child takes it and the class path as its class path
        String cp = System.getProperty("java.class.path", "") + File.pathSeparator
                + System.getProperty("jdk.module.path", "");
        Process p = new ProcessBuilder(javaBin, "-Xmx128m", "-cp", cp, TableSizeTest.class.getName())
                .redirectErrorStream(true).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the child JVM ends");
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("stopped at the deadline"), out);
        String[] first = out.lines().findFirst().orElseThrow().split(" ");
        long heap = Long.parseLong(first[3]);
        assertTrue(heap <= 128 * MIB, out);
        assertEquals(bits(100, heap), Integer.parseInt(first[1]), "the child's table is the one its heap holds");
        assertTrue(Integer.parseInt(first[1]) <= 21, "at most 2^21 buckets, 64 MiB, in 128 MiB: " + out);
    }
}
