package org.sprague.strong.solve;

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

    /** Whether tier {@code t} is solved (without loading it). */
    default boolean has(int t) {
        return get(t) != null;
    }

    /**
     * Records per block when this store can hold a tier larger than the memory budget: written
     * block by block ({@link #beginTier}, {@link #appendBlock}, {@link #endTier}) and read one
     * block at a time ({@link #readBlock}); 0 (the default) when it cannot.
     */
    default int blockSize() {
        return 0;
    }

    /**
     * Reads block {@code b} of solved tier {@code t} (its records {@code b * blockSize()} on)
     * into {@code out}. Safe to call from several threads while no tier is being stored.
     */
    default void readBlock(int t, long b, short[] out) {
        throw new UnsupportedOperationException("this store does not read blocks");
    }

    /** Tier {@code t}'s blocks follow, in order, then {@link #endTier}. */
    default void beginTier(int t) {
        throw new UnsupportedOperationException("this store does not write blocks");
    }

    /** The store's encoding of the block of {@code count} records (any thread; for {@link #appendBlock}). */
    default byte[] encodeBlock(short[] records, int count) {
        throw new UnsupportedOperationException("this store does not write blocks");
    }

    /** Appends the next block of the tier begun, encoded by {@link #encodeBlock} (one thread at a time). */
    default void appendBlock(byte[] encoded) {
        throw new UnsupportedOperationException("this store does not write blocks");
    }

    /** Tier {@code t} is complete: it is stored (as by {@link #put}, its records not kept in memory). */
    default void endTier(int t) {
        throw new UnsupportedOperationException("this store does not write blocks");
    }

    /** A store that keeps every tier's records in a map in memory (nothing resumes). */
    static TierStore inMemory() {
        return new InMemoryTierStore();
    }
}
