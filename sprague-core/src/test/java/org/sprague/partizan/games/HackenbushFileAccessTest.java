package org.sprague.partizan.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.game.InvalidInputException;
import org.sprague.game.io.PositionFiles;

/**
 * Issue 20 item 1: parsing a position opens a file only when its caller grants file access
 * ({@link PositionFiles#local()}, the command line); by default (the web) {@code @FILE} is
 * refused without opening, probing or echoing the path; the command line's reader refuses
 * FIFOs, devices, directories and files past {@link PositionFiles#MAX_BYTES} without hanging.
 */
class HackenbushFileAccessTest {
    @TempDir
    Path dir;

    @Test
    void parsingWithoutFileAccessNeverOpensTheFileNorSaysWhetherItExists() throws Exception {
        Path secret = dir.resolve("secret.edges");
        Files.writeString(secret, "top secret line\n");
        for (Path p : List.of(secret, dir.resolve("missing.edges"))) {
            var e = assertThrows(InvalidInputException.class,
                    () -> PartizanSumSolver.parse(List.of("hackenbush", "@" + p)));
            assertFalse(e.getMessage().contains("secret"), e.getMessage());
            assertFalse(e.getMessage().contains(dir.toString()), "the path is not echoed: " + e.getMessage());
            assertTrue(e.getMessage().contains("@FILE"), e.getMessage());
        }
        // the same message for a file that exists and one that does not: nothing is probed
        assertEquals(message(() -> PartizanSumSolver.parse(List.of("hackenbush", "@" + secret))),
                message(() -> PartizanSumSolver.parse(List.of("hackenbush", "@" + dir.resolve("missing.edges")))));
    }

    @Test
    void parsingWithoutFileAccessDoesNotBlockOnAFifo() throws Exception {
        Path fifo = fifo("pipe.edges");
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> assertThrows(InvalidInputException.class,
                () -> PartizanSumSolver.parse(List.of("domineering", "..", "+", "hackenbush", "@" + fifo))));
    }

    @Test
    void theCommandLinesReaderReadsARegularEdgeFile() throws Exception {
        Path f = dir.resolve("stalk.edges");
        Files.writeString(f, "0 1 l\n1 2 r\n");
        var parts = PartizanSumSolver.parse(List.of("hackenbush", "@" + f), PositionFiles.local());
        assertEquals(1, parts.size());
        assertEquals("@" + f, parts.get(0).text().substring("hackenbush ".length()));
    }

    @Test
    void theCommandLinesReaderRefusesFifosDevicesAndDirectoriesAtOnce() throws Exception {
        Path fifo = fifo("pipe.edges");
        for (String name : List.of(fifo.toString(), "/dev/zero", "/dev/null", dir.toString())) {
            var e = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> assertThrows(InvalidInputException.class,
                    () -> PositionFiles.local().read(name)), name);
            assertTrue(e.getMessage().contains(name), e.getMessage());
            assertTrue(e.getMessage().contains(name.equals(dir.toString()) ? "directory" : "not a regular file"),
                    e.getMessage());
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
        }
    }

    @Test
    void theCommandLinesReaderRefusesAFileLargerThanTheCap() throws Exception {
        Path big = dir.resolve("big.edges");
        Files.write(big, ("# " + "x".repeat(PositionFiles.MAX_BYTES) + "\n0 1 l\n").getBytes());
        var e = assertThrows(InvalidInputException.class, () -> PositionFiles.local().read(big.toString()));
        assertTrue(e.getMessage().contains("larger than"), e.getMessage());
        Path fits = dir.resolve("fits.edges");
        Files.write(fits, ("# " + "x".repeat(PositionFiles.MAX_BYTES - 10) + "\n0 1 l\n").getBytes());
        assertTrue(PositionFiles.local().read(fits.toString()).endsWith("0 1 l\n"));
    }

    @Test
    void theCommandLinesReaderNamesAMissingFileAndBadText() throws Exception {
        var e = assertThrows(InvalidInputException.class,
                () -> PositionFiles.local().read(dir.resolve("missing.edges").toString()));
        assertTrue(e.getMessage().contains("no such file"), e.getMessage());
        Path latin = dir.resolve("latin1.edges");
        Files.write(latin, new byte[] {'#', ' ', (byte) 0xE9, '\n', '0', ' ', '1', ' ', 'l', '\n'});
        e = assertThrows(InvalidInputException.class, () -> PositionFiles.local().read(latin.toString()));
        assertTrue(e.getMessage().contains("UTF-8"), e.getMessage());
    }

    private Path fifo(String name) throws Exception {
        Path fifo = dir.resolve(name);
        Process p;
        try {
            p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (java.io.IOException e) {
            Assumptions.abort("no mkfifo on this machine");
            throw e;
        }
        Assumptions.assumeTrue(p.waitFor() == 0, "mkfifo failed");
        return fifo;
    }

    private static String message(org.junit.jupiter.api.function.Executable e) {
        return assertThrows(InvalidInputException.class, e).getMessage();
    }
}
