package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;

class AtomicWeightsTest {
    private final CanonicalForms forms = new CanonicalForms();
    private final CanonicalFormPrinter printer = new CanonicalFormPrinter(forms, new Thermographs(forms));
    private final AtomicWeights aw = new AtomicWeights(forms);

    private String weightOf(String text) {
        return printer.print(aw.atomicWeight(ValueParser.parseGame(forms, text)));
    }

    @Test
    void knownWeightsFromWinningWays() {
        assertEquals("1", weightOf("^"));
        assertEquals("0", weightOf("*"));
        assertEquals("1", weightOf("^*"));
        assertEquals("-1", weightOf("v"));
        assertEquals("2", weightOf("^+^"));
        assertEquals("3", weightOf("^3*"));
        assertEquals("0", weightOf("*5"));
        assertEquals("0", weightOf("0"));
        // up-second is infinitesimal compared with up; ^[2] weighs as much as ^
        assertEquals("0", weightOf("{0|v*}"));
        assertEquals("1", weightOf("^ + {0|v*}"));
    }

    @Test
    void gamesThatAreNotAllSmallAreRejected() {
        assertFalse(aw.isAllSmall(ValueParser.parseGame(forms, "1")));
        assertFalse(aw.isAllSmall(ValueParser.parseGame(forms, "{1|-1}")));
        assertTrue(aw.isAllSmall(ValueParser.parseGame(forms, "^*")));
        assertThrows(InvalidInputException.class, () -> weightOf("1/2"));
        assertThrows(InvalidInputException.class, () -> weightOf("Tiny(1)"));
    }

    /** Small all-small games: * , ^, v, ^*, {0|v*}, {0,*|v}, {^|v}, {^*|0}, {0|^} etc. */
    private List<Integer> smallAllSmall() {
        String[] texts = {"0", "*", "*2", "^", "v", "^*", "v*", "{0|v*}", "{^*|0}", "{0|^}",
            "{v|0}", "{^|v}", "{0,*|v}", "{^|0,*}", "{^^|0}", "{0||0|0}", "{0|*2}", "{^*|v*}",
            "{0|v+*2}", "{^^*|*}"};
        List<Integer> gs = new ArrayList<>();
        for (String t : texts) {
            int g = ValueParser.parseGame(forms, t);
            assertTrue(aw.isAllSmall(g), t);
            gs.add(g);
        }
        return gs;
    }

    @Test
    void atomicWeightIsAdditive() {
        List<Integer> gs = smallAllSmall();
        for (int g : gs) {
            for (int h : gs) {
                int sum = aw.atomicWeight(forms.add(g, h));
                int parts = forms.add(aw.atomicWeight(g), aw.atomicWeight(h));
                assertEquals(parts, sum, printer.print(g) + " + " + printer.print(h)
                        + ": aw " + printer.print(sum) + " vs " + printer.print(parts));
            }
        }
    }

    @Test
    void twoAheadRuleWeightAtLeastTwoMeansLeftWins() {
        List<Integer> gs = smallAllSmall();
        int two = forms.integer(2);
        for (int g : gs) {
            for (int h : gs) {
                int s = forms.add(g, h);
                int w = aw.atomicWeight(s);
                if (forms.leq(two, w)) {
                    assertTrue(forms.less(CanonicalForms.ZERO, s), printer.print(s));
                }
                if (forms.leq(w, forms.negate(two))) {
                    assertTrue(forms.less(s, CanonicalForms.ZERO), printer.print(s));
                }
            }
        }
    }
}
