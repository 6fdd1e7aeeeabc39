package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.game.InvalidInputException;

/** Compiled game files are cached by content: reused, recompiled when they must be, never broken. */
class GameFileCacheTest {
    @TempDir
    Path dir;

    private static final String TAKE = """
            import java.util.List;
            import org.sprague.game.ImpartialGame;
            public class %s implements ImpartialGame<Integer> {
                public List<Integer> options(Integer n) {
                    return n >= %d ? List.of(n - 1, n - %d) : n >= 1 ? List.of(n - 1) : List.of();
                }
            }
            """;

    private Path game(String name, int take) throws IOException {
        Path f = dir.resolve("src-" + take).resolve(name + ".java");
        Files.createDirectories(f.getParent());
        Files.writeString(f, TAKE.formatted(name, take, take));
        return f;
    }

    private static GameFileCache.Compiled compile(Path file, Path cache) {
        return GameFileCache.compile(file, cache, 64, d -> "does not compile: line " + d.get(0).getLineNumber());
    }

    private static List<Path> files(Path d) throws IOException {
        if (!Files.isDirectory(d)) {
            return List.of();
        }
        try (var s = Files.list(d)) {
            return s.sorted().toList();
        }
    }

    /** The directory's files but the cache's marker. */
    private static List<Path> entries(Path d) throws IOException {
        return files(d).stream().filter(f -> !f.getFileName().toString().equals(GameFileCache.MARKER)).toList();
    }

    @Test
    void aSecondCompileOfTheSameSourceComesFromTheCache() throws Exception {
        Path cache = dir.resolve("cache");
        Path f = game("Take", 2);
        GameFileCache.Compiled first = compile(f, cache);
        assertFalse(first.fromCache());
        GameFileCache.Compiled second = compile(f, cache);
        assertTrue(second.fromCache(), "no javac the second time");
        assertEquals(first.jar(), second.jar());
        assertEquals("Take", second.className());
        assertEquals(first.classes().keySet(), second.classes().keySet());
        assertTrue(second.load().getName().equals("Take"));
        assertEquals(List.of(cache.resolve(GameFileCache.MARKER), first.jar()), files(cache));
    }

    @Test
    void anEditedSourceIsCompiledAgain() throws Exception {
        Path cache = dir.resolve("cache");
        Path f = game("Take", 2);
        GameFileCache.Compiled two = compile(f, cache);
        Files.writeString(f, TAKE.formatted("Take", 3, 3));
        GameFileCache.Compiled three = compile(f, cache);
        assertFalse(three.fromCache(), "an edited file is not served its old classes");
        assertNotEquals(two.jar(), three.jar());
        Cli r = Cli.run("solve", "--game-file", f.toString(), "3", "--json");
        assertTrue(r.out().contains("\"outcome\" : \"N\""), "3 with moves 1 and 3 is an N-position: " + r.out());
    }

    @Test
    void aCorruptOrTruncatedEntryIsCompiledAgainNotFatal() throws Exception {
        Path cache = dir.resolve("cache");
        Path f = game("Take", 2);
        Path jar = compile(f, cache).jar();
        byte[] whole = Files.readAllBytes(jar);
        for (byte[] bad : List.of(new byte[0], "not a jar".getBytes(StandardCharsets.UTF_8),
                java.util.Arrays.copyOf(whole, whole.length / 2), flipLastClassByte(whole))) {
            Files.write(jar, bad);
            GameFileCache.Compiled again = compile(f, cache);
            assertFalse(again.fromCache(), "a damaged entry is compiled again");
            assertEquals("Take", again.load().getName());
            assertTrue(compile(f, cache).fromCache(), "and replaced by a good one");
        }
    }

