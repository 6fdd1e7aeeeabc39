package org.sprague.heap;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Optional;

/**
 * The proven period of a finite subtraction game. {@code G(n)} depends only on the last
 * {@code m = max(S)} values, so once a window {@code G(i..i+m-1)} repeats at {@code j > i},
 * {@code G(n + (j-i)) = G(n)} for every {@code n >= i} (induction on {@code n}): the sequence
 * is periodic for ever, and {@code G} is known exactly at any size. Windows are found with
 * a rolling hash checked by comparison: {@code O(L)} for {@code L} values computed.
 * Source: <i>Winning Ways</i>, ch. 4; Siegel, <i>Combinatorial Game Theory</i>, IV.
 *
 * @param values {@code G(0 .. preperiod + period - 1)}
 * @param preperiod the first index of the repeated window
 * @param period the distance between the two windows
 */
public record SubtractionPeriod(int[] values, int preperiod, int period) {
    private static final long BASE = 1_000_003L;

    /**
     * The period of a finite list, looked for among the first {@code maxValues} values;
     * empty when no window repeats that early.
     */
    public static Optional<SubtractionPeriod> find(SubtractionSet set, int maxValues) {
        int[] members = set.members();
        int m = members[members.length - 1];
        NaiveHeapCalculator calculator = new NaiveHeapCalculator(set);
        // Compute values in growing rounds, so short periods cost little.
        for (long length = Math.max(1024L, 4L * m); ; length *= 4) {
            int len = (int) Math.min(length, maxValues);
            if (len < m + 1) {
                return Optional.empty();
            }
            Optional<SubtractionPeriod> p = firstRepeat(calculator.values(len - 1), m);
            if (p.isPresent() || len == maxValues) {
                return p;
            }
        }
    }

    private static Optional<SubtractionPeriod> firstRepeat(int[] g, int m) {
        long pow = 1;
        for (int k = 0; k < m; k++) {
            pow *= BASE;
        }
        HashMap<Long, Integer> seen = new HashMap<>();
        long hash = 0;
        for (int k = 0; k < m; k++) {
            hash = hash * BASE + g[k] + 1;
        }
        for (int i = 0; i + m <= g.length; i++) {
            if (i > 0) {
                hash = hash * BASE + g[i + m - 1] + 1 - pow * (g[i - 1] + 1);
            }
            Integer earlier = seen.putIfAbsent(hash, i);
            if (earlier != null && Arrays.equals(g, earlier, earlier + m, g, i, i + m)) {
                int period = i - earlier;
                return Optional.of(new SubtractionPeriod(Arrays.copyOf(g, earlier + period), earlier, period));
            }
        }
        return Optional.empty();
    }

    /** {@code G(n)} for any {@code n >= 0}. */
    public int grundy(java.math.BigInteger n) {
        if (n.compareTo(java.math.BigInteger.valueOf(preperiod)) < 0) {
            return values[n.intValue()];
        }
        int r = n.subtract(java.math.BigInteger.valueOf(preperiod)).mod(java.math.BigInteger.valueOf(period)).intValue();
        return values[preperiod + r];
    }
}
