package org.sprague.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@link HashLongMemo#clear}: the canonical-form store empties its per-question tables with it. */
class HashLongMemoClearTest {

    @Test
    void aClearedMemoAtItsFirstSizeForgetsEveryKeyAndStoresAgain() {
        HashLongMemo m = new HashLongMemo();
        for (long k = 0; k < 100; k++) {
            m.put(k, (int) (k % 3));
        }
        m.clear();
        assertEquals(0, m.size());
        for (long k = 0; k < 100; k++) {
            assertEquals(LongMemo.MISSING, m.get(k));
        }
        m.put(7, 2);
        assertEquals(2, m.get(7));
        assertEquals(1, m.size());
    }

    @Test
    void aGrownWideMemoIsClearedBackToCompactMode() {
        HashLongMemo m = new HashLongMemo();
        // keys of 62 bits with values past 8 bits: wide mode, and the table grows
        for (int i = 0; i < 10_000; i++) {
            m.put((1L << 61) | i, 1000 + i);
        }
        m.clear();
        assertEquals(0, m.size());
        assertEquals(LongMemo.MISSING, m.get((1L << 61) | 5));
        HashLongMemo fresh = new HashLongMemo();
        for (int i = 0; i < 10; i++) {
            m.put(i, i);
            fresh.put(i, i);
        }
        // the first table again, one long a slot (compact): as many bytes as a new memo's
        assertEquals(fresh.bytesPerPosition(), m.bytesPerPosition());
        for (int i = 0; i < 10; i++) {
            assertEquals(i, m.get(i));
        }
        assertEquals(LongMemo.MISSING, m.get((1L << 61) | 5));
    }
}
