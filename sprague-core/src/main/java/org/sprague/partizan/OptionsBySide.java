package org.sprague.partizan;

import java.util.Collection;
import org.sprague.game.PartizanGame;

/**
 * A partizan game whose Left and Right options come from one method taking the side: the two
 * adapters the catalogue's games, the board games and a sum of regions each wrote, once.
 *
 * @param <P> the position type
 */
public interface OptionsBySide<P> extends PartizanGame<P> {

    /** The positions Left's ({@code left}) or Right's moves lead to. */
    Collection<P> options(P position, boolean left);

    @Override
    default Collection<P> leftOptions(P position) {
        return options(position, true);
    }

    @Override
    default Collection<P> rightOptions(P position) {
        return options(position, false);
    }
}
