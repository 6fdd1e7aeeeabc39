package org.sprague.catalog;

import org.sprague.catalog.entry.Game;
import java.util.List;
import org.sprague.game.Position;
import org.sprague.game.Move;

/**
 * The rules of an impartial catalogue game as a person reads them: every legal move,
 * labelled. The labels are built here, at the edge; the search engines never ask for them.
 */
interface MoveRules extends Game {

    /** Every legal move, labelled, in a fixed order. */
    List<Move> moves(Position position);

    /**
     * The label of the move from {@code from} to {@code to}: the first of {@link #moves}
     * that leads there, or {@code -> to} when none does. Cost: one call of {@link #moves}.
     */
    default String describeMove(Position from, Position to) {
        for (Move m : moves(from)) {
            if (m.to().equals(to)) {
                return m.label();
            }
        }
        return "-> " + format(to);
    }
}
