package org.sprague.partizan.games;

import org.sprague.game.InvalidInputException;

/**
 * The one reader of a rectangular board's text, for the grid games ({@link Domineering},
 * {@link Clobber}) and Domineering's outcome search: rows of cells separated by {@code |} (or
 * spaces), or a size {@code RxC}. Each caller states its own limits; every error is one line
 * naming the game and the bad part (exit 2). One copy, so a board the value search reads and the
 * outcome search refuses (or the reverse) cannot happen by a parser's slip: the outcome search's
 * own copy once failed on {@code |} with an internal error.
 */
public final class BoardText {
    private BoardText() {
    }

    /**
     * Rows separated by '|' (or spaces), each as long as the first and of the characters
     * {@code allowed} only; no limit on the size (the caller's).
     */
    public static char[][] rows(String game, String text, String allowed) {
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
                            + " (allowed: " + allowed.replace("", " ").trim() + ")" + sizeHint(text));
                }
            }
            cells[r] = rows[r].toCharArray();
        }
        return cells;
    }

    /**
     * {@code "RxC"} as {rows, cols}, or null if the text is not of that form; a size of more than
     * {@code maxCells} cells or {@code maxSide} a side is refused with "board size 'RxC' must have 1
     * to " and {@code limit} (e.g. "64 cells").
     */
    public static int[] size(String game, String text, int maxCells, int maxSide, String limit) {
        if (!text.matches("[0-9]+x[0-9]+")) {
            return null;
        }
        String[] p = text.replaceAll("(^|x)0+(?=[0-9])", "$1").split("x"); // no leading zeros
        String refused = game + ": board size '" + text + "' must have 1 to " + limit;
        if (p[0].length() > 9 || p[1].length() > 9) { // past any board, and past an int
            throw new InvalidInputException(refused);
        }
        int r = Integer.parseInt(p[0]);
        int c = Integer.parseInt(p[1]);
        if (r < 1 || c < 1 || (long) r * c > maxCells || r > maxSide || c > maxSide) {
            throw new InvalidInputException(refused);
        }
        return new int[] {r, c};
    }

    /** A hint that a board size is written RxC, when the bad board text has a digit (8y8, 8X8, 8*8). */
    private static String sizeHint(String text) {
        return text.chars().anyMatch(Character::isDigit) ? "; a board size is written RxC, e.g. 8x8" : "";
    }
}
