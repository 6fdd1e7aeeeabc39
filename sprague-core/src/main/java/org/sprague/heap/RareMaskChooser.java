package org.sprague.heap;

/**
 * Chooses the rare/common split that makes the fewest positions rare, from the histogram
 * of (value, position class) by one Walsh-Hadamard transform (algorithms.md 2).
 *
 * <p>Range type, mask m: position x is rare iff popcount(G(x) & m) is even, so the number
 * of rare positions is (N + W[m]) / 2 with W the transform of the value histogram h, for
 * every m at once. Domain type (all two-heap splits remove the same parity q): x is rare iff
 * popcount(G(x) & m) has the parity of x XOR q; with h0, h1 the histograms of the positions
 * whose x XOR q is even, odd, the count is (N + W0[m] - W1[m]) / 2. O(b 2^b) for values
 * below 2^b.
 */
public final class RareMaskChooser {
    private RareMaskChooser() {
    }

    /**
     * The best split for histograms {@code h0}, {@code h1} over values below {@code size}
     * (a power of two): returns {@code mask | (domain ? 1L << 32 : 0)} in the low bits and the
     * rare count in the bits above 33, packed; see {@link #mask}, {@link #domain}, {@link #rare}.
     */
    public static long choose(int[] h0, int[] h1, int size, boolean domainAllowed) {
        long[] l0 = new long[size];
        long[] l1 = new long[size];
        for (int v = 0; v < size; v++) {
            l0[v] = h0[v];
            l1[v] = h1[v];
        }
        Choice c = best(l0, l1, size, domainAllowed);
        return (c.rare() << 33) | (c.domain() ? 1L << 32 : 0) | (c.mask() & 0xFFFFFFFFL);
    }

    /** A split and how many positions it makes rare. */
    public record Choice(int mask, boolean domain, long rare) {
    }

    /**
     * The same over counts that may pass 2^31 (sequences of more than 2^31 values), unpacked:
     * the rare count may need more than the 31 bits {@link #choose} packs it in.
     */
    public static Choice best(long[] h0, long[] h1, int size, boolean domainAllowed) {
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

    public static int mask(long packed) {
        return (int) packed;
    }

    public static boolean domain(long packed) {
        return (packed & (1L << 32)) != 0;
    }

    public static long rare(long packed) {
        return packed >>> 33;
    }

    /** In-place Walsh-Hadamard transform: a[m] becomes sum over v of (-1)^popcount(v & m) a[v]. */
    public static void transform(long[] a) {
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
