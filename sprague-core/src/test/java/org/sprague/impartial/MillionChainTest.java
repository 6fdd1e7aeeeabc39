package org.sprague.impartial;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.ImpartialGame;

class MillionChainTest {

    /** A user game: from n you may only go to n - 1; a chain as deep as the start. */
    record Chain() implements ImpartialGame<Integer> {
        @Override
        public Collection<Integer> options(Integer n) {
            return n == 0 ? List.of() : List.of(n - 1);
        }
    }

    @Test
    void aChainOfAMillionPositionsSolvesWithoutOverflowingTheStack() {
        MemoizedGrundySolver<Integer> solver = new MemoizedGrundySolver<>(new Chain());
        assertEquals(0, solver.grundy(1_000_000));
        assertEquals(1, solver.grundy(999_999));
        assertEquals(1_000_001, solver.positionsStored());
        assertEquals(List.of(), solver.solve(1_000_000).winningMoves());
        assertEquals(List.of(999_998), solver.solve(999_999).winningMoves());
    }
}
