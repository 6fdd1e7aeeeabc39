package org.sprague.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;
import org.sprague.partizan.ValueReport;
import org.sprague.partizan.outcome.PartizanOutcomeSearch;
import org.sprague.partizan.outcome.PartizanOutcomeSearch.Options;
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

    /** The JSON shape of a solve. */
    record OutcomeJson(String game, String position, String outcome, WinningMove leftWinningMove,
            WinningMove rightWinningMove, long nodes, String searchedBy) {
    }

    /** The search's options from the command's flags; progress lines on {@code err} when it is a terminal. */
    static Options options(Integer threads, Path checkpoint, long maxPositions, PrintWriter err) {
        int t = threads == null ? 1 : threads;
        if (t < 1 || t > 2) {
            throw new InvalidInputException("--threads " + t + " must be 1 or 2");
        }
        java.util.function.Consumer<String> progress = err != null && ProgressReporter.terminal() ? line -> {
            err.print("\rsolve: " + line + "   ");
            err.flush();
        } : null;
        return new Options(t, checkpoint, 60, progress, maxPositions);
    }

    static String solve(List<String> words, Options options, boolean json) {
        return render(PartizanOutcomeSearch.solve(words, options), json);
    }

    /** A user's partizan game (or a sum of its positions): null when some part is not such a game. */
    static String solveGameFile(List<org.sprague.catalog.CatalogSolver.Part> parts, Options options, boolean json) {
        List<org.sprague.partizan.games.PartizanSumSolver.Component<?>> components = new java.util.ArrayList<>();
        for (org.sprague.catalog.CatalogSolver.Part p : parts) {
            if (!(p.game() instanceof org.sprague.catalog.PartizanCatalogGame g)) {
                return null;
            }
            components.add(new org.sprague.partizan.games.PartizanSumSolver.Component<>(
                    new org.sprague.catalog.CatalogPartizanBoardGame(g), p.position()));
        }
        return render(PartizanOutcomeSearch.solveSum(components, options), json);
    }

    static String render(Report r, boolean json) {
        if (json) {
            return Json.write(new OutcomeJson(r.game(), r.position(), r.outcome().name(), r.leftWinningMove(),
                    r.rightWinningMove(), r.nodes(), r.searchedBy()));
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
