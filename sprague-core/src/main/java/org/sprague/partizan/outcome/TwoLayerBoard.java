package org.sprague.partizan.outcome;

/**
 * The part of an {@link OutcomeBoard} that Clobber and Toads and Frogs share: two bit layers
 * seen from the player to move ({@code mine}, {@code theirs}), which are the whole exact key,
 * saved on a stack of primitive words before each move and restored by {@link #undo}. No
 * knowledge of its own ({@link #enter} always says {@link #UNKNOWN}). Nothing is allocated
 * while searching.
 */
abstract class TwoLayerBoard implements OutcomeBoard {
    /** The stones (creatures) of the player to move. */
    protected long mine;
    /** The other player's. */
    protected long theirs;
    private final long[] history;
    private int depth;

    TwoLayerBoard(long mine, long theirs, int maxPlies) {
        this.mine = mine;
        this.theirs = theirs;
        this.history = new long[2 * (maxPlies + 2)];
    }

    /** Saves the state; a subclass's {@link #play} calls it before changing {@code mine} and {@code theirs}. */
    protected final void save() {
        history[2 * depth] = mine;
        history[2 * depth + 1] = theirs;
        depth++;
    }

    @Override
    public final void undo(int move) {
        depth--;
        mine = history[2 * depth];
        theirs = history[2 * depth + 1];
    }

    @Override
    public final int enter(int ply) {
        return UNKNOWN;
    }

    @Override
    public final void leave(int ply) {
    }

    @Override
    public final long key0() {
        return mine;
    }

    @Override
    public final long key1() {
        return theirs;
    }
}
