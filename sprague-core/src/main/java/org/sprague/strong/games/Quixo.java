package org.sprague.strong.games;

import org.sprague.game.InvalidInputException;
import org.sprague.strong.Shape;
import org.sprague.strong.StrongGame;
import org.sprague.strong.Value;

/**
 * Quixo on an N x N board (N = 3, 4 or 5), with the rules of GamesmanOne's {@code quixo}
 * (after François Bonnet's published version): a cell is blank, X or O; the player to move
 * (X first, on the empty board) takes a border cube that is blank or their own, turns it to
 * their symbol and pushes it back in at an end of the cube's row or column (not where it
 * was taken), the cubes between sliding one step toward the gap. A corner has 2 such moves,
 * another border cell 3: {@code 8 + 12(N-2)} in all. The player to move wins if a row,
 * column or diagonal holds N of their cubes (even if the opponent has one too), else loses
 * if the opponent has one. Moves repeat positions, so positions can be draws.
 *
 * <p>Code: X's cells in bits {@code 0..N²-1}, O's in bits {@code 32..32+N²-1}, cell
 * {@code row * N + col} with row 0 at the top, and bit 31 set when O is to move.
 *
 * <p>Tiers, as GamesmanOne: (X count, O count). A move that takes a blank adds one cube of
 * the mover's (a child tier); one that takes the mover's own cube stays in the tier (the
 * cycles). Ranking within a tier with k = x + o cubes (the multinomial rank of a board of
 * cells with 3 states, a combinatorial number system): {@code (colex(occupied) * C(k, x) +
 * colex(X among the occupied)) * 2 + turn}, where {@code colex} of a set of cell indices
 * {@code c1 < c2 < ...} is {@code sum C(ci, i)}; a tier holds {@code 2 C(N², k) C(k, x)}
 * positions, every board with those counts.
 *
 * <p>Symmetry: the 8 rotations and reflections of the square; the representative of a
 * position is the least code among its 8 images. Only representatives are solved
 * ({@link Ranking#symmetric}): 1/8 of the work and memory for the moves inside a tier.
 *
 * <p>Tiers, rank and representative are not written here: they are derived from the game's
 * declared {@link #shape} (X and O as two bit planes, the turn a flag, the square's
 * symmetries), the same {@link Shape} a game file declares; the ranks are the ones this class
 * computed itself before (its databases still read).
 */
public final class Quixo implements StrongGame {
    private static final int TURN = 31;
    private static final long TURN_BIT = 1L << TURN;

    private final int n;
    private final int cells;
    private final Shape shape;
    /** Per move: the cell taken, the cell where the cube goes back in, the cells between (inclusive), and the shift. */
    private final int[] moveSrc;
    private final int[] moveDest;
    private final int[] moveFull;
    private final int[] moveShift;
    private final int[] lines;

