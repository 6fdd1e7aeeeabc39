package org.sprague.search.engine;

import org.sprague.search.PackedGame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sprague.search.PackedGame.KeyShape;

/**
 * The memo chosen per game ({@link PackedSearch#memoFor}): a rank gives the dense memo, a
 * declared {@link KeyShape} its hash memo, an undeclared one the shape {@link KeyShapes}
 * samples; and the values do not depend on the memo.
 */
class KeyShapesTest {

    /**
     * Three heaps in 21-bit fields, sorted; a move takes a number of the subtraction set from
     * one heap ({1, 2, 3} by default). No rank, no declared shape.
     */
    static class ThreeHeaps implements PackedGame {
        final int[] takes;

        ThreeHeaps(int... takes) {
            this.takes = takes.length == 0 ? new int[] {1, 2, 3} : takes;
        }

        static long pack(long a, long b, long c) {
            long lo = Math.min(a, Math.min(b, c));
            long hi = Math.max(a, Math.max(b, c));
            return lo | (a + b + c - lo - hi) << 21 | hi << 42;
        }

        @Override
        public void options(long p, OptionSink sink) {
            long[] h = {p & 0x1FFFFF, p >>> 21 & 0x1FFFFF, p >>> 42};
            for (int i = 0; i < 3; i++) {
                for (int t : takes) {
                    if (t <= h[i]) {
                        h[i] -= t;
                        sink.option(pack(h[0], h[1], h[2]));
                        h[i] += t;
                    }
                }
            }
        }

        @Override
        public boolean streamsCanonicalParts() {
            return true;
        }
    }

    /**
     * A 6 x 6 board of free squares as a bit board, a move fills two adjacent free squares (Cram
     * without symmetries or regions). No rank, no declared shape.
     */
    static class Dominoes implements PackedGame {
        static final long FULL = (1L << 36) - 1;

        @Override
        public void options(long free, OptionSink sink) {
            for (int s = 0; s < 36; s++) {
                long right = s % 6 < 5 ? 3L << s : 0;
                long down = s < 30 ? 1L << s | 1L << (s + 6) : 0;
                if (right != 0 && (free & right) == right) {
                    sink.option(free & ~right);
                }
                if (down != 0 && (free & down) == down) {
                    sink.option(free & ~down);
                }
            }
        }

        @Override
        public boolean streamsCanonicalParts() {
            return true;
        }
    }

    @Test
    void heapsInFieldsAreSampledAsNumbersAndGetTheChainedMemo() {
        ThreeHeaps g = new ThreeHeaps();
        long root = ThreeHeaps.pack(200, 200, 200);
        assertEquals(KeyShape.UNDECLARED, g.keyShape());
        assertEquals(KeyShape.NUMBERS, KeyShapes.of(g, root), KeyShapes.nearPercent(g, root) + "%");
        assertInstanceOf(ChainedLongMemo.class, PackedSearch.memoFor(g, root, 10_000_000));
    }

    @Test
    void aBitBoardIsSampledAsABitBoardAndGetsOpenAddressing() {
        Dominoes g = new Dominoes();
        assertEquals(KeyShape.BITBOARD, KeyShapes.of(g, Dominoes.FULL), KeyShapes.nearPercent(g, Dominoes.FULL) + "%");
        assertInstanceOf(HashLongMemo.class, PackedSearch.memoFor(g, Dominoes.FULL, 10_000_000));
    }

    @Test
    void aDeclaredShapeIsTakenWithoutSampling() {
        ThreeHeaps declaredBits = new ThreeHeaps() {
            @Override
            public KeyShape keyShape() {
                return KeyShape.BITBOARD;
            }
        };
        Dominoes declaredNumbers = new Dominoes() {
            @Override
            public KeyShape keyShape() {
                return KeyShape.NUMBERS;
            }
        };
        assertInstanceOf(HashLongMemo.class, PackedSearch.memoFor(declaredBits, ThreeHeaps.pack(200, 200, 200), 10_000_000));
        assertInstanceOf(ChainedLongMemo.class, PackedSearch.memoFor(declaredNumbers, Dominoes.FULL, 10_000_000));
    }

