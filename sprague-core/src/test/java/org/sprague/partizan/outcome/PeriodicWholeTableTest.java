package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.game.Deadline;

/**
 * The whole table written during the search ({@code solve --checkpoint-whole-every}), not only at
 * its stops: a run killed hard (a child JVM, {@link Process#destroyForcibly}, which writes nothing
 * at its end) resumes from the last periodic write, and the file a kill leaves is always a complete
 * earlier table, never a torn one.
 */
class PeriodicWholeTableTest {
    private static final String EIGHT = "domineering 8x8";
    private static final String NINE = "domineering 9x9";
    private static final String SEVEN = "domineering 7x7";
    /** The mark the children print when the test may kill them. */
    private static final String READY = "READY";

    private static DomineeringBoard board(int n, boolean left) {
        return DomineeringOutcome.board(DomineeringOutcome.full(n, n), left, new EndgameTable());
    }

    private static OutcomeTable table(int squares) {
        return DomineeringBoard.table(PartizanOutcomeSearch.tableBits(squares), squares);
    }

    /**
     * A child JVM's work, killed by the test: {@code stall DIR NODES} searches 8x8 (Left first, one
     * thread) writing the whole table at every tick (the period is a nanosecond: each second) and, once
     * a periodic write has ended with NODES or more searched, prints them and {@value #READY} and waits
     * to be killed; {@code run DIR}
     * searches 9x9 the same way and prints {@value #READY} at the first periodic write, searching and
     * writing on; {@code midwrite DIR} writes a 7x7 table whole, then again, printing
     * {@value #READY} and waiting once the second write has read the table to its end (its temporary
     * file written, not yet forced and renamed).
     */
    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[1]);
        Path whole = dir.resolve("whole");
        switch (args[0]) {
            case "stall", "run" -> {
                boolean stall = args[0].equals("stall");
                long least = stall ? Long.parseLong(args[2]) : 0;
                RootSplitOutcomeSearch[] search = new RootSplitOutcomeSearch[1];
                OutcomeCheckpoint cp = OutcomeCheckpoint.open(dir.resolve("ckpt"), stall ? EIGHT : NINE, 18, whole, 1,
                        line -> {
                            System.out.println(line);
                            // the note comes once the file is renamed into place; the search waits meanwhile
                            if (line.contains("(periodic)") && search[0].nodes() >= least) {
                                System.out.println("NODES " + search[0].nodes());
                                System.out.println(READY);
                                System.out.flush();
                                if (stall) {
                                    sleepForever();
                                }
                            }
                            System.out.flush();
                        });
                search[0] = new RootSplitOutcomeSearch(table(stall ? 64 : 81), 1, cp, 0, null,
                        Deadline.after(java.time.Duration.ofMinutes(2)));
                search[0].solve(board(stall ? 8 : 9, true), 0);
                System.out.println("DONE");
            }
            case "midwrite" -> {
                OutcomeCheckpoint cp = OutcomeCheckpoint.open(dir.resolve("ckpt"), SEVEN, 18, whole, 0, null);
                OutcomeTable t = new OutcomeTable(16);
                new AlphaBetaOutcomeSearch(t, null, Deadline.unlimited(), null).solve(board(7, true));
                System.out.println("FIRST " + cp.saveWhole(t, Long.MAX_VALUE));
                new AlphaBetaOutcomeSearch(t, null, Deadline.unlimited(), null).solve(board(7, false));
                System.out.flush();
                cp.saveWhole(t, Long.MAX_VALUE, true, () -> {
                    System.out.println(READY);
                    System.out.flush();
                    sleepForever();
                });
                System.out.println("DONE");
            }
            default -> throw new IllegalArgumentException(args[0]);
        }
        System.out.flush();
    }

    private static void sleepForever() {
        try {
            Thread.sleep(600_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A child JVM running {@link #main} on {@code args}, its output lines in {@code lines}. */
    private static Process child(BlockingQueue<String> lines, String... args) throws IOException {
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // the tests may run on the module path: the child takes it and the class path as its class path
        String cp = System.getProperty("java.class.path", "") + File.pathSeparator
                + System.getProperty("jdk.module.path", "");
        List<String> command = new ArrayList<>(List.of(javaBin, "-Xmx512m", "-cp", cp,
                PeriodicWholeTableTest.class.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String l = r.readLine(); l != null; l = r.readLine()) {
                    lines.add(l);
                }
            } catch (IOException e) {
                lines.add("read failed: " + e);
            }
            lines.add("EOF");
        });
        reader.setDaemon(true);
        reader.start();
        return p;
    }

    /** Waits for the line {@value #READY}, returning the lines before it; fails at the child's end or after 90 s. */
    private static List<String> awaitReady(BlockingQueue<String> lines) throws InterruptedException {
        List<String> seen = new ArrayList<>();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < end) {
            String l = lines.poll(1, TimeUnit.SECONDS);
            if (l == null) {
                continue;
            }
            if (l.equals(READY)) {
                return seen;
            }
            if (l.equals("EOF") || l.equals("DONE")) {
                fail("the child ended before a periodic write of the whole table: " + seen);
            }
            seen.add(l);
        }
        fail("no periodic write of the whole table in 90 s: " + seen);
        return seen;
    }

    /** What the child said until it was ready ({@link #awaitReady}), then the child killed hard. */
    private static List<String> readyThenKilled(BlockingQueue<String> lines, Process p) throws InterruptedException {
        try {
            return awaitReady(lines);
        } finally {
            kill(p);
        }
    }

    /** The rest of the line the child said starting with {@code key}. */
    private static String value(List<String> said, String key) {
        return said.stream().filter(l -> l.startsWith(key)).findFirst()
                .orElseThrow(() -> new AssertionError("no '" + key.trim() + "' line: " + said)).substring(key.length());
    }

    private static void kill(Process p) throws InterruptedException {
        p.destroyForcibly(); // SIGKILL: nothing runs in the child after it, as kill -9
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the child JVM ends");
    }

    @Test
    void aRunKilledHardAfterAPeriodicWriteResumesFromTheWholeTableRedoingFarLessThanFromTheCut(@TempDir Path dir)
            throws Exception {
        RootSplitOutcomeSearch.RootResult fresh = new RootSplitOutcomeSearch(table(64), 1, null, 60, null,
                Deadline.unlimited()).solve(board(8, true), 0);
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        // killed once a periodic write has ended with a third of the fresh run's nodes searched or more
        List<String> said = readyThenKilled(lines, child(lines, "stall", dir.toString(), Long.toString(fresh.nodes() / 3)));
        long searched = Long.parseLong(value(said, "NODES "));
        Path ckpt = dir.resolve("ckpt");
        Path whole = dir.resolve("whole");
        assertTrue(Files.exists(ckpt) && Files.exists(whole), "the facts and the whole table after the kill: " + said);
        // the nodes the facts count (a resumed run adds its own): those of the root moves decided before the kill
        long recorded = OutcomeCheckpoint.open(ckpt, EIGHT).sides[0].nodes;
        // the same files without the whole table: the facts and the 2^18 cut, all that a kill -9 left before
        Path cutDir = Files.createDirectories(dir.resolve("cut"));
        Files.copy(ckpt, cutDir.resolve("ckpt"), StandardCopyOption.REPLACE_EXISTING);
        if (Files.exists(dir.resolve("ckpt.table"))) {
            Files.copy(dir.resolve("ckpt.table"), cutDir.resolve("ckpt.table"), StandardCopyOption.REPLACE_EXISTING);
        }
        List<String> notes = new ArrayList<>();
        RootSplitOutcomeSearch.RootResult cut = new RootSplitOutcomeSearch(table(64), 1,
                OutcomeCheckpoint.open(cutDir.resolve("ckpt"), EIGHT, 18, null, null), 60, null, Deadline.unlimited())
                .solve(board(8, true), 0);
        RootSplitOutcomeSearch.RootResult kept = new RootSplitOutcomeSearch(table(64), 1,
                OutcomeCheckpoint.open(ckpt, EIGHT, 18, whole, 0, notes::add), 60, null, Deadline.unlimited())
                .solve(board(8, true), 0);
        assertTrue(notes.get(0).contains(": loaded "), notes.toString());
        assertEquals(fresh.wins(), cut.wins());
        assertEquals(fresh.wins(), kept.wins());
        assertEquals(fresh.winningMove(), cut.winningMove());
        assertEquals(fresh.winningMove(), kept.winningMove());
        // work redone: what the resumed run searched beyond what was left after the kill
        long redoneCut = cut.nodes() - recorded - (fresh.nodes() - searched);
        long redoneWhole = kept.nodes() - recorded - (fresh.nodes() - searched);
        String figures = "fresh " + fresh.nodes() + ", searched before the kill " + searched + " (the facts counted "
                + recorded + "), resumed from the 2^18 cut " + (cut.nodes() - recorded) + ", with the whole table "
                + (kept.nodes() - recorded) + "; the child said " + said;
        assertTrue(redoneCut > searched / 4, "the cut alone redoes much of the work before the kill: " + figures);
        assertTrue(redoneWhole < redoneCut / 4, figures);
    }

    @Test
    void theWholeTableAfterAKillIsAlwaysAnEarlierCompleteTable(@TempDir Path dir) throws Exception {
        // killed at random moments of a search that writes the whole table every second
        java.util.Random random = new java.util.Random(31);
        int torn = 0;
        List<String> found = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            Path d = Files.createDirectories(dir.resolve("run" + k));
            BlockingQueue<String> lines = new LinkedBlockingQueue<>();
            Process p = child(lines, "run", d.toString());
            try {
                awaitReady(lines);
                Thread.sleep(random.nextInt(1500));
            } finally {
                kill(p);
            }
            TableFile.Read r = TableFile.read(d.resolve("whole"), NINE, table(81), Deadline.unlimited());
            found.add(r.found() + " " + r.entries() + (Files.exists(d.resolve("whole.tmp")) ? " (killed mid-write)" : ""));
            if (r.found() != TableFile.Found.LOADED) {
                torn++;
            }
        }
        assertEquals(0, torn, "a periodic write has ended before each kill, so the file is a whole table: " + found);

        // killed at the worst moment: the second write's temporary file full, not yet forced nor renamed
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        List<String> said = readyThenKilled(lines, child(lines, "midwrite", dir.toString()));
        int first = Integer.parseInt(value(said, "FIRST "));
        assertTrue(Files.exists(dir.resolve("whole.tmp")), "the kill came during the second write");
        OutcomeTable t = new OutcomeTable(16);
        TableFile.Read r = TableFile.read(dir.resolve("whole"), SEVEN, t, Deadline.unlimited());
        assertEquals(TableFile.Found.LOADED, r.found(), r.toString());
        assertEquals(first, r.entries(), "the first write's table, whole");
        // and the next write replaces the temporary file the kill left
        OutcomeCheckpoint cp = OutcomeCheckpoint.open(dir.resolve("ckpt"), SEVEN, 18, dir.resolve("whole"), 0, null);
        assertEquals(first, cp.saveWhole(t, Long.MAX_VALUE));
        assertTrue(!Files.exists(dir.resolve("whole.tmp")), "the temporary file stayed");
    }

    @Test
    void aWriteThatFailsLeavesTheLastTableAndSaysSoOnceARun(@TempDir Path dir) throws Exception {
        Path whole = dir.resolve("whole");
        List<String> notes = new ArrayList<>();
        OutcomeCheckpoint cp = OutcomeCheckpoint.open(dir.resolve("ckpt"), SEVEN, 18, whole, 1, notes::add);
        OutcomeTable t = new OutcomeTable(16);
        new AlphaBetaOutcomeSearch(t, null, Deadline.unlimited(), null).solve(board(7, true));
        int first = cp.saveWhole(t, Long.MAX_VALUE, true, () -> { });
        byte[] bytes = Files.readAllBytes(whole);
        // the temporary file's place taken (a directory that cannot be deleted), as a full disk fails a write
        Files.createDirectories(dir.resolve("whole.tmp").resolve("in-the-way"));
        notes.clear();
        assertEquals(-1, cp.saveWhole(t, Long.MAX_VALUE, true, () -> { }));
        assertEquals(-1, cp.saveWhole(t, Long.MAX_VALUE, true, () -> { }));
        assertEquals(-1, cp.saveWhole(t, Long.MAX_VALUE), "at the stop too");
        assertEquals(1, notes.size(), "said once: " + notes);
        assertTrue(notes.get(0).startsWith("whole table " + whole + ": not written (") && notes.get(0)
                .endsWith("); the last one stays"), notes.toString());
        assertTrue(java.util.Arrays.equals(bytes, Files.readAllBytes(whole)), "the last whole table, as it was");
        // the way cleared, the next write goes through and says so
        Files.delete(dir.resolve("whole.tmp").resolve("in-the-way"));
        Files.delete(dir.resolve("whole.tmp"));
        assertEquals(t.count(OutcomeCheckpoint.TABLE_MIN_LOG), cp.saveWhole(t, Long.MAX_VALUE, true, () -> { }));
        assertTrue(first > 0, "the first write's entries: " + first);
        assertTrue(notes.get(1).contains(": wrote ") && notes.get(1).endsWith("(periodic)"), notes.toString());
    }
}
