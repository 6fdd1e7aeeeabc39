package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sprague.game.Outcome;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.games.Clobber;
import org.sprague.partizan.games.PartizanBoardGame;
import org.sprague.partizan.games.PartizanGames;
import org.sprague.partizan.games.PartizanSumSolver;
import org.sprague.partizan.games.PartizanSumSolver.Component;
import org.sprague.partizan.games.ToadsAndFrogs;

/**
 * The outcome search (never a value) against the canonical-form engine (the value search) on
 * every position of small Clobber boards and Toads-and-Frogs strips, and on sums; each
 * winning move it names is checked to be one: the value after it is {@code >= 0} for Left,
 * {@code <= 0} for Right.
 */
class OutcomeSearchAgainstValuesTest {

    /** Checks one position (or sum): outcome and both winning moves, against values. */
    private static PartizanSumSolver values = new PartizanSumSolver(50_000_000);

    private static void check(List<Component<?>> parts, String what) {
        CanonicalForms f = values.forms();
        int total = CanonicalForms.ZERO;
        for (Component<?> c : parts) {
            total = f.add(total, values.value(c));
        }
        boolean leftWins = !f.leq(total, CanonicalForms.ZERO);
        boolean rightWins = !f.leq(CanonicalForms.ZERO, total);
        PartizanOutcomeSearch.Report r = PartizanOutcomeSearch.solveSum(parts, PartizanOutcomeSearch.Options.defaults());
        Outcome expected = leftWins && rightWins ? Outcome.N : leftWins ? Outcome.L : rightWins ? Outcome.R : Outcome.P;
        assertEquals(expected, r.outcome(), what);
        assertEquals(leftWins, r.leftWinningMove() != null, what);
        assertEquals(rightWins, r.rightWinningMove() != null, what);
    }

    private static int clobberBoards(int rows, int cols) {
        Clobber game = new Clobber();
        int n = rows * cols;
        int count = 0;
        int[] digits = new int[n];
        for (long code = 0; code < Math.round(Math.pow(3, n)); code++) {
            long c = code;
            long l = 0;
            long r = 0;
            for (int i = 0; i < n; i++) {
                digits[i] = (int) (c % 3);
                c /= 3;
                if (digits[i] == 1) {
                    l |= 1L << i;
                } else if (digits[i] == 2) {
                    r |= 1L << i;
                }
            }
            Clobber.Stones s = new Clobber.Stones(rows, cols, l, r);
            check(List.of(new Component<>(game, s)), "clobber " + game.format(s));
            count++;
        }
        return count;
    }

    private static int strips(int length) {
        ToadsAndFrogs game = new ToadsAndFrogs();
        int count = 0;
        char[] a = new char[length];
        for (long code = 0; code < Math.round(Math.pow(3, length)); code++) {
            long c = code;
            for (int i = 0; i < length; i++) {
                a[i] = ".tf".charAt((int) (c % 3));
                c /= 3;
            }
            String s = new String(a);
            check(List.of(new Component<>(game, s)), "toads-and-frogs " + s);
            count++;
        }
        return count;
    }

    @Test
    void everyClobberPositionOnSmallBoardsHasTheOutcomeOfItsValue() {
        assertEquals(729 + 729 + 6561, clobberBoards(2, 3) + clobberBoards(1, 6) + clobberBoards(2, 4));
    }

    @Test
    void everyToadsAndFrogsStripUpToEightSquaresHasTheOutcomeOfItsValue() {
        int n = 0;
        for (int len = 1; len <= 8; len++) {
            n += strips(len);
        }
        assertEquals(9840, n); // 3 + 9 + ... + 6561
    }

    @Test
    @Tag("slow")
    void everyClobberAndToadsAndFrogsPositionUpToTwelveSquares() {
        assertEquals(531441 * 2 + 59049, clobberBoards(3, 4) + clobberBoards(2, 6) + clobberBoards(2, 5));
        assertEquals(531441, strips(12));
    }

    /**
     * Checks every position reachable from {@code start} (either player moving, in any order),
     * each once; returns how many.
     */
    private static <P> int reachable(PartizanBoardGame<P> game, P start) {
        java.util.Set<P> seen = new java.util.HashSet<>(List.of(start));
        java.util.ArrayDeque<P> queue = new java.util.ArrayDeque<>(seen);
        while (!queue.isEmpty()) {
            P p = queue.poll();
            check(List.of(new Component<>(game, p)), game.id() + " " + game.format(p));
            for (boolean left : new boolean[] {true, false}) {
                for (PartizanBoardGame.LabelledMove<P> m : game.moves(p, left)) {
                    if (seen.add(m.to())) {
                        queue.add(m.to());
                    }
                }
            }
        }
        return seen.size();
    }

