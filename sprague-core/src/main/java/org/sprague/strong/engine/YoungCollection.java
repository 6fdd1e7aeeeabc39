package org.sprague.strong.engine;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * Asks G1 for one young collection, which {@link System#gc()} cannot do: it allocates short-lived
 * arrays of {@link #CHUNK} bytes (never humongous: under half of G1's smallest region, 1 MB)
 * until the young collector's count moves, at most {@code limit} bytes. Why: a tier's records are
 * one array of up to 49 MB (Connect Four 5x5), a humongous object that G1 frees only at a
 * collection; a young collection reclaims a dead humongous primitive array eagerly, without the
 * marking cycle that {@code System.gc()} starts (+8% CPU on a quiet machine).
 * Cost: the allocation of at most the young generation's free room (the launcher caps it at 32 MB
 * for {@code strong}) and one young pause of a heap whose young objects are nearly all dead.
 * Under another collector (no bean named "G1 Young Generation") it does nothing. Figures:
 * docs/performance-log.md, "strong14".
 */
final class YoungCollection {
    /** Bytes of each throw-away array: 256 KB, under half of G1's smallest region. */
    static final int CHUNK = 256 << 10;
    /** G1's young collector, or null under another collector. */
    private static final GarbageCollectorMXBean YOUNG = young();
    /** Where the throw-away arrays go, so that the JIT cannot remove their allocation (escape analysis). */
    @SuppressWarnings("unused")
    private static volatile byte[] sink;

    private YoungCollection() {
    }

    /**
     * Allocates until a young collection has happened or {@code limit} bytes were allocated;
     * whether one happened (false at once under a collector other than G1).
     */
    static boolean request(long limit) {
        if (YOUNG == null) {
            return false;
        }
        long before = YOUNG.getCollectionCount();
        for (long done = 0; done < limit; done += CHUNK) {
            sink = new byte[CHUNK];
            if (YOUNG.getCollectionCount() != before) {
                sink = null;
                return true;
            }
        }
        sink = null;
        return false;
    }

    private static GarbageCollectorMXBean young() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().filter(b -> "G1 Young Generation".equals(b.getName()))
                .findFirst().orElse(null);
    }
}
