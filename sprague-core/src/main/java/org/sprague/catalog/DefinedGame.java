package org.sprague.catalog;

import org.sprague.catalog.entry.Game;
import org.sprague.catalog.entry.GameDefinition;

/**
 * A game whose id and definition are given when it is made (a user's game file): the two
 * accessors of {@link Game}, written once for {@link CustomGames}' views and
 * {@link PackedCustomGame}.
 */
abstract class DefinedGame implements Game {
    final String id;
    private final GameDefinition definition;

    DefinedGame(String id, GameDefinition definition) {
        this.id = id;
        this.definition = definition;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public GameDefinition definition() {
        return definition;
    }
}
