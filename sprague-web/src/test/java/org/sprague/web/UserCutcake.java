package org.sprague.web;

import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CustomGames;
import org.sprague.catalog.entry.Game;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.Position;
import org.sprague.game.PartizanGame;

/**
 * Cutcake written as a user writes a {@code PartizanGame} file (as examples/PartizanCutcake.java):
 * pieces W H W H ..., Left cuts a width, Right a height. The catalogue's {@code cutcake} is the
 * same game, so a served user's game can be checked against it.
 */
public class UserCutcake implements PartizanGame<Position> {
    /** The standard catalogue plus this game as {@code UserCutcake}, as {@code serve --game-file} serves it. */
    static Catalog catalog() {
        Game g = CustomGames.partizan("UserCutcake", new UserCutcake(), CustomGames.PositionType.POSITION, "a test");
        List<GameDefinition> defs = new ArrayList<>(Catalog.standard().definitions());
        GameDefinition d = g.definition();
        defs.add(new GameDefinition(d.id(), d.title(), d.rules(), d.parameterSyntax(), d.positionSyntax(),
                d.closedForm(), d.example(), p -> g));
        return new Catalog(defs);
    }

    @Override
    public List<Position> leftOptions(Position p) {
        return cuts(p, 0);
    }

    @Override
    public List<Position> rightOptions(Position p) {
        return cuts(p, 1);
    }

    private static List<Position> cuts(Position p, int axis) {
        List<Position> out = new ArrayList<>();
        for (int i = 0; i + 1 < p.size(); i += 2) {
            int side = p.intValue(i + axis);
            for (int a = 1; a <= side / 2; a++) {
                long[] next = new long[p.size() + 2];
                for (int j = 0; j < p.size(); j++) {
                    next[j] = p.intValue(j);
                }
                next[i + axis] = a;
                next[p.size()] = axis == 0 ? side - a : p.intValue(i);
                next[p.size() + 1] = axis == 0 ? p.intValue(i + 1) : side - a;
                out.add(sorted(next));
            }
        }
        return out;
    }

    /** Pieces in a fixed order, 1 x 1 pieces (no cut) dropped, so equal sums are equal positions. */
    private static Position sorted(long[] sides) {
        List<long[]> pieces = new ArrayList<>();
        for (int i = 0; i + 1 < sides.length; i += 2) {
            if (sides[i] > 1 || sides[i + 1] > 1) {
                pieces.add(new long[] {sides[i], sides[i + 1]});
            }
        }
        pieces.sort((x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0]) : Long.compare(x[1], y[1]));
        long[] flat = new long[pieces.size() * 2];
        for (int k = 0; k < pieces.size(); k++) {
            flat[2 * k] = pieces.get(k)[0];
            flat[2 * k + 1] = pieces.get(k)[1];
        }
        return Position.of(flat);
    }
}
