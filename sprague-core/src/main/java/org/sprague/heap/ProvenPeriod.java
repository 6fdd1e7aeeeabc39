package org.sprague.heap;

import java.math.BigInteger;
import java.util.Optional;
import org.sprague.game.Deadline;

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
     * provable ({@link HeapPeriodicity#provable}) or no period is proven that early, or
     * when the next run would cost more than {@link #MAX_WORK} option visits (codes with
     * three-heap splits: G(0..n) visits about n^3/36 splits per such digit), so the attempt
     * is bounded and the caller falls back to search; the estimate counts every two-heap split
     * once the values seen pass {@value #SMALL_VALUES} (then the sparse method's rare values are
     * no longer rare: a 30-digit code of 7s took 10 s for 16,384 values and 65,536 would take
     * minutes, for {@code sprague solve} on a heap of 5). Polls {@code deadline}.
     */
    public static Optional<ProvenPeriod> find(HeapCode code, int maxValues, Deadline deadline) {
        if (!HeapPeriodicity.provable(code)) {
            return Optional.empty();
        }
        GrundyTable table = new GrundyTable(code, maxValues, org.sprague.search.engine.SearchThreads.until(deadline));
        for (long length = GrundyTable.FIRST_RUN; ; length *= 4) {
            int len = (int) Math.min(length, maxValues);
            if (length > GrundyTable.FIRST_RUN && work(code, len, table.values().max()) > MAX_WORK) {
                return Optional.empty();
            }
            deadline.check();
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

    /**
     * The most option visits a proof attempt may cost: 3 * 10^8. A code with one three-heap
     * digit such as 0.8 gets G(0..1023) (0.1 s); its next run, G(0..4095), took 2 s here,
     * G(0..16383) would take two minutes and 65,536 values hours (issue 13: {@code sprague
     * solve 0.8 5} ran past 600 s). Codes without three-heap splits keep the full 65,536.
     */
    static final double MAX_WORK = 3e8;

    /**
     * Values below this keep the sparse method near linear: a heap's mex is found among few
     * values. Past it (a code whose values grow with the heap) every two-heap split counts.
     */
    static final int SMALL_VALUES = 256;

    /**
     * Estimated option visits of G(0..len-1), given the largest value seen so far: the
     * three-heap splits dominate (sparse-space makes the rest near linear while the values are
     * small); with values of {@value #SMALL_VALUES} or more, each two-heap split digit costs
     * about n^2/2 visits too.
     */
    static double work(HeapCode code, int len, int largestValue) {
        int t = code.isFinite() ? code.lastDigit() : len;
        int threes = code.removals(HeapCode.SPLIT_THREE, Math.min(t, len)).length;
        double n = len;
        double w = threes * n * n * n / 36 + n * Math.max(1, t);
        if (largestValue >= SMALL_VALUES) {
            w += code.removals(HeapCode.SPLIT_TWO, Math.min(t, len)).length * n * n / 2;
        }
        return w;
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
