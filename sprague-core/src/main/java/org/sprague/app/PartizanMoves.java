package org.sprague.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.sprague.catalog.CatalogSolver;
import org.sprague.game.Move;
import org.sprague.catalog.PartizanCatalogGame;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.game.Solution.SolvedMove;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.LimitExceededException;
import org.sprague.game.Outcome;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/**
 * The move list of a partizan game for one side, as {@code sprague play} sees it: the side
 * to move has its own moves, and a move wins when the other side, moving next, loses. With
 * Left to move the solution is {@code /api/solve}'s (Left moves first); with Right to move it
 * is the same question for Right, decided by search. Cost: one outcome per move, from one
 * {@link CatalogSolver} whose partizan search is shared by every move.
 */
final class PartizanMoves {
    private PartizanMoves() {
    }

    static MoveReport of(PartizanCatalogGame game, Position p, Side side, SolveOptions options, int maxMoves) {
        CatalogSolver solver = new CatalogSolver(options);
        List<Move> legal = side == Side.LEFT ? game.leftMoves(p) : game.rightMoves(p);
        if (legal.size() > maxMoves) {
            throw new LimitExceededException("the position has " + legal.size() + " moves for "
                    + name(side) + ", more than the server's limit of " + maxMoves + " for a move list");
        }
        List<MoveReport.AnalysedMove> moves = new ArrayList<>(legal.size());
        List<SolvedMove> winning = new ArrayList<>();
        for (Move m : legal) {
            options.deadline().check(); // one outcome per move: each a search, or a look-up of one
            boolean nextWins = solver.wins(game, m.to(), side.other());
            Outcome there = nextWins ? Outcome.N : Outcome.P;
            String to = game.format(m.to());
            moves.add(new MoveReport.AnalysedMove(m.label(), to, MoveReport.AnalysedMove.resultOf(there), there,
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
}
