package org.sprague.heap;

import java.util.Optional;

/**
 * The periodicity of a heap game's computed values, and whether it is proven: for a
 * finite code (equal splits allowed) by the Guy-Smith bound through
 * {@link PeriodicityChecker#guySmithProven}; for infinite codes and Grundy's game's unequal
 * splits no theorem applies, so the periodicity (ordinary, else arithmetic as in Lasker's
 * Nim) is only "observed".
 */
public final class HeapPeriodicity {
    /** Arithmetic periods are looked for up to this period (O(L * this)). */
    static final int MAX_ARITHMETIC_PERIOD = 64;

    private HeapPeriodicity() {
    }

    /** Whether a theorem can prove a periodicity of this code (finite, equal splits allowed). */
    public static boolean provable(HeapCode code) {
        return code.isFinite() && !code.unequalSplit();
    }

    /** The periodicity of {@code values[0..length)} of {@code code}, proven where it can be. */
    public static Optional<Periodicity> of(HeapCode code, int[] values, int length) {
        Optional<Periodicity> found = PeriodicityChecker.ordinary(values, length,
                PeriodicityChecker.DEFAULT_MIN_PERIODS);
        if (found.isPresent()) {
            Periodicity p = found.get();
            if (provable(code)) {
                int t = code.lastDigit();
                return Optional.of(p.withProven(PeriodicityChecker.guySmithProven(p, t, code.maxHeaps(t))));
            }
            return found;
        }
        if (!code.isFinite()) {
            return PeriodicityChecker.arithmetic(values, length, MAX_ARITHMETIC_PERIOD,
                    PeriodicityChecker.DEFAULT_MIN_PERIODS);
        }
        return Optional.empty();
    }

    /** How many values would prove {@code p} for {@code code} (-1 when no theorem applies). */
    public static long valuesNeeded(HeapCode code, Periodicity p) {
        if (!provable(code) || !p.ordinary()) {
            return -1;
        }
        int t = code.lastDigit();
        return PeriodicityChecker.guySmithLength(p.preperiod(), p.period(), t, code.maxHeaps(t));
    }
}
