package org.sprague.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The library example of the docs compiles and runs: docs/library.md (where it moved when the
 * README became a quick start, issue 22) holds {@code SubtractionExample.java} (between its
 * markers) verbatim, and the output it shows is the output the example prints.
 */
class ReadmeExampleTest {
    private static final Path README = Path.of("..", "docs", "library.md");
    private static final Path SOURCE = Path.of("src", "test", "java", "org", "sprague", "examples",
            "SubtractionExample.java");

    private static String between(String text, String begin, String end) {
        int a = text.indexOf(begin);
        int b = text.indexOf(end);
        assertTrue(a >= 0 && b > a, "markers " + begin + " / " + end + " not found");
        return text.substring(text.indexOf('\n', a) + 1, b);
    }

    @Test
    void readmeShowsTheExampleSourceVerbatim() throws IOException {
        String code = between(Files.readString(SOURCE), "// README-EXAMPLE-BEGIN", "// README-EXAMPLE-END");
        String readme = Files.readString(README);
        assertTrue(readme.contains("```java\n" + code + "```\n"),
                "docs/library.md must contain SubtractionExample.java between its markers, verbatim, in a java block");
    }

    @Test
    void exampleRunsAndPrintsWhatTheReadmeShows() throws IOException {
        PrintStream old = System.out;
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
            SubtractionExample.main(new String[0]);
        } finally {
            System.setOut(old);
        }
        String out = buffer.toString(StandardCharsets.UTF_8);
        // Take 1, 3 or 4 has Grundy values 0 1 0 1 2 3 2 with period 7: G(5)=3, G(9)=0, G(13)=2,
        // nim-sum 1; the options of nim-sum 0 are 4 9 13 (G 2), 5 8 13 (G(8)=1), 5 9 12 (G(12)=3).
        assertEquals("outcome: N\ngrundy: 1\nwinning moves: [Heaps[sizes=[4, 9, 13]], Heaps[sizes=[5, 8, 13]],"
                + " Heaps[sizes=[5, 9, 12]]]\n",
                out.replace(System.lineSeparator(), "\n"));
        assertTrue(Files.readString(README).contains(out.replace(System.lineSeparator(), "\n")),
                "docs/library.md must show the example's output:\n" + out);
    }
}
