package org.sprague.heap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;

class SparseSpaceCalculatorTest {
    private static final GrundySequenceCalculator NAIVE = new NaiveSequenceCalculator();
    private static final GrundySequenceCalculator SPARSE = new SparseSpaceCalculator();

    static final HeapCode KAYLES = HeapCode.finite("0.77", 0, 7, 7);
    static final HeapCode DAWSONS_KAYLES = HeapCode.finite("0.07", 0, 0, 7);
    static final HeapCode DAWSONS_CHESS = HeapCode.finite("0.137", 0, 1, 3, 7);
    static final HeapCode OFFICERS = HeapCode.finite("0.6", 0, 6);
    static final HeapCode GRUNDY = HeapCode.grundysGame();

    /** OEIS A002188, G(0..104). */
    static final int[] A002188 = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3,
        0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2,
        1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3,
        5, 2, 3, 5, 2, 3, 5, 2, 3};
    /** OEIS A002187 (Dawson's Chess, 0.137), G(0..121). */
    static final int[] A002187 = {0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2,
        1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1,
        1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
        0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0,
        4};

    private static int[] values(GrundySequenceCalculator c, HeapCode code, int count) {
        return c.compute(code, count).values().toIntArray();
    }

    @Test
    void everyMaskGivesTheNaiveValuesEvenABadOne() {
        for (HeapCode code : List.of(KAYLES, DAWSONS_KAYLES, DAWSONS_CHESS, OFFICERS, GRUNDY)) {
            int[] expected = values(NAIVE, code, 700);
            for (int mask = 0; mask < 32; mask++) {
                for (boolean domain : new boolean[] {false, true}) {
                    assertArrayEquals(expected, values(SparseSpaceCalculator.withFixedMask(mask, domain), code, 700),
                            code + " mask " + mask + (domain ? " domain" : " range"));
                }
            }
        }
    }

    @Test
    void calculatorsAgreeOnEveryCodeWithUpToThreeOctalDigits() {
        for (int code = 0; code < 512; code++) {
            HeapCode c = HeapCode.finite("0." + Integer.toOctalString(code + 512).substring(1),
                    0, code >> 6, (code >> 3) & 7, code & 7);
            assertArrayEquals(values(NAIVE, c, 1000), values(SPARSE, c, 1000), c.name());
        }
    }

    @Test
    void calculatorsAgreeOnEveryHexadecimalCodeWithUpToTwoDigits() {
        for (int d0 : new int[] {0, 4, 8, 12}) {
            for (int code = 0; code < 256; code++) {
                HeapCode c = HeapCode.finite(Integer.toHexString(d0) + "." + Integer.toHexString(code),
                        d0, code >> 4, code & 15);
                assertArrayEquals(values(NAIVE, c, 150), values(SPARSE, c, 150), c.name());
            }
        }
    }

    @Test
    @Tag("slow")
    void calculatorsAgreeOnEveryCodeWithUpToThreeDigitsForThreeThousandHeaps() {
        for (int d0 : new int[] {0, 4}) {
            for (int code = 0; code < 512; code++) {
                HeapCode c = HeapCode.finite(d0 + "." + code, d0, code >> 6, (code >> 3) & 7, code & 7);
                assertArrayEquals(values(NAIVE, c, 3000), values(SPARSE, c, 3000), c.name());
            }
        }
    }

    @Test
    void byteValuesAbove127AreReadUnsigned() {
        // 0.6 reaches 214 by heap 8000 while still stored in bytes, and 16 bits after
        for (int count : new int[] {8000, 12000}) {
            GrundySequenceCalculator.Result r = SPARSE.compute(OFFICERS, count);
            assertTrue(r.values().max() > 127);
            assertArrayEquals(values(NAIVE, OFFICERS, count), r.values().toIntArray(), "0.6 to " + count);
        }
    }

    /**
     * 0.6's values pass 255 at heap 10,344 and turn to chars: phase 4's one-digit scan over
     * bytes and then chars gives the naive values (heap17).
     */
    @Test
    void officersPastEightBitsGivesTheNaiveValues() {
        GrundySequenceCalculator.Result r = SPARSE.compute(OFFICERS, 12000);
        assertTrue(r.values().max() > 255);
        assertArrayEquals(values(NAIVE, OFFICERS, 12000), r.values().toIntArray());
    }

    /**
     * Grundy's game passes 127 at heap 13,133, in bytes: phase 4's one-digit loop
     * (CommonSplits.scanBytes, chunks of 32 splits from the sixth on) reads values above 127
     * unsigned, with the splits of unequal parts only.
     */
    @Test
    void grundysGamePastSevenBitsGivesTheNaiveValues() {
        GrundySequenceCalculator.Result r = SPARSE.compute(GRUNDY, 14000);
        assertTrue(r.values().max() > 127);
        assertArrayEquals(values(NAIVE, GRUNDY, 14000), r.values().toIntArray());
    }

    /**
     * Two threads (phase 2 on a helper) give the one-thread values on codes whose values
     * reach 7 and 8 bits while in bytes (the two-thread range), with one or several split
     * digits and unequal splits; and the naive values where those are cheap.
     */
    @Test
    void twoThreadsGiveTheSameValuesAsOne() {
        GrundySequenceCalculator two = SparseSpaceCalculator.withThreads(2);
        for (HeapCode code : List.of(GRUNDY, OFFICERS, HeapRules.resolve("0.777"), HeapRules.resolve("0.174"),
                HeapRules.resolve("0.64"), KAYLES)) {
            int count = 40_000;
            GrundySequenceCalculator.Result one = SPARSE.compute(code, count);
            GrundySequenceCalculator.Result r = two.compute(code, count);
            assertArrayEquals(one.values().toIntArray(), r.values().toIntArray(), code.notation());
            assertEquals(one.rareMask(), r.rareMask(), code.notation());
            assertEquals(one.rareCount(), r.rareCount(), code.notation());
        }
        assertArrayEquals(values(NAIVE, GRUNDY, 9000), values(two, GRUNDY, 9000));
        assertTrue(SPARSE.compute(GRUNDY, 40_000).values().max() >= 128, "the test reaches 8-bit values");
    }

    @Test
    void calculatorsAgreeOnHexadecimalAndInfiniteCodes() {
        List<HeapCode> codes = List.of(HeapCode.finite("0.f", 0, 15), HeapCode.finite("0.8f", 0, 8, 15),
                HeapCode.finite("4.c7", 4, 12, 7), HeapCode.withTail("0.[3]", new int[] {0}, new int[] {3}),
                HeapCode.withTail("4.[3]", new int[] {4}, new int[] {3}),
                HeapCode.withTail("0.[7]", new int[] {0}, new int[] {7}),
                HeapCode.finite("0.77", 0, 7, 7).unequal("0.77 unequal"));
        for (HeapCode c : codes) {
            assertArrayEquals(values(NAIVE, c, 400), values(SPARSE, c, 400), c.name());
        }
    }

    @Test
    void nimIsTheIdentityAndLaskersNimFollowsItsClosedForm() {
        int[] nim = values(SPARSE, HeapCode.withTail("0.[3]", new int[] {0}, new int[] {3}), 200);
        int[] lasker = values(SPARSE, HeapCode.withTail("4.[3]", new int[] {4}, new int[] {3}), 200);
        for (int n = 1; n < 200; n++) {
            assertEquals(n, nim[n]);
            int expected = switch (n % 4) {
                case 1, 2 -> n;
                case 3 -> n + 1;
                default -> n - 1;
            };
            assertEquals(expected, lasker[n], "lasker " + n);
        }
    }

    @Test
    void grundysGameStartsAsA002188() {
        int[] g = values(SPARSE, GRUNDY, 5000);
        int[] prefix = java.util.Arrays.copyOf(g, A002188.length);
        assertArrayEquals(A002188, prefix);
    }

    @Test
    void dawsonsChessStartsAsA002187AndDawsonsKaylesIsItShifted() {
        int[] chess = values(SPARSE, DAWSONS_CHESS, A002187.length);
        assertArrayEquals(A002187, chess);
        int[] dawson = values(SPARSE, DAWSONS_KAYLES, A002187.length + 1);
        for (int n = 1; n < dawson.length; n++) {
            assertEquals(A002187[n - 1], dawson[n], "0.07 at " + n);
        }
    }

    @Test
    void kaylesHasPreperiod71AndPeriod12Proven() {
        assertPeriodic(KAYLES, 71, 12);
    }

    @Test
    void dawsonsKaylesHasPreperiod53AndPeriod34Proven() {
        assertPeriodic(DAWSONS_KAYLES, 53, 34);
    }

    @Test
    void dawsonsChessHasPreperiod52AndPeriod34Proven() {
        assertPeriodic(DAWSONS_CHESS, 52, 34);
    }

    private static void assertPeriodic(HeapCode code, int preperiod, int period) {
        GrundySequenceCalculator.Result r = SPARSE.compute(code, 2000);
        int[] v = r.values().toIntArray();
        Periodicity p = HeapPeriodicity.of(code, v, v.length).orElseThrow();
        assertEquals(preperiod, p.preperiod(), code + " preperiod");
        assertEquals(period, p.period(), code + " period");
        assertTrue(p.proven(), code + " proven");
    }

    @Test
    void subtractionGamesArePurelyPeriodic() {
        // subtraction {1,3,4}: period 7, P-positions n = 0, 2 mod 7 (Winning Ways)
        HeapCode s134 = HeapCode.finite("subtraction:1,3,4", 0, 3, 0, 3, 3);
        int[] v = values(SPARSE, s134, 300);
        Periodicity p = HeapPeriodicity.of(s134, v, v.length).orElseThrow();
        assertEquals(0, p.preperiod());
        assertEquals(7, p.period());
        assertTrue(p.proven());
        for (int n = 0; n < 300; n++) {
            assertEquals(n % 7 == 0 || n % 7 == 2, v[n] == 0, "P-position at " + n);
        }
        // subtraction {1,2,3}: G(n) = n mod 4
        HeapCode s123 = HeapCode.finite("subtraction:1,2,3", 0, 3, 3, 3);
        int[] w = values(SPARSE, s123, 300);
        for (int n = 0; n < 300; n++) {
            assertEquals(n % 4, w[n]);
        }
    }

    @Test
    void grundysGameIsNeverReportedProven() {
        int[] v = values(SPARSE, GRUNDY, 3000);
        HeapPeriodicity.of(GRUNDY, v, v.length).ifPresent(p -> assertTrue(!p.proven()));
    }

    @Test
    void aResumedRunGivesTheSameValuesAndSplitAsAnUninterruptedOne() {
        for (HeapCode code : List.of(GRUNDY, OFFICERS, KAYLES)) {
            GrundySequenceCalculator.Result whole = SPARSE.compute(code, 5000);
            for (int cut : new int[] {1, 31, 64, 1000, 4097}) {
                GrundyValues prefix = SparseSpaceCalculator.startValues(cut, null);
                // the split in use at the cut: what a run to exactly `cut` ended with
                GrundySequenceCalculator.Result part = SPARSE.compute(code, cut);
                for (int i = 0; i < cut; i++) {
                    prefix.add(whole.values().get(i));
                }
                GrundySequenceCalculator.Result resumed = SPARSE.compute(code, 5000,
                        new GrundySequenceCalculator.Start(prefix, part.rareMask(), part.domainParity()),
                        GrundySequenceCalculator.Listener.NONE, Deadline.unlimited());
                assertArrayEquals(whole.values().toIntArray(), resumed.values().toIntArray(), code + " cut " + cut);
                assertEquals(whole.rareMask(), resumed.rareMask());
                assertEquals(whole.rareCount(), resumed.rareCount());
            }
        }
    }

    @Test
    void grundysGameSplitIsAtLeastAsSparseAsFlammenkampsMask() {
        GrundySequenceCalculator.Result r = SPARSE.compute(GRUNDY, 1 << 14);
        // Flammenkamp: the sparse values of Grundy's game are those whose bits above the
        // lowest have even parity (mask ...11110, range type)
        int flammenkamp = 0;
        for (int n = 1; n < 1 << 14; n++) {
            flammenkamp += (Integer.bitCount(r.values().get(n) & ~1) & 1) == 0 ? 1 : 0;
        }
        assertTrue(r.rareCount() <= flammenkamp, r.rareCount() + " rare, Flammenkamp's " + flammenkamp);
        assertTrue(r.rareCount() < (1 << 14) / 10, "rare " + r.rareCount());
    }
}
