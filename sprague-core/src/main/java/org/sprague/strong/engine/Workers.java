package org.sprague.strong.engine;

import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs one task on {@code threads} platform threads (the calling thread being one of them) and
 * waits for all; the first exception any of them throws is thrown again here, unchanged, and
 * {@link #failed} tells the others to stop at their next chunk of work.
 */
final class Workers {
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    /** Whether a worker has thrown: the others stop taking work. */
    boolean failed() {
        return failure.get() != null;
    }

    /** Runs {@code task} on {@code threads} threads and returns when every one has finished. */
    void run(int threads, Runnable task) {
        Runnable guarded = () -> {
            try {
                task.run();
            } catch (Throwable e) {
                failure.compareAndSet(null, e);
            }
        };
        Thread[] others = new Thread[threads - 1];
        for (int i = 0; i < others.length; i++) {
            others[i] = new Thread(guarded, "sprague-tier-" + (i + 1));
            others[i].setDaemon(true);
            others[i].start();
        }
        guarded.run();
        boolean interrupted = false;
        for (Thread th : others) {
            while (th.isAlive()) {
                try {
                    th.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                    failure.compareAndSet(null, new org.sprague.game.TimeLimitException(
                            "cancelled: the caller stopped waiting for this computation", null));
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable e = failure.get();
        if (e instanceof RuntimeException re) {
            throw re;
        }
        if (e instanceof Error err) {
            throw err;
        }
        if (e != null) {
            throw new IllegalStateException(e);
        }
    }
}
