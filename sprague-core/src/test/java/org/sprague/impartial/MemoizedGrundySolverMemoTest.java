package org.sprague.impartial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.ImpartialGame;
import org.sprague.game.LoopyGameException;
import org.sprague.game.PositionLimitException;

class MemoizedGrundySolverMemoTest {

    /** Subtraction {1, 2, 3, 5, 8, ...} on three heaps as one position (no components). */
    record Heaps(int a, int b, int c) {
    }

    static final int[] FIB = {1, 2, 3, 5, 8, 13, 21, 34};

    static final ImpartialGame<Heaps> THREE_HEAPS = p -> {
        List<Heaps> options = new ArrayList<>();
        for (int f : FIB) {
            if (f <= p.a()) {
                options.add(new Heaps(p.a() - f, p.b(), p.c()));
            }
            if (f <= p.b()) {
                options.add(new Heaps(p.a(), p.b() - f, p.c()));
            }
            if (f <= p.c()) {
                options.add(new Heaps(p.a(), p.b(), p.c() - f));
            }
        }
        return options;
    };

    static int[] singleHeap(int n) {
        int[] g = new int[n + 1];
        for (int h = 1; h <= n; h++) {
            BitSet seen = new BitSet();
            for (int f : FIB) {
                if (f <= h) {
                    seen.set(g[h - f]);
                }
            }
            g[h] = seen.nextClearBit(0);
        }
        return g;
    }

    @Test
    void aWholePositionSearchAgreesWithTheNimSumOfItsHeaps() {
        MemoizedGrundySolver<Heaps> solver = new MemoizedGrundySolver<>(THREE_HEAPS);
        int[] g = singleHeap(25);
        for (int a = 0; a <= 25; a++) {
            for (int b = 0; b <= 25; b += 3) {
                for (int c = 0; c <= 25; c += 4) {
                    assertEquals(g[a] ^ g[b] ^ g[c], solver.grundy(new Heaps(a, b, c)), a + " " + b + " " + c);
                }
            }
        }
        assertEquals(26L * 25 * 25, solver.positionsStored()); // every (a <= 25, b <= 24, c <= 24)
    }

    @Test
    void theWinningMovesAreTheOptionsOfValueZero() {
        MemoizedGrundySolver<Heaps> solver = new MemoizedGrundySolver<>(THREE_HEAPS);
        GrundyAlgorithm.GrundyResult<Heaps> r = solver.solve(new Heaps(1, 0, 0));
        assertEquals(1, r.grundy());
        assertEquals(List.of(new Heaps(0, 0, 0)), r.winningMoves());
    }

    @Test
    void aChainOfAMillionPositionsNeedsNoCallStack() {
        ImpartialGame<Integer> chain = n -> n == 0 ? List.of() : List.of(n - 1);
        assertEquals(0, new MemoizedGrundySolver<>(chain).grundy(1_000_000));
        assertEquals(1, new MemoizedGrundySolver<>(chain).grundy(999_999));
    }

    @Test
    void componentsAreSolvedSeparatelyAndXored() {
        // a position is a list of Nim heaps; options reduce one heap; components are the heaps
        ImpartialGame<List<Integer>> nim = new ImpartialGame<>() {
            @Override
            public List<List<Integer>> options(List<Integer> p) {
                List<List<Integer>> options = new ArrayList<>();
                for (int i = 0; i < p.size(); i++) {
                    for (int to = 0; to < p.get(i); to++) {
                        List<Integer> q = new ArrayList<>(p);
                        q.set(i, to);
                        options.add(List.copyOf(q));
                    }
                }
                return options;
            }

            @Override
            public List<List<Integer>> components(List<Integer> p) {
                return p.stream().map(List::of).toList();
            }
        };
        MemoizedGrundySolver<List<Integer>> solver = new MemoizedGrundySolver<>(nim);
        assertEquals(3 ^ 4 ^ 5, solver.grundy(List.of(3, 4, 5)));
        assertEquals(6, solver.positionsStored()); // heaps 0..5, each alone
        assertEquals(0, solver.grundy(List.of()));
    }

    @Test
    void aCycleIsReportedAsLoopy() {
        ImpartialGame<Integer> loop = n -> List.of((n + 1) % 3);
        assertThrows(LoopyGameException.class, () -> new MemoizedGrundySolver<>(loop).grundy(0));
    }

    @Test
    void theLimitStopsTheSearchSayingHowFarItGot() {
        ImpartialGame<Integer> chain = n -> n == 0 ? List.of() : List.of(n - 1);
        MemoizedGrundySolver<Integer> solver = new MemoizedGrundySolver<>(chain, 100);
        PositionLimitException e = assertThrows(PositionLimitException.class, () -> solver.grundy(1000));
        // the 100 positions on the path had no value yet: they are forgotten, not kept half-done
        assertEquals(0, solver.positionsStored());
        assertEquals(0, solver.grundy(0));
        assertThrows(IllegalArgumentException.class, () -> new MemoizedGrundySolver<>(chain, 0));
        assertEquals(100, e.reached());
    }

    @Test
    void theMemoKeepsEveryValueThroughManyRehashes() {
        GrundyMemo<Long> memo = new GrundyMemo<>();
        for (long k = 0; k < 200_000; k++) {
            memo.put(k * 1_000_003L, (int) (k % 97));
        }
        assertEquals(200_000, memo.size());
        for (long k = 0; k < 200_000; k++) {
            assertEquals((int) (k % 97), memo.get(k * 1_000_003L));
        }
        assertEquals(GrundyMemo.ABSENT, memo.get(7L));
    }
}
