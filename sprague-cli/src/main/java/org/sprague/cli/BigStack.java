package org.sprague.cli;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * Runs work on a thread with a large stack. The canonical-form operations recurse on the
 * birthday of the games they combine (never on a game's position count); a large stack
 * lets deep but legal forms through, and a deeper one ends as exit 3 with a message.
 */
final class BigStack {
    /** 1 GiB of stack reserve: address space only, committed as used. */
    private static final long STACK_BYTES = 1L << 30;

    private BigStack() {
    }

    /**
     * Runs {@code work} on a fresh thread with the large stack and returns its result; what
     * it throws is thrown here, unwrapped, so the caller's error handling sees it as if the
     * work had run on this thread.
     */
    static <T> T call(Callable<T> work) throws Exception {
        FutureTask<T> task = new FutureTask<>(work);
        Thread t = new Thread(null, task, "sprague-partizan", STACK_BYTES);
        t.start();
        try {
            return task.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception x) {
                throw x;
            }
            if (e.getCause() instanceof Error x) {
                throw x;
            }
            throw e;
        }
    }
}
