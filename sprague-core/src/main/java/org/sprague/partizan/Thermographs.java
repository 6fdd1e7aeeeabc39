package org.sprague.partizan;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntPredicate;
import org.sprague.game.Outcome;

/**
 * What follows from a canonical form: outcome class, left and right stops, thermograph,
 * mean and temperature, cooling and heating (Winning Ways ch. 6;
 * Siegel, <i>Combinatorial Game Theory</i>, II.3-II.7). Results are memoised by id.
 *
 * <p>Thermographs are computed from the options' walls (Siegel II.5.4) over the temperatures
 * {@code t >= -1} of Berlekamp's subzero thermography ("The economist's view of combinatorial
 * games", Games of No Chance, 1996): the left scaffold is {@code max over G^L of
 * RW(G^L)(t) - t}, the right scaffold {@code min over G^R of LW(G^R)(t) + t}; from
 * {@code t = -1} the walls follow the scaffolds up to where they first meet, the temperature,
 * where the mast (the mean) rises. An integer's thermograph is a mast from {@code t = -1};
 * a dyadic {@code m/2^k} is built from its options, so its walls meet at {@code -1/2^k}.
 * The walls of a game at {@code t = 0} are its stops. The whole computation is bottom-up with
 * an explicit stack: no recursion on the depth of a form. One routine
 * ({@link #scaffold}) makes both scaffolds; the right one is the mirror image of the left.
 *
 * <p>Temperature and mean follow CGSuite's definitions: a number {@code m/2^k} has temperature
 * {@code -1/2^k} (an integer {@code -1}), a number plus a nonzero infinitesimal
 * ({@code x + n.^ + *m}) temperature 0 and mean {@code x}, any other game the temperature
 * where its walls meet. An infinitesimal such as {@code Tiny(2)} has temperature 0: its stops
 * are equal and its scaffolds cannot cross below zero (a left scaffold only grows and a right
 * one only shrinks as {@code t} falls), so subzero thermography changes the walls drawn below
 * zero, not the temperature of a game that is not a number. Cost: one scaffold combination per
 * option, each linear in the number of breakpoints.
 */
public final class Thermographs {
    private final CanonicalForms forms;
    private final Map<Integer, Thermograph> thermographs = new HashMap<>();
    private final Map<Long, Integer> cooled = new HashMap<>();
    private final Map<Long, Integer> heated = new HashMap<>();
    private final Map<Dyadic, Integer> coolingKeys = new HashMap<>();

    public Thermographs(CanonicalForms forms) {
        this.forms = forms;
    }

    /**
     * A thermograph: its walls for {@code t >= -1}, the mast's value (the mean) and the
     * temperature.
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

    /** The left stop: the number reached when Left starts and both play on to a number (the left wall at 0). */
    public Dyadic leftStop(int g) {
        return forms.isNus(g) ? forms.numberPart(g) : thermograph(g).leftWall().valueAt(Dyadic.ZERO);
    }

    /** The right stop (the right wall at 0). */
    public Dyadic rightStop(int g) {
        return forms.isNus(g) ? forms.numberPart(g) : thermograph(g).rightWall().valueAt(Dyadic.ZERO);
    }

    /** The mean: the mast's value; {@code x} for {@code x + n.^ + *m}. */
    public Dyadic mean(int g) {
        return forms.isNus(g) ? forms.numberPart(g) : thermograph(g).mast();
    }

    /** The temperature, as CGSuite defines it (see the class comment). */
    public Dyadic temperature(int g) {
        return forms.isNus(g) ? nusTemperature(g) : thermograph(g).temperature();
    }

    private Dyadic nusTemperature(int g) {
        if (forms.isNumber(g)) {
            return Dyadic.MINUS_ONE.shift(-forms.numberPart(g).exponent());
        }
        return Dyadic.ZERO;
    }

    /** The thermograph of canonical form {@code g}, subzero part included. */
    public Thermograph thermograph(int g) {
        Thermograph known = thermographs.get(g);
        if (known != null) {
            return known;
        }
        // bottom-up over the options with an explicit stack: a form is done once all its
        // options are; no recursion on the depth of the form
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        stack.push(g);
        long steps = 0;
        while (!stack.isEmpty()) {
            if ((++steps & 1023) == 0) {
                forms.checkDeadline();
            }
            int h = stack.peek();
            if (thermographs.containsKey(h)) {
                stack.pop();
                continue;
            }
            if (forms.isNumber(h) && forms.numberPart(h).isInteger()) {
                Trajectory mast = Trajectory.constant(forms.numberPart(h));
                thermographs.put(h, new Thermograph(mast, mast, forms.numberPart(h), Dyadic.MINUS_ONE));
                stack.pop();
                continue;
            }
            int[] l = forms.left(h);
            int[] r = forms.right(h);
            if (pushMissing(stack, l, r, thermographs::containsKey)) {
                stack.pop();
                thermographs.put(h, intersect(h, scaffold(l, true), scaffold(r, false)));
            }
        }
        return thermographs.get(g);
    }

