package org.sprague.impartial;

import java.util.List;
import org.sprague.game.Outcome;

/**
 * The outcome (P or N) of an impartial position, with every winning move.
 *
 * @param <P> the position type
 */
public interface OutcomeAlgorithm<P> {

    /** The outcome for the player to move and every move that wins. */
    OutcomeResult<P> solve(P position);

    /** Whether the player to move wins (the default solves, winning moves and all). */
    default boolean wins(P position) {
        return solve(position).outcome() == Outcome.N;
    }

    /** How many positions the algorithm has stored so far. */
    long positionsStored();

    /**
     * @param outcome P (the player to move loses) or N
     * @param winningMoves every option from which the opponent loses
     */
    record OutcomeResult<P>(Outcome outcome, List<P> winningMoves) {
        public OutcomeResult {
            winningMoves = List.copyOf(winningMoves);
        }
    }
}
