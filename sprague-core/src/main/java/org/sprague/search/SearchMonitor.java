package org.sprague.search;

import org.sprague.game.Cancellation;
import org.sprague.game.PositionLimitException;

/**
 * What watches a search: a position limit, the thread's {@link Cancellation} deadline (so a
 * web request's deadline or an interrupt stops it, exit 3) and a progress hook, polled
 * every {@link #CHECK_EVERY} new positions, never per option.
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
    private long polls;

    /**
     * @param maxPositions the most positions to store before {@link PositionLimitException}
     * @param progress told the count of stored positions now and then; may be null
     */
    public SearchMonitor(long maxPositions, Progress progress) {
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be >= 1: " + maxPositions);
        }
        this.maxPositions = maxPositions;
        this.progress = progress;
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
        Cancellation.check();
        if (++polls % 16 == 0) {
            MemoryGuard.check(stored);
        }
        if (progress != null) {
            progress.stored(stored);
        }
    }
}