    @Test
    void aRankStillGivesTheDenseMemoAndTheOverrideWinsOverEverything() {
        ThreeHeaps ranked = new ThreeHeaps() {
            @Override
            public long rank(long p) {
                return p;
            }

            @Override
            public long rankBound(long root) {
                return 1 << 16;
            }
        };
        assertInstanceOf(DenseLongMemo.class, PackedSearch.memoFor(ranked, 5, 10_000_000));
        String before = System.getProperty("sprague.memo");
        try {
            System.setProperty("sprague.memo", "hash");
            assertInstanceOf(HashLongMemo.class, PackedSearch.memoFor(ranked, 5, 10_000_000));
            assertInstanceOf(HashLongMemo.class, PackedSearch.memoFor(new ThreeHeaps(), ThreeHeaps.pack(200, 200, 200), 10_000_000));
            System.setProperty("sprague.memo", "chained");
            assertInstanceOf(ChainedLongMemo.class, PackedSearch.memoFor(new Dominoes(), Dominoes.FULL, 10_000_000));
        } finally {
            if (before == null) {
                System.clearProperty("sprague.memo");
            } else {
                System.setProperty("sprague.memo", before);
            }
        }
    }

    @Test
    void aGameSmallerThanTheSampleIsDecidedToo() {
        PackedSearchTest.RandomDag g = new PackedSearchTest.RandomDag(50, 3, true);
        KeyShape shape = KeyShapes.of(g, 49);
        assertTrue(shape == KeyShape.NUMBERS || shape == KeyShape.BITBOARD, shape.toString());
    }

    /** Grundy values of one heap under the subtraction set {@code takes}, by the mex recurrence. */
    private static int[] oneHeap(int[] takes, int n) {
        int[] g = new int[n + 1];
        for (int h = 1; h <= n; h++) {
            long seen = 0;
            for (int t : takes) {
                if (t <= h) {
                    seen |= 1L << g[h - t];
                }
            }
            g[h] = Long.numberOfTrailingZeros(~seen);
        }
        return g;
    }

    @Test
    void fibonacciHeapsAsOnePositionHaveTheSameValuesWithEveryMemo() {
        int[] fib = {1, 2, 3, 5, 8, 13, 21, 34};
        int n = 24;
        int[] g = oneHeap(fib, n);
        ThreeHeaps game = new ThreeHeaps(fib);
        ThreeHeaps ranked = new ThreeHeaps(fib) {
            @Override
            public long rank(long p) {
                return (p & 31) | (p >>> 21 & 31) << 5 | (p >>> 42) << 10;
            }

            @Override
            public long rankBound(long root) {
                return 1 << 15;
            }
        };
        PackedSearch chained = new PackedSearch(game, Fold.mex(), new ChainedLongMemo(), SearchMonitor.limit(1_000_000));
        PackedSearch hash = new PackedSearch(game, Fold.mex(), new HashLongMemo(), SearchMonitor.limit(1_000_000));
        PackedSearch dense = PackedSearch.of(ranked, Fold.mex(), SearchMonitor.limit(1_000_000), ThreeHeaps.pack(n, n, n));
        assertInstanceOf(DenseLongMemo.class, dense.memo());
        for (int a = 0; a <= n; a++) {
            for (int b = 0; b <= n; b++) {
                for (int c = 0; c <= n; c++) {
                    long p = ThreeHeaps.pack(a, b, c);
                    int want = g[a] ^ g[b] ^ g[c]; // Sprague-Grundy: the sum's value
                    assertEquals(want, chained.value(p), a + " " + b + " " + c);
                    assertEquals(want, hash.value(p), a + " " + b + " " + c);
                    assertEquals(want, dense.value(p), a + " " + b + " " + c);
                }
            }
        }
    }

    @Test
    void valuesDoNotDependOnTheMemo() {
        ThreeHeaps g = new ThreeHeaps();
        PackedSearch chained = new PackedSearch(g, Fold.mex(), new ChainedLongMemo(), SearchMonitor.limit(1_000_000));
        PackedSearch hash = new PackedSearch(g, Fold.mex(), new HashLongMemo(), SearchMonitor.limit(1_000_000));
        for (int a = 0; a <= 12; a++) {
            for (int b = 0; b <= 12; b++) {
                for (int c = 0; c <= 12; c++) {
                    long p = ThreeHeaps.pack(a, b, c);
                    int nim = (a % 4) ^ (b % 4) ^ (c % 4); // subtraction {1, 2, 3}: g(n) = n mod 4
                    assertEquals(nim, hash.value(p), a + " " + b + " " + c);
                    assertEquals(nim, chained.value(p), a + " " + b + " " + c);
                }
            }
        }
    }
}
