package org.sprague.heap;

import java.util.stream.IntStream;
import java.util.Optional;

/**
 * The periodicity of a heap game's computed values, and whether it is proven: for a
 * finite code (equal splits allowed) by the Guy-Smith bound, or, for a code without splits
 * (a finite subtraction game), by the sharper window argument: G(n) depends only on the last
 * t values, so periodicity seen on G(e .. e + t + p - 1) holds for ever. For infinite codes
 * and Grundy's game's unequal splits no theorem applies, so the periodicity (ordinary, else
 * arithmetic as in Lasker's Nim) is only "observed".
 *
 * <p>Guy-Smith (Guy and Smith 1956; Winning Ways ch. 4; algorithms.md 2): for a finite code
 * whose last non-zero digit is at t, periodicity (e, p) observed on G(0..n) with
 * {@code n >= 2e + 2p + t} (splits into two heaps) or {@code n >= 3e + 3p + t} (splits
 * into three heaps) holds for ever. The bound used here is one more than the theorem's
 * least, conservatively.
 */
public final class HeapPeriodicity {
    /** Arithmetic periods are looked for up to this period (O(L * this)). */
    static final int MAX_ARITHMETIC_PERIOD = 64;

    private HeapPeriodicity() {
    }

    /** The theorem that proves periods of {@code code}: "Guy-Smith", or "window" for a code without splits. */
    public static String theorem(HeapCode code) {
        return code.isFinite() && code.maxHeaps(code.lastDigit()) == 1 ? "window of max(S)" : "Guy-Smith";
    }

    /** Whether a theorem can prove a periodicity of this code (finite, equal splits allowed). */
    public static boolean provable(HeapCode code) {
        return code.isFinite() && !code.unequalSplit();
    }

    /**
     * The periodicity of {@code values[0..length)} of {@code code}, proven where it can be.
     * An unproven one is reported only when its periodic part covers at least a quarter of
     * the values: two equal values at the end of a sequence are not a period worth naming
     * (0.8 to 1,500 heaps ended "period 1 from 1,498").
     */
    public static Optional<Periodicity> of(HeapCode code, int[] values, int length) {
        Optional<Periodicity> found = PeriodicityChecker.ordinary(values, length,
                PeriodicityChecker.DEFAULT_MIN_PERIODS);
        if (found.isPresent()) {
            Periodicity p = found.get();
            return Optional.of(p.withProven(proven(code, p))).filter(HeapPeriodicity::worthNaming);
        }
        if (!code.isFinite()) {
            return PeriodicityChecker.arithmetic(values, length, MAX_ARITHMETIC_PERIOD,
                    PeriodicityChecker.DEFAULT_MIN_PERIODS).filter(HeapPeriodicity::worthNaming);
        }
        return Optional.empty();
    }

    /** Proven, or periodic over at least a quarter of the values it was checked on. */
    static boolean worthNaming(Periodicity p) {
        return p.proven() || 4L * (p.length() - p.preperiod()) >= p.length();
    }

    /** Sequences longer than this are searched for periods in their last WINDOW values only. */
    static final int WINDOW = 1 << 22;

    /**
     * The periodicity of all of {@code values}: over the whole sequence when an int a value
     * fits in memory; otherwise the period is searched in the last {@link #WINDOW} values
     * (O(WINDOW) memory), and when the periodic part fills that window
     * its preperiod is extended backwards over the whole sequence by direct comparison.
     */
    public static Optional<Periodicity> of(HeapCode code, GrundyValues values) {
        int length = values.length();
        if (length <= WINDOW) {
            return of(code, values.toIntArray(), length);
        }
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if (4L * length + (64L << 20) < free) {
            // the whole sequence: periods longer than the window (0.1777: 60,620,715)
            Optional<Periodicity> found = PeriodicityChecker.ordinary(values, length,
                    PeriodicityChecker.DEFAULT_MIN_PERIODS);
            if (found.isPresent() || code.isFinite()) {
                return found.map(p -> p.withProven(proven(code, p))).filter(HeapPeriodicity::worthNaming);
            }
        }
        int from = length - WINDOW;
        int[] window = IntStream.range(from, length).map(values::get).toArray();
        Optional<Periodicity> inWindow = of(code, window, WINDOW);
        if (inWindow.isEmpty()) {
            return inWindow;
        }
        Periodicity w = inWindow.get();
        int e = from + w.preperiod();
        int p = w.period();
        int s = w.saltus();
        while (e > 0 && values.get(e - 1 + p) - values.get(e - 1) == s) {
            e--;
        }
        Periodicity whole = new Periodicity(e, p, s, length, false);
        return Optional.of(whole.withProven(proven(code, whole))).filter(HeapPeriodicity::worthNaming);
    }

    /**
     * How many values would prove {@code p} for {@code code} (-1 when no theorem applies):
     * {@code e + p + t} for a code without splits (the window argument), else the
     * Guy-Smith length ({@code 2e + 2p + t + 1}; {@code 3e + 3p + t + 1} with three-heap splits).
     */
    public static long valuesNeeded(HeapCode code, Periodicity p) {
        if (!provable(code) || !p.ordinary()) {
            return -1;
        }
        int t = code.lastDigit();
        int heaps = code.maxHeaps(t);
        if (heaps == 1) {
            return (long) p.preperiod() + p.period() + t;
        }
        long factor = Math.max(2, heaps);
        return factor * p.preperiod() + factor * p.period() + t + 1;
    }

    /** Whether a theorem proves {@code p}, observed on {@code p.length()} values of {@code code}. */
    private static boolean proven(HeapCode code, Periodicity p) {
        long needed = valuesNeeded(code, p);
        return needed >= 0 && p.length() >= needed;
    }
}
