package org.sprague.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Command-line words belong to the command line (issue 11, item 9): no string literal in a
 * core main source names a flag ({@code --max-positions}), the launcher's memory settings
 * ({@code JAVA_OPTS}, {@code -Xmx}). A message names
 * a parameter as a {@link Wording} template ({@code ${maxPositions}}) and a remedy as a
 * {@link Remedy}; each front end phrases both. Comments may mention flags.
 */
class FrontEndWordsLayeringTest {
    private static final Path CORE_SOURCES = Path.of("src/main/java");
    private static final Pattern LITERAL = Pattern.compile("\"(?:\\\\.|[^\"\\\\\\n])*\"");
    private static final Pattern CLI_WORDS =
            Pattern.compile("(?<![A-Za-z0-9-])--[a-z]|JAVA_OPTS|-Xm[sx]|-Xss");

    @Test
    void noCoreStringLiteralNamesACommandLineFlag() throws IOException {
        assertTrue(Files.isDirectory(CORE_SOURCES), "run from sprague-core: " + CORE_SOURCES.toAbsolutePath());
        List<String> offenders = new ArrayList<>();
        try (Stream<Path> files = Files.walk(CORE_SOURCES)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String[] lines = read(f).split("\n", -1);
                for (int i = 0; i < lines.length; i++) {
                    String code = lines[i].strip();
                    if (code.startsWith("*") || code.startsWith("//") || code.startsWith("/*")) {
                        continue;
                    }
                    Matcher m = LITERAL.matcher(lines[i]);
                    while (m.find()) {
                        if (CLI_WORDS.matcher(m.group()).find()) {
                            offenders.add(CORE_SOURCES.relativize(f) + ":" + (i + 1) + ": " + m.group());
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), offenders);
    }

    @Test
    void theCheckCatchesAFlagInALiteral() {
        assertTrue(CLI_WORDS.matcher("\"(raise it with --max-positions)\"").find());
        assertTrue(CLI_WORDS.matcher("\"JAVA_OPTS=-Xmx...\"").find());
        assertTrue(!CLI_WORDS.matcher("\"${maxPositions} must be >= 1\"").find());
        assertTrue(!CLI_WORDS.matcher("\"heap 1: 5 -> 3\"").find());
    }

    private static String read(Path f) {
        try {
            return Files.readString(f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
