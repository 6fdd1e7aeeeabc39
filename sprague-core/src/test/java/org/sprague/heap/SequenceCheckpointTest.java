package org.sprague.heap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;

class SequenceCheckpointTest {
    @TempDir
    Path dir;

    /** Thrown by the listener: the run "crashes" right after a checkpoint. */
    static final class Crash extends RuntimeException {
        private static final long serialVersionUID = 1L;
    }

    @Test
    void aRunCrashedAfterACheckpointResumesToTheUninterruptedResult() throws IOException {
        for (HeapCode code : new HeapCode[] {HeapCode.finite("0.6", 0, 6), HeapCode.grundysGame()}) {
            int count = 60_000;
            Path file = dir.resolve(code.name() + ".ckpt");
            GrundySequenceCalculator calc = new SparseSpaceCalculator();
            GrundySequenceCalculator.Result whole = calc.compute(code, count);
            assertThrows(Crash.class, () -> calc.compute(code, count, null, p -> {
                try {
                    SequenceCheckpoint.write(file, code.notation(), p.values(), p.computed(), p.rareMask(),
                            p.domainParity());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                if (p.computed() >= 3 * GrundySequenceCalculator.PROGRESS_INTERVAL) {
                    throw new Crash();
                }
            }, Deadline.unlimited()));
            GrundySequenceCalculator.Start start = SequenceCheckpoint.read(file, code.notation(), count).orElseThrow();
            assertEquals(3 * GrundySequenceCalculator.PROGRESS_INTERVAL, start.values().length());
            GrundySequenceCalculator.Result resumed = calc.compute(code, count, start,
                    GrundySequenceCalculator.Listener.NONE, Deadline.unlimited());
            assertArrayEquals(whole.values().toIntArray(), resumed.values().toIntArray());
            assertEquals(whole.rareMask(), resumed.rareMask());
            assertEquals(whole.rareCount(), resumed.rareCount());
            assertEquals(whole.values().bitsPerValue(), resumed.values().bitsPerValue());
        }
    }

    @Test
    void everyWidthRoundTrips() throws IOException {
        int[] v = {0, 5, 300, 70000, 1 << 30};
        for (int len = 1; len <= v.length; len++) {
            GrundyValues g = GrundyArrays.of(java.util.Arrays.copyOf(v, len));
            Path file = dir.resolve("w" + len);
            SequenceCheckpoint.write(file, "r", g, len, 6, true);
            GrundySequenceCalculator.Start s = SequenceCheckpoint.read(file, "r", 10).orElseThrow();
            assertArrayEquals(g.toIntArray(), s.values().toIntArray());
            assertEquals(6, s.rareMask());
            assertTrue(s.domainParity());
            assertTrue(Files.notExists(dir.resolve("w" + len + ".tmp")), "no temporary file left behind");
        }
    }

    @Test
    void valuesBelow256HeldInCharsAreSavedAsTheSameBytes() throws IOException {
        int[] v = new int[5000];
        java.util.Random r = new java.util.Random(20);
        for (int i = 0; i < v.length; i++) {
            v[i] = r.nextInt(256);
        }
        GrundyValues inBytes = GrundyArrays.of(v);
        GrundyValues inChars = GrundyArrays.of(v);
        assertTrue(inChars.widenToChars());
        Path a = dir.resolve("bytes");
        Path b = dir.resolve("chars");
        SequenceCheckpoint.write(a, "r", inBytes, v.length, 3, false);
        SequenceCheckpoint.write(b, "r", inChars, v.length, 3, false);
        assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b));
        assertArrayEquals(v, SequenceCheckpoint.read(b, "r", v.length).orElseThrow().values().toIntArray());
    }

    @Test
    void aMissingFileIsAFreshStartAndATruncatedOneIsRefused() throws IOException {
        assertTrue(SequenceCheckpoint.read(dir.resolve("none"), "r", 5).isEmpty());
        Path file = dir.resolve("t");
        SequenceCheckpoint.write(file, "r", GrundyArrays.of(new int[1000]), 1000, 0, false);
        byte[] b = Files.readAllBytes(file);
        for (int cut : new int[] {10, 40, 500, b.length - 1}) {
            Files.write(file, java.util.Arrays.copyOf(b, cut));
            assertThrows(InvalidInputException.class, () -> SequenceCheckpoint.read(file, "r", 5), "cut " + cut);
        }
    }
}
