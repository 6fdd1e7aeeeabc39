package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code solve ... --outcome} on partizan games and {@code table domineering RxC}: who wins, never the value. */
class PartizanOutcomeCliTest {

    @Test
    void outcomeOfDomineeringGivesTheClassAndAWinningMovePerSideButNoValue() {
        Cli r = Cli.run("solve", "domineering", "2x2", "--outcome");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("domineering 2x2\noutcome:    N (the first player wins)\n"
                + "Left moving first wins with: vertical (1,1)-(2,1)  => #.|#.\n"
                + "Right moving first wins with: horizontal (1,1)-(1,2)  => ##|..\n", r.out().substring(0,
                        r.out().indexOf("searched:")));
        assertTrue(!r.out().contains("value"), r.out());
    }

    @Test
    void boardsPastSixtyFourSquaresAreSolvedForTheirOutcome() {
        Cli r = Cli.run("solve", "domineering", "#########|#########|#########|#########|#########|#########|"
                + "#########|.........|.........", "--outcome", "--json");
        assertEquals(0, r.exitCode(), r.err());
        // the 2x9 strip left free has the value {5/2|1/2||0|-3/2} (canonical-form engine): Left wins
        assertTrue(r.out().contains("\"outcome\" : \"L\""), r.out());
    }

    @Test
    void jsonHasNullForASideWithoutAWinningMove() throws Exception {
        Cli r = Cli.run("solve", "domineering", "5x5", "--outcome", "--json", "--threads", "2");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("P", j.get("outcome").asText());
        assertTrue(j.get("leftWinningMove").isNull());
        assertTrue(j.get("rightWinningMove").isNull());
        assertTrue(j.get("searchedBy").asText().contains("2 threads"), r.out());
    }

