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

    /**
     * Optional: the independent parts (regions) of a position, whose sum it is (a board cut in
     * two, separate stalks): the value solver then stores each region once and adds their
     * values. Default: the position is one region.
     */
    default java.util.List<P> regions(P position) {
        return java.util.List.of(position);
    }
}
