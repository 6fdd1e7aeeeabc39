package org.sprague.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PositionNumbersTest {
    @Test
    void longValueReadsANumberWithoutABigInteger() {
        Position p = Position.of(5, 5, (1L << 62) + 7);
        assertEquals((1L << 62) + 7, p.longValue(2));
        assertEquals(5, p.longValue(0));
        Position mixed = new Position(List.of(BigInteger.TWO.pow(80), BigInteger.valueOf(-9)));
        assertEquals(-9, mixed.longValue(1));
        assertThrows(LimitExceededException.class, () -> mixed.longValue(0));
    }

    @Test
    void theFixedArityFormsMakeTheSamePositionsAsTheVarargsOne() {
        assertEquals(Position.of(new long[] {7}), Position.of(7));
        assertEquals(Position.of(new long[] {7, -3}), Position.of(7, -3));
        assertEquals(Position.of(new long[] {5, 5, 1L << 40}), Position.of(5, 5, 1L << 40));
        assertEquals(Position.of(new long[] {5, 5, 1L << 40}).hashCode(), Position.of(5, 5, 1L << 40).hashCode());
        assertEquals("1 2 3", Position.of(1, 2, 3).toString());
    }

    @Test
    void theVarargsFormCopiesItsArray() {
        long[] a = {1, 2, 3, 4};
        Position p = Position.of(a);
        a[0] = 9;
        assertEquals(Position.of(new long[] {1, 2, 3, 4}), p);
    }

    @Test
    void emitToAnyOtherSinkGivesACopyOfTheNumbers() {
        long[] next = {3, 1};
        List<Position> out = new ArrayList<>();
        Position.emit(out::add, next);
        next[0] = 2;
        Position.emit(out::add, next);
        assertEquals(List.of(Position.of(3, 1), Position.of(2, 1)), out);
    }
}
