package org.sprague.strong.games;

import org.sprague.game.InvalidInputException;
import org.sprague.strong.StrongGame;
import org.sprague.strong.Value;

/**
 * Colin Vout's Dodgem on an n x n board (Berlekamp, Conway, Guy, <i>Winning Ways</i>, ch. 22):
 * each player has n-1 cars. Blue's start on the left edge (all but the bottom corner) and
 * move east, north or south; Red's start on the bottom edge (all but the left corner) and
 * move north, east or west. A car moves one square onto an empty square, or leaves the
 * board over the far edge (Blue's over the east edge, Red's over the north edge). The first
 * player to have all their cars off the board wins; a player who leaves the opponent no
 * move loses. Blue moves first. Sideways moves make cycles, so positions can be draws.
 *
 * <p>Code: 2 bits per cell (0 empty, 1 blue, 2 red), cell {@code row * n + col} with row 0 at
 * the bottom, and bit {@code 2n²} set when Red is to move. Tiers: cars on the board (a car
 * leaving goes to a child tier); no ranking, positions are found by exploration.
 */
public final class Dodgem implements StrongGame {
    private final int n;
    private final int turnBit;

    public Dodgem(int n) {
        if (n < 3 || n > 5) {
            throw new InvalidInputException("dodgem: the board size must be 3, 4 or 5, not " + n);
        }
        this.n = n;
        this.turnBit = 2 * n * n;
    }

    /** Parses the size ("" or "3": 3x3). */
    public static Dodgem of(String param) {
        try {
            return new Dodgem(param == null || param.isEmpty() ? 3 : Integer.parseInt(param));
        } catch (NumberFormatException e) {
            throw new InvalidInputException("dodgem: the parameter is the board size (3, 4 or 5), not '" + param + "'");
        }
    }

    @Override
    public String id() {
        return n == 3 ? "dodgem" : "dodgem:" + n;
    }

    @Override
    public long start() {
        long p = 0;
        for (int row = 1; row < n; row++) {
            p |= 1L << (2 * (row * n));
        }
        for (int col = 1; col < n; col++) {
            p |= 2L << (2 * col);
        }
        return p;
    }

    @Override
    public int maxMoves() {
        return 3 * (n - 1);
    }

    private int cell(long p, int i) {
        return (int) (p >>> (2 * i)) & 3;
    }

    private int cars(long p, int who) {
        int k = 0;
        for (int i = 0; i < n * n; i++) {
            if (cell(p, i) == who) {
                k++;
            }
        }
        return k;
    }

    private int toMove(long p) {
        return (p >>> turnBit & 1) == 0 ? 1 : 2;
    }

    @Override
    public int moves(long p, long[] children) {
        int who = toMove(p);
        long flipped = p ^ (1L << turnBit);
        int k = 0;
        for (int i = 0; i < n * n; i++) {
            if (cell(p, i) != who) {
                continue;
            }
            int row = i / n;
            int col = i % n;
            long without = flipped & ~(3L << (2 * i));
            // forward, then the two sideways directions
            int[][] dirs = who == 1 ? new int[][] {{0, 1}, {1, 0}, {-1, 0}} : new int[][] {{1, 0}, {0, 1}, {0, -1}};
            for (int[] d : dirs) {
                int r2 = row + d[0];
                int c2 = col + d[1];
                boolean offForward = who == 1 ? c2 == n && d[1] == 1 : r2 == n && d[0] == 1;
                if (offForward) {
                    children[k++] = without;
                } else if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n && cell(p, r2 * n + c2) == 0) {
                    children[k++] = without | ((long) who << (2 * (r2 * n + c2)));
                }
            }
        }
        return k;
    }

    @Override
    public Value primitive(long p) {
        int who = toMove(p);
        if (cars(p, 3 - who) == 0) {
            return Value.LOSE; // the opponent's last car just left
        }
        if (cars(p, who) == 0) {
            return Value.WIN; // not reachable in play
        }
        long[] buf = new long[maxMoves()];
        return moves(p, buf) == 0 ? Value.WIN : null; // the opponent left no move: they lose
    }

    @Override
    public int tier(long p) {
        return cars(p, 1) * 8 + cars(p, 2);
    }

    @Override
    public String moveName(long from, long to) {
        int who = toMove(from);
        int src = -1;
        int dst = -1;
        for (int i = 0; i < n * n; i++) {
            if (cell(from, i) == who && cell(to, i) != who) {
                src = i;
            } else if (cell(from, i) != who && cell(to, i) == who) {
                dst = i;
            }
        }
        return square(src) + (dst < 0 ? "-off" : "-" + square(dst));
    }

    private String square(int i) {
        return "" + (char) ('a' + i % n) + (i / n + 1);
    }

    /** Rows from the top, '/' between them: B (blue), R (red) or '.'; then ':B' or ':R' for the player to move. */
    @Override
    public String format(long p) {
        return StrongGames.rows(n, n, (top, col) -> ".BR".charAt(cell(p, (n - 1 - top) * n + col)))
                + (toMove(p) == 1 ? ":B" : ":R");
    }

    @Override
    public long parse(String text) {
        String s = text.trim();
        if (s.isEmpty() || s.equals("start")) {
            return start();
        }
        String[] parts = s.split(":");
        String[] rows = parts[0].split("/");
        if (parts.length != 2 || rows.length != n || !(parts[1].equals("B") || parts[1].equals("R"))) {
            throw new InvalidInputException(id() + ": a position is " + n + " rows from the top separated by '/',"
                    + " then :B or :R for the player to move (e.g. " + format(start()) + "), not '" + s + "'");
        }
        long p = parts[1].equals("R") ? 1L << turnBit : 0;
        for (int r = 0; r < n; r++) {
            if (rows[r].length() != n) {
                throw new InvalidInputException(id() + ": row '" + rows[r] + "' must have " + n + " cells");
            }
            for (int col = 0; col < n; col++) {
                char ch = rows[r].charAt(col);
                int v = ch == '.' ? 0 : ch == 'B' ? 1 : ch == 'R' ? 2 : -1;
                if (v < 0) {
                    throw new InvalidInputException(id() + ": cell '" + ch + "' must be B, R or .");
                }
                p |= (long) v << (2 * ((n - 1 - r) * n + col));
            }
        }
        if (cars(p, 1) > n - 1 || cars(p, 2) > n - 1) {
            throw new InvalidInputException(id() + ": each player has at most " + (n - 1) + " cars");
        }
        return p;
    }
}
