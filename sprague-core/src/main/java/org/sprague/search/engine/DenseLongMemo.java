package org.sprague.search.engine;

import org.sprague.search.PackedGame;

import org.sprague.game.LimitExceededException;

/**
 * A memo indexed by a game's {@link PackedGame#rank}: one {@code int} per rank, as the
 * tutorials' C++ {@code int sg[N][N]}, no hashing at all. A cell holds {@code value + 2}
 * (0 absent, 1 on the search path), so a fresh array is an empty memo. Memory
 * {@code 4 * rankBound} bytes whether or not every rank is reached.
 */
final class DenseLongMemo extends IntCellMemo {
    private final PackedGame game;

    /**
     * @throws LimitExceededException when {@code bound} cells do not fit in one array or in
     *     the memory left
     */
    public DenseLongMemo(PackedGame game, long bound) {
        super((int) Math.max(checked(bound), 1));
        this.game = game;
    }

    /**
     * Makes room for ranks below {@code bound} (ranks do not depend on the bound, so the
     * values kept stay valid).
     */
    public void ensureBound(long bound) {
        if (bound > cells.length) {
            cells = java.util.Arrays.copyOf(cells, (int) checked(bound));
        }
    }

    /** {@code bound}, when that many cells fit in one array and in the memory left. */
    private static long checked(long bound) {
        if (bound > Integer.MAX_VALUE - 16) {
            throw new LimitExceededException("memory limit: a dense memo of " + bound
                    + " cells does not fit in one array");
        }
        HashLongMemo.requireMemory(4L * bound, "a dense memo of " + bound + " cells");
        return bound;
    }

    @Override
    public int get(long key) {
        return cells[(int) game.rank(key)] - 2;
    }

    @Override
    public void put(long key, int value) {
        store((int) game.rank(key), value);
    }
}
