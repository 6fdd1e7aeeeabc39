package org.sprague.catalog;

import org.sprague.catalog.entry.Game;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.catalog.entry.GameKind;
import java.util.ArrayList;
import java.util.List;
import org.sprague.partizan.games.PartizanBoardGame;
import org.sprague.strong.games.StrongGames;

/**
 * A catalogue entry as front ends show it ({@code sprague games --json}, {@code GET /api/games}):
 * the same fields, in the same order, for every front end and every kind of game.
 *
 * @param id the game id
 * @param title the game's usual name
 * @param kind {@link GameKind#word()}: "impartial", "partizan" or "strong"
 * @param rules the rules in a few sentences
 * @param parameter what follows {@code id:}, or null
 * @param position what the position's numbers mean
 * @param closedForm the closed form in words, or null when decided by search
 * @param table whether the game has a two-coordinate table ({@code sprague table})
 * @param example a complete example, as typed after the first command of {@code questions}
 * @param questions the commands that answer questions about the game ({@code solve}, {@code play},
 *     {@code table}; {@code strong}, {@code query}), the first one taking {@code example}
 */
public record GameInfo(String id, String title, String kind, String rules, String parameter, String position,
        String closedForm, boolean table, String example, List<String> questions) {

    /** The partizan games valued by canonical form that {@code sprague table} tabulates (Domineering's outcome table). */
    private static final java.util.Set<String> TABLED = java.util.Set.of("domineering");

    public GameInfo {
        questions = List.copyOf(questions);
    }

    /** The entry of one definition (its example fixes any parameter). */
    public static GameInfo of(Catalog catalog, GameDefinition d) {
        Game g = exampleGame(catalog, d);
        boolean table = g != null && g.twoCoordinates();
        return new GameInfo(d.id(), d.title(),
                (g instanceof PartizanCatalogGame ? GameKind.PARTIZAN : GameKind.IMPARTIAL).word(), d.rules(),
                d.parameterSyntax(), d.positionSyntax(), d.closedForm(), table, d.example(),
                table ? List.of("solve", "play", "table") : List.of("solve", "play"));
    }

    /** The entry of a partizan game valued by canonical form ({@code sprague solve domineering 4x4}). */
    static GameInfo of(PartizanBoardGame<?> g) {
        String title = Character.toUpperCase(g.id().charAt(0)) + g.id().substring(1).replace('-', ' ');
        boolean table = TABLED.contains(g.id());
        PartizanBoardGame.Words w = g.words();
        return new GameInfo(g.id(), title, GameKind.PARTIZAN.word(), w.rules(), null, w.syntax(), null, table,
                w.example(), table ? List.of("solve", "table") : List.of("solve"));
    }

    /** The entry of a game solved into a database ({@code sprague strong connect-four:5x4 --db FILE}). */
    static GameInfo of(StrongGames.Entry e) {
        return new GameInfo(e.id(), e.title(), GameKind.STRONG.word(), e.rules(), e.parameter(), e.position(), null,
                false, e.example(), List.of("strong", "query", "play"));
    }

    /** The game of a definition's example ({@code bash:3} for {@code bash:3 10}), or null. */
    public static Game exampleGame(Catalog catalog, GameDefinition d) {
        try {
            return catalog.game(d.example().trim().split("\\s+")[0]);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The entries of a whole catalogue, every kind, in its order ({@link Catalog#entries()}). */
    public static List<GameInfo> of(Catalog catalog) {
        return new ArrayList<>(catalog.entries());
    }
}
