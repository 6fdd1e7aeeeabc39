package org.sprague.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.ImpartialGame;
import org.sprague.game.InvalidInputException;
import org.sprague.impartial.MemoizedGrundySolver;
import org.sprague.game.Position;

/** Records of whole numbers as positions: every component type read exactly, both ways. */
class RecordPositionsTest {
    record Mixed(int a, long b, short c, byte d, Integer e, Long f, Short g, Byte h, BigInteger big) {
    }

    record Heaps(int a, int b) {
    }

    @Test
    void everyWholeNumberComponentTypeComesBackEqual() {
        RecordPositions r = new RecordPositions(Mixed.class, "mixed");
        Mixed m = new Mixed(-7, Long.MAX_VALUE, (short) -300, (byte) 100, Integer.MIN_VALUE, -1L, (short) 5,
                (byte) -128, BigInteger.valueOf(42));
        Position p = r.toPosition(m);
        assertEquals(Position.of(-7, Long.MAX_VALUE, -300, 100, Integer.MIN_VALUE, -1, 5, -128, 42), p);
        assertEquals(m, r.fromPosition(p, "mixed"));
    }

    @Test
    void aBigIntegerPastALongStaysExact() {
        RecordPositions r = new RecordPositions(Mixed.class, "mixed");
        BigInteger huge = BigInteger.TWO.pow(80).negate();
        Mixed m = new Mixed(1, 2, (short) 3, (byte) 4, 5, 6L, (short) 7, (byte) 8, huge);
        Position p = r.toPosition(m);
        assertEquals(huge, p.get(8));
        assertEquals(m, r.fromPosition(p, "mixed"));
    }

    @Test
    void aNumberTooLargeForItsComponentIsBadInput() {
        RecordPositions r = new RecordPositions(Heaps.class, "heaps");
        assertThrows(InvalidInputException.class, () -> r.fromPosition(Position.of(1L << 40, 1), "heaps"));
    }

    @Test
    void aRecordGameHasTheValuesOfTheSameGameOverPositions() {
        // Nim on two heaps, each move taking 1 or 2 from one heap: values (a mod 3) xor (b mod 3)
        ImpartialGame<Heaps> game = h -> {
            List<Heaps> out = new ArrayList<>();
            for (int k = 1; k <= 2; k++) {
                if (h.a() >= k) {
                    out.add(new Heaps(h.a() - k, h.b()));
                }
                if (h.b() >= k) {
                    out.add(new Heaps(h.a(), h.b() - k));
                }
            }
            return out;
        };
        ImpartialGame<Position> positions = new RecordPositions(Heaps.class, "heaps").game(game, "heaps");
        MemoizedGrundySolver<Position> solver = new MemoizedGrundySolver<>(positions);
        for (int a = 0; a < 12; a++) {
            for (int b = 0; b < 12; b++) {
                assertEquals(a % 3 ^ b % 3, solver.grundy(Position.of(a, b)), a + " " + b);
            }
        }
    }
}
