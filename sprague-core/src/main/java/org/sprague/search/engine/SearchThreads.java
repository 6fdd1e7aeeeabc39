package org.sprague.search.engine;

import java.util.function.Supplier;
import org.sprague.game.Deadline;

/**
 * How many threads the searches of one solver may use, what they did with them, and the
 * deadline of the call now running on them: a plain object the solver is built with (from
 * {@code SolveOptions.threads()}) and hands to the engines it builds, so a front end's
 * {@code --threads 2} and deadline reach the engine with no thread-bound variable. An engine
 * that can split its work ({@link SplitRootSearch}) reads {@link #asked()} and reports back
 * with {@link #used(int)}; an engine that cannot says why with {@link #oneThread}, so the front
 * end can tell the user. Safe to report to from any thread.
 *
 * <p>The engines are built once and shared by every call of their solver (a memo is filled
 * once), while each call has its own deadline: the solver runs a call under {@link #during},
 * and the engines' monitors ({@link SearchMonitor#following}) read {@link #deadline()} at each
 * poll, on whichever thread polls (a split search's helper sees the caller's deadline).
 */
public final class SearchThreads {
    /** The most threads a search can use now (the root split runs on two). */
    public static final int MAX = 2;

    private final int requested;
    private volatile int used = 1;
    private volatile String oneThreadReason;
    private volatile Deadline deadline = Deadline.unlimited(); // of the call now running

    private SearchThreads(int requested) {
        this.requested = requested;
    }

    /** The threads of one computation asking for {@code threads} threads (1 to {@link #MAX}). */
    public static SearchThreads of(int threads) {
        if (threads < 1 || threads > MAX) {
            throw new IllegalArgumentException("threads: 1 to " + MAX + ", not " + threads);
        }
        return new SearchThreads(threads);
    }

    /** One thread: what an engine built without options uses. */
    public static SearchThreads one() {
        return new SearchThreads(1);
    }

    /**
     * One thread whose deadline is {@code d} outside any call ({@link #during} can only shorten
     * it): what an engine built for one computation with a fixed deadline follows.
     */
    public static SearchThreads until(Deadline d) {
        SearchThreads threads = new SearchThreads(1);
        threads.deadline = d;
        return threads;
    }

    /** Told by an engine that it ran on {@code threads} threads. */
    public synchronized void used(int threads) {
        if (threads > used) {
            used = threads;
        }
    }

    /** Told by an engine that ran on one thread although more were asked for, and why (a short phrase). */
    public synchronized void oneThread(String reason) {
        if (requested > 1 && oneThreadReason == null) {
            oneThreadReason = reason;
        }
    }

    /** The threads asked for. */
    public int asked() {
        return requested;
    }

    /** The most threads a search of this computation ran on. */
    public int used() {
        return used;
    }

    /** Why a search of this computation ran on one thread although more were asked for; null if none said. */
    public String oneThreadReason() {
        return oneThreadReason;
    }

    /** The deadline of the call now running on this solver's engines ({@link Deadline#unlimited()} between calls). */
    public Deadline deadline() {
        return deadline;
    }

    /**
     * Runs {@code work} with {@code d} (or the deadline of the call it runs inside, when that is
     * sooner) as {@link #deadline()}, and restores the outer one afterwards: calls nest, an
     * inner call can only shorten the time. One caller at a time (as the engines themselves).
     */
    public <T> T during(Deadline d, Supplier<T> work) {
        Deadline outer = deadline;
        deadline = outer.sooner(d);
        try {
            return work.get();
        } finally {
            deadline = outer;
        }
    }
}
