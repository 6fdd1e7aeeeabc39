package org.sprague.heap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;

class HeapRulesTest {
    private static final SparseSpaceCalculator SPARSE = new SparseSpaceCalculator();

    @Test
    void sparseValuesEqualTheHeapRuleOracleOnParsedCodes() {
        for (String code : List.of("0.77", "0.07", "0.137", "0.007", "0.6", "4.07", "0.f", "8.0", "0.[3]", "4.[3]",
                "0.1[7]", "0.3f", "c.1")) {
            int[] oracle = NaiveHeapCalculator.grundyValues(HeapCode.parse(code), 299);
            assertArrayEquals(oracle, SPARSE.compute(HeapRules.resolve(code), 300).values().toIntArray(), code);
        }
        assertArrayEquals(NaiveHeapCalculator.grundyValues(HeapCode.grundysGame(), 999),
                SPARSE.compute(HeapRules.resolve("grundys-game"), 1000).values().toIntArray());
        for (String set : List.of("1,3,4", "2,5,6", "fib", "pow2", "squares")) {
            int[] oracle = NaiveHeapCalculator.grundyValues(SubtractionSet.parse("subtraction", set), 299);
            assertArrayEquals(oracle, SPARSE.compute(HeapRules.resolve("subtraction:" + set), 300).values()
                    .toIntArray(), set);
        }
    }

    @Test
    void aliasesAreTheLiteraturesCodes() {
        assertEquals("0.77", HeapRules.resolve("kayles").notation());
        assertEquals("0.07", HeapRules.resolve("dawsons-kayles").notation());
        assertEquals("0.137", HeapRules.resolve("dawsons-chess").notation());
        assertEquals("0.007", HeapRules.resolve("treblecross").notation());
        assertEquals("0.6", HeapRules.resolve("officers").notation());
        assertEquals("4.[3]", HeapRules.resolve("lasker").notation());
        assertTrue(HeapRules.resolve("grundys-game").unequalSplit());
        assertEquals(2, HeapRules.resolve("kayles").lastDigit());
        assertFalse(HeapRules.resolve("0.[3]").isFinite());
        assertEquals("0.137", HeapRules.resolve(".137").notation());
    }

    @Test
    void malformedRulesNameTheBadPart() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> HeapRules.resolve("0.7g"));
        assertTrue(e.getMessage().contains("'g' at index 3"), e.getMessage());
        assertThrows(InvalidInputException.class, () -> HeapRules.resolve("3.7"));
        assertThrows(InvalidInputException.class, () -> HeapRules.resolve("0.[]"));
        assertThrows(InvalidInputException.class, () -> HeapRules.resolve("subtraction:1,0"));
        assertThrows(InvalidInputException.class, () -> HeapRules.resolve("checkers"));
    }
}
