package org.sprague.partizan.outcome;

import java.util.List;
import org.sprague.partizan.games.BoardText;

/**
 * Domineering positions for the outcome search: boards of up to 128 squares (11x11), read as
 * the catalogue's {@code domineering} reads them ({@code RxC}, or rows of {@code .} and
 * {@code #} separated by {@code |}), and the moves' labels as its solver prints them.
 */
final class DomineeringOutcome {
    static final int MAX_SQUARES = 128;
    static final int MAX_SIDE = 30;
    private static final BoardText BOARD = new BoardText("domineering", ".#", MAX_SIDE, MAX_SIDE, MAX_SQUARES,
            MAX_SQUARES + " squares (at most " + MAX_SIDE + " a side) for the outcome search");

    private DomineeringOutcome() {
    }

    /** A board: its size and empty squares (bit r * cols + c of lo, hi). */
    record Shape(int rows, int cols, long lo, long hi) {
        boolean empty(int r, int c) {
            int i = r * cols + c;
            return i < 64 ? (lo >>> i & 1) != 0 : (hi >>> (i - 64) & 1) != 0;
        }
    }

    /** A board as the catalogue's {@code domineering} reads it ({@link BoardText}), at most {@link #MAX_SQUARES} squares and 30 a side. */
    static Shape parse(List<String> words) {
        char[][] rows = BOARD.read(words);
        int cols = rows[0].length;
        long lo = 0;
        long hi = 0;
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < cols; c++) {
                if (rows[r][c] == '.') {
                    int i = r * cols + c;
                    if (i < 64) {
                        lo |= 1L << i;
                    } else {
                        hi |= 1L << (i - 64);
                    }
                }
            }
        }
        return new Shape(rows.length, cols, lo, hi);
    }

    static Shape full(int rows, int cols) {
        int n = rows * cols;
        long lo = n >= 64 ? -1L : (1L << n) - 1;
        long hi = n <= 64 ? 0 : n == 128 ? -1L : (1L << (n - 64)) - 1;
        return new Shape(rows, cols, lo, hi);
    }

    static String text(Shape s) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < s.rows(); r++) {
            if (r > 0) {
                sb.append('|');
            }
            for (int c = 0; c < s.cols(); c++) {
                sb.append(s.empty(r, c) ? '.' : '#');
            }
        }
        return sb.toString();
    }

    /** The position as the command line shows it: {@code RxC} for an empty board, else its rows. */
    static String name(Shape s) {
        Shape f = full(s.rows(), s.cols());
        return f.equals(s) ? s.rows() + "x" + s.cols() : text(s);
    }

    static DomineeringBoard board(Shape s, boolean leftToMove, EndgameTable endgame) {
        if (endgame != null) {
            endgame.widen(s.rows() * s.cols()); // regions up to 16 squares on boards past 8x8's size
        }
        return new DomineeringBoard(s.rows(), s.cols(), s.lo(), s.hi(), leftToMove, endgame);
    }

    /** The label of {@code move} on {@code board} (before it is played), as the catalogue's solver prints it. */
    static String label(DomineeringBoard board, int move) {
        int[] q = board.squares(move);
        return (board.leftToMove() ? "vertical " : "horizontal ") + "(" + (q[0] + 1) + "," + (q[1] + 1) + ")-("
                + (q[2] + 1) + "," + (q[3] + 1) + ")";
    }
}
