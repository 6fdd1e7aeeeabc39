package org.sprague.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Every hash memo against a reference {@link HashMap} on random operations: keys of the
 * shapes the engine meets (random 64-bit keys, whole numbers in 21- and 32-bit fields, keys
 * that all fold to one bucket of the chained memo's identity-like hash), values from the
 * markers to past the first value field, puts that overwrite, gets of missing keys.
 */
class LongMemoPropertyTest {

    private static final Map<String, Supplier<LongMemo>> MEMOS = Map.of(
            "hash", HashLongMemo::new,
            "chained", ChainedLongMemo::new);

    /**
     * A key of family {@code family}: 0 random, 1 fields of 21 bits, 2 pairs a << 32 | b, 3 keys
     * the XOR fold or the multiplying fold sends to one bucket.
     */
    static long key(int family, Random r) {
        return switch (family) {
            case 0 -> r.nextLong();
            case 1 -> r.nextInt(300) | (long) r.nextInt(300) << 21 | (long) r.nextInt(300) << 42;
            case 2 -> (long) r.nextInt(2000) << 32 | r.nextInt(2000);
            default -> r.nextBoolean() ? sameBucket(r.nextInt(1 << 20)) : sameXor(r.nextInt(1 << 20));
        };
    }

    /** Keys whose XOR fold {@code low ^ high} is 0. */
    static long sameXor(int i) {
        return (long) i << 32 | i;
    }

    /** Keys whose multiplying fold {@code low + high * 0x9E3779B9} is 0 for every {@code i}. */
    static long sameBucket(int i) {
        long low = -((long) i * 0x9E3779B9) & 0xFFFF_FFFFL;
        return (long) i << 32 | low;
    }

    private static int value(Random r) {
        return switch (r.nextInt(8)) {
            case 0 -> LongMemo.ON_STACK;
            case 1 -> LongMemo.ABANDONED;
            case 2 -> r.nextInt(100_000);
            default -> r.nextInt(40);
        };
    }

    @Property(tries = 40)
    void everyMemoAgreesWithAMap(@ForAll long seed, @ForAll @IntRange(min = 0, max = 3) int family,
                                 @ForAll @IntRange(min = 1, max = 30_000) int operations) {
        for (Map.Entry<String, Supplier<LongMemo>> m : MEMOS.entrySet()) {
            Random r = new Random(seed);
            LongMemo memo = m.getValue().get();
            Map<Long, Integer> reference = new HashMap<>();
            long[] recent = new long[64];
            for (int op = 0; op < operations; op++) {
                long k = op > 0 && r.nextInt(3) == 0 ? recent[r.nextInt(Math.min(op, 64))] : key(family, r);
                recent[op % 64] = k;
                if (r.nextInt(4) == 0) {
                    assertEquals(reference.getOrDefault(k, LongMemo.MISSING), memo.get(k), m.getKey() + " get " + k);
                } else {
                    int v = value(r);
                    memo.put(k, v);
                    reference.put(k, v);
                }
            }
            assertEquals(reference.size(), memo.size(), m.getKey());
            for (Map.Entry<Long, Integer> e : reference.entrySet()) {
                assertEquals(e.getValue(), memo.get(e.getKey()), m.getKey() + " key " + e.getKey());
            }
        }
    }

    @Test
    void theChainedMemoTurnsToTheNextFoldWhenChainsGrowLong() {
        ChainedLongMemo pairs = new ChainedLongMemo();
        for (long a = 0; a < 1000; a++) {           // the XOR fold: 1000 chains of 1000
            for (long b = 0; b < 1000; b++) {
                pairs.put(a << 32 | b, (int) ((a ^ b) & 63));
            }
        }
        assertEquals(ChainedLongMemo.MULTIPLY, pairs.fold(), "pairs a << 32 | b spread by multiplying");
        assertEquals((int) ((17 ^ 400) & 63), pairs.get(17L << 32 | 400));
        ChainedLongMemo folded = new ChainedLongMemo();
        int n = 200_000;                            // quadratic without a refold: 2 * 10^10 steps
        for (int i = 0; i < n; i++) {
            folded.put(sameXor(i), i % 100);
        }
        assertEquals(ChainedLongMemo.MULTIPLY, folded.fold());
        for (int i = 1; i < n; i++) {
            folded.put(sameBucket(i), i % 90);
        }
        assertEquals(ChainedLongMemo.MIXED, folded.fold(), "keys that both folds send to one bucket");
        for (int i = 1; i < n; i++) {
            assertEquals(i % 100, folded.get(sameXor(i)));
            assertEquals(i % 90, folded.get(sameBucket(i)));
        }
        assertTrue(folded.bytesPerPosition() <= 16, "bytes " + folded.bytesPerPosition());
    }
}
