package org.sprague.catalog;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.CatalogSolver.Part;
import org.sprague.catalog.Solution.SolvedMove;
import org.sprague.game.Outcome;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedOutcomeSolver;
import org.sprague.impartial.OutcomeAlgorithm.OutcomeResult;

/**
 * Disjunctive sums of impartial catalogue positions. Normal play by the Sprague-Grundy
 * theorem: the value is the XOR {@code t} of the components' values (closed form or
 * search, per component), and the winning moves are, in every component with
 * {@code g_i XOR t < g_i}, the moves to value {@code g_i XOR t}. Misère sums are searched
 * as whole positions ({@link SumGame}), since a misère sum is not decided by its parts'
 * values.
 */
final class SumRoute {
    private final SolveOptions options;
    private final ClosedFormRoute closedForms;
    private final SearchEngines engines;

    SumRoute(SolveOptions options, ClosedFormRoute closedForms, SearchEngines engines) {
        this.options = options;
        this.closedForms = closedForms;
        this.engines = engines;
    }

    Solution normal(List<Part> parts) {
        BigInteger[] values = new BigInteger[parts.size()];
        boolean allClosed = true;
        BigInteger total = BigInteger.ZERO;
        String fallback = null;
        for (int i = 0; i < parts.size(); i++) {
            Part part = parts.get(i);
            ImpartialCatalogGame g = (ImpartialCatalogGame) part.game();
            Optional<GrundyClosedForm> gf = closedForms.grundyForm(g);
            if (gf.isPresent()) {
                values[i] = gf.get().grundy(part.position());
            } else {
                allClosed = false;
                GrundyAlgorithm<Position> search = engines.grundy(g);
                long before = ObjectFallback.count(search);
                values[i] = BigInteger.valueOf(search.grundy(part.position()));
                String why = ObjectFallback.since(search, before);
                fallback = fallback != null || why == null ? fallback : "component " + (i + 1) + " (" + g.id() + "): " + why;
            }
            total = total.xor(values[i]);
        }
        List<SolvedMove> moves = new ArrayList<>();
        boolean complete = true;
        if (total.signum() != 0) {
            for (int i = 0; i < parts.size() && complete; i++) {
                BigInteger target = values[i].xor(total);
                if (target.compareTo(values[i]) >= 0) {
                    continue;
                }
                Part part = parts.get(i);
                ImpartialCatalogGame g = (ImpartialCatalogGame) part.game();
                for (Move m : movesToValue(g, part.position(), target)) {
                    if (moves.size() == options.maxMoves()) {
                        complete = false;
                        break;
                    }
                    List<Part> after = new ArrayList<>(parts);
                    after.set(i, new Part(g, m.to()));
                    moves.add(new SolvedMove("component " + (i + 1) + " (" + g.id() + "): " + m.label(),
                            text(after)));
                }
            }
        }
        return new Solution("sum", text(parts), Outcome.ofGrundy(total.signum()), total, moves,
                allClosed ? Answers.CLOSED_FORM : Answers.SEARCH, complete).withFallbackReason(fallback);
    }

    private List<Move> movesToValue(ImpartialCatalogGame g, Position p, BigInteger target) {
        Optional<GrundyClosedForm> gf = closedForms.grundyForm(g);
        if (gf.isPresent()) {
            return gf.get().movesToValue(p, target, options.maxMoves() + 1);
        }
        List<Position> to = engines.grundy(g).movesToValue(p, target.intValueExact());
        return Answers.label(g, p, to);
    }

    Solution misere(List<Part> parts) {
        closedForms.refuseMisereSum();
        SumGame sum = new SumGame(parts);
        List<Position> start = new ArrayList<>();
        for (Part p : parts) {
            start.add(p.position());
        }
        SumGame.State root = new SumGame.State(start);
        OutcomeResult<SumGame.State> r =
                new MemoizedOutcomeSolver<>(sum, true, options.maxPositions()).solve(root);
        List<SolvedMove> moves = new ArrayList<>();
        boolean complete = true;
        for (SumGame.State s : r.winningMoves()) {
            if (moves.size() == options.maxMoves()) {
                complete = false;
                break;
            }
            moves.add(new SolvedMove(sum.describe(root, s), sum.text(s)));
        }
        return new Solution("sum", text(parts), r.outcome(), null, moves, Answers.SEARCH, complete);
    }

    static String text(List<Part> parts) {
        StringBuilder sb = new StringBuilder();
        for (Part p : parts) {
            if (!sb.isEmpty()) {
                sb.append(" + ");
            }
            sb.append(p.text());
        }
        return sb.toString();
    }
}
