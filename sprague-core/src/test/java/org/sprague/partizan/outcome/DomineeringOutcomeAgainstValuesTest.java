package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.sprague.partizan.CanonicalFormSolver;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.games.Domineering;

/** The outcome search against the canonical-form engine on every filling of small boards. */
class DomineeringOutcomeAgainstValuesTest {

    private static boolean searchWins(int rows, int cols, long empty, boolean left, boolean knowledge) {
        OutcomeTable table = new OutcomeTable(12);
        DomineeringBoard b = new DomineeringBoard(rows, cols, empty, 0, left, knowledge ? new EndgameTable() : null);
        return new RootSplitOutcomeSearch(table, 1, null, 60, null, org.sprague.game.Deadline.unlimited()).solve(b, left ? 0 : 1).wins();
    }

    @Test
    void everyFillingOfBoardsUpToTwelveSquaresHasTheOutcomeOfItsValue() {
        CanonicalForms forms = new CanonicalForms();
        CanonicalFormSolver<Domineering.Board> values = new CanonicalFormSolver<>(new Domineering(), forms, 10_000_000);
        int checked = 0;
        for (int rows = 1; rows <= 4; rows++) {
            for (int cols = 1; cols <= 4; cols++) {
                int n = rows * cols;
                if (n > 12) {
                    continue;
                }
                for (long empty = 0; empty < (1L << n); empty++) {
                    int v = values.value(new Domineering.Board(rows, cols, empty));
                    boolean leftWins = !forms.leq(v, CanonicalForms.ZERO); // Left moving first wins iff G |> 0
                    boolean rightWins = !forms.leq(CanonicalForms.ZERO, v);
                    for (boolean knowledge : new boolean[] {false, true}) {
                        assertEquals(leftWins, searchWins(rows, cols, empty, true, knowledge),
                                rows + "x" + cols + " " + Long.toBinaryString(empty) + " Left first, knowledge " + knowledge);
                        assertEquals(rightWins, searchWins(rows, cols, empty, false, knowledge),
                                rows + "x" + cols + " " + Long.toBinaryString(empty) + " Right first");
                    }
                    checked++;
                }
            }
        }
        assertEquals(9418, checked); // every filling of every board of at most 12 squares, sides at most 4
    }
}
