package org.sprague.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * A continuous piecewise-linear function of the temperature {@code t >= -1} with exact dyadic
 * breakpoints: one wall of a thermograph (Winning Ways ch. 6; Siegel II.5), including its
 * subzero part {@code -1 <= t < 0} (Berlekamp, "The economist's view of combinatorial games",
 * Games of No Chance, 1996). Given by its values at breakpoints
 * {@code -1 = t_0 < t_1 < ... < t_k} and its slope after {@code t_k}. Immutable.
 */
public final class Trajectory {
    private final List<Dyadic> ts;
    private final List<Dyadic> vs;
    private final Dyadic finalSlope;

    private Trajectory(List<Dyadic> ts, List<Dyadic> vs, Dyadic finalSlope) {
        this.ts = List.copyOf(ts);
        this.vs = List.copyOf(vs);
        this.finalSlope = finalSlope;
    }

    /** The lowest temperature of every trajectory: {@code -1} (Berlekamp's subzero thermography). */
    public static final Dyadic BASE = Dyadic.MINUS_ONE;

    /** The constant function. */
    public static Trajectory constant(Dyadic v) {
        return new Trajectory(List.of(BASE), List.of(v), Dyadic.ZERO);
    }

    /** The breakpoints' temperatures, starting at {@link #BASE} = -1. */
    public List<Dyadic> breakpoints() {
        return ts;
    }

    /** The value at each breakpoint. */
    public List<Dyadic> values() {
        return vs;
    }

    /** The slope after the last breakpoint. */
    public Dyadic finalSlope() {
        return finalSlope;
    }

    /** The value at temperature {@code t >= -1}. */
    public Dyadic valueAt(Dyadic t) {
        int k = ts.size() - 1;
        for (int i = 0; i < k; i++) {
            if (t.compareTo(ts.get(i + 1)) <= 0) {
                Dyadic slope = slope(i);
                return vs.get(i).add(multiply(slope, t.subtract(ts.get(i))));
            }
        }
        return vs.get(k).add(multiply(finalSlope, t.subtract(ts.get(k))));
    }

    private Dyadic slope(int i) {
        if (i >= ts.size() - 1) {
            return finalSlope;
        }
        return divide(vs.get(i + 1).subtract(vs.get(i)), ts.get(i + 1).subtract(ts.get(i)));
    }

    /** The slope just after {@code t}. */
    private Dyadic slopeAfter(Dyadic t) {
        int k = ts.size() - 1;
        for (int i = 0; i < k; i++) {
            if (t.compareTo(ts.get(i + 1)) < 0) {
                return slope(i);
            }
        }
        return finalSlope;
    }

    /** The mirror image {@code -this(t)}. */
    public Trajectory negate() {
        return new Trajectory(ts, vs.stream().map(Dyadic::negate).toList(), finalSlope.negate());
    }

    /** This plus {@code c * t}. */
    public Trajectory plusSlope(int c) {
        List<Dyadic> nv = IntStream.range(0, ts.size()).mapToObj(i -> vs.get(i).add(ts.get(i).multiply(c))).toList();
        return new Trajectory(ts, nv, finalSlope.add(Dyadic.of(c)));
    }

    public Trajectory max(Trajectory o) {
        List<Dyadic> cand = mergedBreakpoints(o);
        // add crossings inside each interval and after the last breakpoint
        List<Dyadic> all = new ArrayList<>();
        for (int i = 0; i < cand.size(); i++) {
            Dyadic t = cand.get(i);
            all.add(t);
            Dyadic d = valueAt(t).subtract(o.valueAt(t));
            Dyadic ds = slopeAfter(t).subtract(o.slopeAfter(t));
            if (d.signum() != 0 && ds.signum() != 0 && d.signum() != ds.signum()) {
                Dyadic cross = t.add(divide(d.negate(), ds));
                if (i + 1 == cand.size() || cross.compareTo(cand.get(i + 1)) < 0) {
                    all.add(cross);
                }
            }
        }
        List<Dyadic> nv = all.stream().map(t -> valueAt(t).max(o.valueAt(t))).toList();
        Dyadic last = all.get(all.size() - 1);
        Dyadic a = valueAt(last);
        Dyadic b = o.valueAt(last);
        Dyadic sa = slopeAfter(last);
        Dyadic sb = o.slopeAfter(last);
        int c = a.compareTo(b);
        Dyadic fs = c == 0 ? sa.max(sb) : c > 0 ? sa : sb;
        return simplify(all, nv, fs);
    }

