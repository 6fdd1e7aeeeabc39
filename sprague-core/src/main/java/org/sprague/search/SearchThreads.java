package org.sprague.search;

import java.util.concurrent.Callable;

/**
 * How many threads a Grundy search may use, bound to the current thread (as
 * {@link org.sprague.game.Cancellation} binds a deadline), so a front end's {@code --threads 2}
 * reaches the engine a game builds for itself without a parameter threaded through every
 * game's factory. An engine that can split its work ({@link SplitRootSearch}) reads
 * {@link #requested()} and reports back with {@link #used}; an engine that cannot says why with
 * {@link #oneThread}, so the front end can tell the user. Outside {@link #within}: one thread.
 */
public final class SearchThreads {
    /** The most threads a search can use now (the root split runs on two). */
    public static final int MAX = 2;
    private static final ThreadLocal<SearchThreads> CURRENT = new ThreadLocal<>();

    private final int requested;
    private volatile int used = 1;
    private volatile String oneThreadReason;

    private SearchThreads(int requested) {
        this.requested = requested;
    }

    /**
     * The scope of one computation asking for {@code threads} threads (1 to {@link #MAX});
     * run work in it with {@link #call}.
     */
    public static SearchThreads of(int threads) {
        if (threads < 1 || threads > MAX) {
            throw new IllegalArgumentException("threads: 1 to " + MAX + ", not " + threads);
        }
        return new SearchThreads(threads);
    }

    /** Runs {@code work} on this thread with this scope, then restores the outer one. */
    public <T> T call(Callable<T> work) throws Exception {
        SearchThreads outer = CURRENT.get();
        CURRENT.set(this);
        try {
            return work.call();
        } finally {
            if (outer == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(outer);
            }
        }
    }

    /** The threads asked for by the scope this thread runs in; 1 outside any. */
    public static int requested() {
        SearchThreads s = CURRENT.get();
        return s == null ? 1 : s.requested;
    }

    /** Told by an engine that it ran on {@code threads} threads. */
    public static void used(int threads) {
        SearchThreads s = CURRENT.get();
        if (s != null && threads > s.used) {
            s.used = threads;
        }
    }

    /** Told by an engine that ran on one thread although more were asked for, and why (a short phrase). */
    public static void oneThread(String reason) {
        SearchThreads s = CURRENT.get();
        if (s != null && s.requested > 1 && s.oneThreadReason == null) {
            s.oneThreadReason = reason;
        }
    }

    /** The threads this scope asks for. */
    public int asked() {
        return requested;
    }

    /** The most threads a search in this scope ran on. */
    public int used() {
        return used;
    }

    /** Why a search in this scope ran on one thread although more were asked for; null if none said. */
    public String oneThreadReason() {
        return oneThreadReason;
    }
}
