package org.sprague.catalog;

import org.sprague.game.Solution;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.game.Solution.SolvedMove;
import org.sprague.catalog.SolveOptions.Method;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import org.sprague.game.Position;
import org.sprague.game.Move;

/**
 * Misère play of a partizan game (the player who cannot move wins) is decided by the outcome
 * search, as docs/game-files.md says for a {@code PartizanGame} file (it was refused, exit 2):
 * outcome and Left's winning moves against a brute force over the game's own moves, on every
 * small position of Piles of Pebbles, packed and on objects.
 */
class MiserePartizanTest {
    private static final SolveOptions MISERE = SolveOptions.defaults().withMisere(true);

    /** Whether {@code toMove} wins moving first at {@code p} under misère play: plain recursion. */
    private static boolean wins(PartizanCatalogGame g, Position p, Side toMove, Map<String, Boolean> memo) {
        String key = toMove + " " + p;
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        List<Move> moves = g.moves(p, toMove == Side.LEFT);
        boolean win = moves.isEmpty(); // misère: the side that cannot move wins
        for (Move m : moves) {
            if (!wins(g, m.to(), toMove.other(), memo)) {
                win = true;
                break;
            }
        }
        memo.put(key, win);
        return win;
    }

    @Test
    void misereOutcomeAndWinningMovesOfPebblesAgreeWithBruteForce() {
        int checked = 0;
        for (String spec : List.of("pebbles:1,2", "pebbles:2,3", "pebbles:1,3")) {
            PartizanCatalogGame g = (PartizanCatalogGame) Catalog.standard().game(spec);
            Map<String, Boolean> memo = new HashMap<>();
            for (Method method : List.of(Method.AUTO, Method.SEARCH)) {
                CatalogSolver solver = new CatalogSolver(MISERE.withMethod(method));
                for (int a = 0; a <= 5; a++) {
                    for (int b = 0; b <= 5; b++) {
                        Position p = g.parse(List.of(Integer.toString(a), Integer.toString(b)));
                        Solution s = solver.solve(g, p);
                        boolean leftWins = wins(g, p, Side.LEFT, memo);
                        String what = spec + " " + a + " " + b + " misère (" + method + ")";
                        assertEquals(leftWins ? Outcome.N : Outcome.P, s.outcome(), what);
                        List<SolvedMove> want = new ArrayList<>();
                        for (Move m : g.moves(p, true)) {
                            if (!wins(g, m.to(), Side.RIGHT, memo)) {
                                want.add(new SolvedMove(m.label(), g.format(m.to())));
                            }
                        }
                        assertEquals(want, s.winningMoves(), what);
                        assertNull(s.value(), what + ": a canonical form is of normal play");
                        assertEquals(leftWins, solver.wins(g, p, Side.LEFT), what);
                        assertEquals(wins(g, p, Side.RIGHT, memo), solver.wins(g, p, Side.RIGHT), what);
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked >= 200, "positions checked: " + checked);
    }

    /** Misère play and normal play differ (the test is not vacuous): the empty position is a win for Left. */
    @Test
    void theEmptyPositionIsAMisereWinForTheFirstPlayer() {
        PartizanCatalogGame g = (PartizanCatalogGame) Catalog.standard().game("pebbles:1,2");
        Position empty = g.parse(List.of("0"));
        assertEquals(Outcome.N, new CatalogSolver(MISERE).solve(g, empty).outcome());
        assertEquals(Outcome.P, new CatalogSolver(SolveOptions.defaults()).solve(g, empty).outcome());
    }

    @Test
    void misereUnderClosedFormIsRefusedNamingMisere() {
        PartizanCatalogGame g = (PartizanCatalogGame) Catalog.standard().game("pebbles:1,2");
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> new CatalogSolver(MISERE.withMethod(Method.CLOSED_FORM)).solve(g, g.parse(List.of("3", "4"))));
        assertTrue(e.getMessage().contains("misère"), e.getMessage());
    }
}
