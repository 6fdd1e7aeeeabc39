package org.sprague.catalog.games;

import java.util.List;
import org.sprague.catalog.entry.Game;
import org.sprague.game.Position;

/**
 * A game whose position is heap sizes (whole numbers >= 0, any size) and whose table is over
 * two of them: the parsing and the table's say-so that Nim, Moore's Nim and Wythoff had each
 * written out, once.
 */
interface HeapPositions extends Game {

    /** Heap sizes, each a whole number >= 0. */
    @Override
    default Position parse(List<String> tokens) {
        return Position.parse(id(), "heap", tokens, 0);
    }

    @Override
    default boolean twoCoordinates() {
        return true;
    }
}
