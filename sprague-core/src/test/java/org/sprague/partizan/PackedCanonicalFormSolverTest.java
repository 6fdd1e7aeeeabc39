package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.PositionLimitException;
import org.sprague.partizan.games.Clobber;
import org.sprague.partizan.games.Clobber.Stones;
import org.sprague.partizan.games.Domineering;
import org.sprague.partizan.games.Domineering.Board;

/**
 * The packed solver against the object solver (the oracle: {@code usePacked = false}) on every
 * small board, both storing into one {@link CanonicalForms}, where equal forms have equal ids.
 */
class PackedCanonicalFormSolverTest {
    private final CanonicalForms forms = new CanonicalForms();
    private final Domineering domineering = new Domineering();
    private final Clobber clobber = new Clobber();

    @Test
    void domineeringValuesEqualTheObjectSolversOnEveryBoardUpTo12Squares() {
        CanonicalFormSolver<Board> objects = new CanonicalFormSolver<>(domineering, forms, 10_000_000, false);
        PackedCanonicalFormSolver packed = new PackedCanonicalFormSolver(domineering, forms, 10_000_000);
        int boards = 0;
        for (int rows = 1; rows <= 12; rows++) {
            for (int cols = 1; rows * cols <= 12; cols++) {
                for (long empty = 0; empty < 1L << (rows * cols); empty++) {
                    Board b = new Board(rows, cols, empty);
                    assertTrue(domineering.fits(b));
                    assertEquals(objects.value(b), packed.value(domineering.pack(b)), () -> domineering.format(b));
                    boards++;
                }
            }
        }
        assertEquals(35_978, boards);
    }

    @Test
    void clobberValuesEqualTheObjectSolversOnEveryBoardUpTo9Squares() {
        CanonicalFormSolver<Stones> objects = new CanonicalFormSolver<>(clobber, forms, 10_000_000, false);
        PackedCanonicalFormSolver packed = new PackedCanonicalFormSolver(clobber, forms, 10_000_000);
        int boards = 0;
        for (int rows = 1; rows <= 9; rows++) {
            for (int cols = 1; rows * cols <= 9; cols++) {
                int n = rows * cols;
                int all = (int) Math.pow(3, n);
                for (int code = 0; code < all; code++) {
                    long left = 0;
                    long right = 0;
                    for (int i = 0, c = code; i < n; i++, c /= 3) {
                        if (c % 3 == 1) {
                            left |= 1L << i;
                        } else if (c % 3 == 2) {
                            right |= 1L << i;
                        }
                    }
                    Stones s = new Stones(rows, cols, left, right);
                    assertTrue(clobber.fits(s));
                    assertEquals(objects.value(s), packed.value(clobber.pack(s)), () -> clobber.format(s));
                    boards++;
                }
            }
        }
        assertEquals(93_387, boards);
    }

    @Test
    void largerBoardsValuedThePathUsersTakeEqualTheObjectSolvers() {
        for (String board : new String[] {"4x4", "3x5", "2x7", "..#..|.....|.#...|....."}) {
            Board b = domineering.parse(List.of(board));
            assertEquals(new CanonicalFormSolver<>(domineering, forms, 10_000_000, false).value(b),
                    new CanonicalFormSolver<>(domineering, forms, 10_000_000).value(b), board);
        }
        for (String board : new String[] {"xoxoxoxo|oxoxoxox", "xxoxo|oxo.x|xo.oo"}) {
            Stones s = clobber.parse(List.of(board));
            assertEquals(new CanonicalFormSolver<>(clobber, forms, 10_000_000, false).value(s),
                    new CanonicalFormSolver<>(clobber, forms, 10_000_000).value(s), board);
        }
    }

    @Test
    void boardsAtTheEdgeOfThePackingAndPastItAreValued() {
        CanonicalFormSolver<Board> solver = new CanonicalFormSolver<>(domineering, forms, 10_000_000);
        Board row52 = domineering.parse(List.of("1x52")); // the widest packed board: 52 in the key's top bits
        assertTrue(domineering.fits(row52));
        assertEquals(forms.integer(-26), solver.value(row52));
        assertEquals(forms.integer(26), solver.value(domineering.parse(List.of("52x1"))));
        Board row60 = domineering.parse(List.of("1x60")); // too wide to pack: valued on the objects
        assertFalse(domineering.fits(row60));
        assertEquals(forms.integer(-30), solver.value(row60));
        // Clobber's two layers: 26 squares pack, 28 do not
        assertTrue(clobber.fits(clobber.parse(List.of("xoxoxoxoxoxoxoxoxoxoxoxoxo"))));
        assertFalse(clobber.fits(clobber.parse(List.of("xoxoxoxoxoxoxoxoxoxoxoxoxoxo"))));
    }

    @Test
    void theRegionLimitHoldsOnThePackedPath() {
        CanonicalFormSolver<Board> solver = new CanonicalFormSolver<>(domineering, forms, 50);
        assertThrows(PositionLimitException.class, () -> solver.value(domineering.parse(List.of("4x4"))));
    }
}
