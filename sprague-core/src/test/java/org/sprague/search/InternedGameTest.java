package org.sprague.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Position;
import org.sprague.game.ImpartialGame;

class InternedGameTest {
    private static final ImpartialGame<Position> NO_MOVES = p -> List.of();

    @Test
    void positionsKeptAsBytesGetOneIdEachAndComeBackEqual() {
        InternedGame<Position> g = new InternedGame<>(NO_MOVES, false);
        Random r = new Random(11);
        Map<Position, Long> seen = new HashMap<>();
        List<Position> all = new ArrayList<>();
        for (int i = 0; i < 200_000; i++) {
            int n = r.nextInt(5);
            long[] v = new long[n];
            for (int k = 0; k < n; k++) {
                v[k] = switch (r.nextInt(4)) {
                    case 0 -> r.nextInt(20);
                    case 1 -> -r.nextInt(300);
                    case 2 -> r.nextLong();
                    default -> r.nextInt(1 << 20);
                };
            }
            Position p = r.nextInt(3) == 0 && !all.isEmpty() ? all.get(r.nextInt(all.size())) : Position.of(v);
            long id = g.id(p);
            Long before = seen.putIfAbsent(p, id);
            if (before != null) {
                assertEquals(before.longValue(), id, "one id per position: " + p);
            } else {
                all.add(p);
            }
        }
        assertEquals(seen.size(), all.size());
        for (Position p : all) {
            assertEquals(p, g.position(seen.get(p)));
        }
        assertEquals(Position.of(), g.position(g.id(Position.of())));
    }

    @Test
    void numbersPastALongAreKeptAsObjectsBesideTheBytes() {
        InternedGame<Position> g = new InternedGame<>(NO_MOVES, false);
        Position big = new Position(List.of(BigInteger.TWO.pow(70), BigInteger.ONE));
        Position small = Position.of(3, 4);
        long a = g.id(small);
        long b = g.id(big);
        assertTrue(a != b);
        assertEquals(b, g.id(new Position(List.of(BigInteger.TWO.pow(70), BigInteger.ONE))));
        assertEquals(a, g.id(Position.of(3, 4)));
        assertEquals(big, g.position(b));
        assertEquals(small, g.position(a));
    }

    @Test
    void aPositionKeptAsBytesCostsFarLessThanItsObject() {
        InternedGame<Position> g = new InternedGame<>(NO_MOVES, false);
        int n = 500_000;
        for (int i = 0; i < n; i++) {
            long[] h = new long[11];
            for (int k = 0, x = i; k < 11; k++, x /= 3) {
                h[k] = x % 3 + 8;
            }
            g.id(Position.of(h));
        }
        double bytes = g.bytesPerPosition();
        assertTrue(bytes < 48, "bytes per position " + bytes);
    }
}
