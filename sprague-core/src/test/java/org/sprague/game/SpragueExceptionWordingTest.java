package org.sprague.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.wording.Remedy;

/** Facts and remedies are rendered in each front end's words; the library's by default. */
class SpragueExceptionWordingTest {

    @Test
    void aPositionLimitCarriesItsFiguresAndRemedy() {
        PositionLimitException e = new PositionLimitException(1001, 1000);
        assertEquals(1001, e.reached());
        assertEquals(1000, e.limit());
        assertEquals(List.of(Remedy.RAISE_POSITION_LIMIT), Remedy.of(e));
        assertEquals("position limit reached: the search stored 1001 positions and the limit is 1000"
                + " (raise maxPositions)", e.getMessage());
        assertEquals("position limit reached: the search stored 1001 positions and the limit is 1000"
                + " (raise it with the flag)", Remedy.message(e.template(), Remedy.of(e), n -> "--" + n,
                        r -> "raise it with the flag"));
    }

    @Test
    void parametersAreSpelledByTheFrontEnd() {
        InvalidInputException e = new InvalidInputException("${grundy} and ${misere} together: no; {0|^} stays");
        assertEquals("grundy and misere together: no; {0|^} stays", e.getMessage());
        assertEquals("-G and -M together: no; {0|^} stays",
                Remedy.message(e.template(), Remedy.of(e), n -> "-" + Character.toUpperCase(n.charAt(0)),
                        Remedy::libraryWords));
    }

    @Test
    void severalRemediesAreListedAsAPersonWould() {
        LimitExceededException e = Remedy.attach(new LimitExceededException("memory limit"),
                Remedy.MORE_MEMORY, Remedy.LOWER_POSITION_LIMIT, Remedy.PACKED_GAME);
        assertEquals("memory limit (more memory, fewer positions, or packed)", Remedy.message(e.template(), Remedy.of(e),
                n -> n, r -> switch (r) {
            case MORE_MEMORY -> "more memory";
            case LOWER_POSITION_LIMIT -> "fewer positions";
            default -> "packed";
        }));
    }

    @Test
    void remediesAreAttachedOnceAsACauseIs() {
        LimitExceededException e = new LimitExceededException("the table has 9 cells, the limit is ${maxCells}");
        assertEquals(List.of(), Remedy.of(e));
        assertEquals("the table has 9 cells, the limit is maxCells", e.getMessage());
        assertEquals(e, Remedy.attach(e, Remedy.SMALLER_INPUT));
        assertEquals(List.of(Remedy.SMALLER_INPUT), Remedy.of(e));
        assertEquals("the table has 9 cells, the limit is maxCells (use a smaller input)", e.getMessage());
        assertEquals("remedies attached already: [SMALLER_INPUT]",
                assertThrows(IllegalStateException.class, () -> Remedy.attach(e, Remedy.MORE_MEMORY)).getMessage());
        assertEquals(List.of(Remedy.SMALLER_INPUT), Remedy.of(e));
    }
}
