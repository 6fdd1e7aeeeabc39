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
 * The application layer's example in docs/library.md compiles and runs: the page holds
 * {@code AppLayerExample.java} (between its markers) verbatim, and shows what it prints.
 */
class AppLayerExampleTest {
    private static final Path PAGE = Path.of("..", "docs", "library.md");
    private static final Path SOURCE = Path.of("src", "test", "java", "org", "sprague", "examples",
            "AppLayerExample.java");

    @Test
    void libraryPageShowsTheExampleVerbatimAndItsOutput() throws IOException {
        String source = Files.readString(SOURCE);
        int a = source.indexOf("// README-EXAMPLE-BEGIN");
        int b = source.indexOf("// README-EXAMPLE-END");
        assertTrue(a >= 0 && b > a, "markers not found");
        String code = source.substring(source.indexOf('\n', a) + 1, b);
        String page = Files.readString(PAGE);
        assertTrue(page.contains("```java\n" + code + "```\n"), "docs/library.md must show AppLayerExample.java verbatim");

        PrintStream old = System.out;
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
            AppLayerExample.main(new String[0]);
        } finally {
            System.setOut(old);
        }
        String out = buffer.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
        // nim 3 4 5: nim-sum 2, only 3 -> 1 makes it 0; 2x3 Domineering is {2|-1/2} (Berlekamp)
        assertEquals("N grundy 2, winning moves 1\n"
                + "domineering 2x3 = {2|-1/2}\n"
                + "6 moves, first: component 1 (nim): heap 1: 1 -> 0 -> N\n"
                + "engine: heap 1: 3 -> 1 => 1 4 5 (wins)\n", out);
        assertTrue(page.contains("```\n" + out + "```\n"), "docs/library.md must show the example's output:\n" + out);
    }
}
