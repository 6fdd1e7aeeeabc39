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

    /** Parses rows separated by '|' (or spaces); returns {rows, cols} and fills {@code cells} with the characters. */
    static char[][] parseRows(String game, String text, String allowed) {
        String[] rows = text.trim().split("[|\\s]+");
        if (rows.length == 0 || rows[0].isEmpty() && rows.length == 1) { // "" or "|": no row at all
            throw new InvalidInputException(game + ": empty board; write rows separated by '|', e.g. ..|..");
        }
        int cols = rows[0].length();
        if (text.isBlank()) {
            throw new InvalidInputException(game + ": empty board; write rows separated by '|', e.g. ..|..");
        }
        char[][] cells = new char[rows.length][];
        int at = 0;
        for (int r = 0; r < rows.length; r++) {
            if (rows[r].length() != cols) {
                throw new InvalidInputException(game + ": row " + (r + 1) + " '" + rows[r] + "' has " + rows[r].length()
                        + " cells, row 1 has " + cols + " (rows are separated by '|')");
            }
            for (int c = 0; c < cols; c++) {
                char ch = rows[r].charAt(c);
                if (allowed.indexOf(ch) < 0) {
                    throw new InvalidInputException(game + ": bad character '" + ch + "' in row " + (r + 1)
                            + " (allowed: " + allowed.replace("", " ").trim() + ")" + sizeHint(text));
                }
            }
            cells[r] = rows[r].toCharArray();
            at += cols;
        }
        if ((long) rows.length * cols > MAX_CELLS) {
            throw new InvalidInputException(game + ": a board of " + rows.length + "x" + cols + " has more than "
                    + MAX_CELLS + " cells, the most Sprague handles");
        }
        return cells;
    }

    /** {@code "RxC"} as {rows, cols}, or null if the text is not of that form. */
    static int[] parseSize(String game, String text) {
        if (!text.matches("[0-9]+x[0-9]+")) {
            return null;
        }
        String[] p = text.replaceAll("(^|x)0+(?=[0-9])", "$1").split("x"); // no leading zeros
        if (p[0].length() > 9 || p[1].length() > 9) { // past any board, and past an int
            throw new InvalidInputException(game + ": board size '" + text + "' must have 1 to " + MAX_CELLS + " cells");
        }
        int r = Integer.parseInt(p[0]);
        int c = Integer.parseInt(p[1]);
        if (r < 1 || c < 1 || (long) r * c > MAX_CELLS) {
            throw new InvalidInputException(game + ": board size '" + text + "' must have 1 to " + MAX_CELLS + " cells");
        }
        return new int[] {r, c};
    }

    /** A hint that a board size is written RxC, when the bad board text has a digit (8y8, 8X8, 8*8). */
    static String sizeHint(String text) {
        return text.chars().anyMatch(Character::isDigit) ? "; a board size is written RxC, e.g. 8x8" : "";
    }

    /** "(r,c)", 1-based. */
    static String cell(int i, int cols) {
        return "(" + (i / cols + 1) + "," + (i % cols + 1) + ")";
    }
}
