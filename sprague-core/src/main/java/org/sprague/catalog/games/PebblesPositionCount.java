package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.Arrays;
import org.sprague.game.Position;
import org.sprague.game.Deadline;
import org.sprague.search.engine.HashLongMemo;
import org.sprague.search.engine.LongMemo;

/**
 * Counts the positions of Piles of Pebbles reachable from a root by any sequence of Left
 * (take X from each of a non-empty set of heaps) and Right (take Y) moves, heaps kept in
 * their order as the object positions are: exactly the positions the canonical-form search
 * over {@link PebblesGame}'s objects stores. Breadth first over the heaps that can ever move
 * (at least min(X, Y); the others never change) packed in order in bit fields, each move a
 * non-empty submask of the heaps holding the removal, a {@link HashLongMemo} as the visited
 * set; stops at {@code limit + 1}. {@code O(count * 2^k)} for {@code k} movable heaps.
 */
final class PebblesPositionCount {
    private PebblesPositionCount() {
    }

    /** See {@link org.sprague.partizan.PositionCount#countUpTo}; -1 when the heaps do not pack in 64 bits. */
    static long countUpTo(Position root, BigInteger x, BigInteger y, long limit, Deadline deadline) {
        BigInteger dead = x.min(y);
        int n = 0;
        long max = 0;
        for (BigInteger a : root.values()) {
            if (a.compareTo(dead) >= 0) {
                if (a.bitLength() > 31) {
                    return -1;
                }
                n++;
                max = Math.max(max, a.longValue());
            }
        }
        int bits = HeapFields.bitsFor(max);
        if ((long) n * bits > 64) {
            return -1;
        }
        long start = 0;
        int i = 0;
        for (BigInteger a : root.values()) {
            if (a.compareTo(dead) >= 0) {
                start |= a.longValue() << (i++ * bits);
            }
        }
        long[] takes = {x.bitLength() > 31 ? 1L << 32 : x.longValue(), y.bitLength() > 31 ? 1L << 32 : y.longValue()};
        long mask = (1L << bits) - 1;
        HashLongMemo seen = new HashLongMemo();
        long[] queue = new long[1024];
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        seen.put(start, 1);
        while (head < tail) {
            if ((head & 1023) == 0) {
                deadline.check();
            }
            long p = queue[head++];
            for (long take : takes) {
                long eligible = 0; // heaps holding take, as a mask over heap indices
                for (int h = 0; h < n; h++) {
                    if ((p >>> (h * bits) & mask) >= take) {
                        eligible |= 1L << h;
                    }
                }
                for (long s = eligible; s != 0; s = (s - 1) & eligible) { // every non-empty subset
                    long q = p;
                    for (long rest = s; rest != 0; rest &= rest - 1) {
                        q -= take << (Long.numberOfTrailingZeros(rest) * bits);
                    }
                    if (seen.get(q) == LongMemo.MISSING) {
                        if (seen.size() >= limit) {
                            return limit + 1;
                        }
                        seen.put(q, 1);
                        if (tail == queue.length) {
                            if (head > 0) { // reuse the consumed front before growing
                                System.arraycopy(queue, head, queue, 0, tail - head);
                                tail -= head;
                                head = 0;
                            }
                            if (tail == queue.length) {
                                queue = Arrays.copyOf(queue, queue.length * 2);
                            }
                        }
                        queue[tail++] = q;
                    }
                }
            }
        }
        return seen.size();
    }
}
