package org.sprague.partizan.outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.games.Domineering;

/**
 * The outcome search reads a board with the value search's reader ({@code BoardText}): the
 * defects issue 20 fixed in the value search's copy (separators only, sizes past int) had lived
 * on in the outcome search's own copy ({@code solve domineering '|' --outcome}: an internal
 * error, exit 1).
 */
class DomineeringOutcomeParseTest {
    @Test
    void aBoardOfSeparatorsOnlyIsAnEmptyBoardAsInTheValueSearch() {
        for (String board : List.of("|", "||", "| |")) {
            var e = assertThrows(InvalidInputException.class, () -> DomineeringOutcome.parse(List.of(board)), board);
            var v = assertThrows(InvalidInputException.class, () -> new Domineering().parse(List.of(board)), board);
            assertEquals(v.getMessage(), e.getMessage());
        }
    }

    @Test
    void aSizePastTheOutcomeSearchsLimitsIsBadInputNamingIt() {
        for (String size : List.of("2147483648x1", "1x2147483648", "99999999999999999999x3", "0x5", "31x1", "12x11")) {
            var e = assertThrows(InvalidInputException.class, () -> DomineeringOutcome.parse(List.of(size)), size);
            assertTrue(e.getMessage().contains(size) && e.getMessage().contains("128 squares (at most 30 a side)"),
                    e.getMessage());
        }
    }

    @Test
    void boardsOfMoreThan64SquaresAreReadAsTheValueSearchReadsSmallerOnes() {
        DomineeringOutcome.Shape full = DomineeringOutcome.parse(List.of("0009x010"));
        assertEquals(9, full.rows());
        assertEquals(10, full.cols());
        DomineeringOutcome.Shape rows = DomineeringOutcome.parse(List.of("#" + ".".repeat(10), ".".repeat(10) + "#"));
        assertEquals(2, rows.rows());
        assertTrue(!rows.empty(0, 0) && rows.empty(0, 10) && rows.empty(1, 0) && !rows.empty(1, 10));
    }

    @Test
    void noBoardAtAllIsTheSameMessageInBothSearches() {
        var e = assertThrows(InvalidInputException.class, () -> DomineeringOutcome.parse(List.of()));
        var v = assertThrows(InvalidInputException.class, () -> new Domineering().parse(List.of()));
        assertEquals("domineering: missing board; write rows separated by '|' (..|..) or RxC (4x4)", e.getMessage());
        assertEquals(v.getMessage(), e.getMessage());
    }
}
