package org.sprague.partizan;

/**
 * The capability of a partizan game that counts, without valuing them, the positions a
 * {@link CanonicalFormSolver} over its positions would store from a
 * root: every position reachable by any sequence of Left and Right moves, the root included.
 * A front end with a position budget for the canonical form asks first, and skips a value
 * that would pass the budget instead of spending the budget to find out (the count is far
 * cheaper than the canonical forms).
 *
 * @param <P> the object position type
 */
public interface PositionCount<P> {

    /**
     * The number of positions reachable from {@code root} (itself included) when it is at most
     * {@code limit}; {@code limit + 1} when there are more; -1 when this position cannot be
     * counted this way (the caller then just searches). Stops at {@code deadline}.
     */
    long countUpTo(P root, long limit, org.sprague.game.Deadline deadline);
}
