package org.sprague.cli;

import java.util.List;
import org.sprague.game.Solution;
import org.sprague.app.SolveAnswer;
import org.sprague.partizan.games.PartizanSumSolver.WinningMove;

/**
 * {@code sprague solve} for the partizan games solved to canonical form (domineering,
 * hackenbush, clobber, toads-and-frogs, cutcake) and sums of them: the value report of
 * {@code sprague value} plus each player's winning first moves.
 */
final class PartizanSolve {
    private PartizanSolve() {
    }

    /** The answer as text, or as JSON: its record. */
    static String render(SolveAnswer answer, boolean json) {
        org.sprague.app.json.PartizanValueRecord s = (org.sprague.app.json.PartizanValueRecord) answer.json();
        if (json) {
            return Json.write(s);
        }
        StringBuilder sb = new StringBuilder();
        sb.append(s.game().equals("sum") ? s.position() : s.game() + " " + s.position()).append('\n');
        sb.append(answer.valueReport()).append('\n');
        moves(sb, "Left", s.leftWinningMoves(), answer.leftMovesCut());
        sb.append('\n');
        moves(sb, "Right", s.rightWinningMoves(), answer.rightMovesCut());
        return sb.toString();
    }

    /**
     * For one partizan catalogue position (pebbles): a line with its canonical form (Left = the
     * first player) from the solution ({@link Solution#value}), or a line saying it was not
     * computed ({@link SolveAnswer#partizanValueNote()} says why). Empty
     * for anything else.
     */
    static String catalogValue(SolveAnswer answer) {
        Long budget = answer.partizanValueBudget();
        if (budget == null) {
            return "";
        }
        Solution s = answer.solution();
        return s.value() != null ? "\nvalue:      " + s.value() + "  (canonical form; Left is the first player)"
                : "\nvalue:      not computed (" + answer.partizanValueNote() + ")";
    }

    private static void moves(StringBuilder sb, String who, List<WinningMove> moves, boolean cut) {
        if (moves.isEmpty()) {
            sb.append(who).append(" moving first: no winning move");
            return;
        }
        sb.append(who).append(" moving first wins with (").append(moves.size())
                .append(cut ? ", more not shown: raise --max-moves" : "").append("):");
        Text.moveLines(sb, moves, WinningMove::move, WinningMove::position);
    }
}
