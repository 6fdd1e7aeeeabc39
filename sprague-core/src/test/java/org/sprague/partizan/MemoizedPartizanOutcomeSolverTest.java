package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.Outcome;
import org.sprague.game.PartizanGame;

class MemoizedPartizanOutcomeSolverTest {

    /**
     * Left may take 1 from the heap, Right may take 2: with n stones Left alone always
     * has a move while n >= 1, Right while n >= 2.
     */
    private static final PartizanGame<Integer> ASYMMETRIC = new PartizanGame<>() {
        @Override
        public Collection<Integer> leftOptions(Integer n) {
            return n >= 1 ? List.of(n - 1) : List.of();
        }

        @Override
        public Collection<Integer> rightOptions(Integer n) {
            return n >= 2 ? List.of(n - 2) : List.of();
        }
    };

    /** Brute force by plain recursion (fine for small n): does `left` to move win? */
    private static boolean wins(int n, boolean left) {
        Collection<? extends Integer> opts = left ? ASYMMETRIC.leftOptions(n) : ASYMMETRIC.rightOptions(n);
        for (int o : opts) {
            if (!wins(o, !left)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void outcomeClassesMatchDirectRecursion() {
        MemoizedPartizanOutcomeSolver<Integer> s = new MemoizedPartizanOutcomeSolver<>(ASYMMETRIC, 10_000);
        for (int n = 0; n < 30; n++) {
            boolean l = wins(n, true);
            boolean r = wins(n, false);
            Outcome expected = l && r ? Outcome.N : l ? Outcome.L : r ? Outcome.R : Outcome.P;
            assertEquals(expected, s.solve(n).outcome(), "n=" + n);
        }
    }

    @Test
    void zeroIsASecondPlayerWinAndOneIsLefts() {
        MemoizedPartizanOutcomeSolver<Integer> s = new MemoizedPartizanOutcomeSolver<>(ASYMMETRIC, 100);
        assertEquals(Outcome.P, s.solve(0).outcome());
        assertEquals(Outcome.L, s.solve(1).outcome());
        List<Integer> leftMoves = new ArrayList<>(s.solve(1).leftWinningMoves());
        assertEquals(List.of(0), leftMoves);
    }
}
