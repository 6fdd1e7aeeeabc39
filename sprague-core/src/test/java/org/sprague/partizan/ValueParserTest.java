package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;

/** The notation reader: juxtaposed sums as CGSuite prints them, CGScript, and refusals that name the column. */
class ValueParserTest {
    private final CanonicalForms forms = new CanonicalForms();

    private int game(String text) {
        return ValueParser.parseGame(forms, text);
    }

    private String refusal(String text) {
        return assertThrows(InvalidInputException.class, () -> game(text), text).getMessage();
    }

    @Test
    void aNumberWrittenBeforeTinyOrMinyIsTheirSum() {
        assertEquals(game("2 + Tiny(2)"), game("2Tiny(2)"));
        assertEquals(game("{2||2|0}"), game("2Tiny(2)"));
        assertEquals(game("-1 + Miny(1/2)"), game("-1Miny(1/2)"));
        assertEquals(game("{2 + Tiny(2) | 0}"), game("{2Tiny(2)|0}"));
        // not two options: {-1, Tiny(2) | -3} is another game
        assertEquals(game("{-1 + Tiny(2) | -3}"), game("{-1Tiny(2)|-3}"));
        assertNotEquals(game("{-1, Tiny(2) | -3}"), game("{-1Tiny(2)|-3}"));
    }

    @Test
    void numbersUpsPowersAndStarsWrittenTogetherAreTheirSum() {
        assertEquals(game("3/2 + *"), game("3/2*"));
        assertEquals(game("1 + ^ + *"), game("1^*"));
        assertEquals(game("-1/2 + ^ + *"), game("-1/2^*"));
        assertEquals(game("1/2 + ^<2> + *3"), game("1/2^<2>*3"));
        assertEquals(game("-(^[3]) + *"), game("v[3]*"));
        assertEquals(game("^ + ^ + ^ + *2"), game("^3*2"));
        assertEquals(game("{0,*|0,*}"), game("*2"));
        assertEquals(game("^ + ^ + *"), game("^^*"));
    }

    @Test
    void cgscriptPowersAreUpNthPowersAndTheirSums() {
        assertEquals(game("^<2>"), game("^.Pow(2)"));
        assertEquals(game("{0|v*}"), game("^.Pow(2)"));
        assertEquals(game("^[3]"), game("^.PowTo(3)"));
        assertEquals(game("v<3>*2"), game("-^.Pow(3)+*2"));
    }

    @Test
    void switchesWithOneOrSeveralLeftOptions() {
        assertEquals(game("{1|-1}"), game("+-1"));
        assertEquals(game("{1*|-1*}"), game("+-(1*)"));
        assertEquals(game("{1*|-1*}"), game("+-1*")); // how Sprague printed it before CGSuite's parentheses
        assertEquals(game("{{1|0}|{0|-1}}"), game("+-{1|0}"));
        assertEquals(game("{1,{2|1}|-1,{-1|-2}}"), game("+-{1,{2|1}}"));
        assertEquals(game("{3|1}"), game("2+-1"));
        assertEquals(game("{{3|1}|{-1|-3}}"), game("+-(2+-1)"));
        assertEquals(game("{+-1|-(+-1)}"), game("+-+-1"));
        assertEquals(game("{3|1}"), game("{3 , 1|1}"));
    }

    @Test
    void twoOptionsWithoutACommaAreRefusedAtTheSecond() {
        String m = refusal("{2 3|0}");
        assertTrue(m.contains("'3' at position 4"), m);
        m = refusal("2 Tiny(2)");
        assertTrue(m.contains("'T' at position 3"), m);
        m = refusal("{1|0}{0|1}");
        assertTrue(m.contains("'{' at position 6"), m);
        m = refusal("1/2 ^*");
        assertTrue(m.contains("'^' at position 5"), m);
    }

    @Test
    void whatNoPrinterWritesIsRefusedNamingTheColumn() {
        String[][] cases = {
            {"{1|0}*", "'*' at position 6"},
            {"**", "'*' at position 2"},
            {"^^3", "'3' at position 3"},
            {"2Tiny(2)*", "'*' at position 9"},
            {"{1,|0}", "'|' at position 4"},
            {"{,1|0}", "',' at position 2"},
            {"{1|0,}", "'}' at position 6"},
            {"{1}", "'{' at position 1"},
            {"^.Foo(2)", "'F' at position 3"},
            {"^.Pow(0)", "'0' at position 7"},
            {"Tiny 2", "position 5"},
            {"+-{1,2}3", "'3' at position 8"},
            {"1/3", "'3' at position 3"},
        };
        for (String[] c : cases) {
            String m = refusal(c[0]);
            assertTrue(m.contains(c[1]), c[0] + ": " + m);
        }
    }
}
