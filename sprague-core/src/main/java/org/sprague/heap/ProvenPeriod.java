package org.sprague.heap;

import java.math.BigInteger;
import java.util.Optional;

/**
 * A heap game's Grundy values known for ever: {@code G(n + period) = G(n)} for every
 * {@code n >= preperiod}, proven by a theorem (see {@link HeapPeriodicity#valuesNeeded}:
 * Guy-Smith for finite codes with splits, the max(S) window for subtraction games), so
 * G is exact at any heap size, BigInteger heaps included.
 *
 * @param values G(0 .. preperiod + period - 1)
 * @param preperiod the first n of the periodic part
 * @param period the period
 */
public record ProvenPeriod(int[] values, int preperiod, int period) {

    /**
     * The proven period of {@code code}, looked for in growing runs (1024, 4096, ... values,
     * sparse-space method) up to {@code maxValues} values; empty when the code is not
     * provable ({@link HeapPeriodicity#provable}) or no period is proven that early.
     */
    public static Optional<ProvenPeriod> find(HeapCode code, int maxValues) {
        if (!HeapPeriodicity.provable(code)) {
            return Optional.empty();
        }
        GrundyTable table = new GrundyTable(code, maxValues);
        for (long length = GrundyTable.FIRST_RUN; ; length *= 4) {
            int len = (int) Math.min(length, maxValues);
            table.ensure(len - 1);
            int[] g = table.values().toIntArray(len);
            Optional<Periodicity> p = HeapPeriodicity.of(code, g, len);
            if (p.isPresent() && p.get().proven()) {
                int e = p.get().preperiod();
                int period = p.get().period();
                return Optional.of(new ProvenPeriod(java.util.Arrays.copyOf(g, e + period), e, period));
            }
            if (len == maxValues) {
                return Optional.empty();
            }
        }
    }

    /** G(n) for any {@code n >= 0}. */
    public int grundy(long n) {
        if (n < preperiod) {
            return values[(int) n];
        }
        return values[(int) (preperiod + (n - preperiod) % period)];
    }

    /** G(n) for any {@code n >= 0}. */
    public int grundy(BigInteger n) {
        if (n.bitLength() < 63) {
            return grundy(n.longValue());
        }
        BigInteger e = BigInteger.valueOf(preperiod);
        return values[preperiod + n.subtract(e).mod(BigInteger.valueOf(period)).intValue()];
    }
}
