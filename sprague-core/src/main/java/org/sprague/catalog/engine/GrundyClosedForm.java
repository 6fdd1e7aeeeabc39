package org.sprague.catalog.engine;

import java.math.BigInteger;
import java.util.List;
import org.sprague.game.Outcome;
import org.sprague.game.Position;
import org.sprague.game.Move;

/** A formula for an impartial game's Sprague-Grundy values (and so its outcomes). */
public interface GrundyClosedForm extends OutcomeClosedForm {

    /** The Sprague-Grundy value, exact at any size. */
    BigInteger grundy(Position position);

    /**
     * Every move to an option of Grundy value {@code value} (at most {@code limit}), for any
     * {@code value}, lower or higher than this position's own: a sum's winning moves need
     * both (algorithms.md §1).
     */
    List<Move> movesToValue(Position position, BigInteger value, int limit);

    @Override
    default Outcome outcome(Position position) {
        return grundy(position).signum() == 0 ? Outcome.P : Outcome.N;
    }

    @Override
    default List<Move> winningMoves(Position position, int limit) {
        return grundy(position).signum() == 0 ? List.of() : movesToValue(position, BigInteger.ZERO, limit);
    }
}
