package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;

/** {@link Sprague#outcomeTable}: who wins every Domineering rectangle, as the command line prints it. */
class OutcomeTableQuestionTest {
    private static final long MAX = org.sprague.catalog.SolveOptions.DEFAULT_MAX_POSITIONS;
    private final Sprague sprague = Sprague.standard();

    @Test
    void everyRectangleUpToThreeByFourHasItsKnownOutcome() {
        OutcomeTableAnswer a = (OutcomeTableAnswer) sprague.outcomeTable(3, 4, 1, null);
        assertEquals(List.of(List.of("P", "R", "R", "R"), List.of("L", "N", "N", "R"), List.of("L", "N", "N", "R")),
                a.outcomes());
        assertEquals(a.outcomes(), ((OutcomeTableAnswer) sprague.outcomeTable(3, 4, 2, null)).outcomes());
        assertEquals(List.of("game", "rows", "cols", "legend", "outcomes"), List.copyOf(a.json().keySet()));
        assertTrue(a.text().startsWith("domineering up to 3x4 (row r, column c: the r x c board"), a.text());
        assertTrue(a.text().endsWith("\n      1  2  3  4\n  1   P  R  R  R\n  2   L  N  N  R\n  3   L  N  N  R"),
                a.text());
    }

    /** {@link Sprague#table} routes domineering to its outcome table and refuses the options it would ignore. */
    @Test
    void theTableQuestionOfDomineeringIsItsOutcomeTable() {
        TableQuestion q = new TableQuestion("domineering", 3, 4, false, false, null, MAX, null);
        OutcomeTableAnswer a = (OutcomeTableAnswer) sprague.table(q);
        assertEquals(((OutcomeTableAnswer) sprague.outcomeTable(3, 4, 1, null)).outcomes(), a.outcomes());
        assertEquals(a.outcomes(), ((OutcomeTableAnswer) sprague.table(q.withOutcome(true, 2))).outcomes());
        assertEquals("${threads} 3 must be 1 or 2",
                assertThrows(InvalidInputException.class, () -> sprague.table(q.withOutcome(false, 3))).template());
        assertThrows(InvalidInputException.class, () -> sprague.table(new TableQuestion("domineering", 3, 4, true, false,
                null, MAX, null)));
        assertThrows(InvalidInputException.class, () -> sprague.table(new TableQuestion("domineering", 3, 4, false,
                true, null, 1000, null)));
        assertThrows(InvalidInputException.class, () -> sprague.table(new TableQuestion("nim", 3, 4, true, false, null, MAX, null)
                .withOutcome(true, null)));
        assertThrows(InvalidInputException.class, () -> sprague.table(new TableQuestion("nim", 3, 4, false, false, null, MAX, null)
                .withOutcome(false, 1)));
        // any other game's table asked as outcomes is its P/N grid
        assertEquals(sprague.table(new TableQuestion("nim", 3, 4, false, false, null, MAX, null)).json(),
                sprague.table(new TableQuestion("nim", 3, 4, false, false, null, MAX, null).withOutcome(true, null)).json());
    }

    @Test
    void aTableOfBoardsPastTheSearchIsRefused() {
        assertThrows(InvalidInputException.class, () -> sprague.outcomeTable(12, 12, 1, null));
    }
}
