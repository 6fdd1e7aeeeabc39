package org.sprague.game;

import java.util.Collection;
import java.util.List;

/**
 * An impartial game: from every position both players have the same moves.
 *
 * <p>Implement {@link #options} and the solvers in {@code org.sprague.impartial} give the
 * outcome, the Sprague-Grundy value and every winning move. Positions must be immutable
 * values with {@code equals} and {@code hashCode}; play must end (the move graph is
 * acyclic), or the solvers stop with a {@link LoopyGameException}.
 *
 * <p>A position that is a disjunctive sum of independent parts (a sheet cut in two, a heap
 * split in two) may say so through {@link #components}: the normal-play solver then
 * memoizes only the parts and takes the XOR of their values (Sprague-Grundy theorem).
 *
 * @param <P> the position type
 */
public interface ImpartialGame<P> {

    /** Every position reachable in one move; empty for a terminal position. */
    Collection<? extends P> options(P position);

    /**
     * The independent parts of a position that is a disjunctive sum, each itself
     * atomic (its own components are itself). The default, a one-element list holding
     * the position, means the position is atomic; an empty list is the empty sum
     * (value 0, no moves).
     */
    default List<P> components(P position) {
        return List.of(position);
    }

    /**
     * An equivalent position used as the memo key by whole-position solvers (misère
     * search), for instance the heaps sorted. The default is the position itself.
     */
    default P canonical(P position) {
        return position;
    }
}