    /**
     * The left scaffold {@code max RW(G^L)(t) - t} of Left's options, or (mirrored, through
     * negation) the right scaffold {@code min LW(G^R)(t) + t = -max (-LW(G^R))(t) - t}.
     */
    private Trajectory scaffold(int[] options, boolean left) {
        if (options.length == 0) {
            throw new IllegalStateException("a canonical form with options on one side only is an integer");
        }
        Trajectory s = null;
        for (int o : options) {
            Thermograph th = thermographs.get(o);
            Trajectory wall = left ? th.rightWall() : th.leftWall().negate();
            s = s == null ? wall : s.max(wall);
        }
        s = s.plusSlope(-1);
        return left ? s : s.negate();
    }

    /**
     * The walls: the scaffolds from {@code t = -1} up to where they first meet (they start
     * apart, left scaffold to the left, for every canonical form with options on both sides),
     * then the vertical mast. For a number plus an infinitesimal the temperature and mean are
     * CGSuite's ({@link #temperature}).
     */
    private Thermograph intersect(int g, Trajectory ls, Trajectory rs) {
        Dyadic[] meet = ls.firstMeeting(rs);
        Dyadic temperature = forms.isNus(g) ? nusTemperature(g) : meet[0];
        return new Thermograph(ls.truncate(meet[0], meet[1]), rs.truncate(meet[0], meet[1]), meet[1], temperature);
    }

    /**
     * G cooled by {@code t >= 0}: {@code G_t = {G^L_t - t | G^R_t + t}}, except that above
     * G's temperature it is the mean (a number) (Siegel II.5.1). Bottom-up with an explicit
     * stack ({@link #transform}): no recursion on the depth of G.
     */
    public int cool(int g, Dyadic t) {
        if (t.signum() < 0) {
            throw new IllegalArgumentException("cooling needs t >= 0: " + t);
        }
        return transform(g, t, true);
    }

    /**
     * G heated by {@code t}: {@code G} for a number, else {@code {∫G^L + t | ∫G^R - t}} (Siegel
     * II.5). Bottom-up with an explicit stack ({@link #transform}).
     */
    public int heat(int g, Dyadic t) {
        return transform(g, t, false);
    }

    /**
     * Cooling or heating, built bottom-up: a form's image is made once its options' images are
     * known (memoised by form and {@code t}), with the forms still to do on an explicit stack,
     * so a form of depth d needs O(d) heap and no Java stack. Each form is imaged once per
     * {@code t}, as in the recursive definition.
     */
    private int transform(int g, Dyadic t, boolean cooling) {
        long tKey = coolingKey(t);
        int done = image(g, t, tKey, cooling);
        if (done >= 0) {
            return done;
        }
        Map<Long, Integer> memo = cooling ? cooled : heated;
        int minusT = forms.number(t.negate());
        int plusT = forms.number(t);
        int toLeft = cooling ? minusT : plusT; // cooling: {G^L_t - t | G^R_t + t}; heating: {∫G^L + t | ∫G^R - t}
        int toRight = cooling ? plusT : minusT;
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        stack.push(g);
        long steps = 0;
        while (!stack.isEmpty()) {
            if (++steps % 1024 == 0) {
                forms.checkDeadline();
            }
            int h = stack.peek();
            if (image(h, t, tKey, cooling) >= 0) {
                stack.pop();
                continue;
            }
            int[] l = forms.left(h);
            int[] r = forms.right(h);
            if (!pushMissing(stack, l, r, o -> image(o, t, tKey, cooling) >= 0)) {
                continue;
            }
            stack.pop();
            int[] nl = Arrays.stream(l).map(o -> forms.add(image(o, t, tKey, cooling), toLeft)).toArray();
            int[] nr = Arrays.stream(r).map(o -> forms.add(image(o, t, tKey, cooling), toRight)).toArray();
            memo.put(((long) h << 32) | tKey, forms.game(nl, nr));
        }
        return image(g, t, tKey, cooling);
    }

    /**
     * One step of a walk that builds a form's result after its options' (no recursion): pushes
     * every option of {@code l} and {@code r} not yet {@code done}; true when there is none.
     * Thermographs, cooling, atomic weights and the printer's pieces walk this way.
     */
    static boolean pushMissing(ArrayDeque<Integer> stack, int[] l, int[] r, IntPredicate done) {
        boolean ready = true;
        for (int[] side : new int[][] {l, r}) {
            for (int o : side) {
                if (!done.test(o)) {
                    stack.push(o);
                    ready = false;
                }
            }
        }
        return ready;
    }

    /**
     * G's image when it needs no construction: a number is its own; cooled by 0, G; cooled
     * above its temperature, its mean; else the memo, or -1.
     */
    private int image(int g, Dyadic t, long tKey, boolean cooling) {
        if (forms.isNumber(g)) {
            return g;
        }
        if (cooling) {
            if (t.signum() == 0) {
                return g;
            }
            Thermograph th = thermograph(g);
            if (t.compareTo(th.temperature()) > 0) {
                return forms.number(th.mast());
            }
        }
        Integer known = (cooling ? cooled : heated).get(((long) g << 32) | tKey);
        return known == null ? -1 : known;
    }

    private int coolingKey(Dyadic t) {
        return coolingKeys.computeIfAbsent(t, k -> coolingKeys.size());
    }
}
