package org.sprague.cli;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.SpragueException;

/**
 * Runs work that calls a user's game code: in a daemon thread with a time limit, so a
 * game whose {@code options} loops ends the command (exit 3) instead of hanging it, and
 * an exception from the user's code is reported in one line (exit 2).
 */
final class UserCode {
    private UserCode() {
    }

    static <T> T call(Callable<T> work, java.time.Duration timeout) {
        // the question in work stops itself at its deadline (the same limit); the thread is given up otherwise
        FutureTask<T> task = new FutureTask<>(() -> {
            try {
                return work.call();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        Thread t = new Thread(task, "sprague-user-game");
        t.setDaemon(true);
        t.start();
        try {
            return task.get(timeout.toMillis() + Watchdog.GRACE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            t.interrupt();
            throw new LimitExceededException("the game did not finish within " + TimeoutOption.seconds(timeout)
                    + " (does its options() loop?); raise the limit with --timeout");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LimitExceededException("interrupted");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof SpragueException se) {
                throw se;
            }
            if (cause instanceof OutOfMemoryError || cause instanceof StackOverflowError) {
                throw new LimitExceededException("the game's code ran out of " + (cause instanceof StackOverflowError
                        ? "stack (does its options() recurse without end?)" : "memory"));
            }
            throw new InvalidInputException("the game's code threw " + describe(cause));
        }
    }

    /** {@code Type: message (at File.java:LINE)}: the exception and the first line of the user's code it passed. */
    static String describe(Throwable cause) {
        StackTraceElement at = java.util.Arrays.stream(cause.getStackTrace()).filter(el -> el.getFileName() != null
                && !el.getClassName().startsWith("org.sprague.") && !el.getClassName().startsWith("java.")
                && !el.getClassName().startsWith("jdk.")).findFirst().orElse(null);
        return cause.getClass().getSimpleName() + (cause.getMessage() == null ? "" : ": " + cause.getMessage())
                + (at == null ? "" : " (at " + at.getFileName() + ":" + at.getLineNumber() + ")");
    }
}
