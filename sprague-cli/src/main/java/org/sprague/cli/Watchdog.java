package org.sprague.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.sprague.game.Deadline;
import org.sprague.game.TimeLimitException;

/**
 * A command's computation on a daemon thread, watched from the command's thread: the question
 * it asks carries the {@code --timeout} (so loops that poll its deadline stop themselves), and it is
 * ended with exit code 3 at the timeout even when a loop does not poll (the process exits and
 * takes the daemon thread with it), and, on a terminal, a progress line past two seconds
 * ("computing: 12 s") so long work is never silent.
 */
final class Watchdog {
    private static final long QUIET_MILLIS = 2_000;

    private Watchdog() {
    }

    /**
     * How long past its deadline the computation may take to stop itself before the command
     * gives it up (its thread interrupted, exit 3 at once): loops poll the deadline every few
     * milliseconds, so this only shows on a busy machine, or with a loop that does not poll.
     */
    static final long GRACE_MILLIS = 300;

    /** How long an interrupted command waits for its work to stop and write what it saves (StopOnSignal waits 30 s). */
    static final long STOP_WAIT_MILLIS = 25_000;

    /**
     * Runs {@code work}; {@code timeout} null for no limit; {@code err} null for no
     * progress line (also when standard error is not a terminal).
     */
    static <T> T call(String what, Callable<T> work, Duration timeout, PrintWriter err) throws Exception {
        boolean show = err != null && ProgressReporter.terminal();
        if (timeout == null && !show) {
            return work.call(); // nothing to watch: no thread
        }
        FutureTask<T> task = new FutureTask<>(work);
        Thread t = new Thread(task, "sprague-" + what);
        t.setDaemon(true);
        long start = System.nanoTime();
        t.start();
        long endMillis = timeout == null ? Long.MAX_VALUE : timeout.toMillis() + GRACE_MILLIS;
        boolean shown = false;
        try {
            while (true) {
                long elapsed = (System.nanoTime() - start) / 1_000_000;
                if (elapsed >= endMillis) {
                    t.interrupt();
                    throw timeUp(timeout);
                }
                try {
                    return task.get(Math.min(1000, endMillis - elapsed), TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    elapsed = (System.nanoTime() - start) / 1_000_000;
                    if (show && elapsed >= QUIET_MILLIS) {
                        err.print("\r" + what + ": computing, " + (elapsed / 1000) + " s"
                                + (timeout == null ? " (Ctrl-C stops; --timeout SECONDS bounds it) "
                                        : " of at most " + TimeoutOption.seconds(timeout) + " "));
                        err.flush();
                        shown = true;
                    }
                }
            }
        } catch (InterruptedException e) {
            t.interrupt();
            // a signal (StopOnSignal interrupts this thread): the work stops at its next poll and may
            // write its checkpoint first (solve --outcome --checkpoint: the facts, then the table); the
            // JVM exits once this returns, so wait for it (within the hook's 30 s), else the write is cut
            try {
                t.join(STOP_WAIT_MILLIS);
            } catch (InterruptedException again) {
                // interrupted twice: give up waiting
            }
            Thread.currentThread().interrupt();
            throw new TimeLimitException("interrupted", null);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof TimeLimitException tl && timeout != null && timeout.equals(tl.limit())) {
                throw timeUp(timeout); // the engine's words for the deadline, in the command's (--timeout)
            }
            if (cause instanceof Exception ex) {
                throw ex;
            }
            throw (Error) cause;
        } finally {
            if (shown) {
                err.print("\r" + " ".repeat(79) + "\r");
                err.flush();
            }
        }
    }

    /**
     * Runs {@code work} on this thread with the {@link Deadline} of what is left of
     * {@code timeout} (null: none) since {@code startNanos}, for work whose loops all poll the
     * deadline and that must stay on this thread (a database writer's owner): no watching
     * thread; the engine's deadline comes out in the command's words.
     */
    static <T> T within(Duration timeout, long startNanos, java.util.function.Function<Deadline, T> work) {
        if (timeout == null) {
            return work.apply(Deadline.unlimited());
        }
        Duration left = timeout.minusNanos(System.nanoTime() - startNanos);
        if (left.isNegative() || left.isZero()) {
            throw timeUp(timeout);
        }
        Deadline d = Deadline.after(left);
        try {
            return work.apply(d);
        } catch (TimeLimitException e) {
            throw left.equals(e.limit()) ? timeUp(timeout) : e;
        }
    }

    /** {@code time limit reached: stopped after 0.2 s (--timeout 0.2); raise it, or ask for less}. */
    static TimeLimitException timeUp(Duration limit) {
        String s = TimeoutOption.seconds(limit);
        return new TimeLimitException("time limit reached: stopped after " + s + " (--timeout "
                + s.substring(0, s.length() - 2) + "); raise it, or ask for less", limit);
    }
}
