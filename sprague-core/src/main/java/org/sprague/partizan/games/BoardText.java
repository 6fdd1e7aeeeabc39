package org.sprague.partizan.games;

import java.util.Arrays;
import java.util.List;
import org.sprague.game.InvalidInputException;

/**
 * The one reader of a rectangular board's text, for every board game (Domineering and Clobber,
 * Domineering's outcome search, Cram, Chomp's sizes): rows of cells separated by {@code |} (or
 * spaces), or a size {@code RxC} ({@code RXC}) for a board of {@code allowed}'s first character.
 * The game states its name, its characters and its limits ({@code maxRows} and {@code maxCols} a
 * side, {@code maxCells} in all, {@code limit} saying them); every error is one line naming the
 * game, the bad part and how to write it (exit 2). One copy, so a board one reader takes and
 * another refuses (or the reverse) cannot happen by a parser's slip: the outcome search's own
 * copy once failed on {@code |} with an internal error, Cram's and Chomp's each worded its errors
 * its own way.
 */
public record BoardText(String game, String allowed, int maxRows, int maxCols, int maxCells, String limit) {
    private static final String SIZE_HINT = "a board size is written RxC, e.g. 8x8";

    /** The board of {@code words}: one size {@code RxC} (a word starting with a digit), or rows (the words are rows too). */
    public char[][] read(List<String> words) {
        if (words.isEmpty()) {
            throw new InvalidInputException(game + ": missing board; write rows separated by '|' (..|..) or RxC (4x4)");
        }
        if (words.size() != 1 || !words.get(0).matches("[0-9].*")) { // a row never starts with a digit: 3x#, 8y8 are sizes
            return rows(String.join("|", words));
        }
        int[] size = sizeOnly(words.get(0));
        char[][] cells = new char[size[0]][size[1]];
        for (char[] row : cells) {
            Arrays.fill(row, allowed.charAt(0));
        }
        return cells;
    }

    /** Rows separated by '|' (or spaces), each as long as the first and of the characters {@code allowed} only. */
    public char[][] rows(String text) {
        String[] rows = text.trim().split("[|\\s]+");
        if (text.isBlank() || rows.length == 0 || rows[0].isEmpty() && rows.length == 1) { // "", "|": no row
            throw new InvalidInputException(game + ": empty board; write rows separated by '|', e.g. ..|..");
        }
        int cols = rows[0].length();
        char[][] cells = new char[rows.length][];
        for (int r = 0; r < rows.length; r++) {
            if (rows[r].length() != cols) {
                throw new InvalidInputException(game + ": row " + (r + 1) + " '" + rows[r] + "' has " + rows[r].length()
                        + " cells, row 1 has " + cols + " (rows are separated by '|')");
            }
            for (int c = 0; c < cols; c++) {
                char ch = rows[r].charAt(c);
                if (allowed.indexOf(ch) < 0) {
                    throw new InvalidInputException(game + ": bad character '" + ch + "' in row " + (r + 1)
                            + " (allowed: " + allowed.replace("", " ").trim() + ")"
                            + (text.chars().anyMatch(Character::isDigit) ? "; " + SIZE_HINT : "")); // 8y8, 8X8, 8*8
                }
            }
            cells[r] = rows[r].toCharArray();
        }
        check(rows.length, cols, rows.length + "x" + cols);
        return cells;
    }

    /** {@code "RxC"} (or {@code RXC}) as {rows, cols}, or null if the text is not of that form. */
    public int[] size(String text) {
        if (!text.matches("[0-9]+[xX][0-9]+")) {
            return null;
        }
        String[] p = text.replaceAll("(^|[xX])0+(?=[0-9])", "$1").split("[xX]"); // no leading zeros
        int[] size = new int[2];
        for (int i = 0; i < 2; i++) {
            size[i] = p[i].length() > 9 ? 0 : Integer.parseInt(p[i]); // 0, refused: past any board, and past an int
        }
        check(size[0], size[1], text);
        return size;
    }

    /** {@code "RxC"} as {rows, cols}; anything else is refused naming how a size is written. */
    public int[] sizeOnly(String text) {
        int[] size = size(text);
        if (size == null) {
            throw new InvalidInputException(game + ": bad size '" + text + "'; " + SIZE_HINT);
        }
        return size;
    }

    /** The cells of {@code cells} (as {@link #read} makes them, at most 64) holding {@code c}: bit {@code r*cols + i}. */
    public static long mask(char[][] cells, char c) {
        long m = 0;
        for (int r = 0; r < cells.length; r++) {
            for (int i = 0; i < cells[r].length; i++) {
                if (cells[r][i] == c) {
                    m |= 1L << (r * cells[r].length + i);
                }
            }
        }
        return m;
    }

    private void check(int rows, int cols, String shown) {
        if (rows < 1 || cols < 1 || rows > maxRows || cols > maxCols || (long) rows * cols > maxCells) {
            throw new InvalidInputException(game + ": board size '" + shown + "' must have 1 to " + limit);
        }
    }
}
