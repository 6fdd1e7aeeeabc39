package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 20, item 7: the inputs that gave exit 1 ("internal error"), each now exit 2 with one line. */
class BadInputExitCodesTest {
    @TempDir
    Path dir;

    private static void badInput(String expected, String... args) {
        Cli r = Cli.run(args);
        assertEquals(2, r.exitCode(), String.join(" ", args) + ": " + r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains(expected), r.err());
        assertFalse(r.err().contains("internal error"), r.err());
    }

    @Test
    void aBoardSizePastAnIntIsBadInput() {
        badInput("board size '2147483648x1' must have 1 to", "solve", "domineering", "2147483648x1");
        badInput("board size '1x99999999999' must have 1 to", "solve", "domineering", "1x99999999999");
        Cli zeros = Cli.run("solve", "domineering", "0002x0003", "--json");
        assertEquals(0, zeros.exitCode(), "leading zeros still read as 2x3: " + zeros.err());
    }

    @Test
    void patternRefusesAPositionLimitBelowOne() {
        badInput("--max-positions 0 must be at least 1", "pattern", "nim", "--to", "5", "--max-positions", "0");
        badInput("--max-positions -5 must be at least 1", "pattern", "nim", "--to", "5", "--max-positions", "-5");
        // the table's length is an int: 2^31 - 1 overflowed it (NegativeArraySizeException, exit 1)
        badInput("--to 2147483647 is past the longest table, 536870911", "pattern", "nim", "--to", "2147483647");
    }

    @Test
    void aThermographThatCannotBeWrittenIsRefusedBeforeAnyWork() throws Exception {
        // a missing directory inside the test's own: "/nonexistent" is created by any command that makes its
        // parents when the tests run as root, and is then not missing for the next run
        badInput("no directory " + dir.resolve("missing"), "value", "{1|0}", "--thermograph",
                dir.resolve("missing/x.svg").toString());
        badInput("is a directory", "value", "{1|0}", "--thermograph", dir.toString());
        badInput("is not a regular file", "value", "{1|0}", "--thermograph", "/dev/null");
        assertFalse(Files.isRegularFile(Path.of("/dev/null")), "/dev/null is not replaced by a file");
        badInput("give a file name", "value", "{1|0}", "--thermograph", "");
        Path svg = dir.resolve("t.svg");
        assertEquals(0, Cli.run("value", "{1|0}", "--thermograph", svg.toString()).exitCode());
        assertTrue(Files.readString(svg).startsWith("<svg"), "and a good name is written");
        try (var s = Files.list(dir)) {
            assertEquals(1, s.count(), "no temporary file left beside it");
        }
    }

    @Test
    void grundyChecksItsFilesBeforeComputing() {
        badInput("is a directory", "grundy", "kayles", "--to", "5", "--out", dir.toString());
        badInput("no directory", "grundy", "kayles", "--to", "5", "--out", dir.resolve("missing/v.txt").toString());
        badInput("must end in .svg or .png", "grundy", "kayles", "--to", "5", "--plot", dir.resolve("p.txt").toString());
        badInput("is not a regular file", "grundy", "kayles", "--to", "5", "--checkpoint", "/dev/null");
        assertEquals(0, Cli.run("grundy", "kayles", "--to", "5", "--out", "/dev/null").exitCode(),
                "values written in place may go to /dev/null");
    }

    @Test
    void aGameFileThatIsADirectoryIsBadInput() {
        String ttt = dir.resolve("ttt.db").toString();
        assertEquals(0, Cli.run("strong", "tic-tac-toe", "--db", ttt).exitCode());
        badInput("is not a readable .java file", "query", ttt, "--game-file", "/");
        badInput("is not a readable .java file", "strong", "--game-file", "/", "--db", dir.resolve("x.db").toString());
    }

    @Test
    void anErrorQuotingALineBreakStaysOnOneLine() {
        Cli r = Cli.run("solve", "nim", "3", "--max-moves", "a\nb");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().startsWith("sprague: Invalid value for option '--max-moves': 'a\\nb'"), r.err());
        assertEquals(2, r.err().lines().count(), "the message and the pointer to help: " + r.err());
    }

    @Test
    void aGraphFileNameWithANulCharacterIsBadInput() {
        badInput("is not a file name", "graph", "a\u0000b");
    }
}
