package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.List;
import org.sprague.game.InvalidInputException;

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

    /** The cells of {@code cells} (rows of characters, as {@link #parseRows} reads them) holding {@code c}. */
    static long mask(char[][] cells, char c) {
        long m = 0;
        for (int r = 0; r < cells.length; r++) {
            for (int i = 0; i < cells[r].length; i++) {
                if (cells[r][i] == c) {
                    m |= bit(r * cells[r].length + i);
                }
            }
        }
        return m;
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

    /** The rows of {@code text} ({@link BoardText#rows}), at most {@link #MAX_CELLS} cells. */
    static char[][] parseRows(String game, String text, String allowed) {
        char[][] cells = BoardText.rows(game, text, allowed);
        if ((long) cells.length * cells[0].length > MAX_CELLS) {
            throw new InvalidInputException(game + ": a board of " + cells.length + "x" + cells[0].length
                    + " has more than " + MAX_CELLS + " cells, the most Sprague handles");
        }
        return cells;
    }

    /** {@code "RxC"} as {rows, cols} of at most {@link #MAX_CELLS} cells, or null if the text is not of that form. */
    static int[] parseSize(String game, String text) {
        return BoardText.size(game, text, MAX_CELLS, MAX_CELLS, MAX_CELLS + " cells");
    }

    /** "(r,c)", 1-based. */
    static String cell(int i, int cols) {
        return "(" + (i / cols + 1) + "," + (i % cols + 1) + ")";
    }
}
