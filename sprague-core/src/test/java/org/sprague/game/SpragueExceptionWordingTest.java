package org.sprague.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
        assertEquals(List.of(Remedy.RAISE_POSITION_LIMIT), e.remedies());
        assertEquals("position limit reached: the search stored 1001 positions and the limit is 1000"
                + " (raise maxPositions)", e.getMessage());
        assertEquals("position limit reached: the search stored 1001 positions and the limit is 1000"
                + " (raise it with the flag)", e.message(n -> "--" + n, r -> "raise it with the flag"));
    }

    @Test
    void parametersAreSpelledByTheFrontEnd() {
        InvalidInputException e = new InvalidInputException("${grundy} and ${misere} together: no; {0|^} stays");
        assertEquals("grundy and misere together: no; {0|^} stays", e.getMessage());
        assertEquals("-G and -M together: no; {0|^} stays",
                e.message(n -> "-" + Character.toUpperCase(n.charAt(0)), Remedy::libraryWords));
    }

    @Test
    void severalRemediesAreListedAsAPersonWould() {
        LimitExceededException e = new LimitExceededException("memory limit",
                Remedy.MORE_MEMORY, Remedy.LOWER_POSITION_LIMIT, Remedy.PACKED_GAME);
        assertEquals("memory limit (more memory, fewer positions, or packed)", e.message(n -> n, r -> switch (r) {
            case MORE_MEMORY -> "more memory";
            case LOWER_POSITION_LIMIT -> "fewer positions";
            default -> "packed";
        }));
    }
}
