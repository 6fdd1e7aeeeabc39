import org.sprague.game.InvalidInputException;
import org.sprague.strong.Shape;
import org.sprague.strong.StrongGame;
import org.sprague.strong.Value;

/**
 * A game file for 'sprague strong': Quixo on an N x N board (3 or 4; 5 has 1.7e12 positions),
 * with GamesmanOne's rules. A cell is blank, X or O. The player to move (X first) takes a
 * border cube that is blank or their own, turns it to their symbol and pushes it back in at
 * an end of its row or column (not where it was taken); the cubes between slide one step. The
 * player to move wins with a line of N of their cubes, else loses if the opponent has one.
 *
 * The position code: X's cells in bits 0..N*N-1, O's in bits 32.., bit 31 set when O moves.
 * Declaring that as a Shape (two kinds of piece, one flag bit, the square's 8 symmetries) is
 * all the file says about tiers: the library derives the tiers (X count, O count), their
 * child tiers (a move adds at most one cube), a dense rank in each and the representative.
 *
 *   sprague strong --game-file examples/strong/Quixo.java --db q4.db 4
 *   sprague query q4.db "X.../..../..../...O:X" --game-file examples/strong/Quixo.java --game-arg 4
 */
public class Quixo implements StrongGame {
    private static final long O_TO_MOVE = 1L << 31;

    private final int n;
    private final Shape shape;
    /** Per move: the cell taken, the end where it goes back in, the cells between (inclusive) and the slide. */
    private final int[] from;
    private final int[] to;
    private final int[] span;
    private final int[] slide;
    private final int[] lines;

    public Quixo(String... args) {
        try {
            n = args.length == 0 ? 3 : Integer.parseInt(args[0]);
        } catch (NumberFormatException e) {
            throw new InvalidInputException("Quixo: the argument is the board size, not '" + args[0] + "'");
        }
        if (n < 3 || n > 5) {
            throw new InvalidInputException("Quixo: the board size is 3, 4 or 5, not " + n);
        }
        shape = Shape.cells(n * n).pieces(0, 32).flags(O_TO_MOVE).symmetries(Shape.squareSymmetries(n));
        int moves = 8 + 12 * (n - 2);
        from = new int[moves];
        to = new int[moves];
        span = new int[moves];
        slide = new int[moves];
        int m = 0;
        for (int cell = 0; cell < n * n; cell++) {
            int r = cell / n;
            int c = cell % n;
            if (r != 0 && r != n - 1 && c != 0 && c != n - 1) {
                continue; // not on the border
            }
            int[] ends = {r * n, r * n + n - 1, c, (n - 1) * n + c}; // row's left and right ends, column's top and bottom
            for (int e = 0; e < 4; e++) {
                int end = ends[e];
                if (end == cell) {
                    continue;
                }
                int step = e < 2 ? 1 : n;
                for (int i = Math.min(end, cell); i <= Math.max(end, cell); i += step) {
                    span[m] |= 1 << i;
                }
                from[m] = cell;
                to[m] = end;
                slide[m] = cell > end ? step : -step;
                m++;
            }
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

    @Override
    public Shape shape() {
        return shape;
    }

    @Override
    public String id() {
        return "file:Quixo:" + n;
    }

    @Override
    public long start() {
        return 0;
    }

    @Override
    public int maxMoves() {
        return from.length;
    }

    private static int xs(long p) {
        return (int) p & 0x7FFFFFFF;
    }

    private static int os(long p) {
        return (int) (p >>> 32);
    }

    private static boolean oToMove(long p) {
        return (p & O_TO_MOVE) != 0;
    }

    private long play(long p, int m) {
        boolean o = oToMove(p);
        int me = o ? os(p) : xs(p);
        int you = o ? xs(p) : os(p);
        int moving = span[m] & ~(1 << from[m]);
        int s = slide[m];
        me = me & ~span[m] | (s > 0 ? (me & moving) << s : (me & moving) >>> -s) | 1 << to[m];
        you = you & ~span[m] | (s > 0 ? (you & moving) << s : (you & moving) >>> -s);
        return o ? (long) me << 32 | you : (long) you << 32 | O_TO_MOVE | me;
    }

    @Override
    public int moves(long p, long[] children) {
        int you = oToMove(p) ? xs(p) : os(p);
        int k = 0;
        for (int m = 0; m < from.length; m++) {
            if ((you >>> from[m] & 1) != 0) {
                continue; // the opponent's cube
            }
            long child = play(p, m);
            boolean seen = false;
            for (int i = 0; i < k && !seen; i++) {
                seen = children[i] == child; // pushes through blanks often give the same board
            }
            if (!seen) {
                children[k++] = child;
            }
        }
        return k;
    }

    private boolean hasLine(int cubes) {
        for (int line : lines) {
            if ((cubes & line) == line) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Value primitive(long p) {
        boolean o = oToMove(p);
        if (hasLine(o ? os(p) : xs(p))) {
            return Value.WIN;
        }
        return hasLine(o ? xs(p) : os(p)) ? Value.LOSE : null;
    }

    /** Rows from the top separated by '/', then ':X' or ':O' for the player to move. */
    @Override
    public String format(long p) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n * n; i++) {
            if (i > 0 && i % n == 0) {
                sb.append('/');
            }
            sb.append((xs(p) >>> i & 1) != 0 ? 'X' : (os(p) >>> i & 1) != 0 ? 'O' : '.');
        }
        return sb.append(oToMove(p) ? ":O" : ":X").toString();
    }

    @Override
    public long parse(String text) {
        String s = text.trim();
        if (s.isEmpty() || s.equals("start")) {
            return start();
        }
        long turn = 0;
        if (s.endsWith(":O") || s.endsWith(":o")) {
            turn = O_TO_MOVE;
        }
        if (s.length() > 2 && s.charAt(s.length() - 2) == ':') {
            s = s.substring(0, s.length() - 2);
        }
        String[] rows = s.split("/", -1);
        long code = turn;
        if (rows.length != n) {
            throw new InvalidInputException("Quixo: a board is " + n + " rows of X, O or . separated by '/', then :X or :O");
        }
        for (int r = 0; r < n; r++) {
            if (rows[r].length() != n) {
                throw new InvalidInputException("Quixo: row '" + rows[r] + "' must have " + n + " cells");
            }
            for (int c = 0; c < n; c++) {
                switch (Character.toUpperCase(rows[r].charAt(c))) {
                    case 'X' -> code |= 1L << (r * n + c);
                    case 'O' -> code |= 1L << (32 + r * n + c);
                    case '.' -> { }
                    default -> throw new InvalidInputException("Quixo: cell '" + rows[r].charAt(c) + "' must be X, O or .");
                }
            }
        }
        return code;
    }

    /**
     * The move as GamesmanOne names it (and the catalogue's quixo:N): the cell taken, cells
     * 1..N*N row by row, and the side the cube is pushed back in from, R, L (its row's ends),
     * D or U (its column's bottom or top): "1 R" takes the top-left cube and pushes it in at the
     * right end of the top row.
     */
    @Override
    public String moveName(long before, long after) {
        int you = oToMove(before) ? xs(before) : os(before);
        for (int m = 0; m < from.length; m++) {
            if ((you >>> from[m] & 1) == 0 && play(before, m) == after) {
                char side = from[m] / n == to[m] / n ? (to[m] % n > from[m] % n ? 'R' : 'L')
                        : (to[m] / n > from[m] / n ? 'D' : 'U');
                return (from[m] + 1) + " " + side;
            }
        }
        return "?";
    }
}
