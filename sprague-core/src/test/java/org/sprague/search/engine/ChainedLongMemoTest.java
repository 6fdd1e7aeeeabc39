package org.sprague.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class ChainedLongMemoTest {
    @Test
    void keepsEveryKeyIncludingZeroAndNegatives() {
        ChainedLongMemo m = new ChainedLongMemo();
        Random r = new Random(7);
        long[] keys = new long[100_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = i < 3 ? i - 1 : r.nextLong();
            m.put(keys[i], i % 1000);
        }
        for (int i = 0; i < keys.length; i++) {
            assertEquals(i % 1000, m.get(keys[i]));
        }
        assertEquals(LongMemo.MISSING, m.get(123456789L));
        assertEquals(keys.length, m.size());
        assertTrue(m.bytesPerPosition() <= 22, "bytes " + m.bytesPerPosition());
    }

    @Test
    void neighbouringPackedKeysStayUnder16BytesEachAndValuesWidenInPlace() {
        ChainedLongMemo m = new ChainedLongMemo();
        int n = 0;
        for (long c = 0; c < 80; c++) {            // sorted triples in 21-bit fields, as fib3 packs them
            for (long b = 0; b <= c; b++) {
                for (long a = 0; a <= b; a++) {
                    m.put(a | b << 21 | c << 42, (int) ((a + b + c) % 200));
                    n++;
                    double bytes = m.bytesPerPosition();
                    assertTrue(n < 75_000 || bytes <= 16, "bytes per position " + bytes + " at " + n);
                }
            }
        }
        long five = 5L | 6L << 21 | 7L << 42;
        m.put(five, 10_000);                       // a value past the 8-bit field
        m.put(1L | 1L << 21 | 1L << 42, LongMemo.ON_STACK);
        m.put(2L | 2L << 21 | 2L << 42, LongMemo.ABANDONED);
        assertEquals(n, m.size());
        for (long c = 0; c < 80; c++) {
            for (long b = 0; b <= c; b++) {
                for (long a = 0; a <= b; a++) {
                    long k = a | b << 21 | c << 42;
                    int want = k == five ? 10_000 : a == 1 && b == 1 && c == 1 ? LongMemo.ON_STACK
                            : a == 2 && b == 2 && c == 2 ? LongMemo.ABANDONED : (int) ((a + b + c) % 200);
                    assertEquals(want, m.get(k), "key " + a + " " + b + " " + c);
                }
            }
        }
        assertTrue(m.bytesPerPosition() <= 16, "still compact: " + m.bytesPerPosition());
        m.put(-1L, 3);                              // a key using all 64 bits: wide mode
        assertEquals(3, m.get(-1L));
        assertEquals(10_000, m.get(five));
        assertEquals(LongMemo.ON_STACK, m.get(1L | 1L << 21 | 1L << 42));
        assertEquals(LongMemo.MISSING, m.get(-2L));
        assertEquals(n + 1, m.size());
        for (int i = 0; i < 20_000; i++) {          // growing in wide mode
            m.put(Long.MIN_VALUE + i, i % 7);
        }
        assertEquals(6, m.get(Long.MIN_VALUE + 19_998));
        assertEquals((int) ((10 + 20 + 30) % 200), m.get(10L | 20L << 21 | 30L << 42));
    }

    @Test
    void searchesGiveTheSameValuesAsTheProbingMemo() {
        for (long seed = 1; seed <= 10; seed++) {
            PackedSearchTest.RandomDag g = new PackedSearchTest.RandomDag(2_000, seed, true);
            PackedSearch chained = new PackedSearch(g, Fold.mex(), new ChainedLongMemo(), SearchMonitor.limit(1_000_000));
            PackedSearch probing = new PackedSearch(g, Fold.mex(), new HashLongMemo(), SearchMonitor.limit(1_000_000));
            for (long p = 1_999; p >= 0; p--) {
                assertEquals(probing.value(p), chained.value(p), "seed " + seed + " position " + p);
            }
        }
    }
}
