package org.sprague.heap.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** {@link BlockCache}: lock-free reads of cached blocks, the store read on a miss, any block size. */
class BlockCacheTest {
    /** A store of {@code blocks} blocks of {@code blockValues} values, G(x) = x * 7919 mod 65,521. */
    private static MemorySequenceStore store(int blockValues, int blocks) {
        MemorySequenceStore s = new MemorySequenceStore();
        for (int j = 0; j < blocks; j++) {
            char[] v = new char[blockValues];
            for (int i = 0; i < blockValues; i++) {
                v[i] = value((long) j * blockValues + i);
            }
            s.writeBlock(j, v, 0, blockValues);
        }
        return s;
    }

    private static char value(long x) {
        return (char) (x * 7919 % 65_521);
    }

    @Test
    void randomReadsGiveTheStoredValuesWithBlocksOfAnySizeAndMoreBlocksThanCached() {
        for (int blockValues : new int[] {1, 7, 64, 1000, 4096}) {
            int blocks = 11;
            BlockCache cache = new BlockCache(store(blockValues, blocks), blockValues, 3);
            SplittableRandom rnd = new SplittableRandom(blockValues);
            long n = (long) blockValues * blocks;
            for (int r = 0; r < 20_000; r++) {
                // mostly a few blocks (the rare partners' pattern), sometimes any block (misses)
                long x = r % 5 == 0 ? rnd.nextLong(n) : rnd.nextLong(Math.min(n, 3L * blockValues));
                assertEquals(value(x), cache.valueAt(x), "block size " + blockValues + ", x = " + x);
            }
        }
    }

    @Test
    void twoThreadsReadingAtOnceGetTheStoredValues() throws Exception {
        int blockValues = 64;
        int blocks = 20;
        BlockCache cache = new BlockCache(store(blockValues, blocks), blockValues, 4);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<?>[] f = new Future<?>[2];
            for (int t = 0; t < 2; t++) {
                long seed = t;
                f[t] = pool.submit(() -> {
                    SplittableRandom rnd = new SplittableRandom(seed);
                    for (int r = 0; r < 200_000; r++) {
                        long x = rnd.nextLong((long) blockValues * blocks);
                        assertEquals(value(x), cache.valueAt(x), "x = " + x);
                    }
                });
            }
            for (Future<?> x : f) {
                x.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
