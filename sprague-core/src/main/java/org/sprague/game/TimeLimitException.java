package org.sprague.game;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

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

    /**
     * {@code task}'s result, waited for: an interrupt while waiting is a cancellation (this
     * exception, "interrupted while waiting for {@code what}", the thread's interrupt flag set
     * again); the task's own failure is rethrown as it was thrown (an unchecked exception or an
     * error; a checked one inside an {@link IllegalStateException}).
     */
    public static <T> T await(Future<T> task, String what) {
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TimeLimitException("cancelled: interrupted while waiting for " + what, null);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
