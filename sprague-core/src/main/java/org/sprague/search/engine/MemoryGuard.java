package org.sprague.search.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.function.LongSupplier;
import org.sprague.game.LimitExceededException;
import org.sprague.game.wording.Remedy;

/**
 * Stops a search with exit 3 before the heap runs out: the memory still in use after the
 * last garbage collection (the live set, not the garbage a search of object positions
 * leaves behind) is compared with the heap's maximum; past {@link #FULL} of it the search
 * ends with a message giving the positions stored and the bytes each cost, instead of an
 * {@code OutOfMemoryError} minutes later. Cost: a few microseconds, so callers poll it
 * every tens of thousands of positions.
 *
 * <p>The heap in use now (live set and garbage since) bounds the live set from above, so
 * while it is under {@link #FULL} of the maximum the pools are not read: the memory pools'
 * JMX beans cost about 70 classes of {@code java.management} loaded and set up at the first
 * read (none in the launcher's AOT cache), about 20-30 ms of CPU in a search that fits.
 * Measured (docs/performance-log.md, "objects36"): a JVM with the game-file AOT cache
 * running one check, 99-110 ms of CPU without the pools against 119-128 ms with them (perf
 * stat, 10 runs each, twice, load 6-7).
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
        Runtime runtime = Runtime.getRuntime();
        check(stored, runtime.totalMemory() - runtime.freeMemory(), runtime.maxMemory(),
                MemoryGuard::liveAfterLastCollection);
    }

    /**
     * {@link #check(long)} with the heap's figures given: {@code used} the heap in use now,
     * {@code max} its maximum, {@code live} read only when {@code used} passes {@link #FULL}.
     */
    static void check(long stored, long used, long max, LongSupplier live) {
        if (max == Long.MAX_VALUE || stored == 0 || used <= FULL * max) {
            return;
        }
        long after = live.getAsLong();
        if (after > FULL * max) {
            throw Remedy.attach(new LimitExceededException("memory limit: the search stored "
                    + stored + " positions at about " + after / stored + " bytes each, and they fill "
                    + Math.round(100.0 * after / max) + "% of the " + (max >> 20) + " MB heap"),
                    Remedy.MORE_MEMORY, Remedy.LOWER_POSITION_LIMIT, Remedy.PACKED_GAME);
        }
    }

    /** The heap's memory pools' use after their last collection, summed. */
    private static long liveAfterLastCollection() {
        long live = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                MemoryUsage after = pool.getCollectionUsage();
                if (after != null) {
                    live += after.getUsed();
                }
            }
        }
        return live;
    }
}
