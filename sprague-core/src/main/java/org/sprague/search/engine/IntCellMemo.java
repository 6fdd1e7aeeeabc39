package org.sprague.search.engine;

/**
 * A memo of one {@code int} cell per index, holding {@code value + 2} (0 absent, 1 on the
 * search path), so a fresh array is an empty memo: 4 bytes per cell, no hashing. The
 * subclasses map a key to its index ({@link DenseLongMemo}: the game's rank; {@link IdMemo}:
 * the id itself).
 */
abstract class IntCellMemo extends LongMemo {
    int[] cells;
    private long size;

    IntCellMemo(int cells) {
        this.cells = new int[cells];
    }

    /** Stores {@code value} in cell {@code i}. */
    final void store(int i, int value) {
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
