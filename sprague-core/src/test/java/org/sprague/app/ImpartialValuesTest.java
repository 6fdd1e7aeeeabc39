package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Outcome;
import org.sprague.game.PositionLimitException;

/**
 * {@link Sprague#impartial} and {@link Sprague#misere}: a user's impartial game through the
 * front door, against Nim's values worked by hand (Bouton: the Grundy value of a sum of heaps
 * is their XOR; misère Nim is won as normal Nim unless every heap is 0 or 1, where it is won
 * iff the number of 1-heaps is even).
 */
class ImpartialValuesTest {
    /** Nim on a list of heaps: take any positive number from one heap. */
    private static final ImpartialGame<List<Integer>> NIM = new ImpartialGame<>() {
        @Override
        public List<List<Integer>> options(List<Integer> heaps) {
            List<List<Integer>> out = new ArrayList<>();
            for (int i = 0; i < heaps.size(); i++) {
                for (int left = 0; left < heaps.get(i); left++) {
                    List<Integer> next = new ArrayList<>(heaps);
                    next.set(i, left);
                    out.add(List.copyOf(next));
                }
            }
            return out;
        }
    };

    @Test
    void normalPlayGivesBoutonsValueTheOutcomeAndEveryWinningMove() {
        ImpartialValues<List<Integer>> nim = Sprague.impartial(NIM, 1_000_000);
        assertFalse(nim.isMisere());
        for (int a = 0; a <= 4; a++) {
            for (int b = 0; b <= 4; b++) {
                for (int c = 0; c <= 4; c++) {
                    List<Integer> p = List.of(a, b, c);
                    int xor = a ^ b ^ c;
                    assertEquals(xor, nim.grundy(p), p.toString());
                    assertEquals(xor == 0 ? Outcome.P : Outcome.N, nim.outcome(p), p.toString());
                    for (List<Integer> m : nim.winningMoves(p)) {
                        assertEquals(0, m.get(0) ^ m.get(1) ^ m.get(2), p + " -> " + m);
                    }
                    assertEquals(xor == 0, nim.winningMoves(p).isEmpty(), p.toString());
                }
            }
        }
        assertEquals(List.of(List.of(1, 4, 5)), nim.winningMoves(List.of(3, 4, 5)));
        assertTrue(nim.positionsStored() > 0);
    }

    @Test
    void miserePlayGivesTheOutcomeAndWinningMovesButNoGrundyValue() {
        ImpartialValues<List<Integer>> nim = Sprague.misere(NIM, 1_000_000);
        assertTrue(nim.isMisere());
        for (int a = 0; a <= 4; a++) {
            for (int b = 0; b <= 4; b++) {
                List<Integer> p = List.of(a, b);
                boolean small = a <= 1 && b <= 1;
                boolean wins = small ? (a + b) % 2 == 0 : (a ^ b) != 0;
                assertEquals(wins ? Outcome.N : Outcome.P, nim.outcome(p), p.toString());
                // the end of play is a win with no move to make
                assertEquals(!wins || a + b == 0, nim.winningMoves(p).isEmpty(), p.toString());
            }
        }
        assertEquals(List.of(List.of(0, 1), List.of(1, 0)), nim.winningMoves(List.of(1, 1)));
        assertEquals(Outcome.P, nim.outcome(List.of(1, 1, 1)));
        assertThrows(IllegalStateException.class, () -> nim.grundy(List.of(1, 2)));
    }

    @Test
    void aSearchPastItsPositionLimitStopsWithThatLimit() {
        PositionLimitException e = assertThrows(PositionLimitException.class,
                () -> Sprague.impartial(NIM, 10).grundy(List.of(9, 9, 9)));
        assertEquals(10, e.limit());
        assertThrows(PositionLimitException.class, () -> Sprague.misere(NIM, 10).outcome(List.of(9, 9, 9)));
    }
}