    @Test
    void sumsAndOtherGamesUseTheSearchOverSums() {
        Cli r = Cli.run("solve", "hackenbush lr", "+", "cutcake 2 2", "--outcome");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("outcome:    "), r.out());
        assertTrue(r.out().contains("memoized search over sums"), r.out());
    }

    @Test
    void partizanGameFilesHaveOutcomesToo() {
        Cli r = Cli.run("solve", "--game-file", "../examples/PartizanCutcake.java", "4", "3", "--outcome");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("PartizanCutcake 4 3\noutcome:    L (Left wins whoever starts)\n"), r.out());
    }

    @Test
    void tableOfDomineeringListsEveryBoardUpToTheSize() throws Exception {
        Cli r = Cli.run("table", "domineering", "3x4", "--outcome", "--json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("[[\"P\",\"R\",\"R\",\"R\"],[\"L\",\"N\",\"N\",\"R\"],[\"L\",\"N\",\"N\",\"R\"]]",
                j.get("outcomes").toString());
        Cli text = Cli.run("table", "domineering", "2x2");
        assertEquals(0, text.exitCode(), text.err());
        assertTrue(text.out().endsWith("  1   P  R\n  2   L  N\n"), text.out());
    }

    @Test
    void badOptionsAreExitTwoInOneLine() {
        Cli r = Cli.run("solve", "domineering", "4x4", "--outcome", "--threads", "3");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("--threads 3"), r.err());
        Cli big = Cli.run("solve", "domineering", "12x12", "--outcome");
        assertEquals(2, big.exitCode());
        assertTrue(big.err().contains("128 squares"), big.err());
        Cli misere = Cli.run("solve", "domineering", "2x2", "--outcome", "--misere");
        assertEquals(2, misere.exitCode());
    }

    @Test
    void aMistypedBoardSizeIsExitTwoWithTheRxCHint() {
        for (String[] args : new String[][] {{"solve", "domineering", "8y8"}, {"solve", "domineering", "8y8", "--outcome"}}) {
            Cli r = Cli.run(args);
            assertEquals(2, r.exitCode(), r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains("bad size '8y8'") && r.err().contains("written RxC, e.g. 8x8"), r.err());
        }
        Cli board = Cli.run("solve", "domineering", "..|.a");
        assertEquals(2, board.exitCode());
        assertTrue(board.err().contains("bad character 'a'") && !board.err().contains("RxC"), board.err());
    }

    @Test
    void aSignalDuringACheckpointedSearchWritesTheCheckpointBeforeTheProcessEnds(@TempDir Path dir) throws Exception {
        Path cp = dir.resolve("d9.ckpt");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "solve",
                "domineering", "9x9", "--outcome", "--checkpoint", cp.toString(), "--checkpoint-min-nodes", "4096")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(dir.resolve("err").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.exists(cp) && System.nanoTime() < deadline && p.isAlive()) {
            Thread.sleep(20);
        }
        Thread.sleep(2000); // 9x9 takes minutes: two seconds into its first root move
        assertTrue(p.isAlive(), "still searching when signalled");
        p.destroy(); // SIGTERM, as kill or Ctrl-C: the shutdown hook interrupts the search, which writes first
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        // before the fix the checkpoint said "0 nodes 0" and had no table: the interrupt closed the file channels
        String facts = Files.readString(cp);
        assertTrue(facts.matches("(?s).*\\n0 nodes [1-9][0-9]*\\n.*"), facts);
        assertTrue(Files.size(dir.resolve("d9.ckpt.table")) > 100, "the table's entries of 4096+ nodes were written");
        // the line is printed before the hook lets the JVM exit (after s29's wait for the write it often was not)
        assertTrue(Files.readString(dir.resolve("err")).contains("solve: interrupted; the same command resumes from " + cp),
                Files.readString(dir.resolve("err")));
        Cli bad = Cli.run("solve", "domineering", "9x9", "--outcome", "--checkpoint-min-nodes", "4096");
        assertEquals(2, bad.exitCode());
        assertEquals("sprague: --checkpoint-min-nodes applies with --checkpoint FILE\n", bad.err());
    }

    @Test
    void aWholeTableIsWrittenAtTheStopLoadedOnResumeAndAnotherBoardsIsRefused(@TempDir Path dir) throws Exception {
        Path cp = dir.resolve("d9.ckpt");
        Path whole = dir.resolve("d9.whole");
        String[] run = {"solve", "domineering", "9x9", "--outcome", "--checkpoint", cp.toString(),
            "--checkpoint-min-nodes", "262144", "--checkpoint-whole-table", whole.toString(), "--timeout", "2"};
        Cli first = Cli.run(run);
        assertEquals(3, first.exitCode(), first.err());
        assertTrue(first.err().startsWith("solve: whole table " + whole + ": none yet (written at the stop)\n"
                + "solve: whole table " + whole + ": wrote "), first.err());
        assertTrue(first.err().endsWith("sprague: time limit reached: stopped after 2 s (--timeout 2); raise it, or ask"
                + " for less\n"), first.err());
        long bytes = Files.size(whole);
        assertTrue(bytes > 1000, bytes + " bytes");
        Cli second = Cli.run(run);
        assertEquals(3, second.exitCode(), second.err());
        assertTrue(second.err().startsWith("solve: whole table " + whole + ": loaded "), second.err());
        assertTrue(Files.size(whole) > bytes, "the second stop wrote the table it loaded and its own entries");

        Cli other = Cli.run("solve", "domineering", "8x8", "--outcome", "--checkpoint", dir.resolve("d8.ckpt").toString(),
                "--checkpoint-whole-table", whole.toString());
        assertEquals(2, other.exitCode(), other.err());
        assertEquals("sprague: whole table " + whole + " is for domineering 9x9, not domineering 8x8; give another file\n",
                other.err());
        Cli alone = Cli.run("solve", "domineering", "9x9", "--outcome", "--checkpoint-whole-table", whole.toString());
        assertEquals(2, alone.exitCode());
        assertEquals("sprague: --checkpoint-whole-table applies with --checkpoint FILE\n", alone.err());
        Cli every = Cli.run("solve", "domineering", "9x9", "--outcome", "--checkpoint", dir.resolve("e.ckpt").toString(),
                "--checkpoint-whole-every", "60");
        assertEquals(2, every.exitCode());
        assertEquals("sprague: --checkpoint-whole-every applies with --checkpoint-whole-table FILE\n", every.err());
        Cli negative = Cli.run("solve", "domineering", "9x9", "--outcome", "--checkpoint", dir.resolve("e.ckpt").toString(),
                "--checkpoint-whole-table", whole.toString(), "--checkpoint-whole-every", "-1");
        assertEquals(2, negative.exitCode());
        assertEquals("sprague: --checkpoint-whole-every -1 must be at least 0\n", negative.err());
    }
}
