package org.sprague.impartial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.ImpartialGame;
import org.sprague.game.LoopyGameException;
import org.sprague.game.PositionLimitException;

class MemoizedGrundySolverTest {

    /** Nim over lists of heaps, with the heaps as components. */
    private static final ImpartialGame<List<Integer>> NIM = new ImpartialGame<>() {
        @Override
        public List<List<Integer>> options(List<Integer> heaps) {
            List<List<Integer>> o = new ArrayList<>();
            for (int i = 0; i < heaps.size(); i++) {
                for (int to = 0; to < heaps.get(i); to++) {
                    List<Integer> next = new ArrayList<>(heaps);
                    next.set(i, to);
                    o.add(next);
                }
            }
            return o;
        }

        @Override
        public List<List<Integer>> components(List<Integer> heaps) {
            List<List<Integer>> parts = new ArrayList<>();
            for (int h : heaps) {
                if (h > 0) {
                    parts.add(List.of(h));
                }
            }
            return parts;
        }
    };

    @Test
    void componentsGiveTheNimSum() {
        MemoizedGrundySolver<List<Integer>> s = new MemoizedGrundySolver<>(NIM);
        for (int a = 0; a < 8; a++) {
            for (int b = 0; b < 8; b++) {
                for (int c = 0; c < 8; c++) {
                    assertEquals(a ^ b ^ c, s.grundy(List.of(a, b, c)));
                }
            }
        }
        // only the single heaps 1..7 are stored, not the 512 triples
        assertEquals(7, s.positionsStored());
    }

    @Test
    void winningMovesAreTheOptionsOfValueZero() {
        MemoizedGrundySolver<List<Integer>> s = new MemoizedGrundySolver<>(NIM);
        GrundyAlgorithm.GrundyResult<List<Integer>> r = s.solve(List.of(3, 4, 5));
        assertEquals(2, r.grundy());
        assertEquals(List.of(List.of(1, 4, 5)), r.winningMoves());
        assertEquals(List.of(), s.solve(List.of(1, 2, 3)).winningMoves());
    }

    @Test
    void aMillionDeepChainSolvesWithoutRecursion() {
        ImpartialGame<Integer> chain = n -> n == 0 ? List.of() : List.of(n - 1);
        MemoizedGrundySolver<Integer> s = new MemoizedGrundySolver<>(chain);
        assertEquals(0, s.grundy(1_000_000));
        assertEquals(1, s.grundy(999_999));
    }

    @Test
    void aCycleIsReportedAsALoopyGame() {
        ImpartialGame<Integer> loop = n -> List.of((n + 1) % 5);
        assertThrows(LoopyGameException.class, () -> new MemoizedGrundySolver<>(loop).grundy(0));
    }

    @Test
    void theLimitSaysHowManyPositionsWereReached() {
        ImpartialGame<Integer> chain = n -> n == 0 ? List.of() : List.of(n - 1);
        PositionLimitException e = assertThrows(PositionLimitException.class,
                () -> new MemoizedGrundySolver<>(chain, 100).grundy(1000));
        assertEquals(100, e.reached());
        assertEquals(100, e.limit());
    }
}
