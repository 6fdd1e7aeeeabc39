package org.sprague.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import org.sprague.game.Deadline;
import org.sprague.game.TimeLimitException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ProvenPeriodTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"kayles|71|12", "dawsons-kayles|53|34", "dawsons-chess|52|34",
            "subtraction:1,3,4|0|7", "subtraction:1,2,3|0|4", "subtraction:1,2|0|3"})
    void literaturePeriodsAreFoundAndProven(String rule, int preperiod, int period) {
        ProvenPeriod p = ProvenPeriod.find(HeapRules.resolve(rule), 1 << 16, Deadline.unlimited()).orElseThrow();
        assertEquals(preperiod, p.preperiod(), rule);
        assertEquals(period, p.period(), rule);
    }

    @Test
    void provenPeriodPredictsEveryValueComputedFarBeyondIt() {
        for (String rule : List.of("0.77", "0.07", "0.137", "4.07", "0.15", "0.35", "subtraction:2,5,7",
                "subtraction:1,4,9,16", "subtraction:3,4,11", "subtraction:6")) {
            HeapCode code = HeapRules.resolve(rule);
            ProvenPeriod p = ProvenPeriod.find(code, 1 << 16, Deadline.unlimited()).orElseThrow(() -> new AssertionError(rule));
            int[] g = NaiveHeapCalculator.grundyValues(code, 3000);
            for (int n = 0; n <= 3000; n++) {
                assertEquals(g[n], p.grundy(n), rule + " G(" + n + ")");
                assertEquals(g[n], p.grundy(BigInteger.valueOf(n)), rule + " G(" + n + ")");
            }
        }
    }

    @Test
    void hugeHeapsAreReducedExactlyModuloThePeriod() {
        ProvenPeriod kayles = ProvenPeriod.find(HeapRules.resolve("kayles"), 1 << 16, Deadline.unlimited()).orElseThrow();
        BigInteger huge = BigInteger.TEN.pow(40).add(BigInteger.valueOf(5));
        // 10^40 = 4 (mod 12) and 10^40 + 5 = 9 = 71 + 10 (mod 12), so G(10^40 + 5) = G(81)
        assertEquals(kayles.grundy(81), kayles.grundy(huge));
        assertEquals(kayles.grundy(Long.MAX_VALUE), kayles.grundy(BigInteger.valueOf(Long.MAX_VALUE)));
    }

    @Test
    void twoEqualValuesAtTheEndAreNotNamedAPeriod() {
        // 0.8 (take one, leave three heaps) ends G(0..1499) with two equal values: no period
        HeapCode code = HeapRules.resolve("0.8");
        int[] g = NaiveHeapCalculator.grundyValues(code, 1499);
        assertTrue(HeapPeriodicity.of(code, g, g.length).isEmpty());
        // a real period over most of the values is still named, proven or not
        int[] kayles = NaiveHeapCalculator.grundyValues(HeapRules.resolve("kayles"), 150);
        assertEquals(12, HeapPeriodicity.of(HeapRules.resolve("kayles"), kayles, kayles.length).orElseThrow().period());
    }

    @Test
    void noPeriodIsClaimedWhereNoTheoremApplies() {
        assertTrue(ProvenPeriod.find(HeapRules.resolve("grundys-game"), 1 << 12, Deadline.unlimited()).isEmpty(), "unequal splits");
        assertTrue(ProvenPeriod.find(HeapRules.resolve("nim"), 1 << 12, Deadline.unlimited()).isEmpty(), "infinite code");
        assertTrue(ProvenPeriod.find(HeapRules.resolve("subtraction:fib"), 1 << 12, Deadline.unlimited()).isEmpty(), "infinite set");
        // Officers (0.6) has no known period: none is proven in 2^14 values
        assertTrue(ProvenPeriod.find(HeapRules.resolve("officers"), 1 << 14, Deadline.unlimited()).isEmpty(), "0.6");
    }

    /** Issue 13: 0.8 (take one, split into three) walked O(n^3) splits toward 65,536 values for hours. */
    @Test
    void aThreeHeapCodesProofAttemptIsBoundedAndGivesUpForSearch() {
        HeapCode code = HeapRules.resolve("0.8");
        assertTrue(ProvenPeriod.work(code, 4096, 0) > ProvenPeriod.MAX_WORK);
        assertTrue(ProvenPeriod.work(HeapRules.resolve("kayles"), 1 << 16, 0) < ProvenPeriod.MAX_WORK);
        // under a deadline so that an unbounded attempt fails here instead of hanging the build
        assertTrue(ProvenPeriod.find(code, 1 << 16, Deadline.after(Duration.ofSeconds(60))).isEmpty());
    }

    /**
     * Issue 20 item 6: a code of thirty 7s has values that grow with the heap (736 at 1,023), so
     * the sparse method visits every split; its attempt went on to 65,536 values (minutes,
     * for {@code solve} on a heap of 5). The estimate counts the splits once the values are large.
     */
    @Test
    void aCodeWhoseValuesGrowGivesItsProofUpEarly() {
        HeapCode code = HeapRules.resolve("0." + "7".repeat(30));
        assertTrue(ProvenPeriod.work(code, 1 << 14, 736) > ProvenPeriod.MAX_WORK);
        assertTrue(ProvenPeriod.work(code, 1 << 14, 100) < ProvenPeriod.MAX_WORK, "small values: near linear");
        assertTrue(ProvenPeriod.work(HeapRules.resolve("kayles"), 1 << 16, 8) < ProvenPeriod.MAX_WORK);
        assertTrue(ProvenPeriod.find(code, 1 << 16, Deadline.after(Duration.ofSeconds(60))).isEmpty());
    }

    @Test
    void aLongSequenceStopsAtItsCallersDeadline() {
        HeapCode code = HeapRules.resolve("0.8");
        assertThrows(TimeLimitException.class, () -> new SparseSpaceCalculator().compute(code, 30_000, null,
                GrundySequenceCalculator.Listener.NONE, Deadline.after(Duration.ofMillis(100))));
        assertThrows(TimeLimitException.class, () -> new NaiveSequenceCalculator().compute(code, 30_000, null,
                GrundySequenceCalculator.Listener.NONE, Deadline.after(Duration.ofMillis(100))));
    }
}
