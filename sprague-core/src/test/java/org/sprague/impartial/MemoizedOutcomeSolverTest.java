package org.sprague.impartial;

import org.sprague.search.engine.SearchThreads;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.ImpartialGame;
import org.sprague.game.LoopyGameException;
import org.sprague.game.Outcome;
import org.sprague.game.PositionLimitException;

class MemoizedOutcomeSolverTest {

    /** One heap, take 1..3: normal play P iff n % 4 == 0; misère P iff n % 4 == 1. */
    private static final ImpartialGame<Integer> TAKE_UP_TO_THREE = n -> {
        List<Integer> o = new ArrayList<>();
        for (int k = 1; k <= 3 && k <= n; k++) {
            o.add(n - k);
        }
        return o;
    };

    @Test
    void normalPlayMatchesTheGrundyValues() {
        MemoizedGrundySolver<Integer> grundy = new MemoizedGrundySolver<>(TAKE_UP_TO_THREE);
        MemoizedOutcomeSolver<Integer> outcome = new MemoizedOutcomeSolver<>(TAKE_UP_TO_THREE, false, 1000, SearchThreads.one());
        for (int n = 0; n < 60; n++) {
            assertEquals(Outcome.ofGrundy(grundy.grundy(n)), outcome.solve(n).outcome(), "n=" + n);
        }
    }

    @Test
    void misereBashLosesExactlyAtOneModuloFour() {
        MemoizedOutcomeSolver<Integer> s = new MemoizedOutcomeSolver<>(TAKE_UP_TO_THREE, true, 1000, SearchThreads.one());
        for (int n = 0; n < 60; n++) {
            assertEquals(n % 4 == 1 ? Outcome.P : Outcome.N, s.solve(n).outcome(), "n=" + n);
        }
        assertEquals(List.of(9), s.solve(10).winningMoves());
    }

    @Test
    void aMillionDeepChainSolvesWithoutRecursion() {
        ImpartialGame<Integer> chain = n -> n == 0 ? List.of() : List.of(n - 1);
        MemoizedOutcomeSolver<Integer> s = new MemoizedOutcomeSolver<>(chain, true, 2_000_000, SearchThreads.one());
        assertEquals(Outcome.N, s.solve(1_000_000).outcome());
        assertEquals(Outcome.P, s.solve(999_999).outcome());
    }

    @Test
    void aCycleIsReportedAsALoopyGame() {
        ImpartialGame<Integer> loop = n -> List.of((n + 1) % 3);
        assertThrows(LoopyGameException.class, () -> new MemoizedOutcomeSolver<>(loop, false, 100, SearchThreads.one()).solve(0));
    }

    @Test
    void theLimitStopsTheSearch() {
        PositionLimitException e = assertThrows(PositionLimitException.class,
                () -> new MemoizedOutcomeSolver<>(TAKE_UP_TO_THREE, false, 10, SearchThreads.one()).solve(100));
        assertEquals(10, e.reached());
    }
}
