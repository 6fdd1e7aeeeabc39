package org.sprague.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class PeriodicityCheckerTest {

    /** The slow oracle: least e such that G(n+p) = G(n) for all checked n >= e. */
    private static int preperiodByDefinition(int[] v, int p) {
        int e = v.length - p;
        while (e > 0 && v[e - 1] == v[e - 1 + p]) {
            e--;
        }
        return e;
    }

    @Test
    void purelyPeriodicSequenceHasPreperiodZero() {
        int[] v = new int[60];
        for (int n = 0; n < v.length; n++) {
            v[n] = n % 3;
        }
        Periodicity p = PeriodicityChecker.ordinary(v, v.length, 2).orElseThrow();
        assertEquals(0, p.preperiod());
        assertEquals(3, p.period());
        assertEquals(0, p.saltus());
    }

    @Test
    void exceptionsBeforeThePeriodAreThePreperiod() {
        int[] v = new int[200];
        for (int n = 0; n < v.length; n++) {
            v[n] = n % 5 == 0 ? 7 : n % 5;
        }
        v[11] = 9; // last exception
        Periodicity p = PeriodicityChecker.ordinary(v, v.length, 2).orElseThrow();
        assertEquals(12, p.preperiod());
        assertEquals(5, p.period());
    }

    @Test
    void randomValuesHaveNoPeriod() {
        Random r = new Random(1);
        int[] v = new int[1000];
        for (int n = 0; n < v.length; n++) {
            v[n] = r.nextInt(1 << 20);
        }
        assertEquals(Optional.empty(), PeriodicityChecker.ordinary(v, v.length, 2));
    }

    @Test
    void laskersNimIsArithmeticPeriodicWithSaltusFour() {
        int[] v = new int[100];
        for (int n = 1; n < v.length; n++) {
            int r = n % 4;
            v[n] = r == 1 || r == 2 ? n : r == 3 ? n + 1 : n - 1;
        }
        Periodicity p = PeriodicityChecker.arithmetic(v, v.length, 32, 2).orElseThrow();
        assertEquals(4, p.period());
        assertEquals(4, p.saltus());
        assertEquals(1, p.preperiod());
        assertEquals(v[97], p.predict(v, 97));
        assertEquals(1001, p.predict(v, 1001)); // 1001 = 4*250+1
    }

    @Test
    void guySmithNeedsTwicePreperiodPlusTwicePeriodPlusLastDigit() {
        // Kayles: e = 71, p = 12, t = 2: proven once G(0..2*71+2*12+2 = 168) is known
        HeapCode kayles = HeapRules.resolve("kayles");
        assertEquals(169, HeapPeriodicity.valuesNeeded(kayles, new Periodicity(71, 12, 0, 169, false)));
        int[] g = NaiveHeapCalculator.grundyValues(kayles, 168); // G(0..168): 169 values
        assertTrue(HeapPeriodicity.of(kayles, g, 169).orElseThrow().proven());
        assertFalse(HeapPeriodicity.of(kayles, g, 168).orElseThrow().proven());
        // an arithmetic periodicity is never proven by Guy-Smith
        assertEquals(-1, HeapPeriodicity.valuesNeeded(kayles, new Periodicity(71, 12, 4, 1000, false)));
    }

    @Property(tries = 300)
    void reportedPreperiodIsTheLeastForItsPeriod(@ForAll @IntRange(min = 0, max = 40) int pre,
            @ForAll @IntRange(min = 1, max = 15) int period, @ForAll @IntRange(min = 0, max = 1000) int seed) {
        Random r = new Random(seed);
        int[] block = new int[period];
        for (int i = 0; i < period; i++) {
            block[i] = r.nextInt(4);
        }
        int[] v = new int[pre + 6 * period + 10];
        for (int n = 0; n < v.length; n++) {
            v[n] = n < pre ? r.nextInt(4) : block[(n - pre) % period];
        }
        Periodicity p = PeriodicityChecker.ordinary(v, v.length, 2).orElseThrow();
        assertEquals(preperiodByDefinition(v, p.period()), p.preperiod());
        assertTrue(p.preperiod() + p.period() <= pre + period, p.toString());
        for (int n = p.preperiod(); n + p.period() < v.length; n++) {
            assertEquals(v[n], v[n + p.period()]);
        }
    }

    /**
     * One Z-function serves arrays and stored sequences (the array's reversed copy and its own
     * Z loop went): on random sequences with few distinct values, negative ones included (the
     * pattern finder's), the array path, the stored path and the definition (least e + p whose
     * periodic suffix is seen minPeriods times, the smaller period on ties) agree.
     */
    @Property(tries = 500)
    void arraysAndStoredValuesGetTheLeastPeriodicityByDefinition(@ForAll long seed,
            @ForAll @IntRange(min = 0, max = 80) int length, @ForAll @IntRange(min = 1, max = 4) int kinds,
            @ForAll @IntRange(min = 1, max = 3) int minPeriods) {
        Random random = new Random(seed);
        int[] v = new int[length + 5];
        int period = 1 + random.nextInt(6);
        for (int n = 0; n < v.length; n++) {
            v[n] = n < random.nextInt(10) || random.nextInt(8) == 0 ? random.nextInt(kinds) - 2 : (n % period) - 1;
        }
        Optional<Periodicity> expected = Optional.empty();
        int bestE = -1;
        int bestP = -1;
        for (int p = 1; p <= length / 2; p++) {
            int e = preperiodByDefinition(java.util.Arrays.copyOf(v, length), p);
            if (length - e >= minPeriods * p && (bestP < 0 || e + p < bestE + bestP)) {
                bestE = e;
                bestP = p;
            }
        }
        if (length >= 2 && bestP > 0) {
            expected = Optional.of(new Periodicity(bestE, bestP, 0, length, false));
        }
        assertEquals(expected, PeriodicityChecker.ordinary(v, length, minPeriods));
        int[] shifted = java.util.Arrays.stream(v).map(x -> x + 2).toArray(); // stored values are >= 0
        assertEquals(expected, PeriodicityChecker.ordinary(GrundyArrays.of(shifted), length, minPeriods));
    }
}
