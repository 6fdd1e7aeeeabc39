package org.sprague.partizan.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.game.Position;
import org.sprague.game.Outcome;
import org.sprague.partizan.CanonicalFormSolver;
import org.sprague.partizan.CanonicalForms;

/** Pebbles' canonical forms agree with the ARC143 C rule on who wins moving first. */
class PebblesValueTest {

    @Test
    void firstPlayerWinsExactlyWhenTheValueIsNotAtMostZero() {
        for (String spec : new String[] {"pebbles:1,2", "pebbles:2,1", "pebbles:2,3", "pebbles:3,2"}) {
            PartizanCatalogGame g = (PartizanCatalogGame) Catalog.standard().game(spec);
            CanonicalForms forms = new CanonicalForms();
            CanonicalFormSolver<Position> solver = new CanonicalFormSolver<>(g, forms, 1_000_000);
            for (int a = 0; a <= 7; a++) {
                for (int b = 0; b <= 7; b++) {
                    Position p = Position.of(a, b);
                    boolean leftFirstWins = !forms.leq(solver.value(p), CanonicalForms.ZERO);
                    Outcome rule = g.closedForm().orElseThrow().outcome(p);
                    assertEquals(rule == Outcome.N, leftFirstWins, spec + " " + p);
                }
            }
        }
    }
}
