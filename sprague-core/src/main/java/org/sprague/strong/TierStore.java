package org.sprague.strong;

/**
 * Where a strong solve keeps the records of solved tiers: in memory, or in a database file
 * being written (which also makes the solve resumable: tiers already stored are not solved again).
 */
public interface TierStore {
    /** The records of tier index {@code t} if it is solved (loading them if needed), else null. */
    short[] get(int t);

    /** Stores the records of tier index {@code t}, just solved. */
    void put(int t, short[] records);

    /** Tier {@code t} will not be read again during this solve: its memory may be freed. */
    default void release(int t) {
    }

    /** Every tier's records kept in a map in memory. */
    final class InMemory implements TierStore {
        private final java.util.Map<Integer, short[]> tiers = new java.util.HashMap<>();

        @Override
        public short[] get(int t) {
            return tiers.get(t);
        }

        @Override
        public void put(int t, short[] records) {
            tiers.put(t, records);
        }
    }
}
