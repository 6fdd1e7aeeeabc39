package org.sprague.search.engine;

import org.sprague.game.PositionLimitException;

/**
 * What watches a search: a position limit, a deadline (so a web request's deadline or an
 * interrupt stops it, exit 3) and a progress hook, polled every {@link #CHECK_EVERY} new
 * positions, never per option. The deadline is the one of the call now
 * running on the {@link SearchThreads} it follows ({@link #following}; a fixed one:
 * {@link SearchThreads#until}), which every thread of the search checks; a monitor built without
 * one stops only on an interrupt. It takes no other source of deadlines, so a source making a
 * new deadline at each read (which would never expire) cannot be written.
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
    private final SearchThreads call; // its deadline() is read at each poll: fixed, or the running call's
    private long polls;

    private SearchMonitor(long maxPositions, Progress progress, SearchThreads call) {
        this.maxPositions = PositionLimitException.checked(maxPositions);
        this.progress = progress;
        this.call = call;
    }

    /** This monitor (same limit and deadline) with the progress hook {@code p}. */
    SearchMonitor withProgress(Progress p) {
        return new SearchMonitor(maxPositions, p, call);
    }

    /**
     * This monitor stopping the search at the deadline of the call now running on {@code call}
     * ({@link SearchThreads#deadline()}, read at each poll): a search that many calls share.
     */
    public SearchMonitor following(SearchThreads call) {
        return new SearchMonitor(maxPositions, progress, call);
    }

    /**
     * @throws org.sprague.game.TimeLimitException past the deadline or interrupted
     */
    void check() {
        call.deadline().check();
    }

    /** A monitor with a position limit, no progress hook and no deadline (an interrupt still stops it). */
    public static SearchMonitor limit(long maxPositions) {
        return new SearchMonitor(maxPositions, null, SearchThreads.one());
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
