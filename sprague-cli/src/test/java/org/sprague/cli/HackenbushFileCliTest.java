package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 20 items 1 and 6 on the command line: {@code solve hackenbush @FILE} reads a regular
 * file of at most 64 KiB; a FIFO, a device or a directory is refused at once (exit 2, one
 * line naming the file), before it is opened, so a FIFO never hangs the command and
 * {@code /dev/zero} never fills the heap.
 */
class HackenbushFileCliTest {
    @TempDir
    Path dir;

    @Test
    void fifosDevicesDirectoriesAndHugeFilesAreExitTwoAtOnce() throws Exception {
        Path fifo = dir.resolve("pipe.edges");
        Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        Assumptions.assumeTrue(p.waitFor() == 0, "mkfifo failed");
        Path big = dir.resolve("big.edges");
        Files.writeString(big, "0 1 l\n".repeat(20_000));
        for (String file : List.of(fifo.toString(), "/dev/zero", "/dev/null", dir.toString(), big.toString())) {
            Cli r = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> Cli.run("solve", "hackenbush", "@" + file),
                    file);
            assertEquals(2, r.exitCode(), file + ": " + r.err());
            assertTrue(r.err().contains(file), r.err());
            assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
            assertFalse(r.err().contains("Exception"), r.err());
        }
    }

    @Test
    void aRegularEdgeFileIsStillSolved() throws Exception {
        Path f = dir.resolve("stalk.edges");
        Files.writeString(f, "0 1 l\n1 2 r\n1 3 r\n");
        Cli r = Cli.run("solve", "hackenbush", "@" + f);
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("value:        1/4\n"), r.out());
    }
}
