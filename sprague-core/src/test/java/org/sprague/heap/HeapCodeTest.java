package org.sprague.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.game.InvalidInputException;

class HeapCodeTest {

    @ParameterizedTest
    @CsvSource({"0.77,0.77", "0.07,0.07", "0.137,0.137", "4.007,4.007", "0.6,0.6", "0.[3],0.[3]",
            "4.[3],4.[3]", "0.1F,0.1f", "8.0,8.0", "0.,0.0", "0.0[12],0.0[12]"})
    void goodCodesParseAndPrintInTheFieldsNotation(String code, String notation) {
        assertEquals(notation, HeapCode.parse(code).notation());
    }

    @Test
    void digitsAreReadWithTheRepeatingTail() {
        HeapCode c = HeapCode.parse("4.1[23]");
        assertEquals(4, c.digit(0));
        assertEquals(1, c.digit(1));
        assertEquals(2, c.digit(2));
        assertEquals(3, c.digit(3));
        assertEquals(2, c.digit(4));
        assertEquals(3, c.digit(5));
        assertFalse(c.isFinite());
        HeapCode finite = HeapCode.parse("0.1370");
        assertEquals(0, finite.digit(9));
        assertEquals(3, finite.lastDigit());
        assertEquals(2, finite.maxHeaps(finite.lastDigit()));
        assertEquals(3, HeapCode.parse("0.8").maxHeaps(1));
    }

    @Test
    void aCodeLongerThanTheCapIsRefusedBeforeItsDigitsAreRead() {
        String longest = "0." + "7".repeat(HeapCode.MAX_CODE_CHARS - 2);
        assertEquals(HeapCode.MAX_CODE_CHARS - 2, HeapCode.parse(longest).lastDigit());
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> HeapCode.parse(longest + "7"));
        assertTrue(e.getMessage().startsWith("a take-and-break code of 257 characters; the most is 256"), e.getMessage());
    }

    @Test
    void kaylesHeapOfFourHasItsSevenOptions() {
        // 0.77 on 4: take 1 -> 3, 1+2; take 2 -> 2, 1+1
        List<String> opts = new ArrayList<>();
        for (int[] o : HeapCode.parse("0.77").options(4)) {
            opts.add(java.util.Arrays.toString(o));
        }
        assertEquals(List.of("[3]", "[1, 2]", "[2]", "[1, 1]"), opts);
    }

    @Test
    void removeAllOnlyWhenTheHeapIsExactlyK() {
        // 0.1: take one stone only from a heap of exactly one
        HeapCode c = HeapCode.parse("0.1");
        assertEquals(1, c.options(1).size());
        assertEquals(0, c.options(1).get(0).length);
        assertEquals(0, c.options(2).size());
    }

    @Test
    void digitBeforeThePointSplitsWithoutRemoving() {
        // 4. on 5: 1+4, 2+3
        assertEquals(2, HeapCode.parse("4.").options(5).size());
        // 8. on 6: 1+1+4, 1+2+3, 2+2+2
        assertEquals(3, HeapCode.parse("8.").options(6).size());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0.7x|bad character 'x' at index 3",
        "x.7|bad character 'x' at index 0",
        "0,77|bad character ',' at index 1",
        "0|missing '.' at index 1",
        "3.7|digit '3' at index 0",
        "0.[3|missing ']' at index 4",
        "0.[]|empty repeating tail '[]' at index 2",
        "0.[3]7|bad character '7' at index 5",
        "0.[3[4]]|bad character '[' at index 4",
        "0.7g|bad character 'g' at index 3"})
    void badCodesNameTheCharacterAndItsIndex(String code, String message) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> HeapCode.parse(code));
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void emptyCodeIsRefused() {
        assertThrows(InvalidInputException.class, () -> HeapCode.parse(""));
    }

    /** Issue 13: full-width digits were accepted in codes but not in heaps; now neither. */
    @Test
    void fullWidthDigitsAreNotDigitsOfACode() {
        assertThrows(InvalidInputException.class, () -> HeapCode.parse("0.\uFF11"));
        assertThrows(InvalidInputException.class, () -> HeapCode.parse("\uFF10.7"));
        assertEquals("0.7", HeapCode.parse("0.7").name());
    }
}
