package org.sprague.strong.games;

import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.Value;

/**
 * Tic-tac-toe: X and O mark cells of a 3x3 board in turn (X first); three in a line wins, a
 * full board without one is a tie. Code: 2 bits per cell (0 empty, 1 X, 2 O), cell 0 the
 * top left, row by row. Tiers: marks on the board. No ranking: the solver explores the
 * reachable positions up to the 8 symmetries of the board (765 of the 5,478).
 */
public final class TicTacToe implements StrongGame {
    private static final int[][] LINES = {
        {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

    @Override
    public String id() {
        return "tic-tac-toe";
    }

    @Override
    public long start() {
        return 0;
    }

    @Override
    public int maxMoves() {
        return 9;
    }

    private static int cell(long p, int i) {
        return (int) (p >>> (2 * i)) & 3;
    }

    private static int marks(long p) {
        int n = 0;
        for (int i = 0; i < 9; i++) {
            if (cell(p, i) != 0) {
                n++;
            }
        }
        return n;
    }

    private static boolean line(long p, int who) {
        for (int[] l : LINES) {
            if (cell(p, l[0]) == who && cell(p, l[1]) == who && cell(p, l[2]) == who) {
                return true;
            }
        }
        return false;
    }

    @Override
    public int moves(long p, long[] children) {
        int who = (marks(p) & 1) == 0 ? 1 : 2;
        int k = 0;
        for (int i = 0; i < 9; i++) {
            if (cell(p, i) == 0) {
                children[k++] = p | ((long) who << (2 * i));
            }
        }
        return k;
    }

    @Override
    public Value primitive(long p) {
        int n = marks(p);
        int last = (n & 1) == 1 ? 1 : 2;
        if (line(p, last)) {
            return Value.LOSE;
        }
        if (line(p, 3 - last)) {
            return Value.WIN;
        }
        return n == 9 ? Value.TIE : null;
    }

    /** The 8 symmetries of the square, as cell permutations (cell i goes to SYM[k][i]). */
    private static final int[][] SYM = {
        {0, 1, 2, 3, 4, 5, 6, 7, 8}, {2, 5, 8, 1, 4, 7, 0, 3, 6}, {8, 7, 6, 5, 4, 3, 2, 1, 0},
        {6, 3, 0, 7, 4, 1, 8, 5, 2}, {2, 1, 0, 5, 4, 3, 8, 7, 6}, {6, 7, 8, 3, 4, 5, 0, 1, 2},
        {0, 3, 6, 1, 4, 7, 2, 5, 8}, {8, 5, 2, 7, 4, 1, 6, 3, 0}};

    /** The least code among the board's rotations and reflections: 765 classes instead of 5,478 positions. */
    @Override
    public long canonical(long p) {
        long best = p;
        for (int k = 1; k < SYM.length; k++) {
            long q = 0;
            for (int i = 0; i < 9; i++) {
                q |= (long) cell(p, i) << (2 * SYM[k][i]);
            }
            best = Math.min(best, q);
        }
        return best;
    }

    @Override
    public int tier(long p) {
        return marks(p);
    }

    @Override
    public String moveName(long from, long to) {
        return StrongGames.firstChanged(9, i -> cell(from, i) != cell(to, i));
    }

    /** Three rows from the top, '/' between them: X, O or '.'. */
    @Override
    public String format(long p) {
        return StrongGames.rows(3, 3, (row, col) -> ".XO".charAt(cell(p, row * 3 + col)));
    }

    /** A board as printed (e.g. "X../.O./...") or the cells played, 1..9 row by row from the top left. */
    @Override
    public long parse(String text) {
        String s = text.trim();
        if (s.isEmpty() || s.equals("start")) {
            return 0;
        }
        long p = 0;
        if (s.chars().allMatch(Character::isDigit)) {
            for (int i = 0; i < s.length(); i++) {
                int c = s.charAt(i) - '1';
                if (c < 0 || c > 8 || cell(p, c) != 0 || primitive(p) != null) {
                    throw new InvalidInputException("tic-tac-toe: move " + (i + 1) + " '" + s.charAt(i)
                            + "' is not a free cell 1..9 of a game still going");
                }
                p |= (long) ((i & 1) == 0 ? 1 : 2) << (2 * c);
            }
            return p;
        }
        String cells = s.replace("/", "");
        if (cells.length() != 9) {
            throw new InvalidInputException("tic-tac-toe: a board is 3 rows of 3 cells (X, O or .) separated by '/',"
                    + " or the cells played (e.g. 159): '" + s + "'");
        }
        int xs = 0;
        int os = 0;
        for (int i = 0; i < 9; i++) {
            char ch = Character.toUpperCase(cells.charAt(i));
            int v = ch == '.' ? 0 : ch == 'X' ? 1 : ch == 'O' ? 2 : -1;
            if (v < 0) {
                throw new InvalidInputException("tic-tac-toe: cell '" + cells.charAt(i) + "' must be X, O or .");
            }
            xs += v == 1 ? 1 : 0;
            os += v == 2 ? 1 : 0;
            p |= (long) v << (2 * i);
        }
        if (xs != os && xs != os + 1) {
            throw new InvalidInputException("tic-tac-toe: X moves first, so X has as many marks as O or one more");
        }
        return p;
    }
}
