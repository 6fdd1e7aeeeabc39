package org.sprague.heap;

/**
 * A sequence's eventual (arithmetic) periodicity: {@code G(n + period) = G(n) + saltus}
 * for every {@code n >= preperiod} that was checked.
 *
 * @param preperiod the least n from which the rule holds
 * @param period the period p >= 1
 * @param saltus the jump per period; 0 for ordinary periodicity
 * @param length how many values (G(0) .. G(length-1)) the rule was checked on
 * @param proven true only when a theorem extends the rule to every n (for finite octal
 *     codes, the Guy-Smith bound); false means "observed, not proven"
 */
public record Periodicity(int preperiod, int period, int saltus, int length, boolean proven) {

    public Periodicity {
        if (period < 1 || preperiod < 0 || length < 0) {
            throw new IllegalArgumentException("bad periodicity " + preperiod + "/" + period);
        }
    }

    /** Whether this is ordinary (not arithmetic) periodicity. */
    public boolean ordinary() {
        return saltus == 0;
    }

    /** This periodicity marked proven or not. */
    public Periodicity withProven(boolean p) {
        return new Periodicity(preperiod, period, saltus, length, p);
    }

    /** The value at any n >= preperiod predicted from the first values of the period. */
    public long predict(int[] values, long n) {
        if (n < preperiod) {
            return values[(int) n];
        }
        long k = (n - preperiod) / period;
        int base = (int) (preperiod + (n - preperiod) % period);
        return values[base] + k * saltus;
    }
}
