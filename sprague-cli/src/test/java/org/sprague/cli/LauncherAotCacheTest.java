package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The life of the launcher's JDK 25 ahead-of-time cache (bin/aot-cache.sh), on a small jar of
 * its own: made once and then reused, made again for a newer jar, a corrupt one ignored by the
 * JVM (the command runs and prints only its answer), a failed training not repeated for the same
 * jar, and a held build lock never waited for.
 */
class LauncherAotCacheTest {
    private static final Path BIN = Path.of("..", "bin").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private Path jar;
    private Path cache;

    private record Result(int code, String out, String err) {
    }

    @BeforeEach
    void aJarWithATrainingAndAFailingMain() throws IOException {
        assumeTrue(Runtime.version().feature() >= 25, "the AOT cache needs JDK 25");
        Path src = Files.createDirectories(dir.resolve("src"));
        Files.writeString(src.resolve("Hello.java"),
                "public class Hello { public static void main(String[] a) { System.out.println(\"hello \" + a.length); } }");
        Files.writeString(src.resolve("Fail.java"),
                "public class Fail { public static void main(String[] a) { throw new IllegalStateException(\"fails\"); } }");
        Path classes = Files.createDirectories(dir.resolve("classes"));
        int javac = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", classes.toString(),
                src.resolve("Hello.java").toString(), src.resolve("Fail.java").toString());
        assertEquals(0, javac);
        Path target = Files.createDirectories(dir.resolve("target"));
        jar = target.resolve("app.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (String c : List.of("Hello.class", "Fail.class")) {
                out.putNextEntry(new JarEntry(c));
                out.write(Files.readAllBytes(classes.resolve(c)));
                out.closeEntry();
            }
        }
        Files.setLastModifiedTime(jar, FileTime.fromMillis(System.currentTimeMillis() - 60_000));
        cache = target.resolve("app.aot");
    }

    /** Runs a bash script with the launcher's two scripts sourced, ROOT and JAVA_HOME set. */
    private Result bash(String script) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("bash", "-c",
                "set -euo pipefail; . \"$BIN/build-lock.sh\"; . \"$BIN/aot-cache.sh\"; " + script));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("BIN", BIN.toString());
        pb.environment().put("ROOT", dir.toString());
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().put("JAR", jar.toString());
        pb.environment().put("CACHE", cache.toString());
        pb.environment().remove("SPRAGUE_BUILD_LOCK_HELD"); // set when ./run-tests runs this test
        pb.environment().remove("JAVA_TOOL_OPTIONS");
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = pb.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the script ended");
        return new Result(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    /** sprague_aot_flags with MAIN as the training, SPRAGUE_AOT_DEBUG=1: the flags, one a line. */
    private Result flags(String main) throws IOException, InterruptedException {
        return bash("SPRAGUE_AOT_DEBUG=1 sprague_aot_flags \"$JAR\" \"$CACHE\" " + main
                + "; for f in \"${SPRAGUE_AOT_FLAGS[@]}\"; do echo \"$f\"; done");
    }

    /** Hello run as the launcher runs a command: its flags from sprague_aot_flags, no debug. */
    private Result hello() throws IOException, InterruptedException {
        return bash("sprague_aot_flags \"$JAR\" \"$CACHE\" Hello; \"$JAVA_HOME/bin/java\" \"${SPRAGUE_AOT_FLAGS[@]}\""
                + " -cp \"$JAR\" Hello a b");
    }

    private void olderThanTheJar(Path p) throws IOException {
        Files.setLastModifiedTime(p, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 60_000));
    }

    private static Object fileKey(Path p) throws IOException {
        return Files.readAttributes(p, java.nio.file.attribute.BasicFileAttributes.class).fileKey();
    }

    @Test
    void theJdkFeatureVersionIsReadFromItsReleaseFile() throws Exception {
        Result r = bash("sprague_java_feature \"$JAVA_HOME\"; sprague_java_feature /nonexistent");
        assertEquals(Runtime.version().feature() + "\n0\n", r.out());
    }

    @Test
    void theCacheIsMadeOnceAndThenUsed() throws Exception {
        Result first = flags("Hello");
        assertEquals(0, first.code(), first.err());
        assertTrue(first.err().contains("training"), first.err());
        assertTrue(first.out().lines().toList().contains("-XX:AOTCache=" + cache), first.out());
        assertTrue(Files.isRegularFile(cache));
        Object made = fileKey(cache);
        FileTime when = Files.getLastModifiedTime(cache);

        Result second = flags("Hello");
        assertFalse(second.err().contains("training"), second.err());
        assertEquals(first.out(), second.out());
        assertEquals(made, fileKey(cache), "the same file, not made again");
        assertEquals(when, Files.getLastModifiedTime(cache));
        try (var files = Files.list(cache.getParent())) {
            assertEquals(List.of("app.aot", "app.aot.flags", "app.aot.log", "app.jar"), files.map(f -> f.getFileName().toString())
                    .sorted().toList(), "no temporary file left");
        }
        Result run = hello();
        assertEquals(new Result(0, "hello 2\n", ""), run, "the answer alone on stdout, nothing on stderr");
    }

    @Test
    void theCacheIsMappedAtItsOwnAddressWhenThisJvmTakesTheFlag() throws Exception {
        Result first = flags("Hello");
        assertEquals(0, first.code(), first.err());
        List<String> lines = first.out().lines().toList();
        assertEquals(List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:ArchiveRelocationMode=0", "-XX:AOTCache=" + cache),
                lines.subList(0, 3), "this JDK (25) has the flag: it is given before the cache");
        Result mapped = bash("sprague_aot_flags \"$JAR\" \"$CACHE\" Hello; \"$JAVA_HOME/bin/java\""
                + " \"${SPRAGUE_AOT_FLAGS[@]}\" -Xlog:aot=info -cp \"$JAR\" Hello");
        assertTrue(mapped.out().contains("ArchiveRelocationMode: 0"), mapped.out());
        assertTrue(mapped.out().contains("hello 0"), mapped.out());

        Files.delete(cache.resolveSibling("app.aot.flags")); // as a JDK without the flag leaves it
        Result without = flags("Hello");
        assertFalse(without.err().contains("training"), without.err());
        assertEquals("-XX:AOTCache=" + cache, without.out().lines().findFirst().orElse(""), "the cache, relocated");

        olderThanTheJar(cache);
        Files.writeString(cache.resolveSibling("app.aot.flags"), "-XX:+NoSuchFlag\n");
        olderThanTheJar(cache.resolveSibling("app.aot.flags")); // a rebuild drops the flags with the cache
        Result again = flags("Hello");
        assertTrue(again.err().contains("training"), again.err());
        assertFalse(again.out().contains("NoSuchFlag"), again.out());
    }

    @Test
    void aNewerJarGetsANewCache() throws Exception {
        flags("Hello");
        olderThanTheJar(cache); // as after a rebuild
        Result again = flags("Hello");
        assertTrue(again.err().contains("training"), again.err());
        assertTrue(Files.isRegularFile(cache));
        // made again: newer than the jar once more (not a new inode number: a file system may give
        // the new file the number the replaced one freed, which made this test fail once in s16)
        assertTrue(Files.getLastModifiedTime(cache).compareTo(Files.getLastModifiedTime(jar)) >= 0, "made again");
        assertFalse(flags("Hello").err().contains("training"), "then used");
    }

    @Test
    void aCorruptCacheIsIgnoredByTheJvm() throws Exception {
        flags("Hello");
        try (OutputStream out = Files.newOutputStream(cache)) { // same name, newer than the jar: kept
            out.write("not a cache".getBytes(StandardCharsets.US_ASCII));
        }
        assertEquals(new Result(0, "hello 2\n", ""), hello());
        Files.write(cache, new byte[0]);
        assertEquals(new Result(0, "hello 2\n", ""), hello());
    }

    @Test
    void aFailedTrainingIsNotRepeatedForTheSameJar() throws Exception {
        Result failed = flags("Fail");
        assertEquals(0, failed.code(), failed.err());
        assertEquals("", failed.out(), "no flags without a cache");
        assertTrue(failed.err().contains("not made"), failed.err());
        assertFalse(Files.exists(cache));
        assertTrue(Files.exists(cache.resolveSibling("app.aot.failed")));
        Result next = flags("Fail");
        assertFalse(next.err().contains("training"), next.err());
        olderThanTheJar(cache.resolveSibling("app.aot.failed"));
        assertTrue(flags("Hello").err().contains("training"), "a new jar is tried again");
        assertTrue(Files.isRegularFile(cache));
    }

    @Test
    void aHeldBuildLockIsNotWaitedFor() throws Exception {
        long start = System.nanoTime();
        Result r = bash("exec 9>>\"$ROOT/.build.lock\"; flock 9; SPRAGUE_AOT_DEBUG=1 sprague_aot_flags \"$JAR\" \"$CACHE\" Hello;"
                + " for f in \"${SPRAGUE_AOT_FLAGS[@]}\"; do echo \"$f\"; done");
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.out(), "no cache this time");
        assertTrue(r.err().contains("holds"), r.err());
        assertFalse(Files.exists(cache));
        assertFalse(Files.exists(cache.resolveSibling("app.aot.failed")), "tried again by the next command");
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(20), "did not wait");
    }
}
