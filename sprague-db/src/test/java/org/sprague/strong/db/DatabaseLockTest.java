package org.sprague.strong.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.games.StrongGames;
import org.sprague.strong.solve.TierPlan;

/** One writer per database: FILE.lock, held by a process, names it to a second writer. */
class DatabaseLockTest {

    /**
     * The class path of a child JVM: the test's class path plus its module path (sprague-db
     * is a module, so Surefire puts it and the core there), all on the child's class path.
     */
    private static String childClassPath() {
        String modules = System.getProperty("jdk.module.path", "");
        String classes = System.getProperty("java.class.path");
        return modules.isEmpty() ? classes : classes + java.io.File.pathSeparator + modules;
    }

    @TempDir
    Path dir;

    private Process holder(Path db) throws Exception {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                childClassPath(), LockHolder.class.getName(), db.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        assertEquals("locked", out.readLine());
        return p;
    }

    @Test
    void aSecondWriterIsRefusedNamingTheProcessThatHoldsTheLock() throws Exception {
        Path db = dir.resolve("c4.db");
        Process p = holder(db);
        try {
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> DatabaseLock.acquire(db, "me"));
            assertTrue(e.getMessage().contains("being written by another run (pid " + p.pid()), e.getMessage());
            assertTrue(e.getMessage().contains("lock-holder " + db), e.getMessage());
            TierPlan plan = TierPlan.of(StrongGames.of("connect-four:4x4"), Long.MAX_VALUE);
            assertThrows(InvalidInputException.class, () -> DatabaseWriter.open(db, plan, true));
            assertFalse(Files.exists(dir.resolve("c4.db.part")), "refused before the part file is touched");
        } finally {
            p.getOutputStream().close();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        }
        assertFalse(Files.exists(DatabaseLock.lockFile(db)), "the holder removed its lock file");
        try (DatabaseLock mine = DatabaseLock.acquire(db, "me")) {
            assertTrue(mine.held());
        }
    }

    @Test
    void aKilledHolderLeavesNoLockBehind() throws Exception {
        Path db = dir.resolve("c4.db");
        Process p = holder(db);
        p.destroyForcibly(); // SIGKILL: no code of the holder runs, the kernel drops its lock
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertTrue(Files.exists(DatabaseLock.lockFile(db)), "kill -9 leaves the file");
        try (DatabaseLock mine = DatabaseLock.acquire(db, "me")) {
            assertTrue(mine.held());
        }
        assertFalse(Files.exists(DatabaseLock.lockFile(db)));
    }

    @Test
    void withinOneProcessASecondAcquisitionIsRefusedAndTheFirstStaysHeld() throws Exception {
        Path db = dir.resolve("t.db");
        try (DatabaseLock first = DatabaseLock.acquire(db, "first")) {
            InvalidInputException e = assertThrows(InvalidInputException.class,
                    () -> DatabaseLock.acquire(dir.resolve(".").resolve("t.db"), "second"));
            assertTrue(e.getMessage().contains("(this process)"), e.getMessage());
            assertTrue(first.held());
            // and another process is refused too: the refusal above did not drop the fcntl lock
            Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                    childClassPath(), LockHolder.class.getName(), db.toString())
                    .redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
            assertTrue(out.contains("being written by another run"), out);
        }
    }

    /**
     * Processes racing for the lock while holders remove the lock file on release: never two
     * holders at once (a racer that locked a file just removed by its holder must not win).
     */
    @Test
    void racingProcessesNeverHoldItTogether() throws Exception {
        Path db = dir.resolve("race.db");
        List<Process> racers = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            racers.add(new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                    childClassPath(), LockHolder.class.getName(), "--race", db.toString(), "400")
                    .redirectErrorStream(true).start());
        }
        int wins = 0;
        for (Process p : racers) {
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(120, TimeUnit.SECONDS));
            assertFalse(out.contains("OVERLAP"), out);
            assertTrue(out.contains("wins "), out);
            wins += Integer.parseInt(out.substring(out.indexOf("wins ") + 5).strip());
        }
        assertTrue(wins > 0);
        assertFalse(Files.exists(DatabaseLock.lockFile(db)));
    }

    /** Threads racing for the lock while holders come and go: never two holders at once. */
    @Test
    void racingThreadsNeverHoldItTogether() throws Exception {
        Path db = dir.resolve("race.db");
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        AtomicInteger wins = new AtomicInteger();
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Thread t = new Thread(() -> {
                try {
                    go.await();
                    for (int k = 0; k < 200; k++) {
                        try (DatabaseLock l = DatabaseLock.acquire(db, "racer")) {
                            most.accumulateAndGet(inside.incrementAndGet(), Math::max);
                            wins.incrementAndGet();
                            inside.decrementAndGet();
                        } catch (InvalidInputException busy) {
                            // another racer holds it
                        }
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            threads.add(t);
            t.start();
        }
        go.countDown();
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(1, most.get());
        assertTrue(wins.get() > 0);
        assertFalse(Files.exists(DatabaseLock.lockFile(db)));
    }
}
