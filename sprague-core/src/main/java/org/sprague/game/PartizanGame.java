package org.sprague.game;

import java.util.Collection;

/**
 * A partizan game: Left and Right have different moves. Play must end.
 *
 * @param <P> the position type, an immutable value with {@code equals}/{@code hashCode}
 */
public interface PartizanGame<P> {

    /** The positions Left can move to. */
    Collection<? extends P> leftOptions(P position);

    /** The positions Right can move to. */
    Collection<? extends P> rightOptions(P position);
}
