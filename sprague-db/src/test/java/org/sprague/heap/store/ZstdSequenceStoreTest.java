package org.sprague.heap.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.engine.DiskSparseCalculator;
import org.sprague.heap.HeapCode;
import org.sprague.heap.engine.SequenceCensus;
import org.sprague.heap.engine.SequenceStore;
import org.sprague.heap.SparseSpaceCalculator;
import org.sprague.strong.db.CorruptDatabaseException;

class ZstdSequenceStoreTest {
    @TempDir
    Path dir;

    static char[] values(int count, int max, int seed) {
        char[] v = new char[count];
        long x = seed;
        for (int i = 0; i < count; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            v[i] = (char) ((x >>> 33) % (max + 1));
        }
        return v;
    }

    static SequenceStore.State state(long computed) {
        return new SequenceStore.State("0.6", computed, 100, 0x1ee, false,
                List.of(new SequenceCensus(64, 60, 9, 0xe, true, 12, 50)));
    }

    @Test
    void blocksAndStateReadBackAsWritten() {
        char[] narrow = values(100, 255, 1);
        char[] wide = values(100, 4000, 2);
        try (ZstdSequenceStore s = ZstdSequenceStore.open(dir, 0, "test")) {
            assertTrue(s.load().isEmpty());
            s.writeBlock(0, narrow, 0, 100);
            s.writeBlock(1, wide, 0, 100);
            s.writeBlock(2, wide, 10, 37);
            s.commit(state(237));
        }
        try (ZstdSequenceStore s = ZstdSequenceStore.open(dir, 0, "test")) {
            assertEquals(state(237), s.load().orElseThrow());
            assertArrayEquals(narrow, s.readBlock(0, 100));
            assertArrayEquals(wide, s.readBlock(1, 100));
            assertArrayEquals(java.util.Arrays.copyOfRange(wide, 10, 30), s.readBlock(2, 20), "a prefix of a block");
        }
    }

    private Path writeOneBlock() {
        try (ZstdSequenceStore s = ZstdSequenceStore.open(dir, 0, "test")) {
            s.writeBlock(0, values(5000, 300, 3), 0, 5000);
            s.commit(state(5000));
            return s.blockFile(0);
        }
    }

    @Test
    void aDamagedBlockIsRefusedNamingTheFile() throws IOException {
        Path block = writeOneBlock();
        byte[] b = Files.readAllBytes(block);
        for (int at : new int[] {ZstdSequenceStore.HEADER + 20, 10, b.length - 1}) {
            byte[] bad = b.clone();
            bad[at] ^= 0x40;
            Files.write(block, bad);
            try (ZstdSequenceStore s = ZstdSequenceStore.open(dir, 0, "test")) {
                CorruptDatabaseException e = assertThrows(CorruptDatabaseException.class, () -> s.readBlock(0, 5000),
                        "byte " + at);
                assertTrue(e.getMessage().contains(block.toString()), e.getMessage());
            }
        }
        Files.write(block, java.util.Arrays.copyOf(b, b.length / 2));
        try (ZstdSequenceStore s = ZstdSequenceStore.open(dir, 0, "test")) {
            assertThrows(CorruptDatabaseException.class, () -> s.readBlock(0, 5000));
            assertThrows(CorruptDatabaseException.class, () -> s.readBlock(1, 10), "a missing block");
        }
    }

    @Test
    void aDamagedStateIsRefused() throws IOException {
        writeOneBlock();
        Path state = dir.resolve("state");
        byte[] b = Files.readAllBytes(state);
        b[b.length / 2] ^= 1;
        Files.write(state, b);
        try (ZstdSequenceStore s = ZstdSequenceStore.open(dir, 0, "test")) {
            assertThrows(CorruptDatabaseException.class, s::load);
        }
        Files.writeString(state, "hello");
        try (ZstdSequenceStore s = ZstdSequenceStore.open(dir, 0, "test")) {
            assertThrows(CorruptDatabaseException.class, s::load);
        }
    }

