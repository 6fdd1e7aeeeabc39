package org.sprague.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The catalogue is below the pattern finder: {@code org.sprague.pattern} may read games from
 * the catalogue, but no catalogue source may refer to {@code org.sprague.pattern}, so the two
 * packages form no import cycle (issue 11, item 9).
 */
class CatalogLayeringTest {
    private static final Path CATALOG_SOURCES = Path.of("src/main/java/org/sprague/catalog");

    @Test
    void noCatalogueSourceRefersToThePatternPackage() throws IOException {
        assertTrue(Files.isDirectory(CATALOG_SOURCES), "run from sprague-core: " + CATALOG_SOURCES.toAbsolutePath());
        List<String> offenders;
        try (Stream<Path> files = Files.walk(CATALOG_SOURCES)) {
            offenders = files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> read(f).contains("org.sprague.pattern"))
                    .map(Path::toString)
                    .sorted()
                    .toList();
        }
        assertEquals(List.of(), offenders);
    }

    private static String read(Path f) {
        try {
            return Files.readString(f);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