    /** The jar with one byte of its stored class changed (the index's digest no longer matches). */
    private static byte[] flipLastClassByte(byte[] jar) throws IOException {
        Map<String, byte[]> entries = new java.util.LinkedHashMap<>();
        try (var in = new java.util.jar.JarInputStream(new java.io.ByteArrayInputStream(jar))) {
            for (var e = in.getNextJarEntry(); e != null; e = in.getNextJarEntry()) {
                entries.put(e.getName(), in.readAllBytes());
            }
        }
        byte[] cls = entries.get("Take.class");
        cls[cls.length - 1] ^= 1;
        var out = new java.io.ByteArrayOutputStream();
        try (var j = new java.util.jar.JarOutputStream(out)) {
            for (var e : entries.entrySet()) {
                j.putNextEntry(new java.util.jar.JarEntry(e.getKey()));
                j.write(e.getValue());
                j.closeEntry();
            }
        }
        return out.toByteArray();
    }

    @Test
    void compileErrorsAreNotCachedAndStillNameTheLine() throws Exception {
        Path cache = dir.resolve("cache");
        Path f = dir.resolve("Broken.java");
        Files.writeString(f, "public class Broken {\n    int x = ;\n}\n");
        for (int run = 0; run < 2; run++) {
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> compile(f, cache));
            assertEquals("does not compile: line 2", e.getMessage());
            assertEquals(List.of(), files(cache), "nothing cached for a file that does not compile");
        }
        for (int run = 0; run < 2; run++) {
            Cli r = Cli.run("solve", "--game-file", f.toString(), "3");
            assertEquals(2, r.exitCode(), r.err());
            assertTrue(r.err().contains("Broken.java:2: error"), r.err());
        }
    }

    @Test
    void theCacheKeepsTheMostRecentlyUsedEntries() throws Exception {
        Path cache = dir.resolve("cache");
        Path a = game("Take", 2);
        Path b = game("Take", 3);
        Path c = game("Take", 4);
        Path jarA = GameFileCache.compile(a, cache, 2, d -> "x").jar();
        Files.setLastModifiedTime(jarA, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 60_000));
        Path jarB = GameFileCache.compile(b, cache, 2, d -> "x").jar();
        Files.setLastModifiedTime(jarB, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 120_000));
        assertTrue(GameFileCache.compile(a, cache, 2, d -> "x").fromCache(), "a hit makes A the most recent");
        Path jarC = GameFileCache.compile(c, cache, 2, d -> "x").jar();
        assertEquals(List.of(jarA, jarC).stream().sorted().toList(), entries(cache), "B, least recently used, went");
    }

    @Test
    void aCacheThatCannotBeWrittenOnlyCostsACompile() throws Exception {
        Path notADirectory = Files.writeString(dir.resolve("cache"), "a file where the cache should be");
        Path f = game("Take", 2);
        for (int run = 0; run < 2; run++) {
            GameFileCache.Compiled c = compile(f, notADirectory);
            assertFalse(c.fromCache());
            assertNull(c.jar(), "no entry written");
            assertEquals("Take", c.load().getName());
        }
    }

    private static long deadPid() {
        long dead = ProcessHandle.current().pid();
        while (ProcessHandle.of(++dead).isPresent()) {
            // the first pid not in use
        }
        return dead;
    }

    @Test
    void temporaryFilesOfDeadProcessesAreSwept() throws Exception {
        Path cache = dir.resolve("cache");
        Path jar = compile(game("Take", 2), cache).jar(); // the cache's own directory, with its marker
        Path leftover = Files.writeString(cache.resolve(jar.getFileName() + ".tmp-" + deadPid() + "-42"), "half a jar");
        compile(game("Take", 3), cache);
        assertFalse(Files.exists(leftover), "a kill -9 mid-write leaves nothing for long");
    }

    /** Files of others in the cache's own directory: its sweep and trim remove none of them. */
    @Test
    void inItsOwnDirectoryTheCacheRemovesOnlyWhatItWrote() throws Exception {
        Path cache = dir.resolve("cache");
        compile(game("Take", 2), cache);
        assertTrue(Files.isRegularFile(cache.resolve(GameFileCache.MARKER)), "a directory it created is marked");
        long dead = deadPid();
        List<Path> foreign = new ArrayList<>();
        for (String name : List.of("lib.jar", "0123456789abcdef0123456789abcdef01234567.jar", "notes.txt",
                "data.tmp-" + dead + "-1", "lib.jar.tmp-" + dead + "-7", "sprague-game-old.jar",
                "sprague-game-0123456789abcdef0123456789abcdef01234567.jar.tmp-x-1")) {
            Path f = Files.writeString(cache.resolve(name), "someone else's");
            Files.setLastModifiedTime(f, java.nio.file.attribute.FileTime.fromMillis(0)); // oldest of all
            foreign.add(f);
        }
        Path ownDead = Files.writeString(cache.resolve("sprague-game-" + "ab".repeat(20) + ".jar.tmp-" + dead + "-1"), "x");
        for (int take = 3; take <= 5; take++) {
            GameFileCache.compile(game("Take", take), cache, 1, d -> "x");
        }
        for (Path f : foreign) {
            assertTrue(Files.exists(f), f + " was removed");
        }
        assertFalse(Files.exists(ownDead), "its own dead temporary file is swept");
        assertEquals(1, entries(cache).stream().filter(f -> f.getFileName().toString().matches(
                "sprague-game-[0-9a-f]{40}\\.jar")).count(), "its own entries trimmed to 1: " + files(cache));
    }

    /** A cache directory of an earlier version (entries without the prefix) is adopted; its old entries stay. */
    @Test
    void aDirectoryOfEarlierEntriesIsAdoptedAndTheyAreLeftAlone() throws Exception {
        Path cache = Files.createDirectories(dir.resolve("cache"));
        Path old = Files.writeString(cache.resolve("0123456789abcdef0123456789abcdef01234567.jar"), "an old entry");
        for (int take = 2; take <= 4; take++) {
            GameFileCache.compile(game("Take", take), cache, 1, d -> "x");
        }
        assertTrue(Files.isRegularFile(cache.resolve(GameFileCache.MARKER)));
        assertTrue(Files.exists(old));
        assertEquals(2, entries(cache).size(), "the old entry and one of this version: " + files(cache));
    }

    /** SPRAGUE_GAME_CACHE_DIR naming a directory of other files: entries are added, nothing is ever removed. */
    @Test
    void aDirectoryOfOtherFilesLosesNothing() throws Exception {
        Path home = Files.createDirectories(dir.resolve("home"));
        Path mine = Files.writeString(home.resolve("thesis.jar"), "mine");
        Path tmp = Files.writeString(home.resolve("draft.tmp-" + deadPid() + "-1"), "mine too");
        Files.setLastModifiedTime(mine, java.nio.file.attribute.FileTime.fromMillis(0));
        List<Path> jars = new ArrayList<>();
        for (int take = 2; take <= 4; take++) {
            jars.add(GameFileCache.compile(game("Take", take), home, 1, d -> "x").jar());
        }
        assertTrue(Files.exists(mine) && Files.exists(tmp));
        assertFalse(Files.exists(home.resolve(GameFileCache.MARKER)), "a directory of other files is not claimed");
        for (Path j : jars) {
            assertTrue(Files.exists(j), "nothing removed, not even its own entries: " + j);
        }
        assertTrue(GameFileCache.compile(game("Take", 2), home, 1, d -> "x").fromCache(), "and they still serve");
        // through the command line, with the environment variable
        Path f = game("Take", 2);
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "org.sprague.cli.Main", "solve", "--game-file",
                f.toString(), "6").redirectErrorStream(true);
        pb.environment().put("SPRAGUE_GAME_CACHE_DIR", home.toString());
        pb.environment().put("SPRAGUE_GAME_CACHE_MAX", "1");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertTrue(Files.exists(mine) && Files.exists(tmp), files(home).toString());
    }

    /** Through the CLI: the second solve reads the entry the first wrote (the file itself, not rewritten). */
    @Test
    void theCliReusesTheEntryOfTheFirstRun() throws Exception {
        Path f = dir.resolve("TakeOnce.java");
        // unique content, so no earlier test run's entry answers
        Files.writeString(f, TAKE.formatted("TakeOnce", 2, 2) + "// " + System.nanoTime() + "\n");
        Path cache = GameFileCache.directory();
        assertEquals(0, Cli.run("solve", "--game-file", f.toString(), "4").exitCode());
        Path jar = GameFileCache.compile(f, d -> "x").jar();
        Object inode = Files.readAttributes(jar, BasicFileAttributes.class).fileKey();
        Cli r = Cli.run("solve", "--game-file", f.toString(), "5", "--json");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("\"grundy\" : 2"), r.out());
        assertEquals(inode, Files.readAttributes(jar, BasicFileAttributes.class).fileKey(), "the same file, not recompiled");
        assertEquals(cache, jar.getParent());
    }

    private Process sprague(Path cache, Path tmp, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"), "org.sprague.cli.Main"));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("SPRAGUE_GAME_CACHE_DIR", cache.toString());
        return pb.start();
    }

    @Test
    void concurrentFirstRunsOfOneFileBothSucceed() throws Exception {
        Path cache = dir.resolve("cache");
        Path tmp = Files.createDirectory(dir.resolve("tmp"));
        Path f = game("Take", 2);
        Process a = sprague(cache, tmp, "solve", "--game-file", f.toString(), "7", "--json");
        Process b = sprague(cache, tmp, "solve", "--game-file", f.toString(), "7", "--json");
        for (Process p : List.of(a, b)) {
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(120, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue(), err);
            assertTrue(out.contains("\"grundy\" : 1"), out);
        }
        assertEquals(1, entries(cache).size(), "one whole entry, no temporary file: " + files(cache));
        assertTrue(compile(f, cache).fromCache());
        assertEquals(List.of(), files(tmp));
    }

    /** kill -9 while the user's game runs, and while javac may still run: no temporary directory anywhere. */
    @Test
    void killNineLeavesNoTemporaryDirectoryBehind() throws Exception {
        Path cache = dir.resolve("cache");
        Path tmp = Files.createDirectory(dir.resolve("tmp"));
        Path f = dir.resolve("Sleepy.java");
        Files.writeString(f, """
                import java.util.List;
                import org.sprague.game.ImpartialGame;
                public class Sleepy implements ImpartialGame<Integer> {
                    public List<Integer> options(Integer n) {
                        System.err.println("searching");
                        try {
                            Thread.sleep(60_000);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        return List.of();
                    }
                }
                """);
        Process p = sprague(cache, tmp, "solve", "--game-file", f.toString(), "3");
        try (BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = err.readLine()) != null && !line.contains("searching")) {
                // wait until the game runs
            }
        }
        p.destroyForcibly(); // SIGKILL: no shutdown hook runs
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(List.of(), files(tmp), "nothing in the temporary directory");
        assertEquals(1, entries(cache).size(), "only the entry: " + files(cache));

        // killed at some point of its start or compile: still nothing in tmp, and the next run works
        Path g = game("Take", 2);
        Process q = sprague(cache, tmp, "solve", "--game-file", g.toString(), "7");
        Thread.sleep(700);
        q.destroyForcibly();
        assertTrue(q.waitFor(30, TimeUnit.SECONDS));
        assertEquals(List.of(), files(tmp));
        GameFileCache.Compiled after = compile(g, cache);
        assertEquals("Take", after.load().getName());
        assertTrue(files(cache).stream().noneMatch(x -> x.toString().contains(".tmp-")), files(cache).toString());
    }

    @Test
    void turnedOffItCompilesInMemoryAndWritesNothing() throws Exception {
        Path cache = dir.resolve("cache");
        Path tmp = Files.createDirectory(dir.resolve("tmp"));
        Path f = game("Take", 2);
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"), "org.sprague.cli.Main",
                "solve", "--game-file", f.toString(), "7").redirectErrorStream(true);
        pb.environment().put("SPRAGUE_GAME_CACHE_DIR", cache.toString());
        pb.environment().put("SPRAGUE_GAME_CACHE", "0");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertFalse(Files.exists(cache), "no cache written");
        assertEquals(List.of(), files(tmp));
        GameFileCache.Compiled off = GameFileCache.compile(f, null, 64, d -> "x");
        assertNull(off.jar());
        assertFalse(off.fromCache());
    }
}
