package org.sprague.heap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.sprague.catalog.games.LaskerNim;
import org.sprague.impartial.MemoizedGrundySolver;

class NaiveHeapCalculatorTest {

    /** The least n0 with G(n + p) = G(n) for every n0 <= n < g.length - p. */
    static int preperiod(int[] g, int p) {
        int n0 = g.length - p;
        while (n0 > 0 && g[n0 - 1] == g[n0 - 1 + p]) {
            n0--;
        }
        return n0;
    }

    /** The least period p that holds over the second half of the values. */
    static int period(int[] g) {
        int half = g.length / 2;
        for (int p = 1; p < half; p++) {
            boolean ok = true;
            for (int n = half; n + p < g.length && ok; n++) {
                ok = g[n] == g[n + p];
            }
            if (ok) {
                return p;
            }
        }
        return -1;
    }

    @Test
    void kaylesStartsWithTheKnownValuesAndHasPeriod12From71() {
        int[] g = NaiveHeapCalculator.grundyValues(HeapCode.parse("0.77"), 1200);
        assertArrayEquals(new int[] {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6}, java.util.Arrays.copyOf(g, 12));
        assertEquals(12, period(g));
        assertEquals(71, preperiod(g, 12));
        assertNotEquals(g[70], g[82]); // 70 is the last exception
    }

    @Test
    void dawsonsKaylesHasPeriod34AndPreperiod53() {
        int[] g = NaiveHeapCalculator.grundyValues(HeapCode.parse("0.07"), 1200);
        assertArrayEquals(new int[] {0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3},
                java.util.Arrays.copyOf(g, 20));
        assertEquals(34, period(g));
        assertEquals(53, preperiod(g, 34));
    }

    @Test
    void code137HasPeriod34AndPreperiod52() {
        int[] g = NaiveHeapCalculator.grundyValues(HeapCode.parse("0.137"), 1200);
        assertEquals(34, period(g));
        assertEquals(52, preperiod(g, 34));
    }

    @Test
    void grundysGameIsOeisA002188() {
        int[] expected = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0,
            4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5};
        int[] g = NaiveHeapCalculator.grundyValues(HeapCode.grundysGame(), expected.length - 1);
        assertArrayEquals(expected, g);
    }

    @Test
    void nimCodeGivesTheHeapItself() {
        int[] g = NaiveHeapCalculator.grundyValues(HeapCode.parse("0.[3]"), 200);
        for (int n = 0; n <= 200; n++) {
            assertEquals(n, g[n]);
        }
    }

    @Test
    void laskerCodeFollowsLaskersFormula() {
        int[] g = NaiveHeapCalculator.grundyValues(HeapCode.parse("4.[3]"), 300);
        for (int n = 0; n <= 300; n++) {
            assertEquals(LaskerNim.grundy(BigInteger.valueOf(n)).intValueExact(), g[n], "G(" + n + ")");
            assertEquals(n, LaskerNim.inverse(BigInteger.valueOf(g[n])).intValueExact());
        }
    }

    @Test
    void subtraction134HasPeriod7() {
        int[] g = NaiveHeapCalculator.grundyValues(SubtractionSet.parse("subtraction", "1,3,4"), 70);
        for (int n = 0; n <= 70; n++) {
            assertEquals(new int[] {0, 1, 0, 1, 2, 3, 2}[n % 7], g[n], "G(" + n + ")");
        }
    }

    @Test
    void subtractionFamiliesHaveTheirMembers() {
        assertEquals(List.of(1, 2, 3, 5, 8, 13), members(SubtractionSet.parse("s", "fib"), 13));
        assertEquals(List.of(1, 2, 4, 8), members(SubtractionSet.parse("s", "pow2"), 10));
        assertEquals(List.of(1, 4, 9), members(SubtractionSet.parse("s", "squares"), 10));
        assertEquals(List.of(1, 2, 3), members(SubtractionSet.range(BigInteger.TEN.pow(30)), 3));
    }

    /** The members s <= n, read back from the options of heap n. */
    private static List<Integer> members(SubtractionSet set, int n) {
        return set.options(n).stream().map(o -> o.length == 0 ? n : n - o[0]).sorted().toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.77", "0.07", "0.137", "4.007", "0.6", "0.8", "0.f", "4.[3]", "0.16", "8.4"})
    void naiveValuesAgreeWithGenericSearchOnSums(String code) {
        HeapCode rule = HeapCode.parse(code);
        int[] g = NaiveHeapCalculator.grundyValues(rule, 14);
        MemoizedGrundySolver<List<Integer>> oracle = new MemoizedGrundySolver<>(new HeapOracle(rule));
        for (int a = 0; a <= 14; a++) {
            for (int b = 0; b <= 5; b++) {
                assertEquals(g[a] ^ g[b], oracle.grundy(List.of(Math.min(a, b), Math.max(a, b))),
                        code + " heaps " + a + " " + b);
            }
        }
    }
}
