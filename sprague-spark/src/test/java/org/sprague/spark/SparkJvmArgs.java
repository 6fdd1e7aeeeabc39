package org.sprague.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The module's {@code spark-jvm.args} (a java {@code @argfile}: options separated by white space,
 * {@code #} to the end of a line a comment), read as the java launcher reads it, for the JVMs a
 * test starts itself.
 */
final class SparkJvmArgs {
    /** The file, beside this module's pom.xml (the tests' working directory). */
    static final Path FILE = Path.of("spark-jvm.args");

    private SparkJvmArgs() {
    }

    /** The options in {@link #FILE}, in order. */
    static List<String> opens() {
        try {
            return Files.readAllLines(FILE).stream().map(l -> l.replaceFirst("#.*", "").strip())
                    .filter(l -> !l.isEmpty()).flatMap(l -> Arrays.stream(l.split("\\s+"))).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
