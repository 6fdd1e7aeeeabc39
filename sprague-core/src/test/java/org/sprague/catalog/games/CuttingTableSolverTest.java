package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.engine.PackedCatalogSolver;
import org.sprague.game.Position;
import org.sprague.game.PositionLimitException;
import org.sprague.search.engine.SearchThreads;

/**
 * The catalogue's cutting search answers from the dense table for near-square sheets and from
 * the packed search for strips, with the same values and moves as the packed search alone.
 */
class CuttingTableSolverTest {
    private final CuttingGame game = new CuttingGame();

    @Test
    void tableAndPackedSearchGiveTheSameValuesAndMoves() {
        CuttingTableSolver table = new CuttingTableSolver(game, 10_000_000, SearchThreads.one());
        PackedCatalogSolver packed = CuttingTableSolver.packed(game, 10_000_000, SearchThreads.one());
        for (int w = 2; w <= 24; w++) {
            for (int h = 2; h <= 24; h++) {
                Position p = game.parse(List.of("" + w, "" + h));
                assertEquals(packed.grundy(p), table.grundy(p), w + "x" + h);
            }
        }
        for (String text : List.of("9 7 5 5", "20 20", "12 3 8 8 4 4")) {
            Position p = game.parse(List.of(text.split(" ")));
            assertEquals(packed.grundy(p), table.grundy(p), text);
            for (int v = 0; v < 8; v++) {
                assertEquals(packed.movesToValue(p, v), table.movesToValue(p, v), text + " to value " + v);
            }
        }
    }

    @Test
    void aStripIsSearchedNotTabulated() {
        CuttingTableSolver table = new CuttingTableSolver(game, 10_000_000, SearchThreads.one());
        Position strip = game.parse(List.of("3000", "3"));
        assertEquals(CuttingTableSolver.packed(game, 10_000_000, SearchThreads.one()).grundy(strip), table.grundy(strip));
        // a 3000 x 3000 table would hold 4.5 million cells; the strip's search stores a few thousand
        assertEquals(true, table.positionsStored() < 10_000, "stored " + table.positionsStored());
    }

    @Test
    void theTableGrowsByDoublingSoATablesCellsDoNotRebuildItEachTime() {
        CuttingTableSolver table = new CuttingTableSolver(game, 10_000_000, SearchThreads.one());
        table.grundy(game.parse(List.of("10", "10")));
        assertEquals(55, table.positionsStored()); // one triangle of the 10 x 10 table
        table.grundy(game.parse(List.of("11", "11")));
        assertEquals(210, table.positionsStored()); // grown to 20 x 20, not 11 x 11
        table.grundy(game.parse(List.of("19", "20")));
        assertEquals(210, table.positionsStored()); // no rebuild
    }

    @Test
    void aTableOverThePositionLimitIsRefusedUpFront() {
        CuttingTableSolver table = new CuttingTableSolver(game, 1000, SearchThreads.one());
        PositionLimitException e = assertThrows(PositionLimitException.class,
                () -> table.grundy(game.parse(List.of("100", "100"))));
        assertEquals(true, e.upFront());
        assertEquals(5050, e.reached());
    }
}
