package org.sprague.heap;

import java.util.Arrays;
import org.sprague.game.Deadline;
import org.sprague.game.PositionLimitException;

/**
 * Grundy values {@code G(0..N)} of a heap game by the definition: {@code G(n)} is the mex
 * of the options' values, each the XOR of its heaps' values, the options listed by the
 * rule's own {@link HeapRule#forEachOption}. The oracle every faster calculator is checked
 * against (and the loop behind {@link NaiveSequenceCalculator}). Iterative (no recursion),
 * {@code O(sum of options)}: {@code O(N^2)} for split rules, {@code O(N |S|)} for
 * subtraction games. The mex uses a stamped array (no clearing between heaps). Values are
 * kept, in the narrowest array that fits, so asking for a larger {@code N} extends the
 * table. Source: Sprague (1935), Grundy (1939).
 */
final class NaiveHeapCalculator {
    private final HeapRule rule;
    private final long maxPositions;
    private GrundyValues values = new GrundyValues(16);
    private final Mex mex = new Mex();

    /** A calculator without a position limit (beyond the int range). */
    public NaiveHeapCalculator(HeapRule rule) {
        this(rule, Long.MAX_VALUE);
    }

    /** A calculator refusing (before allocating) to compute more than {@code maxPositions} values. */
    public NaiveHeapCalculator(HeapRule rule, long maxPositions) {
        this.rule = rule;
        this.maxPositions = PositionLimitException.checked(maxPositions);
    }

    /** {@code G(0..n)} of {@code rule}, a fresh array. */
    public static int[] grundyValues(HeapRule rule, int n) {
        return new NaiveHeapCalculator(rule).values(n);
    }

    /** The rule. */
    public HeapRule rule() {
        return rule;
    }

    /** {@code G(n)}, computing the table up to {@code n} if needed. */
    public int grundy(int n) {
        ensure(n);
        return values.get(n);
    }

    /** A copy of {@code G(0..n)}. */
    public int[] values(int n) {
        ensure(n);
        return values.toIntArray(n + 1);
    }

    /** How many values are stored. */
    public long computed() {
        return values.length();
    }

    /**
     * Makes {@code G(0..n)} known.
     *
     * @throws PositionLimitException up front when {@code n + 1} values exceed the limit
     */
    public void ensure(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("heap must be >= 0: " + n);
        }
        if (n < values.length()) {
            return;
        }
        if (n + 1L > maxPositions || n == Integer.MAX_VALUE) {
            throw PositionLimitException.upFront(n + 1L, maxPositions, "heap " + n + " (G(0.." + n + "))");
        }
        if (n >= values.capacity()) {
            long grown = Math.max(n + 1L, Math.min(2L * values.capacity(),
                    Math.min(maxPositions, Integer.MAX_VALUE - 8L)));
            values = values.withCapacity((int) grown);
        }
        while (values.length() <= n) {
            Deadline.unlimited().check(); // an interrupt stops it; one value costs O(n) or more: the poll is noise
            values.add(mex.of(rule, values));
        }
    }

    /**
     * The mex of the options of the next heap, {@code n = g.length()}: a reusable visitor
     * that stamps every option's value (no clearing between heaps).
     */
    static final class Mex implements HeapRule.OptionVisitor {
        private int[] seenAt = new int[64]; // seenAt[v] == stamp iff value v was seen for this heap
        private int stamp;
        private GrundyValues g;

        /** {@code G(g.length())}: the mex of the values of its options. */
        int of(HeapRule rule, GrundyValues values) {
            g = values;
            stamp++;
            rule.forEachOption(values.length(), this);
            int m = 0;
            while (m < seenAt.length && seenAt[m] == stamp) {
                m++;
            }
            return m;
        }

        @Override
        public void twoHeapSplits(int m, boolean unequal) {
            int top = unequal ? (m - 1) / 2 : m / 2;
            if (m >= 2) {
                grow(g.max() * 2 + 1);
            }
            int[] seen = seenAt;
            int st = stamp;
            for (int a = 1; a <= top; a++) {
                seen[g.get(a) ^ g.get(m - a)] = st;
            }
        }

        /** Makes room in the marks for every value up to {@code x}. */
        private void grow(int x) {
            if (x >= seenAt.length) {
                seenAt = Arrays.copyOf(seenAt, Math.max(2 * seenAt.length, Integer.highestOneBit(x) << 1));
            }
        }

        @Override
        public void option(int count, int a, int b, int c) {
            int x = switch (count) {
                case 0 -> 0;
                case 1 -> g.get(a);
                case 2 -> g.get(a) ^ g.get(b);
                default -> g.get(a) ^ g.get(b) ^ g.get(c);
            };
            grow(x);
            seenAt[x] = stamp;
        }
    }
}
