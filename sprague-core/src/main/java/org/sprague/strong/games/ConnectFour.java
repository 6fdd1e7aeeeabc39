package org.sprague.strong.games;

import java.util.Arrays;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.Value;

/**
 * Connect Four on W columns of H rows: players drop pieces in turn (X first); four in a
 * row, column or diagonal wins; a full board without one is a tie.
 *
 * <p>Code: column c uses bits {@code c(H+1) .. c(H+1)+H}; its pieces from the bottom are
 * bits {@code c(H+1)+i} (1 = X) and a marker bit sits just above the top piece (Tromp's
 * column encoding), so any board is one {@code long} (W(H+1) &lt;= 63). Four in a line is
 * found with Tromp's shift-and trick on the bitboards ({@code b & b>>s & b>>2s & b>>3s}).
 *
 * <p>Tiers: the number of pieces. Ranking inside a tier with n pieces: (index of the column
 * heights among all height vectors of sum n) x C(n, ceil(n/2)) + the colex rank of the X
 * pieces among the n pieces taken column by column (combinatorial number system). Every
 * board with the right piece counts is ranked, also the few that play cannot reach (both
 * sides with a line).
 */
public final class ConnectFour implements StrongGame {
    private final int w;
    private final int h;
    private final int stride;
    private final long colMask;
    /**
     * Binomial coefficients C(n, k) at {@code n * (cells + 1) + k}: one flat array, so that the
     * rank of every child (the solver's hot loop) loads no row pointer.
     */
    private final long[] binom;
    private final int bstride;
    /** Height vector code (base H+1, column 0 lowest digit) to index within its tier. */
    private final int[] hvIndex;
    /** Per tier: the height vector codes of that sum, in increasing order. */
    private final int[][] hvByTier;

    public ConnectFour(int width, int height) {
        if (width < 1 || height < 1 || width * (height + 1) > 63 || width > 9) {
            throw new InvalidInputException("connect-four: WxH needs W >= 1, H >= 1, W <= 9 and W*(H+1) <= 63, not "
                    + width + "x" + height);
        }
        this.w = width;
        this.h = height;
        this.stride = height + 1;
        this.colMask = (1L << stride) - 1;
        int cells = w * h;
        bstride = cells + 1;
        binom = new long[(cells + 1) * bstride];
        for (int n = 0; n <= cells; n++) {
            binom[n * bstride] = 1;
            for (int k = 1; k <= n; k++) {
                binom[n * bstride + k] = binom[(n - 1) * bstride + k - 1]
                        + (k <= n - 1 ? binom[(n - 1) * bstride + k] : 0);
            }
        }
        int codes = 1;
        for (int c = 0; c < w; c++) {
            codes *= stride;
        }
        hvIndex = new int[codes];
        int[] count = new int[cells + 1];
        int[] sums = new int[codes];
        for (int code = 0; code < codes; code++) {
            int s = 0;
            for (int c = 0, x = code; c < w; c++, x /= stride) {
                s += x % stride;
            }
            sums[code] = s;
            hvIndex[code] = count[s]++;
        }
        hvByTier = new int[cells + 1][];
        for (int n = 0; n <= cells; n++) {
            hvByTier[n] = new int[count[n]];
        }
        for (int code = 0; code < codes; code++) {
            hvByTier[sums[code]][hvIndex[code]] = code;
        }
    }

    /** Parses "5x4" (columns x rows). */
    public static ConnectFour of(String param) {
        String[] p = param.split("x");
        try {
            if (p.length == 2) {
                return new ConnectFour(Integer.parseInt(p[0]), Integer.parseInt(p[1]));
            }
        } catch (NumberFormatException e) {
            // fall through
        }
        throw new InvalidInputException("connect-four: the board is WxH (columns x rows, e.g. 5x4), not '" + param + "'");
    }

    @Override
    public String id() {
        return "connect-four:" + w + "x" + h;
    }

    @Override
    public long start() {
        long p = 0;
        for (int c = 0; c < w; c++) {
            p |= 1L << (c * stride);
        }
        return p;
    }

