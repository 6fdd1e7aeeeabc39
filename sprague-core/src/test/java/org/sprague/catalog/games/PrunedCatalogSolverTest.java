package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.sprague.game.Position;
import org.sprague.catalog.CatalogEngines;
import org.sprague.game.Outcome;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.search.engine.SearchMonitor;

/** The pruned catalogue solver's values, winning moves and outcomes against the object search. */
class PrunedCatalogSolverTest {

    @Test
    void cuttingSheetsAndSumsGetTheObjectSearchsValuesWinningMovesAndOutcomes() {
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
        OutcomeAlgorithm<Position> outcomes = CatalogEngines.outcomes(CatalogEngines.pruned(game, new PackedCutting(), sheets,
                SearchMonitor.limit(1_000_000)));
        MemoizedGrundySolver<Position> oracle = new MemoizedGrundySolver<>(game);
        for (int w = 2; w <= 14; w++) {
            for (int h = 2; h <= 14; h++) {
                Position p = Position.of(w, h);
                assertEquals(oracle.solve(p), pruned.solve(p), w + "x" + h);
                OutcomeAlgorithm.OutcomeResult<Position> o = outcomes.solve(p);
                assertEquals(oracle.grundy(p) == 0 ? Outcome.P : Outcome.N, o.outcome(), w + "x" + h);
                assertEquals(oracle.solve(p).winningMoves(), o.winningMoves(), w + "x" + h);
            }
        }
        Position sum = Position.of(5, 7, 9, 4, 11, 3);
        assertEquals(oracle.solve(sum), pruned.solve(sum));
        assertEquals(oracle.solve(sum).winningMoves(), outcomes.solve(sum).winningMoves());
    }
}
