package org.sprague.game;

import java.time.Duration;
import java.util.function.Supplier;

/**
 * A deadline bound to the current thread, so that any long loop of the engine (a search, a
 * periodicity proof, a table) can stop when its caller's time is up or the caller gave the
 * work up by interrupting the thread, without a parameter threaded through every call.
 *
 * <p>Work runs under {@link #within}; long loops call {@link #check()} every thousand steps or
 * so. A check costs a thread-local read and one {@link System#nanoTime()}, about 20 ns, so it
 * belongs outside the innermost loops. Deadlines nest: an inner {@code within} can only shorten
 * the time left, never extend the outer one.
 */
public final class Cancellation {
    /** Per thread: {end nanos, limit nanos}; absent when no deadline is set. */
    private static final ThreadLocal<long[]> DEADLINE = new ThreadLocal<>();

    private Cancellation() {
    }

    /**
     * The longest deadline kept (100 years): a longer limit is no limit, so that
     * {@code System.nanoTime() + limit} cannot overflow (which made {@code --timeout
     * 9223372037} a deadline in the past).
     */
    public static final Duration FOREVER = Duration.ofDays(36_525);

    /**
     * Runs {@code work} on this thread with a deadline {@code limit} from now (or the outer
     * deadline, when that is sooner), and restores the outer deadline afterwards. A limit of
     * {@link #FOREVER} or more adds no deadline (an outer one still holds).
     */
    public static <T> T within(Duration limit, Supplier<T> work) {
        if (limit.isNegative() || limit.isZero()) {
            throw new IllegalArgumentException("a time limit must be positive: " + limit);
        }
        if (limit.compareTo(FOREVER) >= 0) {
            return work.get();
        }
        long[] outer = DEADLINE.get();
        long end = System.nanoTime() + limit.toNanos();
        long[] mine = outer != null && outer[0] - end < 0 ? outer : new long[] {end, limit.toNanos()};
        DEADLINE.set(mine);
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

    /**
     * @throws TimeLimitException when this thread was interrupted or its deadline has passed
     */
    public static void check() {
        if (Thread.currentThread().isInterrupted()) {
            throw new TimeLimitException("cancelled: the caller stopped waiting for this computation", null);
        }
        long[] d = DEADLINE.get();
        if (d != null && System.nanoTime() - d[0] > 0) {
            Duration limit = Duration.ofNanos(d[1]);
            throw new TimeLimitException("time limit reached: stopped after " + describe(limit)
                    + " (the time allowed)", limit);
        }
    }

    /** The time left before this thread's deadline, or {@code null} when it has none. */
    public static Duration remaining() {
        long[] d = DEADLINE.get();
        return d == null ? null : Duration.ofNanos(Math.max(0, d[0] - System.nanoTime()));
    }

    private static String describe(Duration limit) {
        long ms = limit.toMillis();
        return ms % 1000 == 0 ? (ms / 1000) + " s" : ms + " ms";
    }
}
