package org.sprague.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Octal games whose periods are long, proven by computing past the Guy-Smith bound. */
class LongPreperiodTest {

    @Test
    void octal127HasPeriod4AfterItsLastExceptionAt46577() {
        // OEIS A071464 (Gangolli and Plambeck 1989): last exception at n = 46577
        HeapCode code = HeapRules.resolve("0.127");
        GrundySequenceCalculator.Result r = new SparseSpaceCalculator().compute(code, 93_200);
        Periodicity p = HeapPeriodicity.of(code, r.values()).orElseThrow();
        assertEquals(46578, p.preperiod());
        assertEquals(4, p.period());
        assertTrue(p.proven());
    }

    @Test
    void octal16HasPeriod149459ProvenPastHalfAMillion() {
        // Gangolli and Plambeck 1989: period 149459, last exception at 105350
        HeapCode code = HeapRules.resolve("0.16");
        GrundySequenceCalculator.Result r = new SparseSpaceCalculator().compute(code, 520_001);
        Periodicity p = HeapPeriodicity.of(code, r.values()).orElseThrow();
        assertEquals(105_351, p.preperiod());
        assertEquals(149_459, p.period());
        assertTrue(p.proven());
    }

    @Test
    void theWholeSequenceSearchAgreesWithTheIntArraySearch() {
        HeapCode code = HeapRules.resolve("0.56");
        GrundySequenceCalculator.Result r = new SparseSpaceCalculator().compute(code, 20_000);
        int[] v = r.values().toIntArray();
        for (int length : new int[] {2, 3, 100, 5_000, 20_000}) {
            assertEquals(PeriodicityChecker.ordinary(v, length, 2), PeriodicityChecker.ordinary(r.values(), length, 2),
                    "length " + length);
        }
    }
}
