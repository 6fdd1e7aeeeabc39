package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class UpPowersTest {
    private final CanonicalForms forms = new CanonicalForms();
    private final Thermographs th = new Thermographs(forms);
    private final CanonicalFormPrinter printer = new CanonicalFormPrinter(forms, th);
    private final UpPowers powers = new UpPowers(forms);

    private int game(String text) {
        return ValueParser.parseGame(forms, text);
    }

    private String canon(String text) {
        return printer.print(game(text));
    }

    @Test
    void upSecondIsZeroOverDownStar() {
        // Winning Ways: up-second = {0 | v*}
        assertEquals(game("{0|v*}"), powers.pow(2));
        assertEquals("^<2>", canon("{0|v*}"));
        assertEquals("v<2>", canon("{^*|0}"));
        assertEquals("^<2>*", canon("{0|v*} + *"));
    }

    @Test
    void upPlusUpSecondPrintsAsUpBracketTwo() {
        assertEquals("^[2]", canon("^ + {0|v*}"));
        assertEquals("v[2]", canon("-(^ + {0|v*})"));
        assertEquals(game("^ + {0|v*}"), powers.powSum(2));
    }

    @Test
    void upThirdIsZeroOverDownBracketTwoStarBuiltFromBraces() {
        int up3 = game("{0 | v + -{0|v*} + *}");
        assertEquals(powers.pow(3), up3);
        assertEquals("^<3>", printer.print(up3));
        assertEquals("^[3]", printer.print(forms.add(powers.powSum(2), up3)));
    }

    @Test
    void eachPowerIsPositiveAndInfinitesimalToThePowerBefore() {
        for (int n = 2; n <= 5; n++) {
            int p = powers.pow(n);
            assertTrue(forms.less(CanonicalForms.ZERO, p), "^<" + n + "> > 0");
            int multiple = CanonicalForms.ZERO;
            for (int k = 1; k <= 4; k++) {
                multiple = forms.add(multiple, p);
                assertTrue(forms.less(multiple, powers.pow(n - 1)), k + ".^<" + n + "> < ^<" + (n - 1) + ">");
            }
        }
    }

    @Test
    void otherGamesKeepTheirBraces() {
        assertEquals("{2|-1}", canon("{2|-1}"));
        assertEquals("Tiny(2)", canon("{0||0|-2}"));
        assertEquals("^", canon("{0|*}"));
    }

    @Test
    void upPowersAreReadBackAsPrinted() {
        // ^<n> and ^[n] parse to the forms built from braces, and print back the same
        assertEquals(game("{0|v*}"), game("^<2>"));
        assertEquals(game("{0 | v + -{0|v*} + *}"), game("^<3>"));
        assertEquals(game("^ + {0|v*}"), game("^[2]"));
        assertEquals(game("^"), game("^<1>"));
        assertEquals(game("^"), game("^[1]"));
        for (String s : new String[] {"^<2>", "v<2>", "^[2]", "v[2]", "^<2>*", "v[3]*", "^<5>", "^[8]"}) {
            assertEquals(s, canon(s), s);
        }
        assertEquals(forms.add(game("1/2"), game("^<3>")), game("1/2^<3>"));
        assertEquals(game("^[3]"), game("^<1> + ^<2> + ^<3>"));
    }

    @Test
    void comparisonsNextToUpStayComparisons() {
        assertTrue(ValueParser.parse(forms, "^<=*").isComparison());
        assertTrue(ValueParser.parse(forms, "v<|^").truth());
        assertTrue(ValueParser.parse(forms, "^<2> < ^").truth());
    }

    @Test
    void aBadPowerNamesItself() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(org.sprague.game.InvalidInputException.class,
                () -> game("^<0>"));
        assertTrue(e.getMessage().contains("position 3"), e.getMessage());
        e = org.junit.jupiter.api.Assertions.assertThrows(org.sprague.game.InvalidInputException.class,
                () -> game("^[2"));
        assertTrue(e.getMessage().contains("expected ']'"), e.getMessage());
    }
}