    @Override
    public int maxMoves() {
        return w;
    }

    private int heightOf(long pos, int c) {
        long seg = (pos >>> (c * stride)) & colMask;
        return 63 - Long.numberOfLeadingZeros(seg);
    }

    /** Pieces on the board. */
    public int pieces(long pos) {
        int n = 0;
        for (int c = 0; c < w; c++) {
            n += heightOf(pos, c);
        }
        return n;
    }

    private long occupied(long pos) {
        long occ = 0;
        for (int c = 0; c < w; c++) {
            occ |= ((1L << heightOf(pos, c)) - 1) << (c * stride);
        }
        return occ;
    }

    private boolean line(long b) {
        if (h >= 4) { // vertical
            long m = b & (b >>> 1);
            if ((m & (m >>> 2)) != 0) {
                return true;
            }
        }
        if (w >= 4) { // horizontal, then the two diagonals (unrolled: no array per call)
            long m = b & (b >>> stride);
            if ((m & (m >>> (2 * stride))) != 0) {
                return true;
            }
            if (h >= 4) {
                m = b & (b >>> h);
                if ((m & (m >>> (2 * h))) != 0) {
                    return true;
                }
                int s = stride + 1;
                m = b & (b >>> s);
                return (m & (m >>> (2 * s))) != 0;
            }
        }
        return false;
    }

    @Override
    public int moves(long pos, long[] children) {
        boolean xToMove = (pieces(pos) & 1) == 0;
        int k = 0;
        for (int c = 0; c < w; c++) {
            int hc = heightOf(pos, c);
            if (hc < h) {
                int bit = c * stride + hc;
                long child = pos & ~(1L << bit);
                if (xToMove) {
                    child |= 1L << bit;
                }
                children[k++] = child | (1L << (bit + 1));
            }
        }
        return k;
    }

    @Override
    public Value primitive(long pos) {
        long occ = occupied(pos);
        long x = pos & occ;
        long o = occ & ~x;
        boolean xToMove = (Long.bitCount(occ) & 1) == 0;
        long last = xToMove ? o : x;
        long mover = xToMove ? x : o;
        if (line(last)) {
            return Value.LOSE;
        }
        if (line(mover)) {
            return Value.WIN; // not reachable in play: the game stopped at the first line
        }
        return Long.bitCount(occ) == w * h ? Value.TIE : null;
    }

    @Override
    public int tier(long pos) {
        return pieces(pos);
    }

    /**
     * Every move adds one piece, so the child's tier needs no loop over the columns (StrongBench
     * 5x4: 1.25-1.33 -> 1.22-1.30 CPU s).
     */
    @Override
    public int childTier(long parent, int parentTier, long child) {
        return parentTier + 1;
    }

    @Override
    public String moveName(long from, long to) {
        return StrongGames.firstChanged(w, c -> heightOf(from, c) != heightOf(to, c));
    }

    /** Rows from the top, '/' between rows: X, O or '.' per cell. */
    @Override
    public String format(long pos) {
        return StrongGames.rows(h, w, (top, c) -> h - 1 - top >= heightOf(pos, c) ? '.'
                : ((pos >>> (c * stride + h - 1 - top)) & 1) != 0 ? 'X' : 'O');
    }

