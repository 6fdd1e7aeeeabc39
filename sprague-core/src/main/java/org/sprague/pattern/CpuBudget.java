package org.sprague.pattern;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.function.Function;
import org.sprague.search.engine.SearchThreads;
import org.sprague.game.Deadline;

/**
 * A budget of the current thread's <i>CPU time</i> ({@link ThreadMXBean#getCurrentThreadCpuTime}),
 * for work whose answer must not depend on how busy the machine is: a proof that gives up
 * after so much wall time says "unproven" on a loaded machine and "proven" on a quiet one,
 * while the CPU time a single-threaded computation needs is nearly the same on both. A
 * {@link #wallCap() wall-time cap} far above the CPU budget (a deadline the work polls) still
 * ends the work of a thread the machine does not run at all.
 *
 * <p>The work decides where it may stop: it asks {@link Meter#affords} before each step whose
 * cost it can predict (e.g. a run four times the last one), so the budget bounds the work
 * without cutting a step short. Where the JVM cannot measure thread CPU time, the meter falls
 * back to wall time. Reading the thread's CPU clock costs about a microsecond (a system call
 * on Linux): ask between steps, not inside them.
 */
record CpuBudget(Duration cpu, Duration wallCap) {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    CpuBudget {
        if (cpu.isNegative() || cpu.isZero() || wallCap.compareTo(cpu) < 0) {
            throw new IllegalArgumentException("a CPU budget must be positive and at most its wall cap: "
                    + cpu + ", " + wallCap);
        }
    }

    /**
     * Runs {@code work} on this thread with a meter of this budget, under the wall-time cap
     * (or the caller's own deadline, when that is sooner).
     */
    <T> T run(SearchThreads call, Function<Meter, T> work) {
        Deadline capped = call.deadline().sooner(Deadline.after(wallCap));
        // the searches the work calls follow call's deadline: the capped one while it runs
        return call.during(capped, () -> work.apply(new Meter(cpu.toNanos(), capped)));
    }

    /** What stopped work that used the budget up: "time limit reached: stopped after 10 s of CPU time (the time allowed)". */
    String spent() {
        long ms = cpu.toMillis();
        return "time limit reached: stopped after " + (ms % 1000 == 0 ? ms / 1000 + " s" : ms + " ms")
                + " of CPU time (the time allowed)";
    }

    /** The CPU time this thread has used so far, in nanoseconds (wall time where not measurable). */
    static long threadCpuNanos() {
        if (THREADS.isCurrentThreadCpuTimeSupported()) {
            long t = THREADS.getCurrentThreadCpuTime();
            if (t >= 0) { // -1 when measurement is disabled
                return t;
            }
        }
        return System.nanoTime();
    }

    /** The CPU time spent since a budget's work began, against that budget. */
    static final class Meter {
        private final long start = threadCpuNanos();
        private final long budget;
        private final Deadline deadline;

        private Meter(long budget, Deadline deadline) {
            this.budget = budget;
            this.deadline = deadline;
        }

        /** The wall-time cap, or the caller's deadline when sooner: what the work checks. */
        Deadline deadline() {
            return deadline;
        }

        /** The CPU time used since the work began, in nanoseconds. */
        long used() {
            return threadCpuNanos() - start;
        }

        /** Whether {@code moreNanos} of CPU time still fit in the budget. */
        boolean affords(long moreNanos) {
            return used() + moreNanos <= budget;
        }
    }
}
