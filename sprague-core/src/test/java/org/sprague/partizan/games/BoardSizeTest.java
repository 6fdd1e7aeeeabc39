package org.sprague.partizan.games;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;

/**
 * Issue 20 item 7: a board size past {@code int} is bad input naming the size (exit 2, HTTP
 * 400), not a NumberFormatException (exit 1, HTTP 500); a board of separators only is an
 * empty board, not an ArrayIndexOutOfBoundsException (found by the web's ApiFuzzTest).
 */
class BoardSizeTest {
    @Test
    void aSizePastIntIsBadInputNamingIt() {
        for (String size : List.of("2147483648x1", "1x2147483648", "99999999999999999999x3", "0x5", "3x0")) {
            var e = assertThrows(InvalidInputException.class, () -> new Domineering().parse(List.of(size)), size);
            assertTrue(e.getMessage().contains(size), e.getMessage());
        }
    }

    @Test
    void aBoardOfSeparatorsOnlyIsAnEmptyBoard() {
        for (String board : List.of("|", "||", "| |")) {
            var e = assertThrows(InvalidInputException.class, () -> new Domineering().parse(List.of(board)), board);
            assertTrue(e.getMessage().contains("empty board"), e.getMessage());
        }
    }
}
