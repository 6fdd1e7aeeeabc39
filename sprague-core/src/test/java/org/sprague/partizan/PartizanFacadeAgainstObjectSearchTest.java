package org.sprague.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.game.Position;

/** The partizan solver, now a façade over the packed engine, against the object search it replaced. */
class PartizanFacadeAgainstObjectSearchTest {

    @Test
    void pebblesOutcomesAndWinningMovesAgree() {
        for (String spec : new String[] {"pebbles:2,3", "pebbles:3,1", "pebbles:1,1"}) {
            PartizanCatalogGame game = (PartizanCatalogGame) Catalog.standard().game(spec);
            MemoizedPartizanOutcomeSolver<Position> facade = new MemoizedPartizanOutcomeSolver<>(game, 1_000_000);
            ObjectPartizanOutcomeSearch<Position> oracle = new ObjectPartizanOutcomeSearch<>(game, 1_000_000);
            for (int a = 0; a <= 7; a++) {
                for (int b = 0; b <= 7; b++) {
                    Position p = Position.of(a, b);
                    assertEquals(oracle.solve(p), facade.solve(p), spec + " " + p);
                }
            }
        }
    }
}
