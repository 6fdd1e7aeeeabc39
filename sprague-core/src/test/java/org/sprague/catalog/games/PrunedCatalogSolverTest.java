package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.CatalogEngines;
import org.sprague.catalog.engine.PositionCodec;
import org.sprague.game.Position;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;

/** The pruned packed search (Lemoine and Viennot's probes, as Cram's codec asks) against the object search. */
class PrunedCatalogSolverTest {

    @Test
    void cramBoardsOfEveryFrameGetTheObjectSearchsValuesAndWinningMoves() {
        CramGame game = new CramGame();
        PositionCodec codec = game.codec(false).orElseThrow();
        assertTrue(codec.pruned());
        GrundyAlgorithm<Position> pruned = CatalogEngines.packedGrundy(game, codec, 1_000_000);
        MemoizedGrundySolver<Position> oracle = new MemoizedGrundySolver<>(game);
        // one solver for all: boards up to 8 x 8 share the stride-8 frame, 2x9, 1x10 and 1x12 each have their own,
        // and the stride-8 frame is met again after them
        for (String board : List.of("2x3", "3x3", "3x4", "2x9", "1x10", "4x4", "1x12", "2x5", "#..|...|..#", "2x9")) {
            Position p = game.parse(List.of(board));
            assertEquals(oracle.solve(p), pruned.solve(p), board);
        }
    }
}
