package org.sprague.search.engine;

import org.sprague.search.PackedGame;

import org.sprague.game.LimitExceededException;

/**
 * A memo indexed by a game's {@link PackedGame#rank}: one {@code int} per rank, as the
 * tutorials' C++ {@code int sg[N][N]}, no hashing at all. A cell holds {@code value + 2}
 * (0 absent, 1 on the search path), so a fresh array is an empty memo. Memory
 * {@code 4 * rankBound} bytes whether or not every rank is reached.
 */
final class DenseLongMemo extends LongMemo {
    private final PackedGame game;
    private int[] cells;
    private long size;

    /**
     * @throws LimitExceededException when {@code bound} cells do not fit in one array or in
     *     the memory left
     */
    public DenseLongMemo(PackedGame game, long bound) {
        if (bound > Integer.MAX_VALUE - 16) {
            throw new LimitExceededException("memory limit: a dense memo of " + bound
                    + " cells does not fit in one array");
        }
        HashLongMemo.requireMemory(4L * bound, "a dense memo of " + bound + " cells");
        this.game = game;
        this.cells = new int[(int) Math.max(bound, 1)];
    }

    /**
     * Makes room for ranks below {@code bound} (ranks do not depend on the bound, so the
     * values kept stay valid).
     */
    public void ensureBound(long bound) {
        if (bound <= cells.length) {
            return;
        }
        if (bound > Integer.MAX_VALUE - 16) {
            throw new LimitExceededException("memory limit: a dense memo of " + bound
                    + " cells does not fit in one array");
        }
        HashLongMemo.requireMemory(4L * bound, "a dense memo of " + bound + " cells");
        cells = java.util.Arrays.copyOf(cells, (int) bound);
    }

    @Override
    public int get(long key) {
        return cells[(int) game.rank(key)] - 2;
    }

    @Override
    public void put(long key, int value) {
        int i = (int) game.rank(key);
        if (cells[i] == 0) {
            size++;
        }
        cells[i] = value + 2;
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public double bytesPerPosition() {
        return size == 0 ? 0 : 4.0 * cells.length / size;
    }
}
