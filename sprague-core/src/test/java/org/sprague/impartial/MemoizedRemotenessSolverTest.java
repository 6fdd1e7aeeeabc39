package org.sprague.impartial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.game.ImpartialGame;
import org.sprague.game.LoopyGameException;
import org.sprague.game.Outcome;
import org.sprague.game.PositionLimitException;
import org.sprague.search.engine.SearchThreads;

class MemoizedRemotenessSolverTest {

    /** One heap, take 1..3. */
    private static final ImpartialGame<Integer> TAKE_UP_TO_THREE = n -> {
        List<Integer> o = new ArrayList<>();
        for (int k = 1; k <= 3 && k <= n; k++) {
            o.add(n - k);
        }
        return o;
    };

    /** Nim on a list of heaps, canonical = sorted without empty heaps. */
    private static final ImpartialGame<List<Integer>> NIM = new ImpartialGame<>() {
        @Override
        public Collection<List<Integer>> options(List<Integer> heaps) {
            List<List<Integer>> out = new ArrayList<>();
            for (int i = 0; i < heaps.size(); i++) {
                for (int to = 0; to < heaps.get(i); to++) {
                    List<Integer> next = new ArrayList<>(heaps);
                    next.set(i, to);
                    out.add(List.copyOf(next));
                }
            }
            return out;
        }

        @Override
        public List<Integer> canonical(List<Integer> heaps) {
            return heaps.stream().filter(h -> h > 0).sorted().toList();
        }
    };

    @Test
    void bashRemotenessIsTheWinnerHurryingAndTheLoserDelaying() {
        MemoizedRemotenessSolver<Integer> s = new MemoizedRemotenessSolver<>(TAKE_UP_TO_THREE, false, 1000, SearchThreads.one());
        for (int n = 0; n < 80; n++) {
            int expected = n % 4 == 0 ? n / 2 : 2 * (n / 4) + 1;
            assertEquals(expected, s.remoteness(n), "n=" + n);
            assertEquals(n % 4 != 0, s.wins(n), "n=" + n);
        }
    }

    @Test
    void normalPlayPPositionsAreExactlyThoseOfEvenRemoteness() {
        MemoizedRemotenessSolver<List<Integer>> r = new MemoizedRemotenessSolver<>(NIM, false, 100_000, SearchThreads.one());
        MemoizedOutcomeSolver<List<Integer>> o = new MemoizedOutcomeSolver<>(NIM, false, 100_000, SearchThreads.one());
        for (List<Integer> p : smallNimPositions()) {
            boolean pPosition = o.solve(p).outcome() == Outcome.P;
            assertEquals(pPosition, r.remoteness(p) % 2 == 0, p.toString());
            assertEquals(!pPosition, r.wins(p), p.toString());
        }
    }

    @Test
    void agreesWithARecursiveOracleUnderNormalAndMiserePlay() {
        for (boolean misere : new boolean[] {false, true}) {
            MemoizedRemotenessSolver<List<Integer>> r = new MemoizedRemotenessSolver<>(NIM, misere, 100_000, SearchThreads.one());
            MemoizedOutcomeSolver<List<Integer>> o = new MemoizedOutcomeSolver<>(NIM, misere, 100_000, SearchThreads.one());
            Map<List<Integer>, int[]> oracle = new HashMap<>();
            for (List<Integer> p : smallNimPositions()) {
                int[] expected = oracle(p, misere, oracle);
                assertEquals(expected[0] == 1, r.wins(p), "misere=" + misere + " " + p);
                assertEquals(expected[1], r.remoteness(p), "misere=" + misere + " " + p);
                assertEquals(o.solve(p).outcome() == Outcome.N, r.wins(p), "misere=" + misere + " " + p);
            }
        }
    }

    @Test
    void aMillionDeepChainSolvesWithoutRecursion() {
        ImpartialGame<Integer> chain = n -> n == 0 ? List.of() : List.of(n - 1);
        MemoizedRemotenessSolver<Integer> s = new MemoizedRemotenessSolver<>(chain, false, 2_000_000, SearchThreads.one());
        assertEquals(1_000_000, s.remoteness(1_000_000));
        assertEquals(false, s.wins(1_000_000));
    }

    @Test
    void cyclesAndLimitsAreReported() {
        ImpartialGame<Integer> loop = n -> List.of((n + 1) % 3);
        assertThrows(LoopyGameException.class, () -> new MemoizedRemotenessSolver<>(loop, false, 100, SearchThreads.one()).remoteness(0));
        assertThrows(PositionLimitException.class,
                () -> new MemoizedRemotenessSolver<>(TAKE_UP_TO_THREE, false, 10, SearchThreads.one()).remoteness(100));
    }

    /** Every position of up to three heaps of at most 4. */
    private static List<List<Integer>> smallNimPositions() {
        List<List<Integer>> all = new ArrayList<>();
        for (int a = 0; a <= 4; a++) {
            all.add(List.of(a));
            for (int b = 0; b <= 4; b++) {
                all.add(List.of(a, b));
                for (int c = 0; c <= 4; c++) {
                    all.add(List.of(a, b, c));
                }
            }
        }
        return all;
    }

    /** {win ? 1 : 0, remoteness} straight from the definition (recursion is fine at this depth). */
    private static int[] oracle(List<Integer> p, boolean misere, Map<List<Integer>, int[]> memo) {
        int[] known = memo.get(p);
        if (known != null) {
            return known;
        }
        Collection<? extends List<Integer>> options = NIM.options(p);
        int[] result;
        if (options.isEmpty()) {
            result = new int[] {misere ? 1 : 0, 0};
        } else {
            int fastestWin = Integer.MAX_VALUE;
            int slowest = 0;
            for (List<Integer> q : options) {
                int[] r = oracle(q, misere, memo);
                if (r[0] == 0) {
                    fastestWin = Math.min(fastestWin, r[1] + 1);
                }
                slowest = Math.max(slowest, r[1] + 1);
            }
            result = fastestWin != Integer.MAX_VALUE ? new int[] {1, fastestWin} : new int[] {0, slowest};
        }
        memo.put(p, result);
        return result;
    }
}
