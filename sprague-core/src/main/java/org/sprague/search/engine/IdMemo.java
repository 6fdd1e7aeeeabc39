package org.sprague.search.engine;

import java.util.Arrays;

/**
 * The memo of an {@link InternedGame}: one {@code int} per id ({@code value + 2}; 0 absent),
 * growing by doubling as ids are handed out. 4 bytes per position, no hashing.
 */
final class IdMemo extends IntCellMemo {
    IdMemo() {
        super(1024);
    }

    @Override
    public int get(long id) {
        return id < cells.length ? cells[(int) id] - 2 : MISSING;
    }

    @Override
    public void put(long id, int value) {
        int i = (int) id;
        if (i >= cells.length) {
            cells = Arrays.copyOf(cells, Math.max(cells.length * 2, i + 1));
        }
        store(i, value);
    }
}
