package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's copy of zstd-jni's native library beside the jar (bin/zstd-native.sh): made
 * once per jar from the entry of this platform, named to zstd-jni by {@code -DZstdNativePath};
 * none (zstd-jni extracts it itself, as before) when the jar does not hold exactly one.
 */
class LauncherZstdTest {
    private static final Path SCRIPT = Path.of("..", "bin", "zstd-native.sh").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private Path jar;
    private Path lib;
    private String platform;

    @BeforeEach
    void onAPlatformTheJarHolds() throws Exception {
        String arch = System.getProperty("os.arch");
        assumeTrue(System.getProperty("os.name").equals("Linux") && (arch.equals("amd64") || arch.equals("aarch64")),
                "the launcher extracts Linux's amd64 and aarch64 libraries");
        assumeTrue(new ProcessBuilder("sh", "-c", "command -v unzip").start().waitFor() == 0, "unzip installed");
        platform = "linux/" + arch;
        jar = dir.resolve("app.jar");
        lib = dir.resolve("libzstd-jni.so");
    }

    private void jarWith(Map<String, String> entries, long modified) throws IOException {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (var e : entries.entrySet()) {
                out.putNextEntry(new JarEntry(e.getKey()));
                out.write(e.getValue().getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        Files.setLastModifiedTime(jar, FileTime.fromMillis(modified));
    }

    /** sprague_zstd_flags JAR: the flags, one a line. */
    private String flags() throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "set -euo pipefail; . \"$SCRIPT\"; sprague_zstd_flags \"$JAR\";"
                + " for f in \"${SPRAGUE_ZSTD_FLAGS[@]}\"; do echo \"$f\"; done");
        pb.environment().put("SCRIPT", SCRIPT.toString());
        pb.environment().put("JAR", jar.toString());
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    @Test
    void theLibraryOfThisPlatformIsExtractedOncePerJar() throws Exception {
        long hourAgo = System.currentTimeMillis() - TimeUnit.HOURS.toMillis(1);
        jarWith(Map.of(platform + "/libzstd-jni-1.5.7-28.so", "this platform", "linux/ppc64le/libzstd-jni-1.5.7-28.so",
                "another", "org/A.class", "a class"), hourAgo);
        assertEquals("-DZstdNativePath=" + lib + "\n", flags());
        assertArrayEquals("this platform".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(lib));
        FileTime made = Files.getLastModifiedTime(lib);
        Files.setLastModifiedTime(lib, FileTime.fromMillis(hourAgo + 1000));
        assertEquals("-DZstdNativePath=" + lib + "\n", flags());
        assertEquals(FileTime.fromMillis(hourAgo + 1000), Files.getLastModifiedTime(lib), "not extracted again");

        jarWith(Map.of(platform + "/libzstd-jni-1.5.8-1.so", "a rebuilt jar's"), System.currentTimeMillis() + 5000);
        assertEquals("-DZstdNativePath=" + lib + "\n", flags());
        assertArrayEquals("a rebuilt jar's".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(lib), "made again " + made);
        try (var files = Files.list(dir)) {
            assertEquals(2, files.count(), "no temporary file left");
        }
    }

    @Test
    void noFlagWhenTheJarHoldsNoneOrSeveral() throws Exception {
        jarWith(Map.of("org/A.class", "a class"), System.currentTimeMillis() - 60_000);
        assertEquals("", flags());
        assertFalse(Files.exists(lib));
        jarWith(Map.of(platform + "/libzstd-jni-1.so", "one", platform + "/libzstd-jni-2.so", "two"),
                System.currentTimeMillis() - 30_000);
        assertEquals("", flags(), "which one is not guessed");
        assertFalse(Files.exists(lib));
    }
}
