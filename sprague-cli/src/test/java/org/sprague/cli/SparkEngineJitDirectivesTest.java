package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --engine spark} gives Spark's JVM the module's JIT directives, as bin/sprague-spark does, when the file is there. */
class SparkEngineJitDirectivesTest {
    @TempDir
    Path dir;

    private String classpath() throws Exception {
        Path target = Files.createDirectories(dir.resolve("sprague-spark").resolve("target"));
        Path jar = Files.writeString(target.resolve("sprague-spark-0.1.0-SNAPSHOT.jar"), "jar");
        return jar + File.pathSeparator + target.resolve("lib") + File.separator + "*";
    }

    @Test
    void theModulesDirectivesFileIsPassed() throws Exception {
        String cp = classpath();
        Path file = Files.writeString(dir.resolve("sprague-spark").resolve("jit-directives.json"), "[]");
        assertEquals(List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:CompilerDirectivesFile=" + file),
                SparkEngine.jitDirectives(cp));
    }

    @Test
    void noDirectivesFileNoFlags() throws Exception {
        assertEquals(List.of(), SparkEngine.jitDirectives(classpath()));
    }
}
