package org.sprague.heap;

import java.util.Arrays;
import org.sprague.game.PositionLimitException;

/**
 * Grundy values {@code G(0..N)} of a heap game by the definition: {@code G(n)} is the mex
 * of the options' values, each the XOR of its heaps' values. The oracle every faster
 * calculator is checked against. Iterative (no recursion), {@code O(sum of options)}:
 * {@code O(N^2)} for split rules, {@code O(N |S|)} for subtraction games. The mex uses a
 * stamped array (no clearing between heaps). Values are kept, so asking for a larger
 * {@code N} extends the table. Source: Sprague (1935), Grundy (1939).
 */
public final class NaiveHeapCalculator {
    private final HeapRule rule;
    private final long maxPositions;
    private int[] values = new int[16];
    private int computed; // values[0..computed-1] are known
    private int[] seenAt = new int[64]; // seenAt[v] == n + 1 iff value v was seen for heap n
    private int stamp;
    private final HeapRule.OptionVisitor marker = this::mark;

    /** A calculator without a position limit (beyond the int range). */
    public NaiveHeapCalculator(HeapRule rule) {
        this(rule, Long.MAX_VALUE);
    }

    /** A calculator refusing (before allocating) to compute more than {@code maxPositions} values. */
    public NaiveHeapCalculator(HeapRule rule, long maxPositions) {
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be >= 1: " + maxPositions);
        }
        this.rule = rule;
        this.maxPositions = maxPositions;
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
        return values[n];
    }

    /** A copy of {@code G(0..n)}. */
    public int[] values(int n) {
        ensure(n);
        return Arrays.copyOf(values, n + 1);
    }

    /** How many values are stored. */
    public long computed() {
        return computed;
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
        if (n < computed) {
            return;
        }
        if (n + 1L > maxPositions || n == Integer.MAX_VALUE) {
            throw new PositionLimitException(n + 1L, maxPositions);
        }
        if (n >= values.length) {
            long grown = Math.max(n + 1L, Math.min(2L * values.length, Math.min(maxPositions, Integer.MAX_VALUE - 8L)));
            values = Arrays.copyOf(values, (int) grown);
        }
        for (int h = computed; h <= n; h++) {
            stamp = h + 1;
            rule.forEachOption(h, marker);
            int m = 0;
            while (m < seenAt.length && seenAt[m] == stamp) {
                m++;
            }
            values[h] = m;
            computed = h + 1;
        }
    }

    private void mark(int count, int a, int b, int c) {
        int[] v = values;
        int x = switch (count) {
            case 0 -> 0;
            case 1 -> v[a];
            case 2 -> v[a] ^ v[b];
            default -> v[a] ^ v[b] ^ v[c];
        };
        if (x >= seenAt.length) {
            seenAt = Arrays.copyOf(seenAt, Math.max(2 * seenAt.length, Integer.highestOneBit(x) << 1));
        }
        seenAt[x] = stamp;
    }
}
