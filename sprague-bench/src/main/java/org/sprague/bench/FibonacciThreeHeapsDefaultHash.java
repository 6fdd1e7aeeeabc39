package org.sprague.bench;

import java.util.ArrayList;
import java.util.List;
import org.sprague.game.ImpartialGame;

/**
 * {@link FibonacciThreeHeaps} with the record's default {@code hashCode}, kept to show the
 * cost of a hash that collides: {@code 31 (31 a + b) + c} has about 15 positions per
 * hash code for heaps up to 300.
 */
public final class FibonacciThreeHeapsDefaultHash implements ImpartialGame<FibonacciThreeHeapsDefaultHash.Heaps> {

    /** Three heaps, sorted {@code a <= b <= c}, with the record's generated hashCode. */
    public record Heaps(int a, int b, int c) {
        /** The position with these heaps in any order. */
        public static Heaps of(int x, int y, int z) {
            FibonacciThreeHeaps.Heaps h = FibonacciThreeHeaps.Heaps.of(x, y, z);
            return new Heaps(h.a(), h.b(), h.c());
        }
    }

    @Override
    public List<Heaps> options(Heaps p) {
        List<Heaps> options = new ArrayList<>(36);
        for (int f : FibonacciThreeHeaps.FIBONACCI) {
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