    /**
     * Reads a board (rows from the top separated by '/', as printed) or a sequence of column
     * numbers 1..W played from the start ("" or "start": the empty board).
     */
    @Override
    public long parse(String text) {
        String s = text.trim();
        if (s.isEmpty() || s.equals("start")) {
            return start();
        }
        if (s.chars().allMatch(Character::isDigit)) {
            long p = start();
            long[] buf = new long[w];
            for (int i = 0; i < s.length(); i++) {
                int c = s.charAt(i) - '1';
                if (c < 0 || c >= w || heightOf(p, c) >= h) {
                    throw new InvalidInputException(id() + ": move " + (i + 1) + " '" + s.charAt(i)
                            + "' is not a free column 1.." + w);
                }
                if (primitive(p) != null) {
                    throw new InvalidInputException(id() + ": the game is over before move " + (i + 1));
                }
                String name = Integer.toString(c + 1);
                int m = moves(p, buf);
                for (int j = 0; j < m; j++) {
                    if (moveName(p, buf[j]).equals(name)) {
                        p = buf[j];
                        break;
                    }
                }
            }
            return p;
        }
        String[] rows = s.split("/");
        if (rows.length != h) {
            throw new InvalidInputException(id() + ": a board has " + h + " rows separated by '/', or is a list of"
                    + " columns played (e.g. 3344): '" + s + "'");
        }
        long p = 0;
        int xs = 0;
        int os = 0;
        for (int c = 0; c < w; c++) {
            int hc = 0;
            for (int row = 0; row < h; row++) {
                String line = rows[h - 1 - row];
                if (line.length() != w) {
                    throw new InvalidInputException(id() + ": row '" + line + "' must have " + w + " cells");
                }
                char ch = Character.toUpperCase(line.charAt(c));
                if (ch == '.') {
                    continue;
                }
                if (ch != 'X' && ch != 'O') {
                    throw new InvalidInputException(id() + ": cell '" + line.charAt(c) + "' must be X, O or .");
                }
                if (hc != row) {
                    throw new InvalidInputException(id() + ": column " + (c + 1) + " has a piece above an empty cell");
                }
                if (ch == 'X') {
                    p |= 1L << (c * stride + row);
                    xs++;
                } else {
                    os++;
                }
                hc++;
            }
            p |= 1L << (c * stride + hc);
        }
        if (xs != os && xs != os + 1) {
            throw new InvalidInputException(id() + ": X moves first, so X has as many pieces as O or one more ("
                    + xs + " X, " + os + " O)");
        }
        return p;
    }

    private final Ranking ranking = new Ranking() {
            @Override
            public int tierCount() {
                return w * h + 1;
            }

            @Override
            public long tierSize(int n) {
                return hvByTier[n].length * binom[n * bstride + (n + 1) / 2];
            }

            @Override
            public int[] childTiers(int n) {
                return n == w * h ? new int[0] : new int[] {n + 1};
            }

            @Override
            public long rank(long pos) {
                int code = 0;
                int mul = 1;
                int n = 0;
                long colorRank = 0;
                int ones = 0;
                for (int c = 0; c < w; c++) {
                    long seg = (pos >>> (c * stride)) & colMask;
                    int hc = 63 - Long.numberOfLeadingZeros(seg);
                    code += hc * mul;
                    mul *= stride;
                    // branch-free (a piece's colour is a coin flip to the branch predictor):
                    // StrongBench 5x4 1.22-1.30 -> 1.04-1.09 CPU s
                    for (int i = 0; i < hc; i++, n++) {
                        int x = (int) (seg >>> i) & 1;
                        ones += x;
                        colorRank += binom[n * bstride + ones] & -(long) x;
                    }
                }
                return hvIndex[code] * binom[n * bstride + (n + 1) / 2] + colorRank;
            }

            @Override
            public long unrank(int n, long rank) {
                long per = binom[n * bstride + (n + 1) / 2];
                int code = hvByTier[n][(int) (rank / per)];
                long colorRank = rank % per;
                // colex unrank: the X pieces' indices among n, from the highest
                long colors = 0;
                int k = (n + 1) / 2;
                for (int i = n - 1; i >= 0 && k > 0; i--) {
                    long b = binom[i * bstride + k];
                    if (b <= colorRank) {
                        colorRank -= b;
                        colors |= 1L << i;
                        k--;
                    }
                }
                long pos = 0;
                int idx = 0;
                for (int c = 0; c < w; c++, code /= stride) {
                    int hc = code % stride;
                    long seg = (colors >>> idx) & ((1L << hc) - 1);
                    idx += hc;
                    pos |= (seg | (1L << hc)) << (c * stride);
                }
                return pos;
            }
        };

    @Override
    public Ranking ranking() {
        return ranking;
    }

    @Override
    public String toString() {
        return id() + Arrays.toString(new int[] {w, h});
    }
}
