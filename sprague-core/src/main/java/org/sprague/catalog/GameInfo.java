package org.sprague.catalog;

import java.util.ArrayList;
import java.util.List;

/**
 * A catalogue entry as front ends show it ({@code sprague games --json}, {@code GET /api/games}):
 * the same fields, in the same order, for every front end.
 *
 * @param id the game id
 * @param title the game's usual name
 * @param rules the rules in a few sentences
 * @param parameter what follows {@code id:}, or null
 * @param position what the position's numbers mean
 * @param closedForm the closed form in words, or null when decided by search
 * @param example a complete example, as typed after {@code sprague solve}
 */
public record GameInfo(String id, String title, String rules, String parameter, String position,
        String closedForm, String example) {

    /** The entry of one definition. */
    public static GameInfo of(GameDefinition d) {
        return new GameInfo(d.id(), d.title(), d.rules(), d.parameterSyntax(), d.positionSyntax(),
                d.closedForm(), d.example());
    }

    /** The entries of a whole catalogue, in its order. */
    public static List<GameInfo> of(Catalog catalog) {
        List<GameInfo> list = new ArrayList<>();
        for (GameDefinition d : catalog.definitions()) {
            list.add(of(d));
        }
        return list;
    }
}
