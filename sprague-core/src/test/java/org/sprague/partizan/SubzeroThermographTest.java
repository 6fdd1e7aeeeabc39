package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.Thermographs.Thermograph;

/**
 * Thermographs over {@code t >= -1} (Berlekamp's subzero thermography, Games of No Chance 1996)
 * with CGSuite's temperatures: walls worked out by hand from the scaffolds, and identities on
 * random games.
 */
class SubzeroThermographTest {
    private final CanonicalForms forms = new CanonicalForms();
    private final Thermographs th = new Thermographs(forms);

    private int g(String text) {
        return ValueParser.parseGame(forms, text);
    }

    private static Dyadic d(String s) {
        return Dyadic.parse(s);
    }

    private void assertWallsAtBase(String game, String left, String right) {
        Thermograph t = th.thermograph(g(game));
        assertEquals(d(left), t.leftWall().valueAt(Trajectory.BASE), game + ": left wall at t = -1");
        assertEquals(d(right), t.rightWall().valueAt(Trajectory.BASE), game + ": right wall at t = -1");
    }

    @Test
    void starIsAHillBelowZeroWithTemperatureZero() {
        int star = g("*");
        Thermograph t = th.thermograph(star);
        // scaffolds -t and t: they meet at t = 0 (CGSuite: the temperature of * is 0)
        assertEquals(List.of(d("-1"), d("0")), t.leftWall().breakpoints());
        assertEquals(List.of(d("1"), d("0")), t.leftWall().values());
        assertEquals(List.of(d("-1"), d("0")), t.rightWall().values());
        assertEquals(Dyadic.ZERO, t.temperature());
        assertEquals(Dyadic.ZERO, th.temperature(star));
        assertEquals(Dyadic.ZERO, th.mean(star));
    }

    @Test
    void infinitesimalsHaveTemperatureZeroAndDifferentSubzeroWalls() {
        // ^ = {0|*}: left scaffold -t, right scaffold LW(*) + t = 0 below zero
        assertWallsAtBase("^", "1", "0");
        // Tiny(2) = {0||0|-2}: right scaffold LW({0|-2}) + t = 0 up to t = 1
        assertWallsAtBase("Tiny(2)", "1", "0");
        assertWallsAtBase("Miny(2)", "0", "-1");
        assertWallsAtBase("*2", "1", "-1");
        for (String s : new String[] {"*", "^", "Tiny(2)", "Miny(2)", "^*", "{0|^}", "1/2^*"}) {
            assertEquals(Dyadic.ZERO, th.temperature(g(s)), s);
        }
        assertEquals(d("1/2"), th.mean(g("1/2^*")));
    }

    @Test
    void numbersHaveNegativeTemperaturesWhereTheirWallsMeet() {
        // 1/2 = {0|1}: scaffolds -t and 1 + t meet at t = -1/2
        Thermograph half = th.thermograph(g("1/2"));
        assertEquals(d("-1/2"), half.temperature());
        assertEquals(d("1/2"), half.mast());
        assertWallsAtBase("1/2", "1", "0");
        // 3/4 = {1/2|1}: RW(1/2) - t is 1 up to t = -1/2, then 1/2 - t; it meets 1 + t at -1/4
        Thermograph threeQuarters = th.thermograph(g("3/4"));
        assertEquals(d("-1/4"), threeQuarters.temperature());
        assertEquals(d("3/4"), threeQuarters.mast());
        assertWallsAtBase("3/4", "1", "0");
        assertEquals(d("-1"), th.temperature(g("3")));
        assertEquals(d("-1"), th.thermograph(g("-2")).temperature());
        assertEquals(d("-1/8"), th.temperature(g("-5/8")));
    }

    @Test
    void hotGamesKeepTheirTemperatureAndGainSubzeroWalls() {
        int g = g("{2|-1}");
        assertEquals(d("3/2"), th.temperature(g));
        assertEquals(d("1/2"), th.mean(g));
        assertWallsAtBase("{2|-1}", "3", "-2");
        assertEquals(d("3/4"), th.temperature(g("{3||2*|1*}")));
    }

    /** Stops by their definition (Siegel II.3.1), recursively over canonical options. */
    private static Dyadic stop(CanonicalForms f, int g, boolean left) {
        if (f.isNumber(g)) {
            return f.numberPart(g);
        }
        Dyadic best = null;
        for (int o : left ? f.left(g) : f.right(g)) {
            Dyadic s = stop(f, o, !left);
            best = best == null ? s : left ? best.max(s) : best.min(s);
        }
        return best;
    }

    @Provide
    Arbitrary<String> games() {
        Arbitrary<String> atoms = Arbitraries.of("0", "1", "-1", "1/2", "-3/4", "*", "^", "v*", "*2", "{1|-1}",
                "{2|0}", "Tiny(1)", "{1/2|-2}", "{3||2*|1*}", "{0|^}", "1/4*");
        return atoms.list().ofMinSize(1).ofMaxSize(3).map(l -> String.join(" + ", l));
    }

    @Property(tries = 200)
    void wallsAtZeroAreTheStopsAndWallsNeverCross(@ForAll("games") String text) {
        CanonicalForms f = new CanonicalForms();
        Thermographs t = new Thermographs(f);
        int g = ValueParser.parseGame(f, text);
        Thermograph tg = t.thermograph(g);
        assertEquals(stop(f, g, true), tg.leftWall().valueAt(Dyadic.ZERO), "left stop");
        assertEquals(stop(f, g, false), tg.rightWall().valueAt(Dyadic.ZERO), "right stop");
        for (Dyadic x : tg.leftWall().breakpoints()) {
            assertTrue(tg.leftWall().valueAt(x).compareTo(tg.rightWall().valueAt(x)) >= 0, "LW >= RW at " + x);
        }
        if (!f.isNus(g)) {
            Dyadic temp = t.temperature(g);
            assertEquals(t.mean(g), tg.leftWall().valueAt(temp), "walls meet at the temperature");
            assertEquals(t.mean(g), tg.rightWall().valueAt(temp));
            assertTrue(temp.signum() >= 0, "a game that is not a number plus an infinitesimal is not subzero");
        }
        // -G is G's mirror image
        Thermograph neg = t.thermograph(f.negate(g));
        assertEquals(tg.leftWall().negate().values(), neg.rightWall().values());
        assertEquals(tg.mast().negate(), neg.mast());
    }

    @Property(tries = 100)
    void aDyadicsWallsMeetAtMinusOneOverItsDenominator(@ForAll("numerators") long m, @ForAll("exponents") int k) {
        CanonicalForms f = new CanonicalForms();
        Thermographs t = new Thermographs(f);
        Dyadic x = Dyadic.of(m, k);
        Thermograph tg = t.thermograph(f.number(x));
        assertEquals(Dyadic.MINUS_ONE.shift(-x.exponent()), tg.temperature());
        assertEquals(x, tg.mast());
    }

    @Provide
    Arbitrary<Long> numerators() {
        return Arbitraries.longs().between(-200, 200);
    }

    @Provide
    Arbitrary<Integer> exponents() {
        return Arbitraries.integers().between(0, 7);
    }
}
