package org.sprague.heap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class GrundyValuesTest {

    @Test
    void valuesWidenFromBytesToCharsToIntsKeepingEveryValue() {
        GrundyValues g = new GrundyValues(10);
        g.add(3);
        g.add(255);
        assertEquals(8, g.bitsPerValue());
        g.add(256);
        assertEquals(16, g.bitsPerValue());
        g.add(65535);
        assertEquals(16, g.bitsPerValue());
        g.add(1 << 20);
        assertEquals(32, g.bitsPerValue());
        assertArrayEquals(new int[] {3, 255, 256, 65535, 1 << 20}, g.toIntArray());
    }

    @Test
    void bytesWidenedToCharsEarlyKeepTheirValuesAndStillCountAsEightBits() {
        GrundyValues g = new GrundyValues(10);
        for (int v : new int[] {0, 200, 255, 7}) {
            g.add(v);
        }
        assertTrue(g.widenToChars());
        assertNull(g.bytes);
        assertEquals(8, g.bitsPerValue(), "every value still fits a byte");
        g.add(64);
        assertEquals(8, g.bitsPerValue());
        g.add(256);
        assertEquals(16, g.bitsPerValue());
        assertTrue(g.widenToChars(), "already chars");
        assertArrayEquals(new int[] {0, 200, 255, 7, 64, 256}, g.toIntArray());
    }

    @Test
    void bytesJumpStraightToIntsForLargeValues() {
        Random r = new Random(5);
        int[] v = new int[100];
        for (int i = 0; i < v.length; i++) {
            v[i] = i == 50 ? 1 << 30 : r.nextInt(256);
        }
        GrundyValues g = GrundyArrays.of(v);
        assertEquals(32, g.bitsPerValue());
        assertArrayEquals(v, g.toIntArray());
    }
}
