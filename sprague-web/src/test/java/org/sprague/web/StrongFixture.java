package org.sprague.web;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.sprague.strong.games.StrongGames;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.engine.TieredRetrogradeSolver;
import org.sprague.strong.db.DatabaseWriter;

/** Databases for the tests, written by the solver as {@code sprague strong} writes them, and a tic-tac-toe by the definition. */
final class StrongFixture {
    private StrongFixture() {
    }

    /** Strongly solves catalogue game {@code id} into {@code file}. */
    static Path solve(String id, Path file) {
        TierPlan plan = TierPlan.of(StrongGames.of(id), Long.MAX_VALUE);
        try (DatabaseWriter w = DatabaseWriter.open(file, plan, false)) {
            new TieredRetrogradeSolver().solve(plan, w, StrongSolver.Progress.NONE);
            w.finish();
        }
        return file;
    }

    /** Flips the bits of one byte of {@code file} at {@code at}. */
    static void damage(Path file, long at) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
            raf.seek(at);
            int x = raf.read();
            raf.seek(at);
            raf.write(x ^ 0x5A);
        }
    }

    /**
     * A game with a cycle and no tiers, for draws: A and B move to each other, B may also
     * move to C, where the player to move has won (so moving there loses). Nobody can force
     * a result from A or B: both are draws; B's move to C loses (C: won in 0). Positions are 0, 1, 2.
     */
    static final class Cycle implements org.sprague.strong.StrongGame {
        public String id() {
            return "test:cycle";
        }

        public long start() {
            return 0;
        }

        public int maxMoves() {
            return 2;
        }

        public int moves(long p, long[] children) {
            if (p == 0) {
                children[0] = 1;
                return 1;
            }
            if (p == 1) {
                children[0] = 0;
                children[1] = 2;
                return 2;
            }
            return 0;
        }

        public org.sprague.strong.Value primitive(long p) {
            return p == 2 ? org.sprague.strong.Value.WIN : null;
        }

        public String format(long p) {
            return "ABC".substring((int) p, (int) p + 1);
        }

        public long parse(String text) {
            int i = "ABC".indexOf(text.trim());
            if (text.trim().length() != 1 || i < 0) {
                throw new org.sprague.game.InvalidInputException("test:cycle: a position is A, B or C, not '" + text + "'");
            }
            return i;
        }
    }

    /** Strongly solves {@code game} into {@code file}. */
    static Path solve(org.sprague.strong.StrongGame game, Path file) {
        TierPlan plan = TierPlan.of(game, Long.MAX_VALUE);
        try (DatabaseWriter w = DatabaseWriter.open(file, plan, false)) {
            new TieredRetrogradeSolver().solve(plan, w, StrongSolver.Progress.NONE);
            w.finish();
        }
        return file;
    }

    /** A value and remoteness for the player to move. */
    record Solved(String value, int remoteness) {
    }

    /**
     * Tic-tac-toe solved by the definition (depth-first over the board, nothing shared with
     * the retrograde solver): the mover wins fastest through a losing child, else ties fastest,
     * else loses in one more than the slowest win of the opponent. Cells 0..8, row by row from
     * the top left; X moves first.
     */
    static final class TicTacToeByDefinition {
        private static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8},
            {0, 4, 8}, {2, 4, 6}};
        private final Map<String, Solved> memo = new HashMap<>();

        /** The board as the database writes it: rows from the top, '/' between them. */
        static String text(char[] b) {
            return new String(b, 0, 3) + "/" + new String(b, 3, 3) + "/" + new String(b, 6, 3);
        }

        static boolean line(char[] b, char who) {
            for (int[] l : LINES) {
                if (b[l[0]] == who && b[l[1]] == who && b[l[2]] == who) {
                    return true;
                }
            }
            return false;
        }

        /** The value of board {@code b} for the player to move. The depth is at most 9. */
        Solved solve(char[] b) {
            String key = new String(b);
            Solved s = memo.get(key);
            if (s != null) {
                return s;
            }
            int x = 0;
            int o = 0;
            for (char c : b) {
                x += c == 'X' ? 1 : 0;
                o += c == 'O' ? 1 : 0;
            }
            char mover = x == o ? 'X' : 'O';
            char last = mover == 'X' ? 'O' : 'X';
            if (line(b, last)) {
                s = new Solved("lose", 0);
            } else if (x + o == 9) {
                s = new Solved("tie", 0);
            } else {
                int win = Integer.MAX_VALUE;
                int tie = Integer.MAX_VALUE;
                int lose = -1;
                for (int i = 0; i < 9; i++) {
                    if (b[i] == '.') {
                        b[i] = mover;
                        Solved c = solve(b);
                        b[i] = '.';
                        switch (c.value()) {
                            case "lose" -> win = Math.min(win, c.remoteness() + 1);
                            case "tie" -> tie = Math.min(tie, c.remoteness() + 1);
                            default -> lose = Math.max(lose, c.remoteness() + 1);
                        }
                    }
                }
                s = win != Integer.MAX_VALUE ? new Solved("win", win)
                        : tie != Integer.MAX_VALUE ? new Solved("tie", tie) : new Solved("lose", lose);
            }
            memo.put(key, s);
            return s;
        }

        /** Every board reachable from the empty one (5,478). */
        Map<String, Solved> all() {
            solve(".........".toCharArray());
            Map<String, Solved> out = new HashMap<>();
            memo.forEach((k, v) -> out.put(text(k.toCharArray()), v));
            return out;
        }
    }
}
