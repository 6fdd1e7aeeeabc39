package org.sprague.misere;

import org.sprague.game.LimitExceededException;

/**
 * A candidate for the quotient: a base monoid B (a submonoid of the last quotient) times
 * cyclic monoids {@code C(i, p) = <c | c^(i+p) = c^i>}, one for each heap the candidate
 * "unfolds" (gives a generator of its own). An element is the mixed-radix number
 * {@code b + |B| (e_1 + (i_1 + p_1) (e_2 + ...))}, so a product is one table lookup and a few
 * additions, without a table of the candidate's own (candidates are far larger than the
 * quotients they reduce to).
 */
final class CandidateMonoid implements Monoid {
    /** The most elements a candidate may have before it is refused. */
    static final int MAX_ELEMENTS = 1 << 22;

    private final MonoidTable base;
    private final int baseSize;
    private final int[] index;
    private final int[] length;
    private final int size;

    /**
     * @param base the base monoid
     * @param index the index i of each cyclic component
     * @param period the period p of each cyclic component
     */
    CandidateMonoid(MonoidTable base, int[] index, int[] period) {
        this.base = base;
        this.baseSize = base.size();
        this.index = index.clone();
        this.length = new int[index.length];
        long n = baseSize;
        for (int c = 0; c < index.length; c++) {
            if (index[c] < 0 || period[c] < 1) {
                throw new IllegalArgumentException("cyclic component " + c + ": index " + index[c] + ", period "
                        + period[c]);
            }
            length[c] = index[c] + period[c];
            n *= length[c];
            if (n > MAX_ELEMENTS) {
                throw new LimitExceededException("a candidate quotient would have more than " + MAX_ELEMENTS + " elements");
            }
        }
        this.size = (int) n;
    }

    @Override
    public int size() {
        return size;
    }

    /** The base element {@code b} (0 in every cyclic component). */
    int ofBase(int b) {
        return b;
    }

    /** The generator of cyclic component {@code c}. */
    int cyclicGenerator(int c) {
        int mult = baseSize;
        for (int k = 0; k < c; k++) {
            mult *= length[k];
        }
        return length[c] > 1 ? mult : 0;
    }

    @Override
    public int product(int x, int y) {
        int out = base.product(x % baseSize, y % baseSize);
        int rx = x / baseSize;
        int ry = y / baseSize;
        int mult = baseSize;
        for (int c = 0; c < length.length; c++) {
            int len = length[c];
            int e = rx % len + ry % len;
            rx /= len;
            ry /= len;
            if (e >= len) {
                int i = index[c];
                e = i + (e - i) % (len - i);
            }
            out += e * mult;
            mult *= len;
        }
        return out;
    }
}
