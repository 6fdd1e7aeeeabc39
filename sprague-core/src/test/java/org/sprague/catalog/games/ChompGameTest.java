package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.search.engine.SearchThreads;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.game.Position;
import org.sprague.game.InvalidInputException;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;

/** Chomp on the packed engine against the object search and strategy stealing. */
class ChompGameTest {
    private final ChompGame game = new ChompGame();

    @Test
    void everyRectangleButOneByOneIsAFirstPlayerWin() {
        GrundyAlgorithm<Position> s = game.searchSolver(10_000_000);
        assertEquals(0, s.grundy(game.parse(List.of("1x1"))));
        for (int r = 1; r <= 8; r++) {
            for (int c = 1; c <= 8; c++) {
                if (r * c > 1) {
                    assertNotEquals(0, s.grundy(game.parse(List.of(r + "x" + c))), r + "x" + c);
                }
            }
        }
    }

    @Test
    void everyPositionWithin4x5MatchesTheObjectSearchWithTheSameWinningMoves() {
        GrundyAlgorithm<Position> packed = game.searchSolver(10_000_000);
        MemoizedGrundySolver<Position> oracle = new MemoizedGrundySolver<>(game);
        List<long[]> all = new ArrayList<>();
        heights(new long[5], 0, 4, all);
        for (long[] h : all) {
            int n = 0;
            while (n < h.length && h[n] > 0) {
                n++;
            }
            if (n == 0) {
                continue;
            }
            Position p = Position.of(java.util.Arrays.copyOf(h, n));
            assertEquals(oracle.solve(p), packed.solve(p), p.toString());
        }
    }

    /** Every non-increasing height sequence of length 5 with heights <= max. */
    private static void heights(long[] h, int i, long max, List<long[]> out) {
        if (i == h.length) {
            out.add(h.clone());
            return;
        }
        for (long v = 0; v <= max; v++) {
            h[i] = v;
            heights(h, i + 1, v, out);
        }
        h[i] = 0;
    }

    @Test
    void twoRowChompHasItsKnownWinningMove() {
        // 2 x n: the winning move leaves an L with the top row one shorter (Gale's 2 x n strategy)
        GrundyAlgorithm<Position> s = game.searchSolver(1_000_000);
        for (int n = 2; n <= 12; n++) {
            long[] h = new long[n];
            java.util.Arrays.fill(h, 2);
            h[n - 1] = 1;
            assertEquals(List.of(Position.of(h)), s.movesToValue(game.parse(List.of("2x" + n)), 0), "2x" + n);
        }
    }

    @Test
    void misereOutcomesMatchTheObjectSearch() {
        var packed = game.misereSolver(1_000_000, SearchThreads.one());
        var oracle = new org.sprague.impartial.MemoizedOutcomeSolver<>(game, true, 1_000_000, SearchThreads.one());
        List<long[]> all = new ArrayList<>();
        heights(new long[4], 0, 4, all);
        for (long[] h : all) {
            int n = 0;
            while (n < h.length && h[n] > 0) {
                n++;
            }
            if (n > 0) {
                Position p = Position.of(java.util.Arrays.copyOf(h, n));
                assertEquals(oracle.solve(p), packed.solve(p), p.toString());
            }
        }
    }

    @Test
    void increasingHeightsAreRefused() {
        assertThrows(InvalidInputException.class, () -> game.parse(List.of("2", "3")));
        assertThrows(InvalidInputException.class, () -> game.parse(List.of("16x2")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "3x2x|bad size '3x2x'; a board size is written RxC, e.g. 8x8",
            "3x|bad size '3x'; a board size is written RxC, e.g. 8x8",
            "x3|bad size 'x3'; a board size is written RxC, e.g. 8x8",
            "3xa|bad size '3xa'; a board size is written RxC, e.g. 8x8",
            "ax3|bad size 'ax3'; a board size is written RxC, e.g. 8x8",
            "3x0|board size '3x0' must have 1 to 15 rows x 16 columns",
            "16x2|board size '16x2' must have 1 to 15 rows x 16 columns",
            "2x17|board size '2x17' must have 1 to 15 rows x 16 columns",
            "100000000000000000000x2|board size '100000000000000000000x2' must have 1 to 15 rows x 16 columns"})
    void aMalformedSizeIsReportedAsASizeNamingTheBadPart(String token, String message) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> game.parse(List.of(token)));
        assertEquals("chomp: " + message, e.getMessage());
        assertEquals(Position.of(3, 3), game.parse(List.of("3X2")));
    }

    @Test
    void aSizeMixedWithHeightsIsRefused() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> game.parse(List.of("3x2", "1")));
        assertTrue(e.getMessage().contains("one size RxC or the columns' heights"), e.getMessage());
    }
}
