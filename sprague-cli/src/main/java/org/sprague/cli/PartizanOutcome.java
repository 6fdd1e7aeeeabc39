package org.sprague.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.sprague.partizan.ValueReport;
import org.sprague.partizan.outcome.PartizanOutcomeSearch;
import org.sprague.partizan.outcome.PartizanOutcomeSearch.WinningMove;

/**
 * {@code sprague solve GAME POSITION --outcome} for the partizan games (and their sums, and
 * users' {@code PartizanGame} files): only who wins and a winning move for each side that
 * has one, by {@link PartizanOutcomeSearch}; the command line only parses and renders.
 */
final class PartizanOutcome {
    private PartizanOutcome() {
    }

    /** Progress lines of the outcome search on {@code err} when it is a terminal; else null. */
    static java.util.function.Consumer<String> progress(PrintWriter err) {
        return err != null && ProgressReporter.terminal() ? line -> {
            err.print("\rsolve: " + line + "   ");
            err.flush();
        } : null;
    }

    /**
     * The lines the outcome search writes whatever the terminal (the whole table's load and
     * write): one line each on standard error, over the progress line when there is one.
     */
    static java.util.function.Consumer<String> notes(PrintWriter err) {
        boolean terminal = ProgressReporter.terminal();
        return line -> {
            err.println((terminal ? "\r" : "") + String.format(Locale.ROOT, terminal ? "%-100s" : "%s", "solve: " + line));
            err.flush();
        };
    }

    /** The outcome search's record ({@code SolveAnswer.json()}) as text. */
    static String render(org.sprague.app.json.PartizanOutcomeRecord r) {
        StringBuilder sb = new StringBuilder();
        sb.append(r.game().equals("sum") ? r.position() : r.game() + " " + r.position()).append('\n');
        sb.append("outcome:    ").append(ValueReport.describe(r.outcome())).append('\n');
        move(sb, "Left", r.leftWinningMove());
        move(sb, "Right", r.rightWinningMove());
        sb.append(String.format(Locale.ROOT, "searched:   %,d %s, %s", r.nodes(),
                switch (r.engine()) {
                    case "ALPHA_BETA_OUTCOME" -> "nodes";
                    case "OUTCOME_SEARCH" -> "states";
                    default -> "positions stored"; // valued by the components' canonical forms
                }, r.searchedBy()));
        return sb.toString();
    }

    private static void move(StringBuilder sb, String who, WinningMove m) {
        if (m == null) {
            sb.append(who).append(" moving first: no winning move\n");
        } else {
            sb.append(who).append(" moving first wins with: ").append(m.move()).append("  => ").append(m.position())
                    .append('\n');
        }
    }
}