    /** The checkerboard start of Clobber on an r x c board (Left's stone in the top left corner). */
    private static Clobber.Stones checkerboard(int rows, int cols) {
        long l = 0;
        long r = 0;
        for (int i = 0; i < rows * cols; i++) {
            if ((i / cols + i % cols) % 2 == 0) {
                l |= 1L << i;
            } else {
                r |= 1L << i;
            }
        }
        return new Clobber.Stones(rows, cols, l, r);
    }

    /** Toads-and-Frogs positions reachable from the starts of 13 to 16 squares, counted per start (k up to 3). */
    private static final long TOADS_POSITIONS = 374_588;

    /**
     * Issue 23's sweep up to 16 squares, past the exhaustive tests above (every position up to
     * 12 squares): every position reachable from Clobber's checkerboard start on 1x13 to 1x16,
     * 2x7, 2x8 and 3x5 (2,171,018 positions), and from the Toads-and-Frogs starts
     * {@code t^k .^m f^k} of 13 to 16 squares with 1 to 3 creatures a side (374,588 positions,
     * counted per start); the outcome search against the value search on each, one value search
     * (its memo) for all. Not covered: Clobber 4x4 (1,809,927 positions reachable, too slow for
     * the value search here), Toads-and-Frogs starts with 4 or more a side, and the positions
     * of 13 to 16 squares no start reaches.
     */
    @Test
    @Tag("slow")
    void everyClobberAndToadsAndFrogsPositionReachableFromTheStartsUpToSixteenSquares() {
        Clobber clobber = new Clobber();
        int[][] boards = {{1, 13}, {1, 14}, {1, 15}, {1, 16}, {2, 7}, {2, 8}, {3, 5}};
        int[] clobberCounts = {11389, 24401, 52149, 111625, 185430, 1167449, 618575};
        for (int i = 0; i < boards.length; i++) {
            assertEquals(clobberCounts[i], reachable(clobber, checkerboard(boards[i][0], boards[i][1])),
                    "clobber " + boards[i][0] + "x" + boards[i][1]);
        }
        ToadsAndFrogs toads = new ToadsAndFrogs();
        long positions = 0;
        for (int n = 13; n <= 16; n++) {
            for (int k = 1; k <= 3; k++) {
                positions += reachable(toads, "t".repeat(k) + ".".repeat(n - 2 * k) + "f".repeat(k));
            }
        }
        assertEquals(TOADS_POSITIONS, positions);
    }

    @Test
    void sumsOfDifferentGamesHaveTheOutcomeOfTheirValue() {
        String[][] sums = {{"hackenbush lr", "domineering ..|.."}, {"cutcake 3 2", "clobber xo|ox"},
                {"toads-and-frogs t.f", "hackenbush e e"}, {"domineering ...|...", "domineering ..|..|.."},
                {"hackenbush lrl", "cutcake 2 2", "toads-and-frogs tt.ff"}};
        for (String[] s : sums) {
            List<String> words = new java.util.ArrayList<>();
            for (String p : s) {
                if (!words.isEmpty()) {
                    words.add("+");
                }
                words.add(p);
            }
            check(PartizanSumSolver.parse(words), String.join(" + ", s));
        }
    }

    @Test
    void winningMovesNamedAreWinning() {
        PartizanBoardGame<?> dom = PartizanGames.get("domineering");
        for (String board : new String[] {"3x3", "2x4", "3x4", "....|.#..|....", "4x4"}) {
            PartizanOutcomeSearch.Report r = PartizanOutcomeSearch.solve(List.of("domineering", board),
                    PartizanOutcomeSearch.Options.defaults());
            CanonicalForms f = values.forms();
            if (r.leftWinningMove() != null) {
                int v = values.value(component(dom, r.leftWinningMove().position()));
                assertTrue(f.leq(CanonicalForms.ZERO, v), board + " Left's " + r.leftWinningMove());
            }
            if (r.rightWinningMove() != null) {
                int v = values.value(component(dom, r.rightWinningMove().position()));
                assertTrue(f.leq(v, CanonicalForms.ZERO), board + " Right's " + r.rightWinningMove());
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static <P> Component<P> component(PartizanBoardGame<P> g, String text) {
        return new Component<>(g, g.parse(List.of(text)));
    }
}
