package org.sprague.heap.engine;

import java.util.List;
import java.util.Optional;

/**
 * Where {@link DiskSparseCalculator} keeps a Grundy sequence too long for memory: the values
 * in numbered blocks of {@code blockValues} values each, and a small state naming how many
 * values are stored and the rare/common split in effect. The store, not the engine, decides
 * the encoding (the command line's store, in sprague-db, compresses each block with zstd and
 * checks it with a CRC; tests keep blocks in memory).
 *
 * <p>Contract: {@link #writeBlock} and {@link #commit} replace atomically (a reader sees the
 * old block or the new one, never a mixture); a block is written before a state that counts
 * its values is committed, so a committed state always names values on disk. A block read
 * back that fails its check is refused with an exception (the command line exits with code 4),
 * never answered. One writer at a time: an implementation on files holds a lock.
 */
public interface SequenceStore extends AutoCloseable {

    /**
     * What a store holds.
     *
     * @param ruleKey the rule in the field's notation ({@code 0.6}, {@code 4.0 (unequal splits)})
     * @param computed how many values G(0 .. computed-1) are stored
     * @param blockValues values per block (the last block may hold fewer)
     * @param rareMask the rare/common mask in effect at {@code computed}
     * @param domainParity whether that split is of the domain type
     * @param censuses the census at every power of two up to {@code computed}
     */
    record State(String ruleKey, long computed, int blockValues, int rareMask, boolean domainParity,
            List<SequenceCensus> censuses) {
        public State {
            censuses = List.copyOf(censuses);
        }
    }

    /** The last committed state, or empty for a new store. */
    Optional<State> load();

    /**
     * The first {@code count} values of block {@code index} (positions index * blockValues
     * onward); a block may hold more than {@code count} values when it was rewritten after the
     * last commit (the values are the same: the sequence is deterministic).
     */
    char[] readBlock(long index, int count);

    /** Writes {@code count} values {@code values[from ..]} as block {@code index}, replacing it atomically. */
    void writeBlock(long index, char[] values, int from, int count);

    /** Records {@code state} atomically, after every block it counts has been written. */
    void commit(State state);

    /** Releases the store (and its lock). */
    @Override
    void close();
}
