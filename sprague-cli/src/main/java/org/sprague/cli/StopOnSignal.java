package org.sprague.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl-C or kill (not kill -9) during a long run: a shutdown hook that raises
 * {@link #requested()} and waits (30 s at most) until the run has saved what it computed and
 * {@link #close closed} this, so that the JVM exits after the save. The one hook of
 * {@code grundy --checkpoint}, {@code grundy --disk} and {@code solve --outcome --checkpoint}
 * (whose search polls no flag: the hook interrupts its thread, and the search stops on the
 * interrupt as at a deadline, writing its checkpoint).
 */
final class StopOnSignal implements AutoCloseable {
    private final AtomicBoolean requested = new AtomicBoolean();
    private final CountDownLatch closed = new CountDownLatch(1);
    private final Thread hook;

    /** Installs the hook, a thread named {@code name}; with {@code install} false, none (never requested). */
    StopOnSignal(String name, boolean install) {
        this(name, install, () -> { });
    }

    /** {@link #StopOnSignal(String, boolean)} that also runs {@code onRequest} when the signal comes. */
    StopOnSignal(String name, boolean install, Runnable onRequest) {
        hook = !install ? null : new Thread(() -> {
            requested.set(true);
            onRequest.run();
            try {
                closed.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, name);
        if (hook != null) {
            Runtime.getRuntime().addShutdownHook(hook);
        }
    }

    /** Whether a signal asked the run to save and stop. */
    boolean requested() {
        return requested.get();
    }

    /** The run has saved (or failed): the hook, if running, returns; else it is removed. */
    @Override
    public void close() {
        closed.countDown();
        if (hook != null) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running: it returns now that closed is counted down
            }
        }
    }
}
