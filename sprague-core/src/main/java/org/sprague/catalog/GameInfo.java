package org.sprague.catalog;

import java.util.ArrayList;
import java.util.List;

/**
 * A catalogue entry as front ends show it ({@code sprague games --json}, {@code GET /api/games}):
 * the same fields, in the same order, for every front end.
 *
 * @param id the game id
 * @param title the game's usual name
 * @param kind "impartial" or "partizan"
 * @param rules the rules in a few sentences
 * @param parameter what follows {@code id:}, or null
 * @param position what the position's numbers mean
 * @param closedForm the closed form in words, or null when decided by search
 * @param table whether the game has a two-coordinate table ({@code sprague table})
 * @param example a complete example, as typed after {@code sprague solve}
 */
public record GameInfo(String id, String title, String kind, String rules, String parameter, String position,
        String closedForm, boolean table, String example) {

    /** The entry of one definition (its example fixes any parameter). */
    public static GameInfo of(Catalog catalog, GameDefinition d) {
        Game g = exampleGame(catalog, d);
        return new GameInfo(d.id(), d.title(), g instanceof PartizanCatalogGame ? "partizan" : "impartial",
                d.rules(), d.parameterSyntax(), d.positionSyntax(), d.closedForm(), g != null && g.twoCoordinates(),
                d.example());
    }

    /** The game of a definition's example ({@code bash:3} for {@code bash:3 10}), or null. */
    public static Game exampleGame(Catalog catalog, GameDefinition d) {
        try {
            return catalog.game(d.example().trim().split("\\s+")[0]);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The entries of a whole catalogue, in its order. */
    public static List<GameInfo> of(Catalog catalog) {
        List<GameInfo> list = new ArrayList<>();
        for (GameDefinition d : catalog.definitions()) {
            list.add(of(catalog, d));
        }
        return list;
    }
}
