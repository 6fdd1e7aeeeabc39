package org.sprague.app;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.CatalogSolver;
import org.sprague.catalog.entry.Part;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Move;
import org.sprague.game.Solution;
import org.sprague.game.Outcome;
import org.sprague.app.MoveReport.AnalysedMove;

/**
 * The moves of a sum, each move in one component: under normal play by the components'
 * values (Sprague-Grundy: with G the XOR of the values g_j, a move taking component i to a
 * position of value g_i' leads to G XOR g_i XOR g_i', so one value per move, not a solve
 * of the whole sum per move: 300 heaps of Kayles took minutes); under misère play by the
 * sum's own winning moves when their list is complete (a move wins exactly when it leads
 * to a P-position), else one search of the sum per move.
 */
final class SumMoves {
    private final List<Part> parts;
    private final CatalogSolver solver;
    private final Solution solution;
    private final BigInteger[] values;
    private final java.util.Set<String> winning;

    SumMoves(List<Part> parts, CatalogSolver solver, Solution solution) {
        this.parts = parts;
        this.solver = solver;
        this.solution = solution;
        boolean normal = solution.grundy() != null;
        values = new BigInteger[parts.size()];
        if (normal) {
            for (int i = 0; i < parts.size(); i++) {
                values[i] = solver.evaluate(parts.get(i).game(), parts.get(i).position(), true).grundy();
            }
        }
        winning = normal || !solution.winningMovesComplete() ? null : new java.util.HashSet<>();
        if (winning != null) {
            solution.winningMoves().forEach(w -> winning.add(w.position()));
        }
    }

    AnalysedMove move(int i, Move m) {
        ImpartialCatalogGame g = (ImpartialCatalogGame) parts.get(i).game();
        List<Part> after = new ArrayList<>(parts);
        after.set(i, new Part(g, m.to()));
        String position = Part.sumText(after);
        Outcome outcome;
        BigInteger grundy = null;
        if (solution.grundy() != null) {
            BigInteger child = solver.evaluate(g, m.to(), true).grundy();
            grundy = solution.grundy().xor(values[i]).xor(child);
            outcome = Outcome.ofGrundy(grundy.signum());
        } else if (winning != null) {
            outcome = winning.contains(position) ? Outcome.P : Outcome.N;
        } else {
            Solution s = solver.solveSum(after);
            outcome = s.outcome();
            grundy = s.grundy();
        }
        String label = "component " + (i + 1) + " (" + g.id() + "): " + m.label();
        return new AnalysedMove(label, position, AnalysedMove.resultOf(outcome), outcome, grundy, null);
    }
}
