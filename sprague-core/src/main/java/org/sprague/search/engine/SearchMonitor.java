package org.sprague.search.engine;

import org.sprague.game.Cancellation;
import org.sprague.game.Deadline;
import org.sprague.game.PositionLimitException;

/**
 * What watches a search: a position limit, a deadline (so a web request's deadline or an
 * interrupt stops it, exit 3) and a progress hook, polled every {@link #CHECK_EVERY} new
 * positions, never per option. The deadline is the {@link Deadline} the monitor was built
 * with ({@link #withDeadline}), which every thread of the search checks; a monitor built
 * without one checks the calling thread's {@link Cancellation} (the temporary bridge).
 */
public final class SearchMonitor {
    /** New positions between two polls of the deadline and the progress hook. */
    public static final int CHECK_EVERY = 4096;

    /** Told how many positions a search has stored, every {@link #CHECK_EVERY}. */
    @FunctionalInterface
    interface Progress {
        void stored(long positions);
    }

    private final long maxPositions;
    private final Progress progress;
    private final Deadline deadline; // null: the calling thread's Cancellation (bridge)
    private long polls;

    /**
     * @param maxPositions the most positions to store before {@link PositionLimitException}
     * @param progress told the count of stored positions now and then; may be null
     */
    public SearchMonitor(long maxPositions, Progress progress) {
        this(maxPositions, progress, null);
    }

    private SearchMonitor(long maxPositions, Progress progress, Deadline deadline) {
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be >= 1: " + maxPositions);
        }
        this.maxPositions = maxPositions;
        this.progress = progress;
        this.deadline = deadline;
    }

    /** This monitor (same limit and deadline) with the progress hook {@code p}. */
    SearchMonitor withProgress(Progress p) {
        return new SearchMonitor(maxPositions, p, deadline);
    }

    /** This monitor stopping the search at {@code d}, on whichever thread polls it. */
    public SearchMonitor withDeadline(Deadline d) {
        return new SearchMonitor(maxPositions, progress, d);
    }

    /**
     * The deadline this monitor checks: the one it was built with, else (bridge) the calling
     * thread's {@link Cancellation#current()}, read now; a search that starts worker threads
     * reads it on the caller's thread and gives it to them.
     */
    public Deadline deadline() {
        return deadline != null ? deadline : Cancellation.current();
    }

    /**
     * @throws org.sprague.game.TimeLimitException past the deadline or interrupted
     */
    void check() {
        if (deadline != null) {
            deadline.check();
        }
        Cancellation.check(); // bridge: a caller's thread-bound deadline still holds
    }

    /** A monitor with a position limit and no progress hook. */
    public static SearchMonitor limit(long maxPositions) {
        return new SearchMonitor(maxPositions, null);
    }

    /** The progress hook; may be null. */
    Progress progress() {
        return progress;
    }

    /** The position limit. */
    public long maxPositions() {
        return maxPositions;
    }

    /**
     * Called by a search about to store its {@code stored + 1}-th position.
     *
     * @throws PositionLimitException past the limit
     * @throws org.sprague.game.TimeLimitException past the deadline or interrupted
     */
    void poll(long stored) {
        if (stored >= maxPositions) {
            throw new PositionLimitException(stored, maxPositions);
        }
        check();
        if (++polls % 16 == 0) {
            MemoryGuard.check(stored);
        }
        if (progress != null) {
            progress.stored(stored);
        }
    }
}
