package org.sprague.catalog;

import org.sprague.catalog.entry.Game;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import org.sprague.game.Position;
import org.sprague.game.Move;
import org.sprague.catalog.engine.OutcomeClosedForm;
import org.sprague.partizan.OptionsBySide;

/**
 * A partizan catalogue game. Left is the player who starts; {@code solve} reports N when
 * Left, moving first, wins, and P otherwise.
 */
public interface PartizanCatalogGame extends Game, OptionsBySide<Position> {

    /** Left's legal moves ({@code left}) or Right's, labelled. */
    List<Move> moves(Position position, boolean left);

    /** The positions Left's ({@code left}) or Right's moves lead to, each once; by default the moves' targets. */
    @Override
    default Collection<Position> options(Position position, boolean left) {
        return targets(moves(position, left));
    }

    /** The closed form for the first player's outcome, if one is known. */
    default Optional<OutcomeClosedForm> closedForm() {
        return Optional.empty();
    }

    private static Collection<Position> targets(List<Move> moves) {
        LinkedHashSet<Position> set = new LinkedHashSet<>();
        for (Move m : moves) {
            set.add(m.to());
        }
        return new ArrayList<>(set);
    }
}