    @Test
    void aSecondWriterIsRefusedNamingTheFirst() {
        try (ZstdSequenceStore s = ZstdSequenceStore.open(dir, 0, "sprague grundy 0.6 --to 99")) {
            InvalidInputException e = assertThrows(InvalidInputException.class,
                    () -> ZstdSequenceStore.open(dir, 0, "another"));
            assertTrue(e.getMessage().contains("in use") && e.getMessage().contains("0.6 --to 99"), e.getMessage());
        }
        ZstdSequenceStore.open(dir, 0, "after").close();
    }

    @Test
    void aDirectoryHoldingOtherFilesIsRefusedAndLeftAlone() throws IOException {
        Path home = dir.resolve("home");
        Files.createDirectories(home);
        Files.writeString(home.resolve("notes.txt"), "mine");
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> ZstdSequenceStore.open(home, 0, "test"));
        assertTrue(e.getMessage().contains("notes.txt") && e.getMessage().contains("holds other files"), e.getMessage());
        try (var left = Files.list(home)) {
            assertEquals(List.of(home.resolve("notes.txt")), left.toList());
        }
        // an empty directory, and a store of an earlier run, are fine
        Path empty = dir.resolve("empty");
        Files.createDirectories(empty);
        ZstdSequenceStore.open(empty, 0, "test").close();
        ZstdSequenceStore.open(empty, 0, "again").close();
    }

    @Test
    void theByteLimitStopsTheRunAndKeepsTheLastCommit() {
        try (ZstdSequenceStore s = ZstdSequenceStore.open(dir, 4000, "test")) {
            s.writeBlock(0, values(1000, 255, 4), 0, 1000);
            s.commit(state(1000));
            assertThrows(LimitExceededException.class, () -> s.writeBlock(1, values(5000, 60000, 5), 0, 5000));
            assertEquals(1000, s.load().orElseThrow().computed());
            assertFalse(Files.exists(s.blockFile(1)));
        }
    }

    @Test
    void aFullDiskIsALimitAndOtherFailuresAreFileProblems() {
        Path f = dir.resolve("x");
        assertTrue(ZstdSequenceStore.failure(f, "write", new IOException("No space left on device"))
                instanceof LimitExceededException);
        assertTrue(ZstdSequenceStore.failure(f, "write", new IOException("Disk quota exceeded"))
                instanceof LimitExceededException);
        RuntimeException other = ZstdSequenceStore.failure(f, "write", new IOException("Permission denied"));
        assertTrue(other instanceof InvalidInputException && other.getMessage().contains(f.toString()));
    }

    @Test
    void theEngineOnThisStoreGivesTheInMemoryValuesAndResumes() {
        HeapCode officers = HeapCode.finite("0.6", 0, 6);
        // a window of 2048 and a prefix of 100: the partners of the rare heaps past 2048 come from the blocks
        var s = new DiskSparseCalculator.Settings(2, 100, 2048, 1024, -1, false);
        int[] expected = new SparseSpaceCalculator().compute(officers, 20000).values().toIntArray();
        int[] stops = {0};
        try (ZstdSequenceStore store = ZstdSequenceStore.open(dir, 0, "test")) {
            assertThrows(DiskSparseCalculator.Interrupted.class, () -> new DiskSparseCalculator(s).compute(officers,
                    20000, store, p -> ++stops[0] == 40 ? DiskSparseCalculator.Action.STOP
                            : DiskSparseCalculator.Action.CONTINUE));
        }
        try (ZstdSequenceStore store = ZstdSequenceStore.open(dir, 0, "test")) {
            var r = new DiskSparseCalculator(s).compute(officers, 20000, store, DiskSparseCalculator.Listener.NONE);
            assertTrue(r.resumedFrom() > 0 && r.resumedFrom() < 20000, "resumed from " + r.resumedFrom());
            for (long j = 0; j * 1024 < 20000; j++) {
                int len = (int) Math.min(1024, 20000 - j * 1024);
                char[] block = store.readBlock(j, len);
                for (int i = 0; i < len; i++) {
                    assertEquals(expected[(int) (j * 1024 + i)], block[i], "G(" + (j * 1024 + i) + ")");
                }
            }
        }
    }
}
