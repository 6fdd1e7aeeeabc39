package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sprague strong --threads N --memory SIZE}: the same database bytes, bad values exit 2, too small exit 3. */
class StrongThreadsAndMemoryTest {
    @TempDir
    Path dir;

    private String db(String name) {
        return dir.resolve(name).toString();
    }

    @Test
    void twoThreadsAndAStreamingBudgetWriteTheSameDatabase() throws Exception {
        Cli one = Cli.run("strong", "connect-four:5x4", "--db", db("one.db"), "--threads", "1");
        assertEquals(0, one.exitCode(), one.err());
        Cli two = Cli.run("strong", "connect-four:5x4", "--db", db("two.db"), "--threads", "2");
        assertEquals(0, two.exitCode(), two.err());
        // 5x4's largest tiers need over 3 MB with their child tiers: under 2 MB they are streamed (one
        // thread needs 1.5 MB: a block of records and two child blocks a move)
        Cli streamed = Cli.run("strong", "connect-four:5x4", "--db", db("s.db"), "--threads", "1", "--memory", "2m",
                "--progress", "lines");
        assertEquals(0, streamed.exitCode(), streamed.err());
        assertTrue(streamed.err().contains("more than --memory 2.0 MB: solved in blocks streamed from and to the"
                + " database"), streamed.err());
        byte[] expected = Files.readAllBytes(dir.resolve("one.db"));
        assertArrayEquals(expected, Files.readAllBytes(dir.resolve("two.db")));
        assertArrayEquals(expected, Files.readAllBytes(dir.resolve("s.db")));
        assertEquals(one.out().lines().skip(1).filter(l -> !l.startsWith("database")).toList(),
                streamed.out().lines().skip(1).filter(l -> !l.startsWith("database")).toList());
    }

    @Test
    void badThreadsAndMemoryAreExitTwoInOneLine() {
        Cli t = Cli.run("strong", "tic-tac-toe", "--db", db("t.db"), "--threads", "0");
        assertEquals(2, t.exitCode(), t.err());
        assertTrue(t.err().contains("--threads 0 must be from 1 to 1024"), t.err());
        Cli m = Cli.run("strong", "tic-tac-toe", "--db", db("t.db"), "--memory", "12q");
        assertEquals(2, m.exitCode(), m.err());
        assertTrue(m.err().contains("--memory '12q' is not a size"), m.err());
        Cli big = Cli.run("strong", "tic-tac-toe", "--db", db("t.db"), "--memory", "1000t");
        assertEquals(2, big.exitCode(), big.err());
        assertTrue(big.err().contains("is more than the Java heap"), big.err());
    }

    @Test
    void aBudgetBelowOneBlockIsExitThree() {
        Cli c = Cli.run("strong", "connect-four:5x4", "--db", db("c.db"), "--memory", "64k");
        assertEquals(3, c.exitCode(), c.err());
        assertTrue(c.err().contains("more than the memory budget of 64 KB"), c.err());
    }
}
