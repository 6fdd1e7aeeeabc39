package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.List;
import org.sprague.game.InvalidInputException;

/**
 * Rectangular boards of at most 64 cells as bit masks (cell {@code r*cols + c}): neighbours,
 * connected regions, cropping and the eight symmetries of the rectangle, for the grid games.
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

    /**
     * The layers restricted to {@code region}, cropped to its bounding box and brought to the
     * least of its symmetric images ({@code symmetries}: 4 for reflections and the half turn,
     * 8 with the transpositions). Returns {rows, cols, layer0, layer1, ...}.
     */
    static long[] normalise(long region, long[] layers, int rows, int cols, int symmetries) {
        // bounding box, row by row: each row of the board is a run of cols bits
        long rowMask = cols == 64 ? -1L : (1L << cols) - 1;
        int r0 = -1;
        int r1 = -1;
        long colsUsed = 0;
        for (int r = 0; r < rows; r++) {
            long bits = (region >>> (r * cols)) & rowMask;
            if (bits != 0) {
                if (r0 < 0) {
                    r0 = r;
                }
                r1 = r;
                colsUsed |= bits;
            }
        }
        int c0 = Long.numberOfTrailingZeros(colsUsed);
        int nc = 64 - Long.numberOfLeadingZeros(colsUsed) - c0;
        int nr = r1 - r0 + 1;
        long cropMask = nc == 64 ? -1L : (1L << nc) - 1;
        // cropped rows of every layer: rows[k][i]
        long[][] rowsOf = new long[layers.length][nr];
        for (int k = 0; k < layers.length; k++) {
            long src = layers[k] & region;
            for (int i = 0; i < nr; i++) {
                rowsOf[k][i] = (src >>> ((r0 + i) * cols + c0)) & cropMask;
            }
        }
        // The four images that keep rows as rows, by whole-row moves and bit reversal
        // (replaces a per-cell loop that was the largest item of a Domineering 5x5 profile).
        long[] best = null;
        for (int s = 0; s < Math.min(symmetries, 4); s++) {
            long[] img = new long[2 + layers.length];
            img[0] = nr;
            img[1] = nc;
            for (int k = 0; k < layers.length; k++) {
                long dst = 0;
                for (int i = 0; i < nr; i++) {
                    long row = rowsOf[k][(s & 1) != 0 ? nr - 1 - i : i];
                    if ((s & 2) != 0) {
                        row = Long.reverse(row) >>> (64 - nc);
                    }
                    dst |= row << (i * nc);
                }
                img[2 + k] = dst;
            }
            if (best == null || less(img, best)) {
                best = img;
            }
        }
        if (symmetries > 4) {
            // the transposed images: transpose the cropped board cell by cell, then the same four
            long[] t = new long[layers.length];
            for (int k = 0; k < layers.length; k++) {
                for (int i = 0; i < nr; i++) {
                    for (long m = rowsOf[k][i]; m != 0; m &= m - 1) {
                        int c = Long.numberOfTrailingZeros(m);
                        t[k] |= bit(c * nr + i);
                    }
                }
            }
            long[] other = normalise(full(nr * nc), t, nc, nr, 4);
            if (less(other, best)) {
                best = other;
            }
        }
        return best;
    }

    private static boolean less(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return a[i] < b[i];
            }
        }
        return false;
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
                            + " (allowed: " + allowed.replace("", " ").trim() + ")");
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

    /** "(r,c)", 1-based. */
    static String cell(int i, int cols) {
        return "(" + (i / cols + 1) + "," + (i % cols + 1) + ")";
    }
}
