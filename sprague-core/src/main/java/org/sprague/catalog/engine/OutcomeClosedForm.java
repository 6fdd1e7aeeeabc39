package org.sprague.catalog.engine;

import java.util.List;
import org.sprague.game.Outcome;
import org.sprague.game.Position;
import org.sprague.game.Move;

/**
 * A formula that decides a game's outcome without search. For impartial games the
 * outcome is P or N for the player to move; for partizan games it is N when the first
 * player (Left) wins and P otherwise.
 */
public interface OutcomeClosedForm {

    /** The outcome for the player to move (Left first, for partizan games). */
    Outcome outcome(Position position);

    /**
     * Every winning move, or the first {@code limit} of them in a fixed order, each with
     * the position it leads to. Empty when the outcome is P.
     */
    List<Move> winningMoves(Position position, int limit);
}
