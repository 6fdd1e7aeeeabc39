package org.sprague.strong;

/**
 * A strong solution read back: the record of each position it holds, with its game. What a
 * look-up ({@code Sprague.strongLookup}) needs, and all it needs: the position's record, and
 * through the game its moves and their records. sprague-db's database file implements it
 * ({@code StrongDatabase.solved}); the core never opens a file, the front ends open the
 * database and hand it over.
 */
public interface SolvedPositions {
    /** The game whose positions these are. */
    StrongGame game();

    /**
     * The record of {@code position} ({@link Record}'s packing, as an unsigned 16-bit number),
     * or -1 when it is not held. Cost: the implementation's (a database reads at most one block).
     */
    int record(long position);

    /** The name that messages give the store (a database's file name), or null. */
    default String name() {
        return null;
    }

    /** Whether only the positions reachable from the start are held (others are missing, not wrong). */
    default boolean reachableOnly() {
        return false;
    }
}
