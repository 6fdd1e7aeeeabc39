package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.List;

/**
 * Rectangular boards of at most 64 cells as bit masks (cell {@code r*cols + c}) for the grid
 * games' object positions: parsing, formatting, connected regions; cropping and the symmetries
 * of the rectangle are {@link PackedGrid#normaliseWide}, the packed form's normaliser.
 */
final class BitGrid {
    static final int MAX_CELLS = 64;

    private BitGrid() {
    }

    static long bit(int i) {
        return 1L << i;
    }

    static long full(int cells) {
        return cells == 64 ? -1L : (1L << cells) - 1;
    }

    /** The 4-connected regions of {@code mask}, lowest cell first ({@link PackedGrid#component}). */
    static List<Long> components(long mask, int rows, int cols) {
        List<Long> out = new ArrayList<>(4);
        long rest = mask;
        while (rest != 0) {
            long comp = PackedGrid.component(rest, rows, cols);
            out.add(comp);
            rest &= ~comp;
        }
        return out;
    }

    /** The board row by row, rows separated by '|': {@code one} on the cells of {@code first}, {@code two} on those of {@code second}, else {@code none}. */
    static String format(int rows, int cols, long first, char one, long second, char two, char none) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                sb.append('|');
            }
            for (int c = 0; c < cols; c++) {
                long b = bit(r * cols + c);
                sb.append((first & b) != 0 ? one : (second & b) != 0 ? two : none);
            }
        }
        return sb.toString();
    }

    /** The reader of {@code game}'s boards of {@code allowed} characters, at most {@link #MAX_CELLS} cells. */
    static BoardText text(String game, String allowed) {
        return new BoardText(game, allowed, MAX_CELLS, MAX_CELLS, MAX_CELLS, MAX_CELLS + " cells");
    }

    /** "(r,c)", 1-based. */
    static String cell(int i, int cols) {
        return "(" + (i / cols + 1) + "," + (i % cols + 1) + ")";
    }
}
