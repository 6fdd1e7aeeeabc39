package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.Notation;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/**
 * The questions take the notation and the side to move as words (api32: were the engines' enums,
 * which a module-path user cannot name): checked when the question is built, read by the engines
 * as before.
 */
class QuestionWordsTest {

    @Test
    void aNotationIsReadInAnyCaseAndNullIsSpragues() {
        assertEquals("sprague", SolveQuestion.of(List.of("nim", "3")).notation());
        assertEquals(Notation.SPRAGUE, SolveQuestion.of(List.of("nim", "3")).printIn());
        ValueQuestion q = ValueQuestion.of("{1|}", "CGSuite", 1000);
        assertEquals("cgsuite", q.notation());
        assertEquals(Notation.CGSUITE, q.printIn());
        var bad = assertThrows(InvalidInputException.class, () -> ValueQuestion.of("0", "latex", 1000));
        assertEquals("notation 'latex' is not one of: sprague (the default), cgsuite (CGScript that CGSuite reads back)",
                bad.getMessage());
    }

    @Test
    void theSideToMoveIsLeftOrRightOrNotGiven() {
        assertNull(SolveQuestion.moves(List.of("nim 3"), null, 10, 10, null, null).side());
        assertEquals(Side.RIGHT,
                SolveQuestion.moves(List.of("nim 3"), "right", 10, 10, null, null).side());
        assertEquals(Side.LEFT,
                SolveQuestion.moves(List.of("nim 3"), "left", 10, 10, null, null).side());
        var bad = assertThrows(InvalidInputException.class,
                () -> SolveQuestion.moves(List.of("nim 3"), "up", 10, 10, null, null));
        assertEquals("toMove must be \"left\" or \"right\", got 'up'", bad.getMessage());
    }
}
