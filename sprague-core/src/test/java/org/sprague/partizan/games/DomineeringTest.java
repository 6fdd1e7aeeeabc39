package org.sprague.partizan.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.CanonicalFormPrinter;
import org.sprague.partizan.CanonicalFormSolver;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.partizan.PartizanOutcomeAlgorithm.PartizanResult;
import org.sprague.partizan.Thermographs;
import org.sprague.partizan.games.Domineering.Board;

class DomineeringTest {
    private final Domineering game = new Domineering();
    private final CanonicalForms forms = new CanonicalForms();
    private final Thermographs th = new Thermographs(forms);
    private final CanonicalFormPrinter printer = new CanonicalFormPrinter(forms, th);
    private final CanonicalFormSolver<Board> solver = new CanonicalFormSolver<>(game, forms, 10_000_000);

    private String value(String board) {
        return printer.print(solver.value(game.parse(List.of(board))));
    }

    @Test
    void smallBoardsHaveTheirKnownValues() {
        assertEquals("+-1", value("2x2"));
        assertEquals("1", value("2x1"));
        assertEquals("-1", value("1x2"));
        for (int n = 1; n <= 12; n++) {
            assertEquals(String.valueOf(-(n / 2)), value("1x" + n), "1x" + n);
            assertEquals(String.valueOf(n / 2), value(n + "x1"), n + "x1");
        }
        // an L of three squares: each player has one move, each leaving a lone square: {0|0} = *
        assertEquals("*", value(".#|.."));
        // a column of three beside a lone square at its middle: Left has two moves, each leaving a
        // lone square and... every move leaves isolated squares: {0|0} = *
        assertEquals("*", value(".#|..|.#"));
        // a 2x1 column next to a 1x2 row, apart: 1 + -1 = 0
        assertEquals("0", value(".#..|.###"));
    }

    @Test
    void transposedBoardIsTheNegative() {
        for (String[] pair : new String[][] {{"2x3", "3x2"}, {"3x4", "4x3"}, {"..#|...|.##", "...|..#|#.#"}}) {
            int a = solver.value(game.parse(List.of(pair[0])));
            int b = solver.value(game.parse(List.of(pair[1])));
            assertEquals(a, forms.negate(b), pair[0] + " vs " + pair[1]);
        }
    }

    @Test
    void outcomeOfTheValueIsTheOutcomeOfPlayOnEverySmallBoard() {
        MemoizedPartizanOutcomeSolver<Board> search = new MemoizedPartizanOutcomeSolver<>(game, 10_000_000);
        int[][] sizes = {{3, 3}, {2, 4}, {4, 2}, {2, 5}, {3, 4}};
        for (int[] s : sizes) {
            int cells = s[0] * s[1];
            for (long empty = 0; empty < 1L << cells; empty++) {
                Board b = new Board(s[0], s[1], empty);
                PartizanResult<Board> r = search.solve(b);
                assertEquals(r.outcome(), th.outcome(solver.value(b)), game.format(b));
            }
        }
    }
}
