package org.sprague.app;

import java.math.BigInteger;
import java.util.List;
import org.sprague.game.Solution;
import org.sprague.game.Outcome;

/**
 * The answer of {@code POST /api/moves}: the position's {@link Solution} (the shape of
 * {@code sprague solve --json}) and every legal move with the result it leads to, so a
 * front end can colour each move and an engine can pick one.
 *
 * @param solution the position itself, as {@code /api/solve} answers it
 * @param remoteness the position's remoteness (moves to the end, the winner hurrying and
 *     the loser delaying), or null where unknown: sums, partizan games, and positions too
 *     big for the remoteness search's budget
 * @param toMove for a partizan game, the side whose moves are listed: "left" or "right"
 *     (the solution is then for that side moving first); null for impartial games
 * @param moves every legal move, in the game's move order
 */
public record MoveReport(Solution solution, Integer remoteness, String toMove, List<AnalysedMove> moves) {

    public MoveReport {
        moves = List.copyOf(moves);
    }

    /**
     * One move and where it leads.
     *
     * @param move the move's label ({@code heap 1: 3 -> 1}; in a sum prefixed by the component)
     * @param position the position it leads to, in the input's syntax
     * @param result for the player making the move: "winning" (it leads to a P-position),
     *     "losing" (to an N-position) or "drawing" (to a D-position)
     * @param outcome the outcome of the position it leads to, for the player to move there
     * @param grundy that position's Grundy value, or null where none applies (misère play)
     * @param remoteness that position's remoteness, or null where unknown
     */
    public record AnalysedMove(String move, String position, String result, Outcome outcome,
            BigInteger grundy, Integer remoteness) {

        /** The result for the mover of a move to a position of outcome {@code o}. */
        static String resultOf(Outcome o) {
            return switch (o) {
                case P -> "winning";
                case D -> "drawing";
                default -> "losing";
            };
        }
    }
}
