package org.sprague.bench;

import java.util.ArrayList;
import java.util.List;
import org.sprague.game.ImpartialGame;

/**
 * A user-defined game for the generic solver: three-heap Fibonacci subtraction taken as
 * ONE position (no {@link ImpartialGame#components}), so the solver must search the whole
 * space of heap triples. A move subtracts a Fibonacci number (1, 2, 3, 5, 8, ...) from one
 * heap; a position is a record with its heaps sorted. The same game as
 * {@code sprague-bench/cpp/fib3.cpp}.
 *
 * <p>The record overrides {@code hashCode}: a record's default hash is the polynomial
 * {@code 31 (31 a + b) + c}, which for heaps up to 300 takes only about 300,000 distinct
 * values over 4.6 million positions, so about 15 positions share each hash code and no
 * map can tell them apart by hash (measured: 290 s instead of a few seconds for heaps up
 * to 300; see docs/performance-log.md). Packing the heaps into disjoint bits is exact for
 * heaps below 1024 and well spread above.
 */
public final class FibonacciThreeHeaps implements ImpartialGame<FibonacciThreeHeaps.Heaps> {

    /** Three heaps, sorted {@code a <= b <= c}. */
    public record Heaps(int a, int b, int c) {
        @Override
        public int hashCode() {
            return a ^ (b << 10) ^ (c << 20) ^ (c >>> 12);
        }

        /** The position with these heaps in any order. */
        public static Heaps of(int x, int y, int z) {
            if (x > y) {
                int t = x; x = y; y = t;
            }
            if (y > z) {
                int t = y; y = z; z = t;
            }
            if (x > y) {
                int t = x; x = y; y = t;
            }
            return new Heaps(x, y, z);
        }
    }

    static final int[] FIBONACCI = fibonacci(1 << 20);

    static int[] fibonacci(int limit) {
        List<Integer> f = new ArrayList<>();
        for (int x = 1, y = 2; x <= limit; ) {
            f.add(x);
            int z = x + y;
            x = y;
            y = z;
        }
        return f.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public List<Heaps> options(Heaps p) {
        List<Heaps> options = new ArrayList<>(36);
        for (int f : FIBONACCI) {
            if (f > p.c()) {
                break;
            }
            if (f <= p.a()) {
                options.add(Heaps.of(p.a() - f, p.b(), p.c()));
            }
            if (f <= p.b()) {
                options.add(Heaps.of(p.a(), p.b() - f, p.c()));
            }
            options.add(Heaps.of(p.a(), p.b(), p.c() - f));
        }
        return options;
    }
}
