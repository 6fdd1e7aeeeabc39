package org.sprague.cli;

import org.sprague.game.Solution;
import org.sprague.game.Outcome;

/** Plain-text renderings a person reads. */
final class Text {
    private Text() {
    }

    static String outcome(Outcome o) {
        return switch (o) {
            case P -> "P (the player to move loses)";
            case N -> "N (the player to move wins)";
            case L -> "L (Left wins whoever starts)";
            case R -> "R (Right wins whoever starts)";
            case D -> "D (draw: play can go on forever)";
        };
    }

    /** The solution, with a {@code searched:} line saying {@code searchedNote} when it is not null. */
    static String solution(Solution s, boolean misere, String searchedNote) {
        StringBuilder sb = new StringBuilder();
        sb.append(s.game().equals("sum") ? s.position() : s.game() + " " + s.position());
        if (misere) {
            sb.append("  (misère play)");
        }
        sb.append('\n');
        sb.append("outcome:    ").append(outcome(s.outcome())).append('\n');
        if (s.grundy() != null) {
            sb.append("grundy:     ").append(s.grundy()).append('\n');
        } else if (s.grundyNote() != null) {
            sb.append("grundy:     ").append(s.grundyNote(CliWords::flag)).append('\n');
        }
        sb.append("decided by: ").append(s.decidedBy()).append('\n');
        if (s.engine() != null && !"CLOSED_FORM".equals(s.engine()) && !s.engineWords().equals(s.decidedBy())) {
            sb.append("engine:     ").append(s.engineWords()).append('\n'); // which search
        }
        if (s.fallbackReason() != null) {
            sb.append("searched:   on object positions, slower (").append(s.fallbackReason()).append(")\n");
        }
        if (searchedNote != null) {
            sb.append("searched:   ").append(searchedNote).append('\n');
        }
        if (s.winningMoves().isEmpty()) {
            sb.append(s.outcome() == Outcome.P ? "no winning move: every move leads to an N-position"
                    : "winning moves: none listed");
        } else {
            sb.append("winning moves (").append(s.winningMoves().size())
                    .append(s.winningMovesComplete() ? "" : ", more not shown: raise --max-moves")
                    .append("):");
            int width = 0;
            for (Solution.SolvedMove m : s.winningMoves()) {
                width = Math.max(width, m.move().length());
            }
            for (Solution.SolvedMove m : s.winningMoves()) {
                sb.append("\n  ").append(m.move()).append(" ".repeat(width - m.move().length()))
                        .append("  => ").append(m.position());
            }
        }
        return sb.toString();
    }
}
