package org.sprague.strong;

import java.util.Random;

/**
 * A random game for property tests: positions 0..n-1, random moves (with cycles when
 * {@code loopy}), random primitive values (win, lose, tie), tiers by position / tierWidth
 * where moves stay in a tier or go to a higher tier.
 */
final class RandomGraphGame implements StrongGame {
    private final int n;
    private final int tierWidth;
    private final long[][] moves;
    private final Value[] prim;

    RandomGraphGame(long seed, int n, int tierWidth, boolean loopy) {
        this.n = n;
        this.tierWidth = tierWidth;
        Random rnd = new Random(seed);
        moves = new long[n][];
        prim = new Value[n];
        for (int v = 0; v < n; v++) {
            int k = rnd.nextInt(4);
            if (k == 0 || rnd.nextInt(8) == 0) {
                prim[v] = k == 0 && rnd.nextBoolean() ? null : new Value[] {Value.WIN, Value.LOSE, Value.TIE}[rnd.nextInt(3)];
            }
            moves[v] = new long[k];
            int tierStart = v / tierWidth * tierWidth;
            for (int i = 0; i < k; i++) {
                int lo = loopy ? tierStart : v + 1;
                moves[v][i] = lo >= n ? v : lo + rnd.nextInt(n - lo);
                if (moves[v][i] == v && !loopy) {
                    prim[v] = Value.TIE;
                }
            }
        }
    }

    @Override
    public String id() {
        return "random";
    }

    @Override
    public long start() {
        return 0;
    }

    @Override
    public int maxMoves() {
        return 4;
    }

    @Override
    public int moves(long p, long[] children) {
        long[] m = moves[(int) p];
        System.arraycopy(m, 0, children, 0, m.length);
        return m.length;
    }

    @Override
    public Value primitive(long p) {
        return prim[(int) p];
    }

    @Override
    public String format(long p) {
        return Long.toString(p);
    }

    @Override
    public long parse(String text) {
        return Long.parseLong(text);
    }

    @Override
    public int tier(long p) {
        return (int) p / tierWidth;
    }

    @Override
    public Ranking ranking() {
        return new Ranking() {
            @Override
            public int tierCount() {
                return (n + tierWidth - 1) / tierWidth;
            }

            @Override
            public long tierSize(int t) {
                return Math.min(n, (t + 1) * tierWidth) - t * tierWidth;
            }

            @Override
            public int[] childTiers(int t) {
                int[] c = new int[tierCount() - t - 1];
                for (int i = 0; i < c.length; i++) {
                    c[i] = t + 1 + i;
                }
                return c;
            }

            @Override
            public long rank(long p) {
                return p % tierWidth;
            }

            @Override
            public long unrank(int t, long r) {
                return (long) t * tierWidth + r;
            }
        };
    }
}
