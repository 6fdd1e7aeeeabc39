package org.sprague.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.sprague.game.TimeLimitException;
import org.sprague.heap.HeapRules;

/**
 * The period proofs' budget is CPU time of the proving thread, so that what is proven does
 * not depend on how busy the machine is (a wall-time budget made {@code pattern 0.16} print
 * "unproven" under load), while the wall-time cap still ends a thread that is not run.
 */
class CpuBudgetTest {

    @Test
    void timeTheThreadSpendsWaitingIsNotCharged() {
        long used = new CpuBudget(Duration.ofMillis(100), Duration.ofSeconds(10)).run(org.sprague.search.engine.SearchThreads.one(), meter -> {
            sleep(300);
            assertTrue(meter.affords(Duration.ofMillis(50).toNanos()), "300 ms asleep used " + meter.used() + " ns");
            return meter.used();
        });
        assertTrue(used < Duration.ofMillis(50).toNanos(), "asleep for 300 ms, charged " + used + " ns");
    }

    @Test
    void computingUsesTheBudgetUp() {
        long[] sink = new long[1];
        long used = new CpuBudget(Duration.ofMillis(30), Duration.ofSeconds(30)).run(org.sprague.search.engine.SearchThreads.one(), meter -> {
            while (meter.affords(0)) {
                for (int i = 0; i < 100_000; i++) {
                    sink[0] += i ^ (sink[0] >>> 3);
                }
                meter.deadline().check();
            }
            return meter.used();
        });
        assertTrue(used > Duration.ofMillis(30).toNanos(), "stopped after " + used + " ns");
    }

    @Test
    void theWallCapStillEndsWorkThatNeverRuns() {
        assertThrows(IllegalArgumentException.class, () -> new CpuBudget(Duration.ofSeconds(5), Duration.ofMillis(200)),
                "a wall cap below the CPU budget is refused");
        var capped = new CpuBudget(Duration.ofMillis(200), Duration.ofMillis(200));
        assertThrows(TimeLimitException.class, () -> capped.run(org.sprague.search.engine.SearchThreads.one(), meter -> {
            for (int i = 0; i < 100; i++) { // a thread the machine does not run: asleep, as if stopped
                sleep(20);
                meter.deadline().check();
            }
            return meter.used();
        }));
    }

    @Test
    void theHeldOutCheckGetsTwiceTheTablesCpuTimeWithin10To30Seconds() {
        assertEquals(new CpuBudget(Duration.ofSeconds(10), Duration.ofSeconds(100)),
                PatternAnalysis.extensionBudget(Duration.ofMillis(3)));
        assertEquals(new CpuBudget(Duration.ofSeconds(24), Duration.ofSeconds(240)),
                PatternAnalysis.extensionBudget(Duration.ofSeconds(12)));
        assertEquals(new CpuBudget(Duration.ofSeconds(30), Duration.ofSeconds(300)),
                PatternAnalysis.extensionBudget(Duration.ofMinutes(5)));
        assertEquals("time limit reached: stopped after 10 s of CPU time (the time allowed)",
                PatternAnalysis.extensionBudget(Duration.ZERO).spent());
    }

    /**
     * The flake this budget fixes: with the machine busy (twice as many spinning threads as
     * cores, on top of whatever else runs), 0.16's period (149459 from 105351, about 520,000
     * values) is still proven within a CPU budget of three times what the proof takes here
     * alone, although its wall time is then several times that budget.
     */
    @Test
    void aPeriodProofOnABusyMachineStillProves() throws InterruptedException {
        var code = HeapRules.resolve("0.16");
        long t0 = CpuBudget.threadCpuNanos();
        Optional<KnownTheorems.Known> alone = KnownTheorems.proveHeapPeriod(code,
                new CpuBudget(Duration.ofSeconds(60), Duration.ofSeconds(120)));
        long cpuAlone = CpuBudget.threadCpuNanos() - t0;
        assertTrue(alone.isPresent(), "0.16's period is proven on an unbounded budget");
        assertEquals(149459, alone.get().period());

        var budget = new CpuBudget(Duration.ofNanos(3 * cpuAlone + 100_000_000L), Duration.ofSeconds(120));
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> spinners = new ArrayList<>();
        for (int i = 0; i < 2 * Runtime.getRuntime().availableProcessors(); i++) {
            Thread t = Thread.ofPlatform().daemon().start(() -> {
                long x = 0;
                while (!stop.get()) {
                    x += x * 31 + 7;
                }
                if (x == 42) {
                    System.out.print("");
                }
            });
            spinners.add(t);
        }
        long wall0 = System.nanoTime();
        Optional<KnownTheorems.Known> busy;
        try {
            busy = KnownTheorems.proveHeapPeriod(code, budget);
        } finally {
            stop.set(true);
            for (Thread t : spinners) {
                t.join();
            }
        }
        long wall = System.nanoTime() - wall0;
        String figures = String.format("CPU alone %.2f s; CPU budget %.2f s; wall on the busy machine %.2f s",
                cpuAlone / 1e9, budget.cpu().toNanos() / 1e9, wall / 1e9);
        System.out.println("CpuBudgetTest: " + figures);
        assertTrue(busy.isPresent(), "unproven on a busy machine: " + figures);
        assertEquals(alone.get().period(), busy.get().period());
        assertEquals(alone.get().preperiod(), busy.get().preperiod());
        assertFalse(busy.get().theorem().isEmpty());
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
