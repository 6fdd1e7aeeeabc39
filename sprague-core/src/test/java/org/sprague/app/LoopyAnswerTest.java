package org.sprague.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Outcome;
import org.sprague.game.PositionLimitException;

/** {@link Sprague#loopy}: a game with cycles through the front door, against answers worked by hand. */
class LoopyAnswerTest {
    /** A cycle 1 -> 2 -> 3 -> 1 with an exit 3 -> 0, and 4 -> 3. */
    private static final ImpartialGame<Integer> GAME = n -> switch (n) {
        case 1 -> List.of(2);
        case 2 -> List.of(3);
        case 3 -> List.of(1, 0);
        case 4 -> List.of(3);
        default -> List.of();
    };

    @Test
    void outcomesRemotenessAndBestMovesOfASmallCycleWorkedByHand() {
        // 0 loses at once; 3 wins by moving to 0; 2 (only to 3) loses in 2; 1 (only to 2) wins in 3;
        // 4 (only to 3) loses in 2
        LoopyAnswer<Integer> r = Sprague.loopy(GAME, 4, 100);
        assertEquals(List.of(4, 3, 1, 0, 2), r.positions());
        assertEquals(Outcome.P, r.outcome(0));
        assertEquals(0, r.remoteness(0));
        assertEquals(Outcome.N, r.outcome(3));
        assertEquals(1, r.remoteness(3));
        assertEquals(List.of(0), r.bestMoves(3));
        assertEquals(Outcome.P, r.outcome(2));
        assertEquals(2, r.remoteness(2));
        assertEquals(Outcome.N, r.outcome(1));
        assertEquals(3, r.remoteness(1));
        assertEquals(Outcome.P, r.outcome(4));
        assertEquals(List.of(3), r.bestMoves(4));
    }

    @Test
    void aDrawHasRemotenessMinusOne() {
        ImpartialGame<Integer> pingPong = n -> List.of(1 - n); // 0 <-> 1 for ever
        LoopyAnswer<Integer> r = Sprague.loopy(pingPong, 0, 10);
        assertEquals(Outcome.D, r.outcome(0));
        assertEquals(-1, r.remoteness(1));
        assertEquals(List.of(1), r.bestMoves(0));
    }

    @Test
    void aPositionNotReachedIsRefusedAndTheLimitStopsTheExploration() {
        LoopyAnswer<Integer> r = Sprague.loopy(GAME, 2, 100);
        assertThrows(IllegalArgumentException.class, () -> r.outcome(4));
        assertThrows(PositionLimitException.class, () -> Sprague.loopy(GAME, 4, 3));
    }
}
