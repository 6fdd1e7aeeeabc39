package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.CanonicalFormSolver;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.games.Domineering;

/**
 * The dominoes {@link DomineeringBoard#dominantStarts} leaves out of the search: each is
 * dominated by the domino beside it in its line, checked on values. On positions reached by
 * random play (the walls that make protected squares), for the player to move, every left-out
 * domino's position has a canonical form no better for that player than the position after the
 * domino the javadoc names as its dominator, which is never left out itself.
 */
class DominatedMovesTest {

    private static long after(DomineeringBoard board, int cols, long empty, int move) {
        int[] q = board.squares(move);
        return empty & ~(1L << (q[0] * cols + q[1])) & ~(1L << (q[2] * cols + q[3]));
    }

    @Test
    void everyDominoLeftOutIsNoBetterThanItsNeighbourKeptInTheSearch() {
        CanonicalForms forms = new CanonicalForms();
        CanonicalFormSolver<Domineering.Board> values = new CanonicalFormSolver<>(new Domineering(), forms, 20_000_000);
        Random rnd = new Random(11);
        int[][] sizes = {{4, 5}, {5, 4}, {5, 5}, {4, 6}, {6, 4}, {3, 7}, {5, 6}};
        int checked = 0;
        for (int[] size : sizes) {
            int rows = size[0];
            int cols = size[1];
            for (int trial = 0; trial < 150; trial++) {
                long empty = RandomDominoes.play(rows, cols, 1 + rnd.nextInt(rows * cols / 4), rnd);
                if (Long.bitCount(empty) > 20) {
                    continue;
                }
                for (boolean left : new boolean[] {true, false}) {
                    DomineeringBoard board = new DomineeringBoard(rows, cols, empty, 0, left, null);
                    int o = left ? 1 : 0;
                    int lines = left ? cols : rows;
                    int across = left ? rows : cols;
                    int[] bd = board.bd[o];
                    int cm = ((1 << across) - 1) << 1;
                    for (int i = 1; i <= lines; i++) {
                        int e = ~bd[i] & cm;
                        int pr = e & bd[i - 1] & bd[i + 1];
                        int kept = DomineeringBoard.dominantStarts(e, pr);
                        int out = e & (e >>> 1) & ~kept;
                        for (int m = out; m != 0; m &= m - 1) {
                            int j = Integer.numberOfTrailingZeros(m);
                            boolean ruleA = (pr >>> (j + 1) & 1) != 0 && (e >>> (j - 1) & 1) != 0
                                    && (e >>> (j - 2) & 1) == 0;
                            int by = ruleA ? j - 1 : j + 1;
                            assertTrue((kept >>> by & 1) != 0, "the dominator is kept");
                            int dropped = values.value(new Domineering.Board(rows, cols, after(board, cols, empty, i << 5 | j)));
                            int dominator = values.value(new Domineering.Board(rows, cols, after(board, cols, empty, i << 5 | by)));
                            boolean noBetter = left ? forms.leq(dropped, dominator) : forms.leq(dominator, dropped);
                            assertTrue(noBetter, board.text() + (left ? " Left" : " Right") + " to move: line " + i
                                    + " domino at " + j + " against " + by);
                            checked++;
                        }
                    }
                }
            }
        }
        // the test means something only if many dominoes were left out
        System.err.println("DOMINATED checked " + checked);
        assertTrue(checked > 200, "checked " + checked);
    }

    @Test
    void theDominationRulesOnOneLine() {
        // bits 1..6 of a line: squares 1 2 3 empty, 4 occupied; square 3 protected: (2,3) is
        // dominated by (1,2) (rule A: square 0 is the padding, occupied)
        int e = 0b0001110;
        assertEquals(0b0000010, DomineeringBoard.dominantStarts(e, 0b0001000));
        // nothing protected: every domino kept
        assertEquals(e & (e >>> 1), DomineeringBoard.dominantStarts(e, 0));
        // squares 2..4 empty, 1 and 5 occupied, 2 and 4 protected: the two dominoes are equal, one is kept
        e = 0b0011100;
        assertEquals(1, Integer.bitCount(DomineeringBoard.dominantStarts(e, 0b0010100)));
    }
}
