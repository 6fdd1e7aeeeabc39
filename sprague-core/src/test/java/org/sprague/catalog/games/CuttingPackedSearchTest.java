package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.sprague.game.Position;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;

/** The cutting game's packed search against the object search and the dense table. */
class CuttingPackedSearchTest {

    @Test
    void everySheetUpTo24MatchesTheObjectSearchAndTheTableWithTheSameWinningMoves() {
        CuttingGame game = new CuttingGame();
        GrundyAlgorithm<Position> packed = game.searchSolver(1_000_000);
        MemoizedGrundySolver<Position> oracle = new MemoizedGrundySolver<>(game);
        CuttingGrundyTable table = new CuttingGrundyTable(24);
        for (int w = 2; w <= 24; w++) {
            for (int h = 2; h <= 24; h++) {
                Position p = Position.of(w, h);
                int g = packed.grundy(p);
                assertEquals(oracle.grundy(p), g, w + "x" + h);
                assertEquals(table.grundy(w, h), g, w + "x" + h);
                if (w <= 12 && h <= 12) {
                    assertEquals(oracle.solve(p), packed.solve(p), w + "x" + h);
                }
            }
        }
        Position sum = Position.of(5, 7, 9, 4, 11, 3);
        assertEquals(oracle.solve(sum), packed.solve(sum));
    }
}
