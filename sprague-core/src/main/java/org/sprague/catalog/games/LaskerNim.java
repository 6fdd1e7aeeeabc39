package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Lasker's Nim ({@code 4.[3]}): take any positive number of stones from one heap, or split
 * a heap into two non-empty heaps. Closed form (<i>Winning Ways</i>, ch. 4):
 * {@code G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3}; {@code G} is a
 * bijection of the naturals. Exact with BigInteger.
 *
 * <p>The splits {@code a + b = n} with {@code G(a) XOR G(b) = w} are found by a digit DP
 * over the binary digits from the least significant: once {@code a mod 4} is fixed,
 * {@code G(a) = a + d} with {@code d} in {-1, 0, 1}, so the state is the borrow of
 * {@code b = n - a}, the carries of {@code a + d_a} and {@code b + d_b}, the comparison of
 * {@code a} and {@code b} so far (to list {@code a <= b} once) and whether each is non-zero:
 * 96 states, {@code O(L)} for feasibility and {@code O(L)} per split listed ({@code L} bits).
 */
public final class LaskerNim {
    private static final BigInteger FOUR = BigInteger.valueOf(4);
    private static final int EQ = 0;
    private static final int LT = 1;
    private static final int GT = 2;
    private static final int STATES = 96;

    private LaskerNim() {
    }

    /** {@code G(n)}. */
    public static BigInteger grundy(BigInteger n) {
        if (n.signum() == 0) {
            return n;
        }
        return n.add(BigInteger.valueOf(delta(n.mod(FOUR).intValue())));
    }

    /** The unique heap {@code n} with {@code G(n) = g}. */
    public static BigInteger inverse(BigInteger g) {
        if (g.signum() == 0) {
            return g;
        }
        int r = g.mod(FOUR).intValue();
        return r == 0 ? g.subtract(BigInteger.ONE) : r == 3 ? g.add(BigInteger.ONE) : g;
    }

    /** {@code G(a) - a} for a heap {@code a >= 1} with {@code a mod 4 = r}. */
    private static int delta(int r) {
        return r == 0 ? -1 : r == 3 ? 1 : 0;
    }

    /**
     * The splits {@code n = a + b}, {@code 1 <= a <= b}, with {@code G(a) XOR G(b) = w}, at
     * most {@code limit} of them, each as {@code {a, b}}.
     */
    public static List<BigInteger[]> splits(BigInteger n, BigInteger w, int limit) {
        List<BigInteger[]> out = new ArrayList<>();
        int bits = Math.max(n.bitLength(), w.bitLength()) + 3;
        for (int ra = 0; ra < 4 && out.size() < limit; ra++) {
            new Search(n, w, bits, ra).collect(out, limit);
        }
        return out;
    }

    /** The DP for one residue of {@code a mod 4}. */
    private static final class Search {
        private final BigInteger n;
        private final BigInteger w;
        private final int bits;
        private final int ra;
        private final int da;
        private final int db;
        private final boolean[][] feasible;

        Search(BigInteger n, BigInteger w, int bits, int ra) {
            this.n = n;
            this.w = w;
            this.bits = bits;
            this.ra = ra;
            int rb = n.subtract(BigInteger.valueOf(ra)).mod(FOUR).intValue();
            this.da = delta(ra);
            this.db = delta(rb);
            feasible = new boolean[bits + 1][STATES];
            for (int s = 0; s < STATES; s++) {
                feasible[bits][s] = accepts(s);
            }
            for (int i = bits - 1; i >= 0; i--) {
                for (int s = 0; s < STATES; s++) {
                    for (int abit = 0; abit < 2 && !feasible[i][s]; abit++) {
                        int t = next(i, s, abit);
                        feasible[i][s] = t >= 0 && feasible[i + 1][t];
                    }
                }
            }
        }

        private static int state(int borrow, int ca, int cb, int cmp, int nzA, int nzB) {
            return ((((borrow * 2 + ca) * 2 + cb) * 3 + cmp) * 2 + nzA) * 2 + nzB;
        }

        /** No borrow, a <= b, both non-zero, and the carries the deltas' signs leave. */
        private boolean accepts(int s) {
            int ca = da < 0 ? 1 : 0;
            int cb = db < 0 ? 1 : 0;
            return s == state(0, ca, cb, EQ, 1, 1) || s == state(0, ca, cb, LT, 1, 1);
        }

        /** Bit {@code i} of {@code d} in two's complement. */
        private static int dBit(int d, int i) {
            return d < 0 ? 1 : d > 0 && i == 0 ? 1 : 0;
        }

        /** The state after choosing bit {@code i} of {@code a}, or -1 when it breaks a constraint. */
        private int next(int i, int s, int abit) {
            if (i < 2 && abit != ((ra >> i) & 1)) {
                return -1;
            }
            int nzB = s & 1;
            int nzA = (s >> 1) & 1;
            int rest = s >> 2;
            int cmp = rest % 3;
            rest /= 3;
            int cb = rest & 1;
            int ca = (rest >> 1) & 1;
            int borrow = rest >> 2;
            int nb = (n.testBit(i) ? 1 : 0) - abit - borrow;
            int newBorrow = nb < 0 ? 1 : 0;
            int bbit = nb & 1;
            int sa = abit + dBit(da, i) + ca;
            int sb = bbit + dBit(db, i) + cb;
            if (((sa ^ sb) & 1) != (w.testBit(i) ? 1 : 0)) {
                return -1;
            }
            int newCmp = abit == bbit ? cmp : abit < bbit ? LT : GT;
            return state(newBorrow, sa >> 1, sb >> 1, newCmp, nzA | abit, nzB | bbit);
        }

        /** Lists the solutions (iterative backtracking, every path taken leads to one). */
        void collect(List<BigInteger[]> out, int limit) {
            int start = state(0, 0, 0, EQ, 0, 0);
            if (!feasible[0][start]) {
                return;
            }
            int[] st = new int[bits + 1];
            int[] tried = new int[bits + 1];
            int[] chosen = new int[bits];
            st[0] = start;
            int i = 0;
            while (i >= 0 && out.size() < limit) {
                if (i == bits) {
                    BigInteger a = BigInteger.ZERO;
                    for (int j = 0; j < bits; j++) {
                        if (chosen[j] == 1) {
                            a = a.setBit(j);
                        }
                    }
                    out.add(new BigInteger[] {a, n.subtract(a)});
                    i--;
                    continue;
                }
                if (tried[i] > 1) {
                    tried[i] = 0;
                    i--;
                    continue;
                }
                int abit = tried[i]++;
                int t = next(i, st[i], abit);
                if (t >= 0 && feasible[i + 1][t]) {
                    chosen[i] = abit;
                    st[i + 1] = t;
                    i++;
                }
            }
        }
    }
}
