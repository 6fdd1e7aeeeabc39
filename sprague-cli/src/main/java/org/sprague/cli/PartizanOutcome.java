package org.sprague.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.sprague.game.Outcome;
import org.sprague.partizan.ValueReport;
import org.sprague.partizan.outcome.PartizanOutcomeSearch;
import org.sprague.partizan.outcome.PartizanOutcomeSearch.Report;
import org.sprague.partizan.outcome.PartizanOutcomeSearch.WinningMove;

/**
 * {@code sprague solve GAME POSITION --outcome} for the partizan games (and their sums, and
 * users' {@code PartizanGame} files), and {@code sprague table domineering RxC}: only who
 * wins and a winning move for each side that has one, by {@link PartizanOutcomeSearch}; the
 * command line only parses and renders.
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

    /** The report as text, or as JSON: the record itself ({@code SolveAnswer.PartizanOutcome}). */
    static String render(Report r, boolean json) {
        if (json) {
            return Json.write(r);
        }
        StringBuilder sb = new StringBuilder();
        sb.append(r.game().equals("sum") ? r.position() : r.game() + " " + r.position()).append('\n');
        sb.append("outcome:    ").append(ValueReport.describe(r.outcome())).append('\n');
        move(sb, "Left", r.leftWinningMove());
        move(sb, "Right", r.rightWinningMove());
        sb.append(String.format(Locale.ROOT, "searched:   %,d %s, %s", r.nodes(),
                r.searchedBy().startsWith("memoized") ? "states" : "nodes", r.searchedBy()));
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

    /** The JSON shape of a table. */
    record TableJson(String game, int rows, int cols, String legend, List<List<String>> outcomes) {
    }

    static final String LEGEND = "row r, column c: the r x c board (Left places vertical dominoes);"
            + " L Left wins whoever starts, R Right wins whoever starts, N the first player wins, P the second";

    /** Every empty rectangle of Domineering up to {@code rows x cols}, both starters. */
    static String table(int rows, int cols, int threads, boolean json) {
        Outcome[][] t = PartizanOutcomeSearch.domineeringTable(rows, cols, threads);
        if (json) {
            List<List<String>> cells = new java.util.ArrayList<>();
            for (Outcome[] row : t) {
                List<String> r = new java.util.ArrayList<>();
                for (Outcome o : row) {
                    r.add(o.name());
                }
                cells.add(r);
            }
            return Json.write(new TableJson("domineering", rows, cols, LEGEND, cells));
        }
        StringBuilder sb = new StringBuilder();
        sb.append("domineering up to ").append(rows).append('x').append(cols).append(" (").append(LEGEND)
                .append("):\n");
        sb.append("    ");
        for (int c = 1; c <= cols; c++) {
            sb.append(String.format(Locale.ROOT, "%3d", c));
        }
        for (int r = 1; r <= rows; r++) {
            sb.append('\n').append(String.format(Locale.ROOT, "%3d ", r));
            for (int c = 1; c <= cols; c++) {
                sb.append("  ").append(t[r - 1][c - 1].name());
            }
        }
        return sb.toString();
    }
}
