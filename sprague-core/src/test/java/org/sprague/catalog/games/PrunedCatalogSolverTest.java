package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.sprague.game.Position;
import org.sprague.catalog.CatalogEngines;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;
import org.sprague.search.engine.SearchMonitor;

/** The pruned catalogue solver's values and winning moves against the object search. */
class PrunedCatalogSolverTest {

    @Test
    void cuttingSheetsAndSumsGetTheObjectSearchsValuesAndWinningMoves() {
        CuttingGame game = new CuttingGame();
        Function<Position, long[]> sheets = p -> {
            long[] out = new long[p.size() / 2];
            for (int s = 0; s < out.length; s++) {
                out[s] = PackedCutting.sheet(p.intValue(2 * s), p.intValue(2 * s + 1));
            }
            return out;
        };
        GrundyAlgorithm<Position> pruned = CatalogEngines.pruned(game, new PackedCutting(), sheets,
                SearchMonitor.limit(1_000_000));
        MemoizedGrundySolver<Position> oracle = new MemoizedGrundySolver<>(game);
        for (int w = 2; w <= 14; w++) {
            for (int h = 2; h <= 14; h++) {
                Position p = Position.of(w, h);
                assertEquals(oracle.solve(p), pruned.solve(p), w + "x" + h);
            }
        }
        Position sum = Position.of(5, 7, 9, 4, 11, 3);
        assertEquals(oracle.solve(sum), pruned.solve(sum));
    }
}
