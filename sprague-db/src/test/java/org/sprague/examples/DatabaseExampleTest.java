package org.sprague.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The database example of docs/library.md (the one example that needs sprague-db, so it lives
 * here; sprague-core's LibraryPageExamplesTest leaves its block to this test) is on the page
 * verbatim, followed by exactly what it prints, and what it prints is true.
 */
class DatabaseExampleTest {
    private static final Path PAGE = Path.of("..", "docs", "library.md");
    private static final Path SOURCE = Path.of("src", "test", "java", "org", "sprague", "examples", "DatabaseExample.java");

    @TempDir
    Path dir;

    private String run() {
        PrintStream old = System.out;
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
            DatabaseExample.main(new String[] {dir.resolve("ttt.db").toString()});
        } finally {
            System.setOut(old);
        }
        return buffer.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    }

    @Test
    void thePageShowsTheExampleVerbatimFollowedByWhatItPrints() throws IOException {
        String source = Files.readString(SOURCE);
        String begin = "// EXAMPLE-BEGIN\n";
        String code = source.substring(source.indexOf(begin) + begin.length(), source.indexOf("// EXAMPLE-END"));
        String page = Files.readString(PAGE);
        String shown = "```java\n" + code + "```\n\nprints\n\n```\n" + run() + "```\n";
        assertTrue(page.contains(shown), "docs/library.md must show DatabaseExample.java between its markers,"
                + " then 'prints' and its output:\n" + shown);
    }

    @Test
    void theDatabaseHoldsTicTacToeUpToSymmetryAndFindsTheWinInOne() {
        // 765 positions up to the board's symmetries (the known count). X to move on XX./OO./...
        // wins at once with cell 3; cell 6 blocks O's row, then O must block 3, X the diagonal at
        // 7, and the last two cells fill the board: a tie 4 moves on; 7, 8 or 9 let O complete 4-5-6.
        assertEquals(List.of("tic-tac-toe: 765 positions stored", "XX./OO./...: win in 1", "  move 3: win in 0 for X",
                "  move 6: tie in 4 for X", "  move 7: lose in 1 for X", "  move 8: lose in 1 for X",
                "  move 9: lose in 1 for X"), List.of(run().split("\n")));
    }
}
