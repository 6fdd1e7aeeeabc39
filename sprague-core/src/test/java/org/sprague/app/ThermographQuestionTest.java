package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.app.front.FrontEnd;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.partizan.games.PartizanSumSolver;

/** {@link Sprague#thermograph} and {@link FrontEnd#thermograph}: the web's thermograph questions through the application layer. */
class ThermographQuestionTest {

    @Test
    void aValuesMastAndTemperatureAreTheValueReportsMeanAndTemperature() {
        ThermographAnswer a = (ThermographAnswer) Sprague.thermograph(new ValueQuestion("{3||2*|1*}", null, 10_000,
                null, null, false, false, Duration.ofSeconds(10)));
        ValueAnswer v = Sprague.standard().value(ValueQuestion.of("{3||2*|1*}",
                "sprague", 10_000));
        assertEquals("{3||2*|1*}", a.walls().input());
        assertEquals(((org.sprague.app.json.ValueRecord) v.json()).value(), a.walls().value());
        assertEquals(((org.sprague.app.json.ValueRecord) v.json()).mean(), a.walls().mast());
        assertEquals(((org.sprague.app.json.ValueRecord) v.json()).temperature(), a.walls().temperature());
        assertTrue(!a.walls().leftWall().points().isEmpty());
    }

    @Test
    void aSumOfPositionsIsDrawnAsTheSvgOfSpragueValue() {
        Report drawn = FrontEnd.thermograph(PartizanSumSolver.parse(List.of("domineering", "2x3")), 100_000, null);
        assertTrue(drawn.text().contains("<svg"), drawn.text());
        ThermographAnswer data = (ThermographAnswer) drawn;
        assertTrue(data.walls().input().startsWith("domineering "), data.walls().input());
        assertEquals(Sprague.thermograph(new ValueQuestion(data.walls().value(), null, 100_000, null, null, false, false,
                null)).text(), drawn.text());
    }

    @Test
    void badNotationAndTooManyFormsAreRefused() {
        assertThrows(InvalidInputException.class, () -> Sprague.thermograph(new ValueQuestion("{3||", null,
                1000, null, null, false, false, null)));
        assertThrows(InvalidInputException.class, () -> new ValueQuestion(null, null, 1000, null, null, false, false, null));
        assertThrows(LimitExceededException.class, () -> FrontEnd.thermograph(
                PartizanSumSolver.parse(List.of("domineering", "4x4")), 5, null));
    }
}
