package org.sprague.spark;

import java.io.Serializable;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;

/**
 * What the tasks of one tier's job share with the driver: the child tiers' records (read) and,
 * with a local master, the tier's records (written by the tasks, each its own range).
 *
 * <p>On a cluster the child tiers are broadcast (Java serialisation, lz4, torrent blocks) and
 * the tasks return their records as compressed blocks. With a local master the executors are
 * threads of the driver's JVM, so a broadcast would serialise and compress up to 49 MB of
 * records per tier only for the same JVM to keep them (Connect Four 5x5: 17 tiers) and the
 * driver would decompress every block it is sent back; here the task reads the driver's
 * arrays through a key into a JVM-wide table instead, and writes its records straight into
 * the tier's array. The closure still goes through Spark (a key, not the arrays), so the job,
 * its tasks and a task's retry are Spark's. Measured gain in docs/performance-log.md
 * ("Strong solving on Spark, fourth pass").
 */
sealed interface SharedTiers extends Serializable {

    /** The child tiers' records, indexed by tier index (null where not a child). */
    short[][] children();

    /**
     * The tier's records when the tasks write them in place (a local master), else null:
     * the tasks send their blocks back and the driver decompresses them.
     */
    short[] records();

    /** Frees what the tier shared. */
    void destroy();

    /** Shares {@code children} (and a tier's records of {@code size} when local) for one tier's job. */
    static SharedTiers of(JavaSparkContext sc, short[][] children, long size) {
        if (sc.isLocal()) {
            return new Local(Local.put(new short[][][] {children, {new short[(int) size]}}));
        }
        return new Broadcasted(sc.broadcast(children));
    }

    /** Broadcast to a cluster's executors. */
    record Broadcasted(Broadcast<short[][]> shared) implements SharedTiers {
        @Override
        public short[][] children() {
            return shared.value();
        }

        @Override
        public short[] records() {
            return null;
        }

        @Override
        public void destroy() {
            shared.destroy();
        }
    }

    /**
     * A local master: the driver's own arrays, found by key in this JVM's table of what the driver
     * shares with its executor threads (tier arrays here, and {@link LocalRun}s).
     */
    record Local(long key) implements SharedTiers {
        private static final AtomicLong KEYS = new AtomicLong();
        static final Map<Long, Object> TABLE = new ConcurrentHashMap<>();

        /** Puts {@code value} in this JVM's table; returns its key. */
        static long put(Object value) {
            long key = KEYS.incrementAndGet();
            TABLE.put(key, value);
            return key;
        }

        /** The value of {@code key} in this JVM's table; {@code what} it is names it when absent. */
        @SuppressWarnings("unchecked")
        static <T> T get(long key, String what) {
            Object v = TABLE.get(key);
            if (v == null) {
                throw new IllegalStateException(what + " " + key + " is not in this JVM (a local master only)");
            }
            return (T) v;
        }

        @Override
        public short[][] children() {
            return Local.<short[][][]>get(key, "tier arrays")[0];
        }

        @Override
        public short[] records() {
            return Local.<short[][][]>get(key, "tier arrays")[1][0];
        }

        @Override
        public void destroy() {
            TABLE.remove(key);
        }
    }
}
