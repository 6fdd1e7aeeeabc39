package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.heap.store.ZstdSequenceStore;

class GrundyDiskCommandTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    private Cli disk(String rule, long to, String... more) {
        String[] args = new String[6 + more.length];
        args[0] = "grundy";
        args[1] = rule;
        args[2] = "--to";
        args[3] = Long.toString(to);
        args[4] = "--disk";
        args[5] = dir.resolve("store").toString();
        System.arraycopy(more, 0, args, 6, more.length);
        return Cli.run(args);
    }

    @Test
    void grundysGameReportsCzajkasColumnsAndFlammenkampsLayout() {
        Cli c = disk("grundys-game", 65535, "--progress", "none");
        assertEquals(0, c.exitCode(), c.err());
        assertTrue(c.out().contains("game | n | largest idx | largest | rare mask | num rare | last rare\n"), c.out());
        assertTrue(c.out().contains("\ngrundys-game | 2^16 | 45668 | 230 | fe | 1273 | 36184\n"), c.out());
        // the sparse values exactly as Flammenkamp's page begins its list
        assertTrue(c.out().contains("G(       0)=  0  G(       1)=  0  G(       2)=  0  G(       3)=  1  G(       4)=  0\n"
                + "G(       6)=  1  G(       7)=  0  G(       9)=  1  G(      10)=  0  G(      12)=  1\n"), c.out());
        assertTrue(c.out().contains("G(     193)= 12  G(     196)= 10  G(     231)= 10"), c.out());
    }

    @Test
    void jsonHasTheCensusesAndTheRareValues() throws Exception {
        Cli c = disk("0.6", 40000, "--json");
        assertEquals(0, c.exitCode(), c.err());
        JsonNode j = MAPPER.readTree(c.out());
        assertEquals("0.6", j.get("code").asText());
        assertEquals(40000, j.get("to").asLong());
        assertEquals(j.get("rare").size(), j.get("rareCount").asInt());
        JsonNode last = j.get("censuses").get(j.get("censuses").size() - 1);
        assertEquals(1L << 15, last.get("n").asLong());
        assertEquals(j.get("lastRare").asLong(), j.get("rare").get(j.get("rare").size() - 1).get(0).asLong());
    }

    @Test
    void aLongerRunExtendsTheStoreToTheInMemoryValues() throws Exception {
        assertEquals(0, disk("grundys-game", 20000, "--progress", "none").exitCode());
        Path onDisk = dir.resolve("disk.txt");
        Cli more = disk("grundys-game", 50000, "--progress", "none", "--out", onDisk.toString());
        assertEquals(0, more.exitCode(), more.err());
        assertTrue(more.out().contains("resumed from 20001 stored values"), more.out());
        Path inMemory = dir.resolve("memory.txt");
        assertEquals(0, Cli.run("grundy", "grundys-game", "--to", "50000", "--no-values", "--out",
                inMemory.toString()).exitCode());
        assertArrayEquals(Files.readAllBytes(inMemory), Files.readAllBytes(onDisk));
    }

    @Test
    @Tag("slow")
    void aRunKilledWithSigkillResumesToTheValuesOfOneUninterruptedRun() throws Exception {
        Path store = dir.resolve("store");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // small blocks and window: many block files, a partial block rewritten, partners read back from disk
        Process p = new ProcessBuilder(java, "-Dsprague.grundy.block=4096", "-Dsprague.grundy.window=8192",
                "-Dsprague.grundy.prefix=3000", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "grundy", "grundys-game", "--to", "400000", "--disk", store.toString(), "--checkpoint-every", "0.05",
                "--progress", "none")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!Files.exists(store.resolve("blocks").resolve("0000000003.zst")) && System.nanoTime() < deadline
                && p.isAlive()) {
            Thread.sleep(20);
        }
        assertTrue(p.isAlive(), "still computing when killed");
        p.destroyForcibly(); // SIGKILL: no shutdown hook, no last checkpoint
        p.waitFor();
        Path resumedOut = dir.resolve("resumed.txt");
        Cli resumed = disk("grundys-game", 400000, "--progress", "none", "--out", resumedOut.toString());
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertTrue(resumed.out().contains("resumed from"), resumed.out());
        Path straightOut = dir.resolve("straight.txt");
        assertEquals(0, Cli.run("grundy", "grundys-game", "--to", "400000", "--no-values", "--out",
                straightOut.toString()).exitCode());
        assertArrayEquals(Files.readAllBytes(straightOut), Files.readAllBytes(resumedOut));
        // and the report is the one of a run that was never interrupted
        Path other = dir.resolve("other");
        Cli straight = Cli.run("grundy", "grundys-game", "--to", "400000", "--disk", other.toString(), "--progress",
                "none");
        String tail = straight.out().substring(straight.out().indexOf("largest:"));
        String resumedTail = resumed.out().substring(resumed.out().indexOf("largest:"));
        assertEquals(tail.replace(other.toString(), "S").replaceAll("[0-9,]+ bytes", "B"),
                resumedTail.replace(store.toString(), "S").replaceAll("[0-9,]+ bytes", "B"));
    }

    @Test
    void aTimeoutCommitsWhatWasComputedAndTheSameCommandResumes() throws Exception {
        // no periodic checkpoint in the time allowed: only the commit at the timeout keeps the values
        Cli timed = disk("0.6", (1 << 22) - 1, "--timeout", "4", "--checkpoint-every", "100000", "--progress", "lines");
        assertEquals(3, timed.exitCode(), timed.err());
        assertTrue(timed.err().contains("time limit"), timed.err());
        // past two seconds, a progress line with the rate and the time left
        assertTrue(timed.err().matches("(?s).*grundy: \\d+ of 4194304 values \\([0-9.]+%\\), \\S+ values/s, ETA \\S+\n.*"),
                timed.err());
        long kept;
        try (ZstdSequenceStore store = ZstdSequenceStore.open(dir.resolve("store"), 0, "test")) {
            kept = store.load().orElseThrow(() -> new AssertionError("nothing committed at the timeout")).computed();
        }
        assertTrue(kept > 0, "computed " + kept);
        // the commit may fall inside a batch (a heap's scan): the resumed values are still the in-memory ones
        Path onDisk = dir.resolve("disk.txt");
        Cli more = disk("0.6", kept + 5000, "--progress", "none", "--out", onDisk.toString());
        assertEquals(0, more.exitCode(), more.err());
        assertTrue(more.out().contains("resumed from " + kept + " stored values"), more.out());
        Path inMemory = dir.resolve("memory.txt");
        assertEquals(0, Cli.run("grundy", "0.6", "--to", Long.toString(kept + 5000), "--no-values", "--out",
                inMemory.toString()).exitCode());
        assertArrayEquals(Files.readAllBytes(inMemory), Files.readAllBytes(onDisk));
    }

    @Test
    void aDamagedBlockIsRefusedWithExitCode4() throws Exception {
        assertEquals(0, disk("grundys-game", 3000).exitCode());
        Path block = dir.resolve("store").resolve("blocks").resolve("0000000000.zst");
        byte[] b = Files.readAllBytes(block);
        b[b.length - 3] ^= 0x10;
        Files.write(block, b);
        Cli c = disk("grundys-game", 6000);
        assertEquals(4, c.exitCode(), c.err());
        assertTrue(c.err().contains(block.toString()) && c.err().contains("checksum"), c.err());
        assertEquals(1, c.err().strip().lines().count(), c.err());
    }

    @Test
    void theDiskLimitAndABusyStoreAndBadOptionsSayWhat() {
        Cli limit = disk("0.6", 200000, "--disk-limit", "1K", "--progress", "none");
        assertEquals(3, limit.exitCode(), limit.err());
        assertTrue(limit.err().contains("--disk-limit"), limit.err());
        try (ZstdSequenceStore held = ZstdSequenceStore.open(dir.resolve("busy"), 0, "sprague grundy 0.6 --to 7")) {
            Cli busy = Cli.run("grundy", "0.6", "--to", "100", "--disk", dir.resolve("busy").toString());
            assertEquals(2, busy.exitCode());
            assertTrue(busy.err().contains("in use") && busy.err().contains("--to 7"), busy.err());
        }
        for (String[] bad : new String[][] {{"--disk-limit", "lots"}, {"--disk-limit", "0"}, {"--method", "naive"},
            {"--checkpoint", "x.ckpt"}, {"--plot", "x.svg"}, {"--threads", "0"}}) {
            Cli c = disk("0.6", 100, bad);
            assertEquals(2, c.exitCode(), String.join(" ", bad) + ": " + c.err());
            assertEquals(1, c.err().strip().lines().count(), c.err());
        }
        for (String where : new String[] {"", "/dev/null"}) {
            Cli c = Cli.run("grundy", "0.6", "--to", "100", "--disk", where);
            assertEquals(2, c.exitCode(), where + ": " + c.err());
            assertEquals(1, c.err().strip().lines().count(), c.err());
            assertTrue(c.err().contains(where.isEmpty() ? "needs a directory" : "not a directory"), c.err());
        }
        Cli infinite = disk("0.[3]", 100);
        assertEquals(2, infinite.exitCode());
        assertTrue(infinite.err().contains("finite code"), infinite.err());
        assertEquals(2, Cli.run("grundy", "0.6", "--to", "100", "--disk-limit", "5G").exitCode());
    }

    @Test
    void aCountPastMemoryPointsToDisk() {
        Cli c = Cli.run("grundy", "0.6", "--to", "4294967295", "--no-values");
        assertEquals(3, c.exitCode());
        assertTrue(c.err().contains("--disk DIR"), c.err());
    }
}