    public Quixo(int n) {
        if (n < 3 || n > 5) {
            throw new InvalidInputException("quixo: the board size must be 3, 4 or 5, not " + n);
        }
        this.n = n;
        this.cells = n * n;
        this.shape = Shape.cells(cells).pieces(0, 32).flags(TURN_BIT).symmetries(Shape.squareSymmetries(n));
        int moves = 8 + 12 * (n - 2);
        moveSrc = new int[moves];
        moveDest = new int[moves];
        moveFull = new int[moves];
        moveShift = new int[moves];
        int m = 0;
        for (int cell = 0; cell < cells; cell++) {
            int r = cell / n;
            int col = cell % n;
            if (r != 0 && r != n - 1 && col != 0 && col != n - 1) {
                continue;
            }
            // back in at an end of the row, then of the column: the ends the cube can be pushed from
            int[][] ends = {{r, 0}, {r, n - 1}, {0, col}, {n - 1, col}};
            for (int e = 0; e < 4; e++) {
                int dr = ends[e][0];
                int dc = ends[e][1];
                boolean rowMove = e < 2;
                if (dr == r && dc == col) {
                    continue; // not back where it was taken
                }
                int dest = dr * n + dc;
                int full = 0;
                int lo = Math.min(dest, cell);
                int hi = Math.max(dest, cell);
                int step = rowMove ? 1 : n;
                for (int i = lo; i <= hi; i += step) {
                    full |= 1 << i;
                }
                moveSrc[m] = cell;
                moveDest[m] = dest;
                moveFull[m] = full;
                moveShift[m] = cell > dest ? step : -step; // the cubes slide from dest toward the gap at src
                m++;
            }
        }
        if (m != moves) {
            throw new IllegalStateException("quixo: " + m + " moves, expected " + moves);
        }
        lines = new int[2 * n + 2];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                lines[i] |= 1 << (i * n + j);
                lines[n + i] |= 1 << (j * n + i);
            }
            lines[2 * n] |= 1 << (i * n + i);
            lines[2 * n + 1] |= 1 << (i * n + n - 1 - i);
        }
    }

    /** Parses the size ("" or "3": 3x3; "4"; "5"; "4x4" too). */
    public static Quixo of(String param) {
        String p = param == null ? "" : param.trim();
        if (p.matches("\\d+x\\d+")) {
            String[] wh = p.split("x");
            if (!wh[0].equals(wh[1])) {
                throw new InvalidInputException("quixo: the board is square (3x3, 4x4 or 5x5), not '" + param + "'");
            }
            p = wh[0];
        }
        try {
            return new Quixo(p.isEmpty() ? 3 : Integer.parseInt(p));
        } catch (NumberFormatException e) {
            throw new InvalidInputException("quixo: the parameter is the board size (3, 4 or 5), not '" + param + "'");
        }
    }

    public int size() {
        return n;
    }

    @Override
    public String id() {
        return "quixo:" + n;
    }

    @Override
    public long start() {
        return 0;
    }

    @Override
    public int maxMoves() {
        return moveSrc.length;
    }

    private static int xs(long p) {
        return (int) p & 0x7FFFFFFF;
    }

    private static int os(long p) {
        return (int) (p >>> 32);
    }

    private static boolean oToMove(long p) {
        return (p & TURN_BIT) != 0;
    }

    /**
     * Every move: for the mover's cubes {@code me} and the opponent's {@code you}, the cells
     * between the end and the gap ({@code full} minus the taken cell) slide one step
     * ({@code << shift} or {@code >>> -shift}) and the end gets the mover's cube.
     */
    @Override
    public int moves(long p, long[] children) {
        int you = oToMove(p) ? xs(p) : os(p);
        int k = 0;
        for (int m = 0; m < moveSrc.length; m++) {
            if ((you & 1 << moveSrc[m]) == 0) {
                long child = child(p, m);
                if (!seen(children, k, child)) {
                    children[k++] = child;
                }
            }
        }
        return k;
    }

    /** The position after move {@code m} from {@code p} (the cube taken is not the opponent's). */
    private long child(long p, int m) {
        boolean o = oToMove(p);
        int me = o ? os(p) : xs(p);
        int you = o ? xs(p) : os(p);
        int full = moveFull[m];
        int seg = full & ~(1 << moveSrc[m]);
        int sh = moveShift[m];
        int me2 = me & ~full | (sh > 0 ? (me & seg) << sh : (me & seg) >>> -sh) | 1 << moveDest[m];
        int you2 = you & ~full | (sh > 0 ? (you & seg) << sh : (you & seg) >>> -sh);
        return o ? pack(you2, me2, 0) : pack(me2, you2, TURN_BIT);
    }

    /**
     * Whether {@code child} is among the first {@code k} children: pushes through blanks or a
     * row of one colour give the same board (the empty 4x4 board has 32 moves, 12 boards), and
     * each board is listed and solved once.
     */
    private static boolean seen(long[] children, int k, long child) {
        for (int i = 0; i < k; i++) {
            if (children[i] == child) {
                return true;
            }
        }
        return false;
    }

    private static long pack(int x, int o, long turn) {
        return (long) o << 32 | turn | x;
    }

    private boolean line(int mask) {
        for (int l : lines) {
            if ((mask & l) == l) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Value primitive(long p) {
        boolean o = oToMove(p);
        if (line(o ? os(p) : xs(p))) {
            return Value.WIN;
        }
        if (line(o ? xs(p) : os(p))) {
            return Value.LOSE;
        }
        return null;
    }

    /** Tiers, rank and symmetry: X's and O's cells as two planes, the player to move a flag, the square's 8 symmetries. */
    @Override
    public Shape shape() {
        return shape;
    }

    /**
     * The move as GamesmanOne names it: the cube taken (cells 1..N² row by row) and the side of
     * the board it is pushed back in from, {@code R}, {@code L}, {@code D} (the bottom) or
     * {@code U} (the top): "1 R" takes the top-left cube and pushes it in at the right end of
     * the top row. One naming for {@code query}, {@code play}, the API and strong.html, the
     * one GamesmanOne's players read; a name says the side a player pushes from, where the
     * earlier "1-4" named the end cell.
     */
    @Override
    public String moveName(long from, long to) {
        int m = move(from, to);
        return m < 0 ? "?" : (moveSrc[m] + 1) + " " + side(m);
    }

    /**
     * The name, or the earlier {@code from-to} (the cell taken and the end cell it goes back in
     * at, as {@code query} wrote before): "1 R", "1r" and, on a 4x4 board, "1-4" are one move.
     */
    @Override
    public boolean namesMove(long from, long to, String name) {
        int m = move(from, to);
        if (m < 0) {
            return false;
        }
        String s = name.replace(" ", "").toUpperCase(java.util.Locale.ROOT);
        return s.equals((moveSrc[m] + 1) + String.valueOf(side(m))) || s.equals((moveSrc[m] + 1) + "-" + (moveDest[m] + 1));
    }

    /** The first move (in move order) from {@code from} to {@code to}, or -1. */
    private int move(long from, long to) {
        int you = oToMove(from) ? xs(from) : os(from);
        for (int m = 0; m < moveSrc.length; m++) {
            if ((you & 1 << moveSrc[m]) == 0 && child(from, m) == to) {
                return m;
            }
        }
        return -1;
    }

    /** The side move {@code m} pushes its cube in from: R, L (same row), D, U (same column). */
    private char side(int m) {
        int src = moveSrc[m];
        int dest = moveDest[m];
        if (src / n == dest / n) {
            return dest % n > src % n ? 'R' : 'L';
        }
        return dest / n > src / n ? 'D' : 'U';
    }

    /** Rows from the top separated by '/' (X, O or '.'), then ':X' or ':O' for the player to move. */
    @Override
    public String format(long p) {
        return StrongGames.rows(n, n, (row, col) -> (xs(p) >>> (row * n + col) & 1) != 0 ? 'X'
                : (os(p) >>> (row * n + col) & 1) != 0 ? 'O' : '.') + (oToMove(p) ? ":O" : ":X");
    }

    /** A board as printed ("X../.O./...:O"; without ':X' or ':O', X is to move), or 'start'. */
    @Override
    public long parse(String text) {
        String s = text.trim();
        if (s.isEmpty() || s.equals("start")) {
            return start();
        }
        long turn = 0;
        int colon = s.lastIndexOf(':');
        if (colon >= 0) {
            String who = s.substring(colon + 1).trim().toUpperCase(java.util.Locale.ROOT);
            if (!who.equals("X") && !who.equals("O")) {
                throw new InvalidInputException(id() + ": the player to move is X or O, not '" + s.substring(colon + 1) + "'");
            }
            turn = who.equals("O") ? TURN_BIT : 0;
            s = s.substring(0, colon).trim();
        }
        String[] rows = s.split("/", -1);
        if (rows.length != n) {
            throw new InvalidInputException(id() + ": a board is " + n + " rows of " + n
                    + " cells (X, O or .) separated by '/', then :X or :O for the player to move: '" + text.trim() + "'");
        }
        int x = 0;
        int o = 0;
        for (int r = 0; r < n; r++) {
            if (rows[r].length() != n) {
                throw new InvalidInputException(id() + ": row '" + rows[r] + "' must have " + n + " cells");
            }
            for (int c = 0; c < n; c++) {
                char ch = Character.toUpperCase(rows[r].charAt(c));
                int bit = 1 << (r * n + c);
                if (ch == 'X') {
                    x |= bit;
                } else if (ch == 'O') {
                    o |= bit;
                } else if (ch != '.') {
                    throw new InvalidInputException(id() + ": cell '" + rows[r].charAt(c) + "' must be X, O or .");
                }
            }
        }
        return pack(x, o, turn);
    }

    @Override
    public String toString() {
        return id();
    }
}
