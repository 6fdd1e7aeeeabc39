package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;

/** {@link Sprague#outcomeTable}: who wins every Domineering rectangle, as the command line prints it. */
class OutcomeTableQuestionTest {
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

    @Test
    void aTableOfBoardsPastTheSearchIsRefused() {
        assertThrows(InvalidInputException.class, () -> sprague.outcomeTable(12, 12, 1, null));
    }
}
