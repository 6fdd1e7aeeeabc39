package org.sprague.heap;

import java.util.Optional;
import org.sprague.game.Deadline;

/**
 * Finds the eventual periodicity of a value sequence and says when it is proven.
 *
 * <p>Ordinary periodicity: for every candidate period p the least preperiod e(p) with
 * {@code G(n+p) = G(n)} for all checked n >= e(p) comes from one Z-function of the
 * reversed sequence: the longest prefix of the reversal with period p has length
 * {@code p + Z[p]}, so {@code e(p) = L - p - Z[p]}. All periods in O(L) time. Among the
 * periods seen at least {@code minPeriods} times after their preperiod, the one with the
 * least {@code e + p} (then the least p) is reported: the shortest period of the longest
 * periodic suffix, and the pair that needs the fewest values to prove.
 *
 * <p>Arithmetic periodicity ({@code G(n+p) = G(n) + s}, s != 0, as in Lasker's Nim): the
 * longest constant suffix of {@code G(n+p) - G(n)} for each p up to a bound, O(L * maxPeriod).
 * Whether a theorem proves what is found is {@link HeapPeriodicity}'s question.
 */
public final class PeriodicityChecker {

    /** Default: a period must be seen at least twice after its preperiod. */
    public static final int DEFAULT_MIN_PERIODS = 2;

    private PeriodicityChecker() {
    }

    /** The ordinary periodicity of {@code values[0..length)}, not yet marked proven. */
    public static Optional<Periodicity> ordinary(int[] values, int length, int minPeriods) {
        return ordinary(GrundyValues.view(values, length), length, minPeriods);
    }

    /**
     * The same for values held in a {@link GrundyValues} (any width): one int per value for
     * the Z-function, no reversed copy, so long sequences (hundreds of millions of values,
     * periods in the tens of millions) fit.
     */
    public static Optional<Periodicity> ordinary(GrundyValues values, int length, int minPeriods) {
        if (length < 2) {
            return Optional.empty();
        }
        int last = length - 1;
        int[] z = new int[length];
        z[0] = length;
        int left = 0;
        int right = 0;
        for (int i = 1; i < length; i++) {
            if ((i & ((1 << 20) - 1)) == 0) {
                Deadline.unlimited().check(); // every 2^20 values (2^31 possible): an interrupt stops it
            }
            if (i < right) {
                z[i] = Math.min(right - i, z[i - left]);
            }
            while (i + z[i] < length && values.get(last - z[i]) == values.get(last - i - z[i])) {
                z[i]++;
            }
            if (i + z[i] > right) {
                left = i;
                right = i + z[i];
            }
        }
        return best(z, length, minPeriods);
    }

    private static Optional<Periodicity> best(int[] z, int length, int minPeriods) {
        int bestE = -1;
        int bestP = -1;
        for (int p = 1; p <= length / 2; p++) {
            int periodicSuffix = p + z[p];
            int e = length - periodicSuffix;
            if ((long) periodicSuffix < (long) minPeriods * p) {
                continue;
            }
            if (bestP < 0 || (long) e + p < (long) bestE + bestP) {
                bestE = e;
                bestP = p;
            }
        }
        return bestP < 0 ? Optional.empty() : Optional.of(new Periodicity(bestE, bestP, 0, length, false));
    }

    /**
     * The arithmetic periodicity (saltus != 0) with period at most {@code maxPeriod},
     * least {@code e + p} first; not yet marked proven.
     */
    public static Optional<Periodicity> arithmetic(int[] values, int length, int maxPeriod, int minPeriods) {
        Periodicity best = null;
        for (int p = 1; p <= Math.min(maxPeriod, length / 2); p++) {
            Deadline.unlimited().check(); // every period tried (each may walk back over all values): an interrupt stops it
            int n = length - p - 1;
            long s = (long) values[n + p] - values[n];
            if (s == 0 || s != (int) s) {
                continue;
            }
            int e = n;
            while (e > 0 && (long) values[e - 1 + p] - values[e - 1] == s) {
                e--;
            }
            if ((long) (length - e) < (long) minPeriods * p) {
                continue;
            }
            if (best == null || (long) e + p < (long) best.preperiod() + best.period()) {
                best = new Periodicity(e, p, (int) s, length, false);
            }
        }
        return Optional.ofNullable(best);
    }
}
