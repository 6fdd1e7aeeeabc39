package org.sprague.partizan.outcome;

/**
 * A mutable position of a partizan game on bit boards, seen from the player to move, as
 * {@link AlphaBetaOutcomeSearch} walks it: moves are ints played and taken back in place
 * (nothing allocated), and the state has an exact key. Implementations: Domineering,
 * Clobber, Toads and Frogs.
 *
 * <p>The key is of the state relative to the player to move, so a game whose rules swap
 * the players under a symmetry (Domineering transposed, Clobber with the colours swapped,
 * Toads and Frogs reversed) stores one entry for a position and its image.
 */
interface OutcomeBoard {
    /** The player to move wins. */
    int WIN = 1;
    /** The player to move loses. */
    int LOSS = 0;
    /** Not known without searching. */
    int UNKNOWN = -1;

    /** The most plies a game can last on this board (the search's stack depth). */
    int maxPlies();

    /** The most moves a position can have (the search's move buffer per ply). */
    int maxMoves();

    /**
     * The board's static knowledge, asked before the transposition table: {@link #WIN} or
     * {@link #LOSS} when it decides the state, else {@link #UNKNOWN}. Changes nothing.
     */
    default int quick() {
        return UNKNOWN;
    }

    /** Whether the static knowledge says the mover loses: {@link #LOSS}, else {@link #UNKNOWN}; may be cheaper than {@link #quick}. */
    default int quickLoss() {
        return quick() == LOSS ? LOSS : UNKNOWN;
    }

    /**
     * Whether {@link #enter} at {@code ply} changed the state (so its key): the search then
     * asks {@link #quick} and the table again.
     */
    default boolean simplified(int ply) {
        return false;
    }

    /**
     * Called when the search enters a state at {@code ply} that {@link #quick} and the
     * transposition table left undecided: may simplify the position without
     * changing its outcome (undone by {@link #leave}) and returns {@link #WIN} or
     * {@link #LOSS} when knowledge decides it, else {@link #UNKNOWN}.
     */
    int enter(int ply);

    /** Undoes what {@link #enter} did at {@code ply}. */
    void leave(int ply);

    /** The moves of the player to move, the most promising first, into {@code out[at..]}; returns how many. */
    int moves(int[] out, int at);

    /**
     * The same moves as {@link #moves}, but only the first is in place and plain; the rest may
     * carry sort keys until {@link #orderRest} puts them in order: the search asks for the rest
     * only when the first move does not cut off (most states are cut off by their first move).
     */
    default int movesBestFirst(int[] out, int at) {
        return moves(out, at);
    }

    /** Puts {@code out[at..at+count)}, left by {@link #movesBestFirst}, in the order and form of {@link #moves}. */
    default void orderRest(int[] out, int at, int count) {
    }

    /** Plays a move of the player to move; the other player is then to move. */
    void play(int move);

    /** Takes back the last move played. */
    void undo(int move);

    /** Words of the exact key of the state (position and player to move). */
    long key0();

    long key1();

    /** The third word: only its low 56 bits are kept. */
    long key2();

    /**
     * The key's three words ({@link #key0}, {@link #key1}, {@link #key2}) into
     * {@code out[at..at+3)}: one call where a board computes the words together (Domineering's
     * least image), so the search computes a state's key once.
     */
    default void key(long[] out, int at) {
        out[at] = key0();
        out[at + 1] = key1();
        out[at + 2] = key2();
    }

    /** An independent copy of the current state, for another thread. */
    OutcomeBoard copy();
}
