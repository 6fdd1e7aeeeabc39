package org.sprague.partizan;

import java.util.HashMap;
import java.util.Map;
import org.sprague.game.Outcome;

/**
 * What follows from a canonical form: outcome class, left and right stops, thermograph,
 * mean and temperature, cooling and heating (Winning Ways ch. 6;
 * Siegel, <i>Combinatorial Game Theory</i>, II.3-II.7). Results are memoised by id.
 *
 * <p>Thermographs are computed from the options' walls (Siegel II.5.4): the left scaffold
 * is {@code max over G^L of RW(G^L)(t) - t}, the right scaffold {@code min over G^R of
 * LW(G^R)(t) + t}; they meet at the temperature, where the mast (the mean) rises. Numbers
 * have temperature {@code -1/2^k} for denominator {@code 2^k} (integers -1). Subzero
 * thermography (Berlekamp 1996) is not drawn: walls start at temperature 0.
 */
public final class Thermographs {
    private final CanonicalForms forms;
    private final Map<Integer, Thermograph> thermographs = new HashMap<>();
    private final Map<Integer, Dyadic> leftStops = new HashMap<>();
    private final Map<Integer, Dyadic> rightStops = new HashMap<>();
    private final Map<Long, Integer> cooled = new HashMap<>();
    private final Map<Long, Integer> heated = new HashMap<>();
    private final Map<Dyadic, Integer> coolingKeys = new HashMap<>();

    public Thermographs(CanonicalForms forms) {
        this.forms = forms;
    }

    /**
     * A thermograph: its walls for {@code t >= 0}, the mast's value (the mean) and the
     * temperature where the walls meet.
     */
    public record Thermograph(Trajectory leftWall, Trajectory rightWall, Dyadic mast, Dyadic temperature) {
    }

    /** L, R, N or P from comparisons with 0. */
    public Outcome outcome(int g) {
        boolean geq = forms.leq(CanonicalForms.ZERO, g);
        boolean leq = forms.leq(g, CanonicalForms.ZERO);
        if (geq && leq) {
            return Outcome.P;
        }
        if (geq) {
            return Outcome.L;
        }
        if (leq) {
            return Outcome.R;
        }
        return Outcome.N;
    }

    /** The left stop: the number reached when Left starts and both play on to a number. */
    public Dyadic leftStop(int g) {
        if (forms.isNus(g)) {
            return forms.numberPart(g);
        }
        Dyadic s = leftStops.get(g);
        if (s == null) {
            for (int gl : forms.left(g)) {
                Dyadic v = rightStop(gl);
                s = s == null ? v : s.max(v);
            }
            leftStops.put(g, s);
        }
        return s;
    }

    /** The right stop. */
    public Dyadic rightStop(int g) {
        if (forms.isNus(g)) {
            return forms.numberPart(g);
        }
        Dyadic s = rightStops.get(g);
        if (s == null) {
            for (int gr : forms.right(g)) {
                Dyadic v = leftStop(gr);
                s = s == null ? v : s.min(v);
            }
            rightStops.put(g, s);
        }
        return s;
    }

    public Dyadic mean(int g) {
        return thermograph(g).mast();
    }

    public Dyadic temperature(int g) {
        return thermograph(g).temperature();
    }

    /** The thermograph of canonical form {@code g}. */
    public Thermograph thermograph(int g) {
        Thermograph th = thermographs.get(g);
        if (th != null) {
            return th;
        }
        if (forms.isNumber(g)) {
            Dyadic x = forms.numberPart(g);
            Trajectory mast = Trajectory.constant(x);
            th = new Thermograph(mast, mast, x, Dyadic.of(-1).shift(-x.exponent()));
        } else if (forms.isNus(g)) {
            Dyadic x = forms.numberPart(g);
            Trajectory mast = Trajectory.constant(x);
            th = new Thermograph(mast, mast, x, Dyadic.ZERO);
        } else {
            Trajectory ls = null;
            for (int gl : forms.left(g)) {
                Trajectory t = thermograph(gl).rightWall().plusSlope(-1);
                ls = ls == null ? t : ls.max(t);
            }
            Trajectory rs = null;
            for (int gr : forms.right(g)) {
                Trajectory t = thermograph(gr).leftWall().plusSlope(1);
                rs = rs == null ? t : rs.min(t);
            }
            Dyadic[] meet = ls.firstMeeting(rs);
            th = new Thermograph(ls.truncate(meet[0], meet[1]), rs.truncate(meet[0], meet[1]), meet[1], meet[0]);
        }
        thermographs.put(g, th);
        return th;
    }

    /**
     * G cooled by {@code t >= 0}: {@code G_t = {G^L_t - t | G^R_t + t}}, except that above
     * G's temperature it is the mean (a number) (Siegel II.5.1).
     */
    public int cool(int g, Dyadic t) {
        if (t.signum() < 0) {
            throw new IllegalArgumentException("cooling needs t >= 0: " + t);
        }
        if (forms.isNumber(g) || t.signum() == 0) {
            return g;
        }
        Thermograph th = thermograph(g);
        if (t.compareTo(th.temperature()) > 0) {
            return forms.number(th.mast());
        }
        long key = ((long) g << 32) | coolingKey(t);
        Integer known = cooled.get(key);
        if (known != null) {
            return known;
        }
        int minusT = forms.number(t.negate());
        int plusT = forms.number(t);
        int[] l = forms.left(g);
        int[] r = forms.right(g);
        int[] nl = new int[l.length];
        int[] nr = new int[r.length];
        for (int i = 0; i < l.length; i++) {
            nl[i] = forms.add(cool(l[i], t), minusT);
        }
        for (int i = 0; i < r.length; i++) {
            nr[i] = forms.add(cool(r[i], t), plusT);
        }
        int c = forms.game(nl, nr);
        cooled.put(key, c);
        return c;
    }

    /** G heated by {@code t}: {@code G} for a number, else {@code {∫G^L + t | ∫G^R - t}} (Siegel II.5). */
    public int heat(int g, Dyadic t) {
        if (forms.isNumber(g)) {
            return g;
        }
        long key = ((long) g << 32) | coolingKey(t);
        Integer known = heated.get(key);
        if (known != null) {
            return known;
        }
        int minusT = forms.number(t.negate());
        int plusT = forms.number(t);
        int[] l = forms.left(g);
        int[] r = forms.right(g);
        int[] nl = new int[l.length];
        int[] nr = new int[r.length];
        for (int i = 0; i < l.length; i++) {
            nl[i] = forms.add(heat(l[i], t), plusT);
        }
        for (int i = 0; i < r.length; i++) {
            nr[i] = forms.add(heat(r[i], t), minusT);
        }
        int h = forms.game(nl, nr);
        heated.put(key, h);
        return h;
    }

    private int coolingKey(Dyadic t) {
        return coolingKeys.computeIfAbsent(t, k -> coolingKeys.size());
    }
}