    private List<Dyadic> mergedBreakpoints(Trajectory o) {
        return Stream.concat(ts.stream(), o.ts.stream()).sorted().distinct().toList();
    }

    /** Drops breakpoints where the slope does not change. */
    static Trajectory simplify(List<Dyadic> ts, List<Dyadic> vs, Dyadic finalSlope) {
        List<Dyadic> nt = new ArrayList<>();
        List<Dyadic> nv = new ArrayList<>();
        int k = ts.size();
        for (int i = 0; i < k; i++) {
            if (i > 0 && i < k) {
                Dyadic before = divide(vs.get(i).subtract(vs.get(i - 1)), ts.get(i).subtract(ts.get(i - 1)));
                Dyadic after = i + 1 < k
                        ? divide(vs.get(i + 1).subtract(vs.get(i)), ts.get(i + 1).subtract(ts.get(i)))
                        : finalSlope;
                if (before.equals(after)) {
                    continue;
                }
            }
            nt.add(ts.get(i));
            nv.add(vs.get(i));
        }
        return new Trajectory(nt, nv, finalSlope);
    }

    /** The first {@code t >= -1} where this (nonincreasing minus nondecreasing) is <= other, with that value. */
    Dyadic[] firstMeeting(Trajectory o) {
        List<Dyadic> cand = mergedBreakpoints(o);
        for (int i = 0; i < cand.size(); i++) {
            Dyadic t = cand.get(i);
            Dyadic d = valueAt(t).subtract(o.valueAt(t));
            if (d.signum() <= 0) {
                return new Dyadic[] {t, valueAt(t)};
            }
            Dyadic ds = slopeAfter(t).subtract(o.slopeAfter(t));
            if (ds.signum() < 0) {
                Dyadic cross = t.add(divide(d.negate(), ds));
                if (i + 1 == cand.size() || cross.compareTo(cand.get(i + 1)) <= 0) {
                    return new Dyadic[] {cross, valueAt(cross)};
                }
            }
        }
        throw new IllegalStateException("scaffolds never meet");
    }

    /** This up to {@code t}, then constant {@code v}. */
    Trajectory truncate(Dyadic t, Dyadic v) {
        List<Dyadic> nt = new ArrayList<>();
        List<Dyadic> nv = new ArrayList<>();
        for (int i = 0; i < ts.size() && ts.get(i).compareTo(t) < 0; i++) {
            nt.add(ts.get(i));
            nv.add(vs.get(i));
        }
        nt.add(t);
        nv.add(v);
        if (nt.size() > 1 && nt.get(0).equals(nt.get(1))) {
            nt.remove(0);
            nv.remove(0);
        }
        return simplify(nt, nv, Dyadic.ZERO);
    }

    private static Dyadic multiply(Dyadic a, Dyadic b) {
        return Dyadic.of(a.numerator().multiply(b.numerator()), a.exponent() + b.exponent());
    }

    /** a / b, which must be a dyadic rational (slopes and crossings of walls always are). */
    private static Dyadic divide(Dyadic a, Dyadic b) {
        java.math.BigInteger nb = b.numerator();
        int k = nb.getLowestSetBit();
        java.math.BigInteger odd = nb.shiftRight(k);
        java.math.BigInteger[] qr = a.numerator().divideAndRemainder(odd);
        if (qr[1].signum() != 0) {
            throw new ArithmeticException("not a dyadic quotient: " + a + " / " + b);
        }
        return Dyadic.of(qr[0], a.exponent() - b.exponent() + k);
    }

    @Override
    public String toString() {
        return IntStream.range(0, ts.size()).mapToObj(i -> "(" + ts.get(i) + ", " + vs.get(i) + ") ")
                .collect(Collectors.joining()) + "slope " + finalSlope;
    }
}
