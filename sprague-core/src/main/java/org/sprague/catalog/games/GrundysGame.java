package org.sprague.catalog.games;

import org.sprague.catalog.GameDefinition;
import org.sprague.heap.GrundysGameRule;

/**
 * Grundy's game: a move splits one heap into two non-empty heaps of different sizes.
 * Decided by search over the naive values (OEIS A002188; no period is known).
 */
public final class GrundysGame extends HeapGame {
    static final GameDefinition DEFINITION = new GameDefinition("grundys-game", "Grundy's game",
            "Heaps of stones; a move splits one heap into two non-empty heaps of different sizes."
                    + " Whoever moves last wins.",
            null, "heap sizes p1 p2 ... pn (whole numbers >= 0)", null,
            "grundys-game 7 10", p -> new GrundysGame());

    GrundysGame() {
        super("grundys-game", DEFINITION, new GrundysGameRule(), false);
    }
}
