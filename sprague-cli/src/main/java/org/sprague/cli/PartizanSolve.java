package org.sprague.cli;

import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.ValueReport;
import org.sprague.partizan.games.PartizanSumSolver;
import org.sprague.partizan.games.PartizanSumSolver.PartizanSolution;
import org.sprague.partizan.games.PartizanSumSolver.WinningMove;

/**
 * {@code sprague solve} for the partizan games solved to canonical form (domineering,
 * hackenbush, clobber, toads-and-frogs, cutcake) and sums of them: the value report of
 * {@code sprague value} plus each player's winning first moves.
 */
final class PartizanSolve {
    private PartizanSolve() {
    }

    /** The JSON shape. */
    record SolutionJson(String game, String position, String value, String outcome, String mean, String temperature,
            String leftStop, String rightStop, List<WinningMove> leftWinningMoves,
            List<WinningMove> rightWinningMoves, long positionsStored) {
    }

    static String run(List<String> words, boolean misere, long maxPositions, int maxMoves, boolean json)
            throws Exception {
        if (misere) {
            throw new InvalidInputException("--misere applies to impartial games; partizan values are for normal play");
        }
        PartizanSolution s = BigStack.call(() -> new PartizanSumSolver(maxPositions)
                .solve(PartizanSumSolver.parse(words), maxMoves));
        ValueReport r = s.report();
        if (json) {
            return Json.write(new SolutionJson(s.game(), s.position(), r.value(), r.outcome().name(), r.mean(),
                    r.temperature(), r.leftStop(), r.rightStop(), s.leftWinningMoves(), s.rightWinningMoves(),
                    s.positionsStored()));
        }
        StringBuilder sb = new StringBuilder();
        sb.append(s.game().equals("sum") ? s.position() : s.game() + " " + s.position()).append('\n');
        sb.append(r.text()).append('\n');
        moves(sb, "Left", s.leftWinningMoves(), maxMoves);
        sb.append('\n');
        moves(sb, "Right", s.rightWinningMoves(), maxMoves);
        return sb.toString();
    }

    private static void moves(StringBuilder sb, String who, List<WinningMove> moves, int maxMoves) {
        if (moves.isEmpty()) {
            sb.append(who).append(" moving first: no winning move");
            return;
        }
        sb.append(who).append(" moving first wins with (").append(moves.size())
                .append(moves.size() >= maxMoves ? ", more not shown: raise --max-moves" : "").append("):");
        int width = 0;
        for (WinningMove m : moves) {
            width = Math.max(width, m.move().length());
        }
        for (WinningMove m : moves) {
            sb.append("\n  ").append(m.move()).append(" ".repeat(width - m.move().length())).append("  => ")
                    .append(m.position());
        }
    }
}
