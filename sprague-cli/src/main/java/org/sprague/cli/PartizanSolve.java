package org.sprague.cli;

import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.game.PositionFiles;
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
        return render(new PartizanSumSolver(maxPositions)
                .solve(PartizanSumSolver.parse(words, PositionFiles.local()), maxMoves + 1), maxMoves, json); // one more: to know whether some were cut
    }

    /**
     * A user's partizan game ({@code --game-file}, a {@code PartizanGame}) solved to canonical
     * form, or a sum of its positions: the same report as the catalogue's partizan games.
     * Null when some part is not such a game (then the outcome search answers).
     */
    static String runGameFile(List<org.sprague.catalog.CatalogSolver.Part> parts, long maxPositions, int maxMoves,
            boolean json) throws Exception {
        List<PartizanSumSolver.Component<?>> components = new java.util.ArrayList<>();
        for (org.sprague.catalog.CatalogSolver.Part p : parts) {
            if (!(p.game() instanceof org.sprague.catalog.PartizanCatalogGame g)) {
                return null;
            }
            components.add(new PartizanSumSolver.Component<>(
                    new org.sprague.partizan.games.CatalogPartizanBoardGame(g), p.position()));
        }
        return render(new PartizanSumSolver(maxPositions).solve(components, maxMoves + 1), maxMoves, json);
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

    /** The most positions searched for the value of a catalogue partizan game (pebbles) in {@code solve}. */
    static final long CATALOG_VALUE_POSITIONS = 200_000;

    /**
     * For one partizan catalogue position (pebbles): a line with its canonical form (Left = the
     * first player), when it is short enough to value within {@link #CATALOG_VALUE_POSITIONS}
     * positions; else a line saying it was not computed. Empty for anything else.
     */
    static String catalogValue(CatalogValue v) {
        if (v == null) {
            return "";
        }
        return v.value() != null ? "\nvalue:      " + v.value() + "  (canonical form; Left is the first player)"
                : "\nvalue:      not computed (more than " + v.budget() + " positions)";
    }

    /** A partizan catalogue game's canonical form, or null when past the position budget. */
    record CatalogValue(String value, long budget) {
    }

    /** The canonical form of a single partizan catalogue game (pebbles), or null for other games. */
    @SuppressWarnings("unchecked")
    static CatalogValue catalogValueOf(List<org.sprague.catalog.CatalogSolver.Part> parts, long maxPositions)
            throws Exception {
        if (parts.size() != 1 || !(parts.get(0).game() instanceof org.sprague.catalog.PartizanCatalogGame g)) {
            return null;
        }
        long budget = Math.min(maxPositions, CATALOG_VALUE_POSITIONS);
        if (g instanceof org.sprague.partizan.PositionCount<?> c
                && ((org.sprague.partizan.PositionCount<org.sprague.catalog.Position>) c)
                        .countUpTo(parts.get(0).position(), budget) > budget) {
            // past the budget for sure: counted in a fraction of the time the search takes to reach it
            // (pebbles:2,3 20 21 22 23 24: the search spent 12 s of CPU to find it out)
            return new CatalogValue(null, budget);
        }
        try {
            org.sprague.partizan.CanonicalForms forms = new org.sprague.partizan.CanonicalForms();
            var solver = new org.sprague.partizan.CanonicalFormSolver<>(
                    org.sprague.partizan.RegionGame.of(g), forms, budget);
            int id = solver.value(parts.get(0).position());
            String v = new org.sprague.partizan.CanonicalFormPrinter(forms, new org.sprague.partizan.Thermographs(forms))
                    .print(id);
            return new CatalogValue(v, budget);
        } catch (org.sprague.game.TimeLimitException e) {
            throw e; // --timeout: the command stops, the value is not "past the budget"
        } catch (org.sprague.game.LimitExceededException e) {
            return new CatalogValue(null, budget);
        }
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
