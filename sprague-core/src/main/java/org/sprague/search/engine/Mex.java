package org.sprague.search.engine;

/**
 * The minimum excludant: the least non-negative integer not in a set.
 *
 * <p>{@link Mex.Set} is a growable bit set over {@code long} words; the mex is the first
 * zero bit, found with {@code Long.numberOfTrailingZeros} of the complemented word, so a
 * mex over values below {@code v} costs {@code O(v / 64)}.
 */
public final class Mex {
    private Mex() {
    }

    /** The mex of the given values (negative values are ignored). */
    public static int of(int... values) {
        Set s = new Set();
        for (int v : values) {
            if (v >= 0) {
                s.add(v);
            }
        }
        return s.mex();
    }

    /** A reusable bit set of seen values with a mex query. */
    public static final class Set {
        private long[] words = new long[1];

        /** Marks {@code value} (>= 0) as seen. */
        public void add(int value) {
            int w = value >>> 6;
            if (w >= words.length) {
                words = java.util.Arrays.copyOf(words, Math.max(words.length * 2, w + 1));
            }
            words[w] |= 1L << value;
        }

        /** Whether {@code value} was seen. */
        public boolean contains(int value) {
            int w = value >>> 6;
            return w < words.length && (words[w] & (1L << value)) != 0;
        }

        /** The least value not seen. */
        public int mex() {
            for (int i = 0; i < words.length; i++) {
                long free = ~words[i];
                if (free != 0) {
                    return (i << 6) + Long.numberOfTrailingZeros(free);
                }
            }
            return words.length << 6;
        }

        /** Forgets every value. */
        public void clear() {
            java.util.Arrays.fill(words, 0L);
        }
    }
}
