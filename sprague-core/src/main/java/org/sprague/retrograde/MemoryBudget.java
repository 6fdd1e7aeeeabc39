package org.sprague.retrograde;

import org.sprague.game.LimitExceededException;
import org.sprague.game.wording.Remedy;

/**
 * Refuses an allocation that the Java heap cannot hold, before it is attempted, so a graph
 * too large for memory is a {@link LimitExceededException} (exit 3) with the figure, never
 * an {@code OutOfMemoryError}. The free heap is estimated as
 * {@code maxMemory - (totalMemory - freeMemory)}; garbage not yet collected counts as used,
 * so the check is conservative.
 */
public final class MemoryBudget {
    private MemoryBudget() {
    }

    /** Throws when {@code bytes} more would not fit in the heap. */
    public static void require(long bytes, String what) {
        long free = free(bytes);
        if (bytes > free) {
            throw Remedy.attach(new LimitExceededException(what + " needs about "
                    + mb(bytes) + " MB and the Java heap has " + mb(free) + " MB free of "
                    + mb(Runtime.getRuntime().maxMemory()) + " MB"), Remedy.MORE_MEMORY, Remedy.SMALLER_INPUT);
        }
    }

    /**
     * The bytes free in the Java heap, after a garbage collection when fewer than
     * {@code wanted} are free before (the one estimate behind every memory check).
     */
    public static long free(long wanted) {
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if (wanted > free) {
            System.gc();
            free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        }
        return free;
    }

    private static long mb(long bytes) {
        return (bytes + (1 << 20) - 1) >> 20;
    }
}
