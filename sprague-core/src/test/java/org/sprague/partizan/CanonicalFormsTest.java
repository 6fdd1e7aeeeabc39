package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;

class CanonicalFormsTest {
    private final CanonicalForms forms = new CanonicalForms();
    private final Thermographs th = new Thermographs(forms);
    private final CanonicalFormPrinter printer = new CanonicalFormPrinter(forms, th);

    private String canon(String text) {
        return printer.print(ValueParser.parseGame(forms, text));
    }

    private boolean holds(String text) {
        return ValueParser.parse(forms, text).truth();
    }

    @Test
    void printsTheIssuesExamplesTheWayCgsuiteDoes() {
        assertEquals("*", canon("{0|0}"));
        assertEquals("*2", canon("{0,*|0,*}"));
        assertEquals("^", canon("{0|*}"));
        assertEquals("^*", canon("{0,*|0}"));
        assertEquals("^^", canon("^+^"));
        assertEquals("^3", canon("^+^+^"));
        assertEquals("+-1", canon("{1|-1}"));
        assertEquals("Tiny(2)", canon("{0||0|-2}"));
        assertEquals("Miny(2)", canon("{2|0||0}"));
        assertEquals("1/2*", canon("1/2 + *"));
        assertEquals("1/2*2", canon("{1/2,1/2*|1/2,1/2*}"));
        assertEquals("73/16v9*8", canon("73/16 + v9 + *8"));
        assertEquals("{2|-1}", canon("{2|-1}"));
        assertEquals("{3||2*|1*}", canon("{3||2*|1*}"));
        assertEquals("2+-1", canon("{3|1}"));
        assertEquals("v", canon("-{0|*}"));
        assertEquals("+-{1,{2|1}}", canon("{1,{2|1}|-1,{-1|-2}}"));
    }

    @Test
    void numbersAreTheSimplestBetweenTheirOptions() {
        assertEquals("1/2", canon("{0|1}"));
        assertEquals("1", canon("{0|}"));
        assertEquals("-1", canon("{|0}"));
        assertEquals("0", canon("{-1|1}"));
        assertEquals("3/4", canon("{1/2|1}"));
        assertEquals("2", canon("{1|7/2}"));
        assertEquals("0", canon("{|}"));
        assertEquals("1/2", canon("1/4 + 1/4"));
    }

    @Test
    void sumsOfSwitchesAndUps() {
        assertEquals("{1|0}", canon("{1|0}"));
        assertEquals("1", canon("{1|0} + {1|0}")); // +-1/2 + +-1/2 = 0
        assertEquals("^^*", canon("^ + ^ + *"));
        assertEquals("v*", canon("-{0,*|0}"));
        assertEquals("0", canon("^ + v"));
        assertEquals("0", canon("{0|^} - {0|^}"));
        assertEquals("*", canon("*2 + *3"));
    }

    @Test
    void comparisonsPrintTheTheorysAnswers() {
        assertFalse(holds("^ <= *"));
        assertTrue(holds("^ <> *"));
        assertTrue(holds("^ > 0"));
        assertTrue(holds("^* <> 0"));
        assertTrue(holds("^*2 > 0"));
        assertTrue(holds("{1|-1} <| 0"));
        assertTrue(holds("{1|-1} |> 0"));
        assertTrue(holds("1/2 + 1/2 == 1"));
        assertTrue(holds("^ < 1/64"));
        assertFalse(holds("* == 0"));
    }

    @Test
    void outcomeStopsMeanAndTemperature() {
        int g = ValueParser.parseGame(forms, "{2|-1}");
        assertEquals(Outcome.N, th.outcome(g));
        assertEquals(Dyadic.of(2), th.leftStop(g));
        assertEquals(Dyadic.of(-1), th.rightStop(g));
        assertEquals(Dyadic.parse("1/2"), th.mean(g));
        assertEquals(Dyadic.parse("3/2"), th.temperature(g));
        int h = ValueParser.parseGame(forms, "{3||2*|1*}");
        // by hand: K = {2*|1*} has LW(K) = 2 - t up to t = 1/2, then 3/2; G = {3 | K} has left
        // scaffold 3 - t and right scaffold LW(K) + t = 2, then 3/2 + t: they meet at t = 3/4, 9/4
        assertEquals(Dyadic.parse("9/4"), th.mean(h));
        assertEquals(Dyadic.parse("3/4"), th.temperature(h));
        assertEquals(Outcome.P, th.outcome(CanonicalForms.ZERO));
        assertEquals(Outcome.L, th.outcome(ValueParser.parseGame(forms, "^")));
        assertEquals(Outcome.R, th.outcome(ValueParser.parseGame(forms, "-1/2")));
        assertEquals(Dyadic.of(-1), th.temperature(ValueParser.parseGame(forms, "3")));
        assertEquals(Dyadic.parse("-1/4"), th.temperature(ValueParser.parseGame(forms, "3/4")));
    }

    @Test
    void coolingAndHeatingInvertOnSwitches() {
        int pm1 = ValueParser.parseGame(forms, "{1|-1}");
        assertEquals("*", printer.print(th.cool(pm1, Dyadic.ONE)));
        assertEquals("0", printer.print(th.cool(pm1, Dyadic.of(2))));
        assertEquals("+-1/2", printer.print(th.cool(pm1, Dyadic.HALF)));
        assertEquals("+-1", printer.print(th.heat(ValueParser.parseGame(forms, "*"), Dyadic.ONE)));
    }

    @Test
    void nusFormulasAgreeWithGenericSums() {
        // build x + n.^ + *m from braces only (generic path) and compare with the closed form
        for (int n = 0; n <= 5; n++) {
            for (int m = 0; m <= 5; m++) {
                int generic = forms.game(new int[] {CanonicalForms.ZERO}, new int[] {forms.nimber(1)}); // ^
                int sum = CanonicalForms.ZERO;
                for (int i = 0; i < n; i++) {
                    sum = genericAdd(sum, generic);
                }
                sum = genericAdd(sum, starFromBraces(m));
                assertEquals(forms.nus(Dyadic.ZERO, n, m), sum, "^" + n + "*" + m);
            }
        }
    }

    private int starFromBraces(int m) {
        int[] opts = new int[m];
        for (int k = 0; k < m; k++) {
            opts[k] = starFromBraces(k);
        }
        return forms.game(opts, opts.clone());
    }

    /** G + H by the definition, without the nus closed form at the top level. */
    private int genericAdd(int g, int h) {
        int[] gl = forms.left(g);
        int[] gr = forms.right(g);
        int[] hl = forms.left(h);
        int[] hr = forms.right(h);
        int[] l = new int[gl.length + hl.length];
        int[] r = new int[gr.length + hr.length];
        for (int i = 0; i < gl.length; i++) {
            l[i] = genericAdd(gl[i], h);
        }
        for (int i = 0; i < hl.length; i++) {
            l[gl.length + i] = genericAdd(g, hl[i]);
        }
        for (int i = 0; i < gr.length; i++) {
            r[i] = genericAdd(gr[i], h);
        }
        for (int i = 0; i < hr.length; i++) {
            r[gr.length + i] = genericAdd(g, hr[i]);
        }
        return forms.game(l, r);
    }

    @Test
    void badInputNamesTheCharacter() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> canon("{1|x}"));
        assertTrue(e.getMessage().contains("'x'"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> canon("{1|2"));
        assertTrue(e.getMessage().contains("'}'"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> canon("1/3"));
        assertTrue(e.getMessage().contains("'3'"), e.getMessage());
    }
}
