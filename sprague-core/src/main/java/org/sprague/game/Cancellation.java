package org.sprague.game;

import java.time.Duration;
import java.util.function.Supplier;

/**
 * <b>Temporary bridge</b> (issue 22 item 2): the {@link Deadline} of the current thread, for the
 * loops not yet given a {@link Deadline} object when they are built. New code takes a
 * {@link Deadline} (in {@link org.sprague.catalog.SolveOptions} or its engine's constructor)
 * and calls {@link Deadline#check()} on it; the search engines ({@code search.SearchMonitor},
 * {@code search.SplitRootSearch}) do. This class goes when the last static call site does.
 *
 * <p>Work runs under {@link #within}; long loops call {@link #check()} every thousand steps or
 * so. A check costs a thread-local read and one {@link System#nanoTime()}, about 20 ns, so it
 * belongs outside the innermost loops. Deadlines nest: an inner {@code within} can only shorten
 * the time left, never extend the outer one.
 */
public final class Cancellation {
    /** Per thread: the deadline installed by {@link #within}; absent when none is. */
    private static final ThreadLocal<Deadline> DEADLINE = new ThreadLocal<>();

    private Cancellation() {
    }

    /** The longest deadline kept: {@link Deadline#FOREVER}. */
    public static final Duration FOREVER = Deadline.FOREVER;

    /**
     * Runs {@code work} on this thread with a deadline {@code limit} from now (or the outer
     * deadline, when that is sooner), and restores the outer deadline afterwards. A limit of
     * {@link #FOREVER} or more adds no deadline (an outer one still holds).
     */
    public static <T> T within(Duration limit, Supplier<T> work) {
        return within(Deadline.after(limit), work);
    }

    /**
     * Runs {@code work} on this thread with {@code deadline} (or the outer one, when that is
     * sooner) as the deadline the static {@link #check()} sees, and restores the outer one.
     */
    public static <T> T within(Deadline deadline, Supplier<T> work) {
        if (deadline.isUnlimited()) {
            return work.get();
        }
        Deadline outer = DEADLINE.get();
        DEADLINE.set(outer == null ? deadline : outer.sooner(deadline));
        try {
            return work.get();
        } finally {
            if (outer == null) {
                DEADLINE.remove();
            } else {
                DEADLINE.set(outer);
            }
        }
    }

    /** The deadline of this thread ({@link Deadline#unlimited()} outside {@link #within}). */
    public static Deadline current() {
        Deadline d = DEADLINE.get();
        return d == null ? Deadline.unlimited() : d;
    }

    /**
     * @throws TimeLimitException when this thread was interrupted or its deadline has passed
     */
    public static void check() {
        Deadline d = DEADLINE.get();
        if (d != null) {
            d.check();
        } else if (Thread.currentThread().isInterrupted()) {
            throw Deadline.cancelled(); // as before the bridge: no deadline object read when none is set
        }
    }

    /** The time left before this thread's deadline, or {@code null} when it has none. */
    public static Duration remaining() {
        return current().remaining();
    }
}
