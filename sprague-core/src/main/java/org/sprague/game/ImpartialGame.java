package org.sprague.game;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;

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
 * <p>A game with many options per position may also stream them: override
 * {@link #options(Object, Consumer)}, and have {@link #options(Object)} return
 * {@link #collect(ImpartialGame, Object)}. The memoized search then hands each option to a
 * sink of its own as it is made, and no collection is built or grown per position.
 *
 * @param <P> the position type
 */
public interface ImpartialGame<P> {

    /** Every position reachable in one move; empty for a terminal position. */
    Collection<? extends P> options(P position);

    /**
     * Gives every position reachable in one move to {@code sink}, repeats allowed, and keeps
     * none: the sink has taken what it needs when {@code accept} returns. The default gives
     * {@link #options(Object)}'s. Streamed, with {@link Position#emit}: Chomp 11 x 11's game file
     * 6.18 -> 4.64 s CPU (docs/performance-log.md, struct17).
     */
    default void options(P position, Consumer<? super P> sink) {
        for (P option : options(position)) {
            sink.accept(option);
        }
    }

    /**
     * The options {@code game} streams from {@code position}, in a list: the
     * {@link #options(Object)} of a game that overrides {@link #options(Object, Consumer)}
     * (a game that overrides neither must not call it: each would call the other).
     */
    static <P> List<P> collect(ImpartialGame<P> game, P position) {
        List<P> out = new ArrayList<>();
        game.options(position, out::add);
        return out;
    }

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
