package org.sprague.heap;

import java.util.Arrays;

/**
 * Chooses the rare/common split that makes the fewest positions rare, from the histogram
 * of (value, position class) by one Walsh-Hadamard transform (algorithms.md 2).
 *
 * <p>Range type, mask m: position x is rare iff popcount(G(x) & m) is even, so the number
 * of rare positions is (N + W[m]) / 2 with W the transform of the value histogram h, for
 * every m at once. Domain type (all two-heap splits remove the same parity q): x is rare iff
 * popcount(G(x) & m) has the parity of x XOR q; with h0, h1 the histograms of the positions
 * whose x XOR q is even, odd, the count is (N + W0[m] - W1[m]) / 2. O(b 2^b) for values
 * below 2^b. One instance holds the histogram of a run and is fed every value in order.
 */
public final class RareMaskChooser {
    private final int q;
    /** Counts of G(x) = v for x XOR q even (h0) and odd (h1), a power of two of values long. */
    private long[] h0 = new long[2];
    private long[] h1 = new long[2];

    /** An empty histogram; q is the parity of the split digits (0 when they have none). */
    public RareMaskChooser(int q) {
        this.q = q;
    }

    /** Counts G(x) = v. */
    public void add(long x, int v) {
        if (v >= h0.length) {
            int size = Integer.highestOneBit(v) * 2;
            h0 = Arrays.copyOf(h0, size);
            h1 = Arrays.copyOf(h1, size);
        }
        if (((x ^ q) & 1) == 0) {
            h0[v]++;
        } else {
            h1[v]++;
        }
    }

    /** A split and how many positions it makes rare. */
    public record Choice(int mask, boolean domain, long rare) {
    }

    /** The split of the values counted so far that makes the fewest positions rare. */
    public Choice best(boolean domainAllowed) {
        return best(h0, h1, h0.length, domainAllowed);
    }

    /** The best split for histograms h0, h1 over values below size (a power of two). */
    static Choice best(long[] h0, long[] h1, int size, boolean domainAllowed) {
        long[] sum = new long[size];
        long[] diff = new long[size];
        long total = 0;
        for (int v = 0; v < size; v++) {
            sum[v] = h0[v] + h1[v];
            diff[v] = h0[v] - h1[v];
            total += sum[v];
        }
        transform(sum);
        transform(diff);
        long bestRare = total + 1;
        int bestMask = 0;
        boolean bestDomain = false;
        for (int m = 0; m < size; m++) {
            long rare = (total + sum[m]) / 2;
            if (rare < bestRare) {
                bestRare = rare;
                bestMask = m;
                bestDomain = false;
            }
            if (domainAllowed) {
                long rareDomain = (total + diff[m]) / 2;
                if (rareDomain < bestRare) {
                    bestRare = rareDomain;
                    bestMask = m;
                    bestDomain = true;
                }
            }
        }
        return new Choice(bestMask, bestDomain, bestRare);
    }

    /** In-place Walsh-Hadamard transform: a[m] becomes sum over v of (-1)^popcount(v & m) a[v]. */
    private static void transform(long[] a) {
        for (int len = 1; len < a.length; len <<= 1) {
            for (int i = 0; i < a.length; i += len << 1) {
                for (int j = i; j < i + len; j++) {
                    long x = a[j];
                    long y = a[j + len];
                    a[j] = x + y;
                    a[j + len] = x - y;
                }
            }
        }
    }
}
