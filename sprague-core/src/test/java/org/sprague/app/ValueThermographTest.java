package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/**
 * {@code sprague value --thermograph}: the value's answer carries the thermograph question's
 * answer for the form it computed (the canonical form computed once).
 */
class ValueThermographTest {

    private static ValueAnswer value(String input, boolean thermograph) {
        return Sprague.standard().value(new ValueQuestion(input, "sprague", 100_000, null,
                null, false, thermograph, null));
    }

    @Test
    void theValuesThermographIsTheThermographQuestionsDrawing() {
        for (String g : new String[] {"{3||2*|1*}", "{2|0||-1|-3}", "{5|{3|1}||0} + ^", "7/4"}) {
            Report asked = Sprague.thermograph(new ValueQuestion(g, "sprague", 100_000, null, null, false, true,
                    null));
            Report drawn = value(g, true).thermograph();
            assertEquals(asked.text(), drawn.text(), g);
            assertEquals(asked.json(), drawn.json(), g);
        }
    }

    @Test
    void noThermographUnlessAsked() {
        assertNull(value("{3||2*|1*}", false).thermograph());
    }
}
