package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.entry.Game;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.catalog.SolveOptions.Method;

/**
 * Checks a game's closed form against {@code --method search}: same outcome and the same
 * winning moves, compared as sets of resulting positions. One instance per game, so the
 * search memo is shared across positions.
 */
final class AgainstSearch {
    private static final int MAX_MOVES = 100_000;

    private final Game game;
    private final CatalogSolver closed = new CatalogSolver(
            new SolveOptions(false, Method.CLOSED_FORM, SolveOptions.DEFAULT_MAX_POSITIONS, MAX_MOVES));
    private final CatalogSolver search = new CatalogSolver(
            new SolveOptions(false, Method.SEARCH, SolveOptions.DEFAULT_MAX_POSITIONS, MAX_MOVES));
    private int checked;
    private int winning;

    AgainstSearch(Game game) {
        this.game = game;
    }

    /** Asserts the closed form and the search agree at {@code p}; returns the closed-form answer. */
    Solution check(Position p) {
        Solution c = closed.solve(game, p);
        Solution s = search.solve(game, p);
        String where = game.id() + " " + p;
        assertEquals("closed-form", c.decidedBy(), where);
        assertEquals("search", s.decidedBy(), where);
        assertEquals(s.outcome(), c.outcome(), where);
        if (c.grundy() != null) {
            assertEquals(s.grundy(), c.grundy(), "grundy of " + where);
        }
        assertTrue(c.winningMovesComplete() && s.winningMovesComplete(), where);
        assertEquals(targets(s), targets(c), "winning moves of " + where);
        assertEquals(c.winningMoves().size(), targets(c).size(), "duplicate winning moves at " + where);
        checked++;
        winning += c.winningMoves().isEmpty() ? 0 : 1;
        return c;
    }

    void checkAll(Iterable<Position> positions) {
        for (Position p : positions) {
            check(p);
        }
    }

    /** How many positions were checked, and how many had winning moves (so a test is not vacuous). */
    void assertCovered(int minChecked, int minWinning) {
        assertTrue(checked >= minChecked, "checked only " + checked + " positions");
        assertTrue(winning >= minWinning, "only " + winning + " positions had winning moves");
    }

    static Set<String> targets(Solution s) {
        Set<String> out = new HashSet<>();
        for (Solution.SolvedMove m : s.winningMoves()) {
            out.add(m.position());
        }
        return out;
    }

    /** All lists of {@code count} numbers in {@code [0, max]}. */
    static List<Position> grid(int count, int max) {
        List<Position> out = new java.util.ArrayList<>();
        long[] v = new long[count];
        while (true) {
            out.add(Position.of(v.clone()));
            int i = count - 1;
            while (i >= 0 && v[i] == max) {
                v[i] = 0;
                i--;
            }
            if (i < 0) {
                return out;
            }
            v[i]++;
        }
    }
}
