package org.sprague.web;

import java.time.Duration;
import org.sprague.game.LimitExceededException;

/**
 * The moment a request must stop computing. Searches call {@link #check} each time they
 * expand a position (through {@link TimedGames}), so a request past its time stops within
 * one expansion, freeing its worker, rather than running on after its answer was given up.
 */
final class Deadline {
    private final long endNanos;
    private final Duration limit;

    private Deadline(Duration limit) {
        this.limit = limit;
        this.endNanos = System.nanoTime() + limit.toNanos();
    }

    /** A deadline {@code limit} from now. */
    static Deadline in(Duration limit) {
        return new Deadline(limit);
    }

    /**
     * @throws LimitExceededException when the time is up or the worker was interrupted
     *     (the request was given up)
     */
    void check() {
        if (System.nanoTime() - endNanos > 0 || Thread.currentThread().isInterrupted()) {
            throw timeUp(limit);
        }
    }

    /** The message of a request that ran out of time. */
    static LimitExceededException timeUp(Duration limit) {
        return new LimitExceededException("time limit reached: the request computed for more than "
                + limit.toMillis() + " ms, the server's limit per request (ask for a smaller position or"
                + " table, or use the sprague command, which has no time limit)");
    }
}
