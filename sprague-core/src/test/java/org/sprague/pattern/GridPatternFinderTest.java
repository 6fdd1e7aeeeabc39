package org.sprague.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

class GridPatternFinderTest {

    /** The rule for the P-positions of a whole table, learned on its top-left quarter (half of each side), no prover. */
    static PatternReport outcomes(boolean[][] isP, long rowStart, long colStart) {
        int rows = isP.length;
        return GridPatternFinder.outcomes(isP, rowStart, colStart, GridPatternFinder.learn(rows),
                GridPatternFinder.learn(rows == 0 ? 0 : isP[0].length), r -> Optional.empty());
    }

    /** The rule for the Grundy values of a whole table, as {@link #outcomes}. */
    static PatternReport grundy(int[][] g, long rowStart, long colStart) {
        int rows = g.length;
        return GridPatternFinder.grundy(g, rowStart, colStart, GridPatternFinder.learn(rows),
                GridPatternFinder.learn(rows == 0 ? 0 : g[0].length), r -> Optional.empty());
    }

    /** kiki's game: from (x, y) to (x-1, y), (x, y-1), (x-1, y-1); (1, 1) is terminal. */
    static boolean[][] kiki(int rows, int cols) {
        boolean[][] p = new boolean[rows][cols];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                boolean win = (i > 0 && p[i - 1][j]) || (j > 0 && p[i][j - 1]) || (i > 0 && j > 0 && p[i - 1][j - 1]);
                p[i][j] = !win;
            }
        }
        return p;
    }

    static boolean[][] wythoff(int n) {
        boolean[][] p = new boolean[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                boolean win = false;
                for (int t = 1; t <= a && !win; t++) {
                    win = p[a - t][b];
                }
                for (int t = 1; t <= b && !win; t++) {
                    win = p[a][b - t];
                }
                for (int t = 1; t <= Math.min(a, b) && !win; t++) {
                    win = p[a - t][b - t];
                }
                p[a][b] = !win;
            }
        }
        return p;
    }

    @Test
    void kikisBoardIsPExactlyWhereBothSidesAreOdd() {
        PatternReport r = outcomes(kiki(30, 24), 1, 1);
        assertEquals("P iff x and y are both odd", r.found().orElseThrow().text());
    }

    @Test
    void twoHeapNimIsPExactlyOnTheDiagonal() {
        boolean[][] p = new boolean[20][20];
        int[][] g = new int[20][20];
        for (int i = 0; i < 20; i++) {
            for (int j = 0; j < 20; j++) {
                p[i][j] = i == j;
                g[i][j] = i ^ j;
            }
        }
        assertEquals("P iff x = y", outcomes(p, 0, 0).found().orElseThrow().text());
        assertEquals("G(x, y) = x XOR y (the game is Nim on two heaps)",
                grundy(g, 0, 0).found().orElseThrow().text());
    }

    @Test
    void wythoffPositionsAreTheGoldenRatioPairs() {
        PatternReport r = outcomes(wythoff(60), 0, 0);
        Rule rule = r.found().orElseThrow();
        assertEquals("beatty-pairs", rule.kind());
        assertEquals("phi = (1 + sqrt 5)/2", rule.details().get("alpha"));
        assertEquals("phi^2 = phi + 1 = (3 + sqrt 5)/2", rule.details().get("beta"));
    }

    @Test
    void goldenRatioFloorsAreExactForHugeK() {
        // floor(k phi) = (k + isqrt(5 k^2)) / 2 for k = 10^12 + 7
        long k = 1_000_000_000_007L;
        BigInteger bk = BigInteger.valueOf(k);
        assertEquals(bk.add(bk.multiply(bk).multiply(BigInteger.valueOf(5)).sqrt()).shiftRight(1),
                QuadraticIrrational.PHI.floorTimes(k));
        assertEquals(QuadraticIrrational.PHI_SQUARED, QuadraticIrrational.PHI.complement());
    }

    @Test
    void sumOfTwoSubtractionGamesSplitsAsXor() {
        int[] f = SequencePatternFinderTest.subtraction(30, 1, 2);
        int[] h = SequencePatternFinderTest.subtraction(30, 1, 3, 4);
        int[][] g = new int[30][30];
        for (int i = 0; i < 30; i++) {
            for (int j = 0; j < 30; j++) {
                g[i][j] = f[i] ^ h[j];
            }
        }
        Rule rule = grundy(g, 0, 0).found().orElseThrow();
        assertEquals("xor-split", rule.kind());
        assertTrue(rule.text().contains("f: G(n + 3) = G(n) for n >= 0"), rule.text());
    }

    @Test
    void randomTablesGetNoRule() {
        Random rnd = new Random(3);
        for (int t = 0; t < 50; t++) {
            boolean[][] p = new boolean[24][24];
            int[][] g = new int[24][24];
            for (int i = 0; i < 24; i++) {
                for (int j = 0; j < 24; j++) {
                    g[i][j] = rnd.nextInt(8);
                    p[i][j] = g[i][j] == 0;
                }
            }
            assertTrue(outcomes(p, 0, 0).found().isEmpty());
            assertTrue(grundy(g, 0, 0).found().isEmpty());
        }
    }

    @Test
    void aDiagonalRuleBrokenInTheHeldOutCellsIsNotPrinted() {
        boolean[][] p = new boolean[40][40];
        for (int i = 0; i < 40; i++) {
            p[i][i] = true;
        }
        assertEquals("P iff x = y", outcomes(p, 0, 0).found().orElseThrow().text());
        p[30][5] = true; // outside the learned 20x20 corner
        PatternReport r = outcomes(p, 0, 0);
        assertTrue(r.found().isEmpty(), r.summary());
        assertTrue(r.rejected().stream().anyMatch(x -> x.counterexample().contains("(5, 30)")
                || x.counterexample().contains("(30, 5)")), r.rejected().toString());
    }

    @Test
    void theLeastScoreWinsAmongRulesThatHold() {
        // kiki: the parity rule (periods 2 x 2 and one P cell: score 3), against half the 12 x 12 learned cells
        PatternReport r = outcomes(kiki(24, 24), 1, 1);
        assertTrue(r.selection().startsWith("score 3;"), r.selection());
        assertTrue(r.selection().contains("at most 72"), r.selection());
    }
}
