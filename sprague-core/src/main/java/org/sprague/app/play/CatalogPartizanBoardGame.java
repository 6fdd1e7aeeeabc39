package org.sprague.app.play;

import java.util.ArrayList;
import java.util.List;
import org.sprague.game.Move;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.game.Position;
import org.sprague.partizan.games.PartizanBoardGame;

/**
 * A partizan game of the catalogue's kind (a user's {@code PartizanGame} from
 * {@code --game-file}, loaded by {@code CustomGames}) seen as a game solved to canonical form:
 * its positions are numbers, its labelled moves are the catalogue game's. Each position is one
 * region (the user's game says nothing of sums). Left is the catalogue's first player.
 */
public final class CatalogPartizanBoardGame implements PartizanBoardGame<Position> {
    private final PartizanCatalogGame game;

    public CatalogPartizanBoardGame(PartizanCatalogGame game) {
        this.game = game;
    }

    @Override
    public String id() {
        return game.id();
    }

    /** One table per loaded game: two files may share a class name. */
    @Override
    public String tableKey() {
        return game.id() + "#" + System.identityHashCode(game);
    }

    @Override
    public Words words() {
        var d = game.definition();
        return new Words(d.rules(), d.positionSyntax(), d.example());
    }

    @Override
    public Position parse(List<String> words) {
        return game.parse(words);
    }

    @Override
    public String format(Position position) {
        return game.format(position);
    }

    @Override
    public List<LabelledMove<Position>> moves(Position position, boolean left) {
        List<Move> moves = game.moves(position, left);
        List<LabelledMove<Position>> out = new ArrayList<>(moves.size());
        for (Move m : moves) {
            out.add(new LabelledMove<>(m.label(), m.to()));
        }
        return out;
    }
}
