package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --engine spark} starts Spark's JVM with the class cache bin/sprague-spark wrote, when it is current. */
class SparkEngineClassCacheTest {
    @TempDir
    Path dir;

    private String classpath() throws Exception {
        Path jar = Files.writeString(dir.resolve("sprague-spark-0.1.0-SNAPSHOT.jar"), "jar");
        Files.setLastModifiedTime(jar, FileTime.fromMillis(1_000_000));
        return jar + File.pathSeparator + dir.resolve("lib") + File.separator + "*";
    }

    @Test
    void aCacheNewerThanTheJarIsUsed() throws Exception {
        String cp = classpath();
        Path cache = Files.writeString(dir.resolve("sprague-spark.aot"), "cache");
        Files.setLastModifiedTime(cache, FileTime.fromMillis(2_000_000));
        List<String> expected = Runtime.version().feature() >= 25 && !"0".equals(System.getenv("SPRAGUE_CDS"))
                ? List.of("-XX:AOTCache=" + cache, "-Xlog:aot*=off", "-Xlog:cds*=off")
                : List.of();
        assertEquals(expected, SparkEngine.classCache(cp));
    }

    @Test
    void noCacheOrAStaleOneIsNotUsed() throws Exception {
        String cp = classpath();
        assertEquals(List.of(), SparkEngine.classCache(cp), "no cache");
        Path cache = Files.writeString(dir.resolve("sprague-spark.aot"), "cache");
        Files.setLastModifiedTime(cache, FileTime.fromMillis(500_000));
        assertEquals(List.of(), SparkEngine.classCache(cp), "older than the jar: the module was rebuilt");
    }
}
