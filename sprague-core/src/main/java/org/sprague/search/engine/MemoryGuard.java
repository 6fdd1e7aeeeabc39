package org.sprague.search.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import org.sprague.game.LimitExceededException;
import org.sprague.game.wording.Remedy;

/**
 * Stops a search with exit 3 before the heap runs out: the memory still in use after the
 * last garbage collection (the live set, not the garbage a search of object positions
 * leaves behind) is compared with the heap's maximum; past {@link #FULL} of it the search
 * ends with a message giving the positions stored and the bytes each cost, instead of an
 * {@code OutOfMemoryError} minutes later. Cost: a few microseconds, so callers poll it
 * every tens of thousands of positions.
 */
public final class MemoryGuard {
    /** The share of the heap the live set may fill before a search stops. */
    public static final double FULL = 0.85;

    private MemoryGuard() {
    }

    /**
     * @param stored positions stored so far, for the message
     * @throws LimitExceededException when the live set after the last collection passes {@link #FULL}
     */
    public static void check(long stored) {
        long max = Runtime.getRuntime().maxMemory();
        if (max == Long.MAX_VALUE || stored == 0) {
            return;
        }
        long live = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                MemoryUsage after = pool.getCollectionUsage();
                if (after != null) {
                    live += after.getUsed();
                }
            }
        }
        if (live > FULL * max) {
            throw Remedy.attach(new LimitExceededException("memory limit: the search stored "
                    + stored + " positions at about " + live / stored + " bytes each, and they fill "
                    + Math.round(100.0 * live / max) + "% of the " + (max >> 20) + " MB heap"),
                    Remedy.MORE_MEMORY, Remedy.LOWER_POSITION_LIMIT, Remedy.PACKED_GAME);
        }
    }
}
