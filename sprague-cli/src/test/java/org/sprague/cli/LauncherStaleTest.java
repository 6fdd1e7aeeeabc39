package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's check for a jar older than its sources (bin/stale.sh): by the source files'
 * dates and the list of files at the last build, not by directory dates, so that a {@code git
 * checkout} of one file (which gives its directory a new date) does not rebuild the jar, while
 * a file changed, added or removed does.
 */
class LauncherStaleTest {
    private static final Path SCRIPT = Path.of("..", "bin", "stale.sh").toAbsolutePath().normalize();
    private static final long HOUR = TimeUnit.HOURS.toMillis(1);

    @TempDir
    Path root;

    private Path jar;
    private Path list;
    private long now;

    @BeforeEach
    void aCheckoutBuiltAnHourAgo() throws IOException {
        now = System.currentTimeMillis();
        for (String module : List.of("sprague-core", "sprague-cli", "sprague-cli-model", "sprague-web", "sprague-db")) {
            Path main = Files.createDirectories(root.resolve(module).resolve("src/main/java/org/sprague"));
            Files.writeString(root.resolve(module).resolve("pom.xml"), "<project/>");
            Files.writeString(main.resolve("A.java"), "class A {}");
        }
        Files.writeString(root.resolve("pom.xml"), "<project/>");
        try (var files = Files.walk(root)) {
            for (Path p : files.toList()) {
                Files.setLastModifiedTime(p, FileTime.fromMillis(now - 2 * HOUR));
            }
        }
        jar = Files.createDirectories(root.resolve("sprague-cli/target")).resolve("sprague.jar");
        Files.writeString(jar, "jar");
        Files.setLastModifiedTime(jar, FileTime.fromMillis(now - HOUR));
        list = jar.resolveSibling(".sources");
    }

    /** sprague_stale's status: 0 stale, 1 current. */
    private int stale() throws IOException, InterruptedException {
        return bash("sprague_stale \"$ROOT\" \"$JAR\" \"$LIST\"");
    }

    private int bash(String script) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "set -euo pipefail; . \"$SCRIPT\"; " + script);
        pb.environment().put("SCRIPT", SCRIPT.toString());
        pb.environment().put("ROOT", root.toString());
        pb.environment().put("JAR", jar.toString());
        pb.environment().put("LIST", list.toString());
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals("", out, "nothing printed");
        return p.exitValue();
    }

    private void built() throws IOException, InterruptedException {
        assertEquals(0, bash("sprague_sources_built \"$ROOT\" \"$LIST\""));
    }

    @Test
    void aJarNewerThanEverySourceFileIsCurrentAndItsSourcesAreRecorded() throws Exception {
        assertEquals(1, stale());
        assertTrue(Files.readString(list).contains("sprague-core/src/main/java/org/sprague/A.java"), "recorded for the next check");
        assertEquals(1, stale());
        Files.delete(jar);
        assertEquals(0, stale(), "no jar: built");
    }

    @Test
    void aDirectoryWithANewDateIsNotAChange() throws Exception {
        built();
        Path dir = root.resolve("sprague-core/src/main/java/org/sprague");
        Files.setLastModifiedTime(dir, FileTime.fromMillis(now)); // as `git checkout -- A.java` leaves it
        Files.setLastModifiedTime(root.resolve("sprague-cli/src/main"), FileTime.fromMillis(now));
        assertEquals(1, stale());
    }

    @Test
    void aSourceFileNewerThanTheJarIsAChange() throws Exception {
        built();
        Files.setLastModifiedTime(root.resolve("sprague-db/src/main/java/org/sprague/A.java"), FileTime.fromMillis(now));
        assertEquals(0, stale());
        Files.setLastModifiedTime(root.resolve("sprague-db/src/main/java/org/sprague/A.java"), FileTime.fromMillis(now - 2 * HOUR));
        Files.setLastModifiedTime(root.resolve("sprague-cli-model/pom.xml"), FileTime.fromMillis(now));
        assertEquals(0, stale(), "a pom too");
    }

    @Test
    void aSourceFileAddedOrRemovedIsAChangeWhateverItsDate() throws Exception {
        built();
        Path added = root.resolve("sprague-web/src/main/java/org/sprague/B.java");
        Files.writeString(added, "class B {}");
        Files.setLastModifiedTime(added, FileTime.fromMillis(now - 3 * HOUR)); // an old file copied in
        assertEquals(0, stale(), "added");
        built();
        assertEquals(1, stale(), "current once built");
        Files.delete(added);
        assertEquals(0, stale(), "removed");
        built();
        assertEquals(1, stale());
    }
}
