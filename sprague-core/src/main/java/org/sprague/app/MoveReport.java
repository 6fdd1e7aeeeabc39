package org.sprague.app;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.LimitExceededException;
import org.sprague.game.Move;
import org.sprague.game.Outcome;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.game.Solution.SolvedMove;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

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
     * The move list of a partizan game for one side, as {@code sprague play} sees it: the side
     * to move has its own moves, and a move wins when the other side, moving next, loses. With
     * Left to move the solution is {@code /api/solve}'s (Left moves first); with Right to move it
     * is the same question for Right, decided by search. Cost: one outcome per move, from one
     * {@link CatalogSolver} whose partizan search is shared by every move.
     */
    static MoveReport partizan(PartizanCatalogGame game, Position p, Side side, SolveOptions options, int maxMoves) {
        CatalogSolver solver = new CatalogSolver(options);
        List<Move> legal = game.moves(p, side == Side.LEFT);
        if (legal.size() > maxMoves) {
            throw new LimitExceededException("the position has " + legal.size() + " moves for "
                    + name(side) + ", more than the server's limit of " + maxMoves + " for a move list");
        }
        List<AnalysedMove> moves = new ArrayList<>(legal.size());
        List<SolvedMove> winning = new ArrayList<>();
        for (Move m : legal) {
            options.deadline().check(); // one outcome per move: each a search, or a look-up of one
            boolean nextWins = solver.wins(game, m.to(), side.other());
            Outcome there = nextWins ? Outcome.N : Outcome.P;
            String to = game.format(m.to());
            moves.add(new AnalysedMove(m.label(), to, AnalysedMove.resultOf(there), there,
                    null, null));
            if (!nextWins && winning.size() < options.maxMoves()) {
                winning.add(new SolvedMove(m.label(), to));
            }
        }
        Solution solution;
        if (side == Side.LEFT) {
            solution = solver.solve(game, p);
        } else {
            long wins = moves.stream().filter(m -> m.outcome() == Outcome.P).count();
            solution = new Solution(game.id(), game.format(p), wins > 0 ? Outcome.N : Outcome.P, null, winning,
                    "search", wins <= options.maxMoves());
        }
        return new MoveReport(solution, null, name(side), moves);
    }

    private static String name(Side side) {
        return side.name().toLowerCase(Locale.ROOT);
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
