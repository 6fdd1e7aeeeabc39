package org.sprague.game;

import java.time.Duration;

/**
 * A computation ran past the {@link Deadline} it was given, or its thread was
 * interrupted (the caller gave the answer up).
 */
public final class TimeLimitException extends LimitExceededException {
    private static final long serialVersionUID = 1L;
    private final Duration limit;

    public TimeLimitException(String message, Duration limit) {
        super(message);
        this.limit = limit;
    }

    /** The time that was allowed, or {@code null} when the work was cancelled by an interrupt. */
    public Duration limit() {
        return limit;
    }
}
