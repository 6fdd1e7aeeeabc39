package org.sprague.catalog;

import org.sprague.game.Solution;
import org.sprague.catalog.entry.Part;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;
import org.sprague.game.TimeLimitException;

/**
 * A solver's deadline and threads are options it is built with (issue 22 item 2), not values
 * bound to the calling thread: the worker thread of a split search stops at the solver's
 * deadline, and two solvers on two threads keep their own deadlines (the defect class of a
 * ThreadLocal read on the wrong thread, or left set by an earlier computation).
 */
class SolverDeadlineTest {
    private static final Catalog CATALOG = Catalog.standard();

    /** Chomp 15x15 searched on two threads takes far more than a second. */
    private static List<Part> hard() {
        return CATALOG.parseParts(List.of("chomp 15x15"));
    }

    @Test
    void aSolverBuiltWithADeadlineStopsItsSplitSearchAndItsWorkerThread() throws Exception {
        SolveOptions o = SolveOptions.defaults().withMethod(SolveOptions.Method.SEARCH).withThreads(2)
                .withMaxPositions(1_000_000_000).withDeadline(Deadline.after(Duration.ofMillis(300)));
        CatalogSolver solver = new CatalogSolver(o);
        long start = System.nanoTime();
        TimeLimitException e = assertThrows(TimeLimitException.class, () -> solver.solveSum(hard()));
        long tookMs = (System.nanoTime() - start) / 1_000_000;
        assertEquals(Duration.ofMillis(300), e.limit(), e.getMessage());
        assertTrue(tookMs < 5_000, "stopped after " + tookMs + " ms");
        assertEquals(2, solver.threads().used(), "the search was split: a worker thread ran");
        assertNoWorkerWithin(Duration.ofSeconds(2));
    }

    @Test
    void twoSolversOnTwoThreadsKeepTheirOwnDeadlines() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            SolveOptions base = SolveOptions.defaults().withMethod(SolveOptions.Method.SEARCH)
                    .withMaxPositions(1_000_000_000);
            // the short one stops; the unlimited one on the other thread, started at the same
            // time, is not stopped by it (it is stopped by its own later deadline, 3 s)
            Future<Throwable> shortOne = pool.submit(() -> failure(new CatalogSolver(
                    base.withDeadline(Deadline.after(Duration.ofMillis(200))))));
            long start = System.nanoTime();
            Future<Throwable> longOne = pool.submit(() -> failure(new CatalogSolver(
                    base.withThreads(2).withDeadline(Deadline.after(Duration.ofSeconds(3))))));
            TimeLimitException s = (TimeLimitException) shortOne.get(10, TimeUnit.SECONDS);
            assertEquals(Duration.ofMillis(200), s.limit());
            TimeLimitException l = (TimeLimitException) longOne.get(20, TimeUnit.SECONDS);
            assertEquals(Duration.ofSeconds(3), l.limit(), "the other solver's deadline, not its own");
            assertTrue((System.nanoTime() - start) / 1_000_000 >= 2_900, "stopped before its own deadline");
        } finally {
            pool.shutdownNow();
        }
        assertNoWorkerWithin(Duration.ofSeconds(2));
        // nothing stays bound to the pool's threads: a later solver there runs to the end
        ExecutorService again = Executors.newSingleThreadExecutor();
        try {
            Solution s = again.submit(() -> new CatalogSolver(SolveOptions.defaults()
                    .withMethod(SolveOptions.Method.SEARCH)).solveSum(CATALOG.parseParts(List.of("chomp 4x4"))))
                    .get(20, TimeUnit.SECONDS);
            assertEquals("N", s.outcome().name());
        } finally {
            again.shutdownNow();
        }
    }

    private static Throwable failure(CatalogSolver solver) {
        try {
            solver.solveSum(hard());
            return null;
        } catch (RuntimeException e) {
            return e;
        }
    }

    private static void assertNoWorkerWithin(Duration wait) throws InterruptedException {
        long end = System.nanoTime() + wait.toNanos();
        while (true) {
            boolean alive = Thread.getAllStackTraces().keySet().stream()
                    .anyMatch(t -> t.isAlive() && t.getName().equals("sprague-split-root"));
            if (!alive) {
                return;
            }
            if (System.nanoTime() > end) {
                StringBuilder dump = new StringBuilder();
                for (Map.Entry<Thread, StackTraceElement[]> t : Thread.getAllStackTraces().entrySet()) {
                    dump.append(t.getKey().getName()).append('\n');
                    for (StackTraceElement f : t.getValue()) {
                        dump.append("    at ").append(f).append('\n');
                    }
                }
                fail("a split-search worker still runs " + wait + " after its solver stopped:\n" + dump);
            }
            Thread.sleep(20);
        }
    }
}
