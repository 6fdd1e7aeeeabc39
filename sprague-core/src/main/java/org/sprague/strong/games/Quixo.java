package org.sprague.strong.games;

import org.sprague.game.InvalidInputException;
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
 * positions, every board with those counts. The colex sums are read from per-byte tables
 * (two lookups for a 4x4 mask) and the X cells are gathered with {@link Long#compress}.
 *
 * <p>Symmetry: the 8 rotations and reflections of the square; the representative of a
 * position is the least code among its 8 images, found with per-byte permutation tables.
 * Only representatives are solved ({@link Ranking#symmetric}): 1/8 of the work and memory
 * for the moves inside a tier.
 */
public final class Quixo implements StrongGame {
    private static final int TURN = 31;
    private static final long TURN_BIT = 1L << TURN;

    private final int n;
    private final int cells;
    private final long cellMask;
    private final int chunks;
    /** C(a, b) at {@code a * (cells + 1) + b}. */
    private final long[] binom;
    private final int bstride;
    /** Colex sums per byte: {@code colex[((chunk * jstride) + setBelow) * 256 + byte]}. */
    private final long[] colex;
    private final int jstride;
    /** Tier id of (x, o) at {@code x * (cells + 1) + o}; -1 where x + o > cells. */
    private final int[] tierOf;
    private final int[] tierX;
    private final int[] tierO;
    /** The images of each byte of a mask under symmetry s: {@code sym[(s * chunks + chunk) * 256 + byte]}. */
    private final int[] sym;
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
        this.cellMask = (1L << cells) - 1;
        this.chunks = (cells + 7) / 8;
        bstride = cells + 1;
        binom = new long[(cells + 1) * bstride];
        for (int a = 0; a <= cells; a++) {
            binom[a * bstride] = 1;
            for (int b = 1; b <= a; b++) {
                binom[a * bstride + b] = binom[(a - 1) * bstride + b - 1] + (b <= a - 1 ? binom[(a - 1) * bstride + b] : 0);
            }
        }
        jstride = 8 * chunks + 1;
        colex = new long[chunks * jstride * 256];
        for (int c = 0; c < chunks; c++) {
            for (int j0 = 0; j0 <= 8 * c; j0++) {
                for (int b = 0; b < 256; b++) {
                    long s = 0;
                    int j = j0;
                    for (int i = 0; i < 8; i++) {
                        if ((b >>> i & 1) != 0 && 8 * c + i < cells) {
                            j++;
                            s += c(8 * c + i, j);
                        }
                    }
                    colex[(c * jstride + j0) * 256 + b] = s;
                }
            }
        }
        tierOf = new int[(cells + 1) * (cells + 1)];
        java.util.Arrays.fill(tierOf, -1);
        int tiers = (cells + 1) * (cells + 2) / 2;
        tierX = new int[tiers];
        tierO = new int[tiers];
        int id = 0;
        for (int x = 0; x <= cells; x++) {
            for (int o = 0; o + x <= cells; o++) {
                tierOf[x * (cells + 1) + o] = id;
                tierX[id] = x;
                tierO[id] = o;
                id++;
            }
        }
        sym = new int[8 * chunks * 256];
        for (int s = 0; s < 8; s++) {
            for (int c = 0; c < chunks; c++) {
                for (int b = 0; b < 256; b++) {
                    int img = 0;
                    for (int i = 0; i < 8; i++) {
                        int cell = 8 * c + i;
                        if ((b >>> i & 1) != 0 && cell < cells) {
                            img |= 1 << cellImage(s, cell);
                        }
                    }
                    sym[(s * chunks + c) * 256 + b] = img;
                }
            }
        }
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

    /** The cell that {@code cell} goes to under symmetry {@code s} (0 the identity; 1-3 rotations; 4-7 reflections). */
    private int cellImage(int s, int cell) {
        int r = cell / n;
        int c = cell % n;
        int m = n - 1;
        int[] rc = switch (s) {
            case 0 -> new int[] {r, c};
            case 1 -> new int[] {c, m - r};
            case 2 -> new int[] {m - r, m - c};
            case 3 -> new int[] {m - c, r};
            case 4 -> new int[] {r, m - c};
            case 5 -> new int[] {m - r, c};
            case 6 -> new int[] {c, r};
            default -> new int[] {m - c, m - r};
        };
        return rc[0] * n + rc[1];
    }

    private long c(int a, int b) {
        return b < 0 || b > a ? 0 : binom[a * bstride + b];
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

    @Override
    public int tier(long p) {
        return tierOf[Integer.bitCount(xs(p)) * (cells + 1) + Integer.bitCount(os(p))];
    }

    /**
     * The image of a mask under symmetry {@code s}: two table lookups up to 4x4 (16 cells), four
     * on 5x5. Unrolled: the loop over the chunks was the top of the 4x4 profile.
     */
    private int image(int s, int mask) {
        int base = s * chunks << 8;
        int img = sym[base + (mask & 255)] | sym[base + 256 + (mask >>> 8 & 255)];
        if (chunks > 2) {
            img |= sym[base + 512 + (mask >>> 16 & 255)] | sym[base + 768 + (mask >>> 24 & 255)];
        }
        return img;
    }

    /** The least code among the 8 images of the board (the turn is kept). */
    @Override
    public long canonical(long p) {
        int x = xs(p);
        int o = os(p);
        long turn = p & TURN_BIT;
        long best = p;
        for (int s = 1; s < 8; s++) {
            int o2 = image(s, o);
            if (o2 > (int) (best >>> 32)) {
                continue; // the O cubes decide first: the X image is not needed
            }
            long q = pack(image(s, x), o2, turn);
            if (q < best) {
                best = q;
            }
        }
        return best;
    }

    private long colex(int mask) {
        long s = 0;
        int j = 0;
        for (int c = 0; c < chunks; c++) {
            int b = mask >>> (8 * c) & 255;
            s += colex[(c * jstride + j) * 256 + b];
            j += Integer.bitCount(b);
        }
        return s;
    }

    /** The k-subset of {@code 0..bits-1} of colex rank {@code r}, as a mask. */
    private int colexUnrank(long r, int k, int bits) {
        int mask = 0;
        for (int i = bits - 1; i >= 0 && k > 0; i--) {
            long b = binom[i * bstride + k]; // 0 when i < k: then every cell left is taken
            if (b <= r) {
                r -= b;
                mask |= 1 << i;
                k--;
            }
        }
        return mask;
    }

    private final Ranking ranking = new Ranking() {
        @Override
        public int tierCount() {
            return tierX.length;
        }

        @Override
        public long tierSize(int tier) {
            int k = tierX[tier] + tierO[tier];
            return 2 * c(cells, k) * c(k, tierX[tier]);
        }

        @Override
        public int[] childTiers(int tier) {
            int x = tierX[tier];
            int o = tierO[tier];
            if (x + o == cells) {
                return new int[0];
            }
            return new int[] {tierOf[(x + 1) * (cells + 1) + o], tierOf[x * (cells + 1) + o + 1]};
        }

        @Override
        public long rank(long p) {
            int x = xs(p);
            int occ = x | os(p);
            int k = Integer.bitCount(occ);
            long among = colex(Integer.compress(x, occ));
            return (colex(occ) * binom[k * bstride + Integer.bitCount(x)] + among) << 1 | (p >>> TURN & 1);
        }

        @Override
        public long unrank(int tier, long rank) {
            int nx = tierX[tier];
            int k = nx + tierO[tier];
            long r = rank >>> 1;
            long per = binom[k * bstride + nx];
            int occ = colexUnrank(r / per, k, cells);
            int x = Integer.expand(colexUnrank(r % per, nx, k), occ);
            return pack(x, occ & ~x, (rank & 1) != 0 ? TURN_BIT : 0);
        }

        @Override
        public boolean symmetric() {
            return true;
        }
    };

    @Override
    public Ranking ranking() {
        return ranking;
    }

    /** The move as {@code from-to}: the cell taken and the end where the cube goes back in, cells 1..N² row by row. */
    @Override
    public String moveName(long from, long to) {
        int you = oToMove(from) ? xs(from) : os(from);
        for (int m = 0; m < moveSrc.length; m++) {
            if ((you & 1 << moveSrc[m]) == 0 && child(from, m) == to) {
                return (moveSrc[m] + 1) + "-" + (moveDest[m] + 1);
            }
        }
        return "?";
    }

    /** Rows from the top separated by '/' (X, O or '.'), then ':X' or ':O' for the player to move. */
    @Override
    public String format(long p) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cells; i++) {
            if (i > 0 && i % n == 0) {
                sb.append('/');
            }
            sb.append((xs(p) >>> i & 1) != 0 ? 'X' : (os(p) >>> i & 1) != 0 ? 'O' : '.');
        }
        return sb.append(oToMove(p) ? ":O" : ":X").toString();
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
