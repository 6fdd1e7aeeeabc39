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

    /** Cells orthogonally adjacent to some cell of {@code mask}. */
    static long neighbours(long mask, int rows, int cols) {
        long firstCol = 0;
        for (int r = 0; r < rows; r++) {
            firstCol |= bit(r * cols);
        }
        long lastCol = firstCol << (cols - 1);
        long n = (mask << cols) | (mask >>> cols) | ((mask & ~lastCol) << 1) | ((mask & ~firstCol) >>> 1);
        return n & full(rows * cols);
    }

    /** The 4-connected regions of {@code mask}. */
    static List<Long> components(long mask, int rows, int cols) {
        List<Long> out = new ArrayList<>();
        long rest = mask;
        while (rest != 0) {
            long comp = Long.lowestOneBit(rest);
            while (true) {
                long grown = (comp | neighbours(comp, rows, cols)) & mask;
                if (grown == comp) {
                    break;
                }
                comp = grown;
            }
            out.add(comp);
            rest &= ~comp;
        }
        return out;
    }

    /**
     * The layers restricted to {@code region}, cropped to its bounding box and brought to the
     * least of its symmetric images ({@code symmetries}: 4 for reflections and the half turn,
     * 8 with the transpositions). Returns {rows, cols, layer0, layer1, ...}.
     */
    static long[] normalise(long region, long[] layers, int rows, int cols, int symmetries) {
        int r0 = rows;
        int r1 = -1;
        int c0 = cols;
        int c1 = -1;
        for (long m = region; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            r0 = Math.min(r0, i / cols);
            r1 = Math.max(r1, i / cols);
            c0 = Math.min(c0, i % cols);
            c1 = Math.max(c1, i % cols);
        }
        int nr = r1 - r0 + 1;
        int nc = c1 - c0 + 1;
        long[] best = null;
        for (int s = 0; s < symmetries; s++) {
            boolean transpose = (s & 4) != 0;
            int tr = transpose ? nc : nr;
            int tc = transpose ? nr : nc;
            long[] img = new long[2 + layers.length];
            img[0] = tr;
            img[1] = tc;
            for (int k = 0; k < layers.length; k++) {
                long src = layers[k] & region;
                long dst = 0;
                for (long m = src; m != 0; m &= m - 1) {
                    int i = Long.numberOfTrailingZeros(m);
                    int r = i / cols - r0;
                    int c = i % cols - c0;
                    if ((s & 1) != 0) {
                        r = nr - 1 - r;
                    }
                    if ((s & 2) != 0) {
                        c = nc - 1 - c;
                    }
                    int rr = transpose ? c : r;
                    int cc = transpose ? r : c;
                    dst |= bit(rr * tc + cc);
                }
                img[2 + k] = dst;
            }
            if (best == null || less(img, best)) {
                best = img;
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
        String[] p = text.split("x");
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
