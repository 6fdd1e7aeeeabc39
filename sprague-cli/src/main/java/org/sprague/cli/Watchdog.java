package org.sprague.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.sprague.game.Cancellation;
import org.sprague.game.SpragueException;
import org.sprague.game.TimeLimitException;

/**
 * A command's computation on a daemon thread, watched from the command's thread: under
 * {@link Cancellation#within} the {@code --timeout} (so loops that poll stop themselves),
 * ended with exit code 3 at the timeout even when a loop does not poll (the process exits and
 * takes the daemon thread with it), and, on a terminal, a progress line past two seconds
 * ("computing: 12 s") so long work is never silent.
 */
final class Watchdog {
    private static final long QUIET_MILLIS = 2_000;

    private Watchdog() {
    }

    /**
     * Runs {@code work}; {@code timeoutSeconds} null for no limit; {@code err} null for no
     * progress line (also when standard error is not a terminal).
     */
    static <T> T call(String what, Callable<T> work, Long timeoutSeconds, PrintWriter err) throws Exception {
        Callable<T> bounded = timeoutSeconds == null ? work : () -> {
            try {
                return Cancellation.within(Duration.ofSeconds(timeoutSeconds), () -> {
                    try {
                        return work.call();
                    } catch (RuntimeException e) {
                        throw e;
                    } catch (Exception e) {
                        throw new Wrapped(e);
                    }
                });
            } catch (Wrapped w) {
                throw w.checked;
            }
        };
        boolean show = err != null && ProgressReporter.terminal();
        if (timeoutSeconds == null && !show) {
            return work.call(); // nothing to watch: no thread
        }
        FutureTask<T> task = new FutureTask<>(bounded);
        Thread t = new Thread(task, "sprague-" + what);
        t.setDaemon(true);
        long start = System.nanoTime();
        t.start();
        long endMillis = timeoutSeconds == null ? Long.MAX_VALUE : timeoutSeconds * 1000 + 500;
        boolean shown = false;
        try {
            while (true) {
                long elapsed = (System.nanoTime() - start) / 1_000_000;
                if (elapsed >= endMillis) {
                    t.interrupt();
                    throw timeUp(timeoutSeconds);
                }
                try {
                    return task.get(Math.min(1000, endMillis - elapsed), TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    elapsed = (System.nanoTime() - start) / 1_000_000;
                    if (show && elapsed >= QUIET_MILLIS) {
                        err.print("\r" + what + ": computing, " + (elapsed / 1000) + " s"
                                + (timeoutSeconds == null ? " (Ctrl-C stops; --timeout SECONDS bounds it) "
                                        : " of at most " + timeoutSeconds + " s "));
                        err.flush();
                        shown = true;
                    }
                }
            }
        } catch (InterruptedException e) {
            t.interrupt();
            Thread.currentThread().interrupt();
            throw new TimeLimitException("interrupted", null);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
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

    private static SpragueException timeUp(long seconds) {
        return new TimeLimitException("time limit reached: stopped after " + seconds + " s (--timeout " + seconds
                + "); raise it, or ask for less", Duration.ofSeconds(seconds));
    }

    /** A checked exception carried through a Supplier. */
    private static final class Wrapped extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final Exception checked;

        Wrapped(Exception checked) {
            super(checked);
            this.checked = checked;
        }
    }
}
