package org.sprague.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.function.Function;
import org.sprague.game.Solution;
import org.sprague.game.Outcome;
import picocli.CommandLine.Model.CommandSpec;

/** Plain-text renderings a person reads. */
final class Text {
    private Text() {
    }

    /** Prints {@code text} and a line break on the command's standard output; returns exit code 0. */
    static int print(CommandSpec spec, String text) {
        PrintWriter out = spec.commandLine().getOut();
        out.println(text);
        out.flush();
        return 0;
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
            moveLines(sb, s.winningMoves(), Solution.SolvedMove::move, Solution.SolvedMove::position);
        }
        return sb.toString();
    }

    /** One line per move, {@code "  MOVE  => POSITION"}, each after a line break, the moves padded to one width. */
    static <M> void moveLines(StringBuilder sb, List<M> moves, Function<M, String> move, Function<M, String> position) {
        int width = moves.stream().mapToInt(m -> move.apply(m).length()).max().orElse(0);
        for (M m : moves) {
            String name = move.apply(m);
            sb.append("\n  ").append(name).append(" ".repeat(width - name.length())).append("  => ")
                    .append(position.apply(m));
        }
    }
}
