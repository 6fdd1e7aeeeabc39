package org.sprague.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * docs/library.md shows only code that compiles and runs: every {@code ```java} block of the
 * page is the text of one example of this package between its {@code // EXAMPLE-BEGIN} and
 * {@code // EXAMPLE-END} markers, verbatim; the fenced block that follows it is what the example
 * prints, exactly; and every example of this package is on the page. What the examples print
 * is checked against the literature and brute force in {@link LibraryExampleFactsTest}. The one
 * example that needs module sprague-db (a database file) is that module's test source, and its
 * block is checked there ({@code DatabaseExampleTest}); here only that it is one.
 */
class LibraryPageExamplesTest {
    static final Path PAGE = Path.of("..", "docs", "library.md");
    static final Path DIR = Path.of("src", "test", "java", "org", "sprague", "examples");
    /** Where sprague-db's examples are, seen from sprague-core. */
    static final Path DB_DIR = Path.of("..", "sprague-db", "src", "test", "java", "org", "sprague", "examples");
    private static final Pattern CLASS = Pattern.compile("^public class (\\w+)", Pattern.MULTILINE);

    /** A fenced block of the page: its info string ("java", or "" for output), text and the line of its opening fence. */
    record Block(String info, String text, int line) {
    }

    /** The fenced blocks of a Markdown text, in order. */
    static List<Block> blocks(String markdown) {
        List<Block> out = new ArrayList<>();
        String[] lines = markdown.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("```")) {
                String info = lines[i].substring(3).trim();
                StringBuilder text = new StringBuilder();
                int start = i + 1; // 1-based
                for (i++; i < lines.length && !lines[i].startsWith("```"); i++) {
                    text.append(lines[i]).append('\n');
                }
                assertTrue(i < lines.length, "unclosed ``` block at line " + start);
                out.add(new Block(info, text.toString(), start));
            }
        }
        return out;
    }

    /** The example's text between its markers. */
    static String exampleText(String className) throws IOException {
        String source = Files.readString(DIR.resolve(className + ".java"));
        int a = source.indexOf("// EXAMPLE-BEGIN\n");
        int b = source.indexOf("// EXAMPLE-END");
        assertTrue(a >= 0 && b > a, className + ".java: markers // EXAMPLE-BEGIN / // EXAMPLE-END not found");
        return source.substring(a + "// EXAMPLE-BEGIN\n".length(), b);
    }

    /** What {@code main} of the example prints, with \n line ends. */
    static String run(String className) throws ReflectiveOperationException {
        Class<?> example = Class.forName(LibraryPageExamplesTest.class.getPackageName() + "." + className);
        PrintStream old = System.out;
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
            example.getMethod("main", String[].class).invoke(null, (Object) new String[0]);
        } catch (InvocationTargetException e) {
            throw new AssertionError(className + ".main threw", e.getCause());
        } finally {
            System.setOut(old);
        }
        return buffer.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    }

    private static String className(Block java) {
        Matcher m = CLASS.matcher(java.text());
        assertTrue(m.find(), "docs/library.md line " + java.line() + ": a java block without 'public class'");
        return m.group(1);
    }

    @TestFactory
    Stream<DynamicTest> everyJavaBlockIsAnExampleVerbatimFollowedByWhatItPrints() throws IOException {
        List<Block> blocks = blocks(Files.readString(PAGE));
        List<DynamicTest> tests = new ArrayList<>();
        for (int k = 0; k < blocks.size(); k++) {
            Block java = blocks.get(k);
            if (!java.info().equals("java")) {
                continue;
            }
            String name = className(java);
            Block output = k + 1 < blocks.size() ? blocks.get(k + 1) : null;
            if (!Files.exists(DIR.resolve(name + ".java"))) {
                tests.add(DynamicTest.dynamicTest(name, () -> assertTrue(Files.exists(DB_DIR.resolve(name + ".java")),
                        "docs/library.md line " + java.line() + ": " + name + " is an example of neither " + DIR
                        + " nor " + DB_DIR)));
                continue;
            }
            tests.add(DynamicTest.dynamicTest(name, () -> {
                assertEquals(exampleText(name), java.text(), "docs/library.md line " + java.line()
                        + " must show " + name + ".java between its markers, verbatim");
                assertTrue(output != null && output.info().isEmpty(), "docs/library.md: the block after "
                        + name + " (line " + java.line() + ") must be an untagged ``` block with its output");
                assertEquals(run(name), output.text(), "docs/library.md line " + output.line()
                        + " must show what " + name + " prints");
            }));
        }
        assertTrue(tests.size() >= 8, "docs/library.md shows only " + tests.size() + " java examples");
        return tests.stream();
    }

    private static Set<String> examples(Path dir) throws IOException {
        Set<String> examples = new TreeSet<>();
        try (Stream<Path> files = Files.list(dir)) {
            files.map(p -> p.getFileName().toString()).filter(f -> f.endsWith("Example.java"))
                    .forEach(f -> examples.add(f.substring(0, f.length() - ".java".length())));
        }
        return examples;
    }

    @Test
    void everyExampleOfThePackageIsShownOnThePage() throws IOException {
        Set<String> shown = new TreeSet<>();
        for (Block b : blocks(Files.readString(PAGE))) {
            if (b.info().equals("java")) {
                shown.add(className(b));
            }
        }
        Set<String> examples = examples(DIR);
        examples.addAll(examples(DB_DIR));
        assertEquals(examples, shown, "docs/library.md must show every *Example.java of " + DIR + " and "
                + DB_DIR + ", and only those");
    }

    @Test
    void blocksAreReadWithTheirInfoStringAndText() {
        List<Block> b = blocks("text\n```java\nclass A {}\n```\nprints\n\n```\nx\ny\n```\n");
        assertEquals(List.of(new Block("java", "class A {}\n", 2), new Block("", "x\ny\n", 7)), b);
    }
}
