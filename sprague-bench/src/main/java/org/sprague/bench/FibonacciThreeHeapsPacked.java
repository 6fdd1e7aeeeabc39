package org.sprague.bench;

import java.util.ArrayList;
import java.util.List;
import org.sprague.game.ImpartialGame;

/**
 * {@link FibonacciThreeHeaps} with the position packed into a {@code long}
 * ({@code a | b << 21 | c << 42}, heaps sorted), the key layout of the C++ reference.
 */
public final class FibonacciThreeHeapsPacked implements ImpartialGame<Long> {

    /** The packed position of these heaps in any order. */
    public static long pack(int x, int y, int z) {
        if (x > y) {
            int t = x; x = y; y = t;
        }
        if (y > z) {
            int t = y; y = z; z = t;
        }
        if (x > y) {
            int t = x; x = y; y = t;
        }
        return x | ((long) y << 21) | ((long) z << 42);
    }

    @Override
    public List<Long> options(Long p) {
        long k = p;
        int a = (int) (k & 0x1FFFFF);
        int b = (int) ((k >>> 21) & 0x1FFFFF);
        int c = (int) (k >>> 42);
        List<Long> options = new ArrayList<>(36);
        for (int f : FibonacciThreeHeaps.FIBONACCI) {
            if (f > c) {
                break;
            }
            if (f <= a) {
                options.add(pack(a - f, b, c));
            }
            if (f <= b) {
                options.add(pack(a, b - f, c));
            }
            options.add(pack(a, b, c - f));
        }
        return options;
    }
}
