package org.sprague.game;

import java.time.Duration;

/**
 * A point in time after which a computation stops, as an object the engines receive when they
 * are built (in {@link org.sprague.catalog.SolveOptions#deadline()}, or a search's monitor)
 * rather than a value bound to the calling thread: a worker thread an engine starts gets the
 * same token, and two computations on two threads with two tokens never see each other's.
 *
 * <p>Long loops call {@link #check()} every thousand steps or so: a check is a field read, an
 * interrupt-flag read and one {@link System#nanoTime()} (about 20 ns), as the thread-bound
 * check it replaces. {@link #unlimited()} never expires (it still stops on an interrupt).
 * Immutable and thread-safe.
 */
public final class Deadline {
    /**
     * The longest limit kept (100 years): a longer limit is no limit, so that
     * {@code System.nanoTime() + limit} cannot overflow (which made {@code --timeout
     * 9223372037} a deadline in the past).
     */
    public static final Duration FOREVER = Duration.ofDays(36_525);

    private static final Deadline UNLIMITED = new Deadline(0, 0);

    private final long end; // System.nanoTime() at which the time is up; unused when limit is 0
    private final long limit; // nanos allowed, for the message; 0: unlimited

    private Deadline(long end, long limit) {
        this.end = end;
        this.limit = limit;
    }

    /** The deadline that never expires (interrupting the thread still stops the work). */
    public static Deadline unlimited() {
        return UNLIMITED;
    }

    /**
     * A deadline {@code limit} from now; {@link #unlimited()} when {@code limit} is
     * {@link #FOREVER} or more.
     *
     * @throws IllegalArgumentException when {@code limit} is zero or negative
     */
    public static Deadline after(Duration limit) {
        if (limit.isNegative() || limit.isZero()) {
            throw new IllegalArgumentException("a time limit must be positive: " + limit);
        }
        if (limit.compareTo(FOREVER) >= 0) {
            return UNLIMITED;
        }
        return new Deadline(System.nanoTime() + limit.toNanos(), limit.toNanos());
    }

    /** Whether this deadline never expires. */
    public boolean isUnlimited() {
        return limit == 0;
    }

    /** The sooner of this deadline and {@code other} (deadlines nest: an inner one can only shorten the time). */
    public Deadline sooner(Deadline other) {
        if (other.isUnlimited()) {
            return this;
        }
        if (isUnlimited()) {
            return other;
        }
        return other.end - end < 0 ? other : this;
    }

    /**
     * This deadline moved {@code by} earlier, reporting the same limit when it passes: for work
     * that must end by this deadline and needs {@code by} after its last check (a stop's write);
     * its {@link TimeLimitException} reads as this deadline's, so a caller that recognises its
     * own limit still does. Unlimited stays unlimited.
     */
    public Deadline earlier(Duration by) {
        return limit == 0 || by.isNegative() || by.isZero() ? this : new Deadline(end - by.toNanos(), limit);
    }

    /**
     * @throws TimeLimitException when the calling thread was interrupted or this deadline has passed
     */
    public void check() {
        if (Thread.currentThread().isInterrupted()) {
            throw cancelled();
        }
        if (limit != 0 && System.nanoTime() - end > 0) {
            Duration allowed = Duration.ofNanos(limit);
            throw new TimeLimitException("time limit reached: stopped after " + describe(allowed)
                    + " (the time allowed)", allowed);
        }
    }

    /** What an interrupted computation throws: the caller stopped waiting (no limit). */
    static TimeLimitException cancelled() {
        return new TimeLimitException("cancelled: the caller stopped waiting for this computation", null);
    }

    /** The time left (zero once passed), or {@code null} when {@link #isUnlimited()}. */
    public Duration remaining() {
        return limit == 0 ? null : Duration.ofNanos(Math.max(0, end - System.nanoTime()));
    }

    @Override
    public String toString() {
        return limit == 0 ? "unlimited" : "deadline of " + describe(Duration.ofNanos(limit));
    }

    private static String describe(Duration limit) {
        long ms = limit.toMillis();
        return ms % 1000 == 0 ? (ms / 1000) + " s" : ms + " ms";
    }
}
