package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 20, items 4 and 7 for {@code strong}, {@code query} and {@code serve --db}: one writer per
 * database (a second run exits 2 naming the first), bad --db paths refused before any work, a
 * full disk a limit (exit 3) that resumes, and an index with a good checksum but impossible
 * contents refused as damaged (exit 4), never an internal error.
 */
class StrongDatabaseSafetyTest {
    @TempDir
    Path dir;

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static Process sprague(String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(java(), "-cp", System.getProperty("java.class.path"),
                "org.sprague.cli.Main"));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    }

    /** Starts a solve in its own process and returns once it has checkpointed a tier. */
    private static Process solving(Path db) throws IOException {
        Process p = sprague("strong", "connect-four:5x4", "--db", db.toString(), "--progress", "lines");
        BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = err.readLine()) != null && !line.contains("tier 2 of 21")) {
            // wait until it writes
        }
        assertTrue(line != null, "the solve ended before writing");
        CompletableFuture.runAsync(() -> {
            try {
                err.transferTo(java.io.Writer.nullWriter());
            } catch (IOException ignored) {
                // it ended
            }
        });
        return p;
    }

    /** Two real runs on one --db: the second (even --fresh) exits 2 naming the first, whose file is whole. */
    @Test
    void aSecondRunOnTheSameDatabaseIsRefusedNamingTheFirst() throws Exception {
        Path whole = dir.resolve("whole.db");
        assertEquals(0, Cli.run("strong", "connect-four:5x4", "--db", whole.toString()).exitCode());
        Path db = dir.resolve("c4.db");
        Process first = solving(db);
        for (String[] second : new String[][] {{"strong", "connect-four:5x4", "--db", db.toString(), "--fresh"},
                {"strong", "connect-four:5x4", "--db", db.toString()}, {"strong", "tic-tac-toe", "--db", db.toString()},
                {"strong", "connect-four:5x4", "--db", dir.resolve("x").resolve("..").resolve("c4.db").toString()}}) {
            if (second[3].contains("..")) {
                Files.createDirectories(dir.resolve("x"));
            }
            Cli r = Cli.run(second);
            assertEquals(2, r.exitCode(), String.join(" ", second) + ": " + r.err());
            assertTrue(r.err().contains("is being written by another run (pid " + first.pid()), r.err());
            assertTrue(r.err().contains("sprague strong connect-four:5x4 --db " + db), r.err());
            assertEquals(1, r.err().lines().count(), r.err());
        }
        assertTrue(first.waitFor(300, TimeUnit.SECONDS));
        assertEquals(0, first.exitValue());
        assertArrayEquals(Files.readAllBytes(whole), Files.readAllBytes(db), "the first run's database is whole");
        assertEquals(List.of("c4.db", "whole.db", "x"), listing(), "no lock, part or checkpoint left");
        Cli verify = Cli.run("query", db.toString(), "--verify");
        assertEquals(0, verify.exitCode(), verify.err());
    }

    /** Two runs in one process (threads): the same refusal, and the lock of the first is not lost. */
    @Test
    void twoThreadsOfOneProcessAreOneWriterToo() throws Exception {
        Path db = dir.resolve("c4.db");
        CompletableFuture<Cli> first = CompletableFuture.supplyAsync(
                () -> Cli.run("strong", "connect-four:5x4", "--db", db.toString()));
        Path lock = dir.resolve("c4.db.lock");
        while (!Files.exists(lock) && !first.isDone()) {
            Thread.sleep(1);
        }
        assumeTrue(!first.isDone(), "the first solve ended before the second started");
        Cli second = Cli.run("strong", "connect-four:5x4", "--db", db.toString(), "--fresh");
        assertEquals(2, second.exitCode(), second.err());
        assertTrue(second.err().contains("(this process)"), second.err());
        // another process is refused too while the first thread still solves
        if (!first.isDone()) {
            Process other = sprague("strong", "connect-four:5x4", "--db", db.toString(), "--fresh");
            String err = new String(other.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(other.waitFor(120, TimeUnit.SECONDS));
            assertTrue(other.exitValue() == 2 && err.contains("being written by another run") || first.isDone(), err);
        }
        assertEquals(0, first.get().exitCode(), first.get().err());
        assertEquals(0, Cli.run("query", db.toString(), "--verify").exitCode());
    }

    /** --verify holds the lock too: while a solve writes the file, it says who does instead of checking. */
    @Test
    void verifyWhileASolveWritesNamesTheSolve() throws Exception {
        Path db = dir.resolve("c4.db");
        assertEquals(0, Cli.run("strong", "connect-four:4x4", "--db", db.toString()).exitCode());
        Process p = solving(dir.resolve("c4.db").resolveSibling("c4.db"));
        try {
            Cli v = Cli.run("query", db.toString(), "--verify");
            assertEquals(2, v.exitCode(), v.err());
            assertTrue(v.err().contains("pid " + p.pid()), v.err());
            Cli q = Cli.run("query", db.toString(), "--json");
            assertEquals(0, q.exitCode(), "a lookup needs no lock: the file is replaced whole, by a rename");
        } finally {
            p.destroyForcibly();
            p.waitFor(30, TimeUnit.SECONDS);
        }
    }

    /** A database reached through a symbolic link is verified (under the lock of the file it names). */
    @Test
    void verifyThroughASymbolicLink() throws Exception {
        Path db = dir.resolve("ttt.db");
        assertEquals(0, Cli.run("strong", "tic-tac-toe", "--db", db.toString()).exitCode());
        Path link = Files.createSymbolicLink(dir.resolve("link.db"), db);
        Cli v = Cli.run("query", link.toString(), "--verify");
        assertEquals(0, v.exitCode(), v.err());
        assertTrue(v.out().contains("tiers and positions are the game's"), v.out());
    }

    private List<String> listing() throws IOException {
        try (var s = Files.list(dir)) {
            return s.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    /**
     * A --db that cannot be a database is refused before any work: connect-four:7x6 is far too
     * large to plan under the default --max-positions (exit 3), so exit 2 shows the path was
     * checked first.
     */
    @Test
    void aBadDbPathIsRefusedBeforeAnyWork() throws Exception {
        Path notADb = Files.writeString(dir.resolve("notes.txt"), "my notes");
        Files.createDirectories(dir.resolve("sub"));
        for (String bad : List.of(dir.toString(), "", "/dev/null", dir.resolve("none").resolve("c4.db").toString(),
                notADb.toString())) {
            Cli r = Cli.run("strong", "connect-four:7x6", "--db", bad);
            assertEquals(2, r.exitCode(), "--db '" + bad + "': " + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertFalse(r.err().contains("internal error"), r.err());
        }
        assertEquals("my notes", Files.readString(notADb), "a file that is not a database is never replaced");
        assertEquals(List.of("notes.txt", "sub"), listing());
        assertFalse(Files.isRegularFile(Path.of("/dev/null")), "/dev/null is still a device");
        Cli big = Cli.run("strong", "connect-four:7x6", "--db", dir.resolve("c4.db").toString());
        assertEquals(3, big.exitCode(), "the witness: a good path gets as far as the plan: " + big.err());
    }

    /**
     * A full disk: a tmpfs of 300 KiB (mounted in a private mount namespace: needs root or
     * user namespaces). The solve stops with exit 3 and one line; with room, the same command
     * resumes to the same bytes as an uninterrupted solve.
     */
    @Test
    void aFullDiskIsALimitAndTheSolveResumesWhenThereIsRoom() throws Exception {
        Path mnt = Files.createDirectories(dir.resolve("mnt"));
        Path db = mnt.resolve("c4.db");
        String solve = String.join(" ", java(), "-cp", System.getProperty("java.class.path"), "org.sprague.cli.Main",
                "strong", "connect-four:5x4", "--db", db.toString());
        // copy the work files out before the namespace (and its tmpfs) goes away
        String script = "mount -t tmpfs -o size=300k tmpfs " + mnt + " || exit 99; " + solve + "; rc=$?; cp -p "
                + mnt + "/* " + dir + "/; echo rc=$rc";
        Process p = new ProcessBuilder("unshare", "-rm", "sh", "-c", script).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(300, TimeUnit.SECONDS);
        assumeTrue(p.exitValue() == 0 && out.contains("rc="), "no private tmpfs here: " + out);
        assertTrue(out.contains("rc=3"), out);
        assertTrue(out.contains("sprague: cannot write " + db + ".part: the disk is full"), out);
        assertTrue(out.contains("run the same command again to resume from c4.db.ckpt"), out);
        assertFalse(out.contains("\tat "), out);
        assertFalse(Files.exists(dir.resolve("c4.db.lock")), "the lock went with the run");
        // with room (the files copied out of the full disk): the same command resumes
        Path here = dir.resolve("c4.db");
        Cli again = Cli.run("strong", "connect-four:5x4", "--db", here.toString());
        assertEquals(0, again.exitCode(), again.err());
        assertTrue(again.err().contains("resuming"), again.err());
        Path whole = Files.createDirectories(dir.resolve("whole")).resolve("c4.db");
        assertEquals(0, Cli.run("strong", "connect-four:5x4", "--db", whole.toString()).exitCode());
        assertArrayEquals(Files.readAllBytes(whole), Files.readAllBytes(here));
    }

    /** The offset of the last tier's entry in an index of a ranked game (no key blocks). */
    private static int lastTierAt(ByteBuffer ix) {
        int at = 2 + (ix.getShort(0) & 0xFFFF) + 1 + 4;
        int tiers = ix.getInt(at);
        at += 4;
        int last = -1;
        for (int t = 0; t < tiers; t++) {
            last = at;
            at += 1 + 4 + 8;
            at += 4 + 16 * ix.getInt(at);
            int keys = ix.getInt(at);
            at += 4 + 24 * keys;
        }
        return last;
    }

    /** The database with its last tier marked absent, the index cut there, and a good checksum. */
    private static void dropLastTier(Path f) throws IOException {
        byte[] all = Files.readAllBytes(f);
        ByteBuffer foot = ByteBuffer.wrap(all, all.length - 24, 24);
        long at = foot.getLong();
        int len = foot.getInt();
        byte[] index = Arrays.copyOfRange(all, (int) at, (int) at + len);
        int last = lastTierAt(ByteBuffer.wrap(index));
        index = Arrays.copyOf(index, last + 1);
        index[last] = 0; // "present: false"
        CRC32C crc = new CRC32C();
        crc.update(index);
        ByteBuffer out = ByteBuffer.allocate((int) at + index.length + 24);
        out.put(all, 0, (int) at).put(index).putLong(at).putInt(index.length).putInt((int) crc.getValue())
                .put("SPRGDBIX".getBytes(StandardCharsets.US_ASCII));
        Files.write(f, out.array());
    }

    /** An index whose checksum is good but which lacks a tier: exit 4 naming it, for query, play and serve. */
    @Test
    void anImpossibleIndexIsDamagedDataNotAnInternalError() throws Exception {
        Path db = dir.resolve("c4.db");
        assertEquals(0, Cli.run("strong", "connect-four:4x4", "--db", db.toString()).exitCode());
        dropLastTier(db);
        for (String[] args : new String[][] {{"query", db.toString()}, {"query", db.toString(), "--verify"},
                {"play", "--db", db.toString()}, {"serve", "--port", "0", "--db", db.toString()}}) {
            Cli r = Cli.run(args);
            assertEquals(4, r.exitCode(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().contains("the index is impossible: tier index"), r.err());
            assertEquals(1, r.err().lines().count(), r.err());
        }
    }

    /** Two tiers' blocks exchanged (checksums all good): --verify exits 4, and lookups refuse the file. */
    @Test
    void verifyFindsExchangedTiers() throws Exception {
        Path db = dir.resolve("c4.db");
        assertEquals(0, Cli.run("strong", "connect-four:4x4", "--db", db.toString()).exitCode());
        byte[] all = Files.readAllBytes(db);
        ByteBuffer foot = ByteBuffer.wrap(all, all.length - 24, 24);
        long at = foot.getLong();
        int len = foot.getInt();
        byte[] index = Arrays.copyOfRange(all, (int) at, (int) at + len);
        ByteBuffer ix = ByteBuffer.wrap(index);
        // the ids of the first two tiers exchanged
        int first = 2 + (ix.getShort(0) & 0xFFFF) + 1 + 4 + 4;
        int second = first + 1 + 4 + 8 + 4 + 16 * ix.getInt(first + 13) + 4;
        int a = ix.getInt(first + 1);
        ix.putInt(first + 1, ix.getInt(second + 1));
        ix.putInt(second + 1, a);
        CRC32C crc = new CRC32C();
        crc.update(index);
        ByteBuffer out = ByteBuffer.wrap(all);
        out.put((int) at, index);
        out.putInt(all.length - 24 + 12, (int) crc.getValue());
        Files.write(db, all);
        Cli v = Cli.run("query", db.toString(), "--verify");
        assertEquals(4, v.exitCode(), v.out() + v.err());
        assertFalse(v.out().contains("every checksum good"), v.out());
        Cli q = Cli.run("query", db.toString());
        assertEquals(4, q.exitCode(), q.err());
    }
}
