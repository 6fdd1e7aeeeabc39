package org.sprague.cli;

import java.util.concurrent.Callable;

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

    static <T> T call(Callable<T> work) throws Exception {
        Object[] result = new Object[1];
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                result[0] = work.call();
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "sprague-partizan", STACK_BYTES);
        t.start();
        t.join();
        if (failure[0] instanceof Exception e) {
            throw e;
        }
        if (failure[0] instanceof Error e) {
            throw e;
        }
        @SuppressWarnings("unchecked")
        T r = (T) result[0];
        return r;
    }
}
