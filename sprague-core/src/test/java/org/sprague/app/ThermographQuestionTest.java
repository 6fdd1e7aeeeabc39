package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.partizan.Notation;
import org.sprague.partizan.games.PartizanSumSolver;

/** {@link Sprague#thermograph}: the web's thermograph question through the application layer. */
class ThermographQuestionTest {

    @Test
    void aValuesMastAndTemperatureAreTheValueReportsMeanAndTemperature() {
        ThermographAnswer a = Sprague.thermograph(new ThermographQuestion("{3||2*|1*}", null, 10_000, false,
                Duration.ofSeconds(10)));
        ValueAnswer v = Sprague.standard().value(ValueQuestion.of("{3||2*|1*}",
                Notation.SPRAGUE, 10_000));
        assertNull(a.svg());
        assertEquals("{3||2*|1*}", a.walls().input());
        assertEquals(((org.sprague.app.json.ValueRecord) v.json()).value(), a.walls().value());
        assertEquals(((org.sprague.app.json.ValueRecord) v.json()).mean(), a.walls().mast());
        assertEquals(((org.sprague.app.json.ValueRecord) v.json()).temperature(), a.walls().temperature());
        assertTrue(!a.walls().leftWall().points().isEmpty());
    }

    @Test
    void aSumOfPositionsIsDrawnAsTheSvgOfSpragueValue() {
        ThermographAnswer drawn = Sprague.thermograph(new ThermographQuestion(null,
                PartizanSumSolver.parse(List.of("domineering", "2x3")), 100_000, true, null));
        assertNull(drawn.walls());
        assertTrue(drawn.svg().contains("<svg"), drawn.svg());
        ThermographAnswer data = Sprague.thermograph(new ThermographQuestion(null,
                PartizanSumSolver.parse(List.of("domineering", "2x3")), 100_000, false, null));
        assertTrue(data.walls().input().startsWith("domineering "), data.walls().input());
    }

    @Test
    void badNotationAndTooManyFormsAreRefused() {
        assertThrows(InvalidInputException.class, () -> Sprague.thermograph(new ThermographQuestion("{3||", null,
                1000, false, null)));
        assertThrows(InvalidInputException.class, () -> new ThermographQuestion("0", List.of(), 1000, false, null));
        assertThrows(LimitExceededException.class, () -> Sprague.thermograph(new ThermographQuestion(null,
                PartizanSumSolver.parse(List.of("domineering", "4x4")), 5, false, null)));
    }
}
