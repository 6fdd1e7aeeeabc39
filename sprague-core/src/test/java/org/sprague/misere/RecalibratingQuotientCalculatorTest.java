package org.sprague.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapRules;

/**
 * The quotients published by Plambeck and Siegel (2008) and computed by Siegel's
 * MisereSolver, and plain misère search on small sums, against the calculator.
 */
class RecalibratingQuotientCalculatorTest {

    static MisereQuotient quotient(String rule, int to) {
        return new RecalibratingQuotientCalculator(HeapRules.resolve(rule)).extendTo(to, MisereQuotientCalculator.Listener.NONE, org.sprague.game.Deadline.unlimited());
    }

    static String presentation(MisereQuotient q) {
        return "Q = " + q.presentation() + "; P = {" + String.join(",", q.pPortion()) + "}";
    }

    @Test
    void misereNimToHeap3IsTheTameQuotientT2OfOrder6() {
        MisereQuotient q = quotient("nim", 3);
        assertEquals(6, q.order());
        assertEquals(2, q.pPortionSize());
        assertEquals("T2", q.tame());
        assertEquals("Q = <a,b | a2=1,b3=b>; P = {a,b2}", presentation(q));
        assertEquals(List.of("1", "a", "b", "ab"), words(q));
        assertFalse(q.proven(), "Nim's code 0.[3] is infinite: no periodicity theorem");
    }

    @Test
    void misereNimGrowsThroughTheTameQuotientsOfOrder2PowKPlus2() {
        assertEquals("T3", quotient("nim", 7).tame());
        assertEquals(10, quotient("nim", 7).order());
        MisereQuotient t4 = quotient("nim", 15);
        assertEquals(18, t4.order());
        assertEquals("T4", t4.tame());
        assertEquals("T1", quotient("nim", 1).tame());
        assertEquals("T0", quotient("nim", 0).tame());
    }

    @Test
    void code075HasThePublishedQuotientR8ProvenWithPeriod2() {
        MisereQuotient q = quotient("0.75", 1000);
        assertEquals("Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}", presentation(q));
        assertNull(q.tame(), "R8 has order 8 and is wild");
        assertTrue(q.proven());
        assertEquals(new MisereQuotient.Periodicity(8, 2, true, 20), q.periodicity());
        assertEquals(20, q.to(), "the run stops at the heap that proves the period");
    }

    @Test
    void code031IsTheTameQuotientT2() {
        MisereQuotient q = quotient("0.31", 1000);
        assertEquals("T2", q.tame());
        assertTrue(q.proven());
        assertEquals(3, q.periodicity().preperiod());
        assertEquals(2, q.periodicity().period());
    }

    @Test
    void kaylesHasMisereSolversQuotientOfOrder40WithNinePPositions() {
        MisereQuotient q = quotient("kayles", 1000);
        assertEquals(40, q.order());
        assertEquals(9, q.pPortionSize());
        assertEquals("Q = <a,b,c,d,e,f,g | a2=1,b3=b,bc2=b,c3=c,bd=bc,cd=b2,d3=d,be=bc,ce=b2,e2=de,bf=ab,"
                + "cf=ab2c,d2f=f,f2=b2,b2g=g,c2g=g,dg=cg,eg=cg,fg=ag,g2=b2>; P = {a,b2,ac,ac2,d,ad2,e,ade,adf}",
                presentation(q));
        assertEquals(new MisereQuotient.Periodicity(71, 12, true, 166), q.periodicity());
        assertEquals(List.of(1, 2, 5, 9, 12, 25, 27), heaps(q.changes()));
    }

    @Test
    void dawsonsKaylesToHeap30HasOrder360AsSiegelReports() {
        MisereQuotient q = quotient("dawsons-kayles", 30);
        assertEquals(360, q.order());
        assertEquals(65, q.pPortionSize());
        assertEquals(List.of(2, 4, 10, 14, 25, 27, 30), heaps(q.changes()));
    }

    @Test
    void code015HasMisereSolversQuotientOfOrder42() {
        MisereQuotient q = quotient("0.15", 1000);
        assertEquals(42, q.order());
        assertEquals(12, q.pPortionSize());
        assertEquals(66, q.periodicity().preperiod());
        assertEquals(10, q.periodicity().period());
        assertTrue(q.proven());
    }

    @Test
    void everySumOfUpToFourHeapsAgreesWithPlainMisereSearchForPublishedCodes() {
        // splitting codes: every sum up to a total of 32 stones (all sums of four heaps up to
        // 20 would reach ~10^7 positions per code); see HeapSumSearch
        for (String code : List.of("0.75", "0.31", "0.77", "0.07", "0.15", "0.137", "4.7")) {
            agreeWithSearch(code, quotient(code, 20), HeapSumSearch.sums(4, 20, 32));
        }
    }

    @Test
    void everySumOfUpToFourHeapsUpTo20AgreesWithSearchForSubtractionGames() {
        for (String code : List.of("subtraction:1,2", "subtraction:1,3,4", "subtraction:2,5,6", "subtraction:1,4,5,7")) {
            MisereQuotient q = quotient(code, 20);
            agreeWithSearch(code, q, HeapSumSearch.sums(4, 20, 80));
        }
    }

    @Test
    void officersUpToHeap16AgreesWithPlainMisereSearch() {
        MisereQuotient q = quotient("officers", 16);
        assertEquals(304, q.order(), "MisereSolver: |Q| = 304, |P| = 38 at heap 16");
        assertEquals(38, q.pPortionSize());
        agreeWithSearch("0.6", q, HeapSumSearch.sums(4, 16, 30));
    }

    static void agreeWithSearch(String code, MisereQuotient q, List<List<Integer>> sums) {
        HeapCode rule = HeapRules.resolve(code);
        HeapSumSearch search = new HeapSumSearch(rule);
        for (List<Integer> sum : sums) {
            int[] elements = sum.stream().mapToInt(h -> q.element(h)).toArray();
            boolean predicted = q.isP(Arrays.stream(elements).reduce(0, q::product));
            assertEquals(search.isP(sum), predicted, () -> code + ": sum " + sum + " (quotient of heaps 0.." + q.to()
                    + ", order " + q.order() + ")");
        }
    }

    @Test
    void aProvenQuotientNeverChangesPastTheHeapThatProvesIt() {
        for (String code : List.of("0.75", "0.31", "0.77", "0.15", "subtraction:1,3,4", "0.51", "4.3")) {
            RecalibratingQuotientCalculator calc = new RecalibratingQuotientCalculator(HeapRules.resolve(code));
            MisereQuotient proven = calc.extendTo(2000, MisereQuotientCalculator.Listener.NONE, org.sprague.game.Deadline.unlimited());
            assertTrue(proven.proven(), code);
            int further = 2 * proven.to() + 40;
            MisereQuotient past = calc.extend(further, MisereQuotientCalculator.Listener.NONE, false);
            assertEquals(further, past.to());
            assertEquals(presentation(proven), presentation(past), code);
            for (int n = proven.to() + 1; n <= further; n++) {
                assertEquals(proven.element(n), past.element(n), code + ": heap " + n);
            }
        }
    }

    static List<String> words(MisereQuotient q) {
        List<String> out = new ArrayList<>();
        for (int x : q.alphabet()) {
            out.add(q.word(x));
        }
        return out;
    }

    static List<Integer> heaps(List<MisereQuotient.Change> changes) {
        return changes.stream().map(MisereQuotient.Change::heap).toList();
    }
}
