package org.sprague.cli;

import java.util.List;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.Solution;
import org.sprague.game.InvalidInputException;
import org.sprague.game.PositionFiles;
import org.sprague.partizan.Notation;
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

    static String run(List<String> words, boolean misere, long maxPositions, int maxMoves, boolean json,
            Notation notation) throws Exception {
        if (misere) {
            throw new InvalidInputException("--misere applies to impartial games; partizan values are for normal play");
        }
        return render(new PartizanSumSolver(maxPositions, notation)
                .solve(PartizanSumSolver.parse(words, PositionFiles.local()), maxMoves + 1), maxMoves, json); // one more: to know whether some were cut
    }

    /**
     * A user's partizan game ({@code --game-file}, a {@code PartizanGame}) solved to canonical
     * form, or a sum of its positions: the same report as the catalogue's partizan games.
     * Null when some part is not such a game (then the outcome search answers).
     */
    static String runGameFile(List<org.sprague.catalog.CatalogSolver.Part> parts, long maxPositions, int maxMoves,
            boolean json, Notation notation) throws Exception {
        List<PartizanSumSolver.Component<?>> components = new java.util.ArrayList<>();
        for (org.sprague.catalog.CatalogSolver.Part p : parts) {
            if (!(p.game() instanceof org.sprague.catalog.PartizanCatalogGame g)) {
                return null;
            }
            components.add(new PartizanSumSolver.Component<>(
                    new org.sprague.catalog.CatalogPartizanBoardGame(g), p.position()));
        }
        return render(new PartizanSumSolver(maxPositions, notation).solve(components, maxMoves + 1), maxMoves, json);
    }

    private static String render(PartizanSolution s, int maxMoves, boolean json) throws Exception {
        ValueReport r = s.report();
        boolean leftCut = s.leftWinningMoves().size() > maxMoves;
        boolean rightCut = s.rightWinningMoves().size() > maxMoves;
        List<WinningMove> left = s.leftWinningMoves().subList(0, Math.min(maxMoves, s.leftWinningMoves().size()));
        List<WinningMove> right = s.rightWinningMoves().subList(0, Math.min(maxMoves, s.rightWinningMoves().size()));
        if (json) {
            return Json.write(new SolutionJson(s.game(), s.position(), r.value(), r.outcome().name(), r.mean(),
                    r.temperature(), r.leftStop(), r.rightStop(), left, right,
                    s.positionsStored()));
        }
        StringBuilder sb = new StringBuilder();
        sb.append(s.game().equals("sum") ? s.position() : s.game() + " " + s.position()).append('\n');
        sb.append(r.text()).append('\n');
        moves(sb, "Left", left, leftCut);
        sb.append('\n');
        moves(sb, "Right", right, rightCut);
        return sb.toString();
    }

    /**
     * For one partizan catalogue position (pebbles): a line with its canonical form (Left = the
     * first player) from the solution ({@link Solution#value}), or a line saying it was not
     * computed (past {@link CatalogSolver#VALUE_POSITIONS} positions). Empty for anything else.
     */
    static String catalogValue(Solution s, List<CatalogSolver.Part> parts, long maxPositions) {
        if (parts.size() != 1 || !(parts.get(0).game() instanceof org.sprague.catalog.PartizanCatalogGame)) {
            return "";
        }
        return s.value() != null ? "\nvalue:      " + s.value() + "  (canonical form; Left is the first player)"
                : "\nvalue:      not computed (more than " + Math.min(maxPositions, CatalogSolver.VALUE_POSITIONS)
                        + " positions)";
    }

    private static void moves(StringBuilder sb, String who, List<WinningMove> moves, boolean cut) {
        if (moves.isEmpty()) {
            sb.append(who).append(" moving first: no winning move");
            return;
        }
        sb.append(who).append(" moving first wins with (").append(moves.size())
                .append(cut ? ", more not shown: raise --max-moves" : "").append("):");
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
