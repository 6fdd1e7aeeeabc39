package org.sprague.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.Solution.SolvedMove;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;
import org.sprague.game.Wording;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/**
 * Partizan catalogue positions: the closed form for Left moving first where one is known
 * and allowed, else the memoized partizan outcome search (on packed positions where the game
 * declares them; {@link Solution#fallbackReason} says why a position was searched on objects);
 * Left's winning moves are the left options from which Right, moving first, loses.
 */
final class PartizanRoute {
    private final SolveOptions options;
    private final ClosedFormRoute closedForms;
    private final SearchEngines engines;
    private final Answers answers;

    PartizanRoute(SolveOptions options, ClosedFormRoute closedForms, SearchEngines engines, Answers answers) {
        this.options = options;
        this.closedForms = closedForms;
        this.engines = engines;
        this.answers = answers;
    }

    Solution solve(PartizanCatalogGame game, Position p) {
        refuseMisere(game);
        Optional<OutcomeClosedForm> cf = closedForms.usable(game, game.closedForm(), "");
        if (cf.isPresent()) {
            return answers.of(Answers.CLOSED_FORM, game, p, cf.get().outcome(p), null,
                    cf.get().winningMoves(p, options.maxMoves() + 1));
        }
        var solver = engines.partizan(game);
        long before = solver.markFallbacks();
        Outcome o = solver.firstPlayerWins(p, Side.LEFT) ? Outcome.N : Outcome.P; // the root first: its fallback reason
        List<SolvedMove> moves = new ArrayList<>();
        boolean complete = true;
        for (Move m : game.leftMoves(p)) {
            if (!solver.firstPlayerWins(m.to(), Side.RIGHT)) {
                if (moves.size() == options.maxMoves()) {
                    complete = false;
                    break;
                }
                moves.add(new SolvedMove(m.label(), game.format(m.to())));
            }
        }
        return new Solution(game.id(), game.format(p), o, null, moves, Answers.SEARCH, complete)
                .withFallbackReason(solver.fallbacks() > before ? solver.fallbackReason() : null);
    }

    boolean wins(PartizanCatalogGame game, Position p, Side toMove) {
        refuseMisere(game);
        if (toMove == Side.LEFT) {
            Optional<OutcomeClosedForm> cf = closedForms.usable(game, game.closedForm(), "");
            if (cf.isPresent()) {
                return cf.get().outcome(p) == Outcome.N;
            }
        }
        return engines.partizan(game).firstPlayerWins(p, toMove);
    }

    /** Whether Left wins moving first by the closed form (for {@code decidedBy}). */
    boolean closedFormDecides(PartizanCatalogGame game) {
        return closedForms.usable(game, game.closedForm(), "").isPresent();
    }

    private void refuseMisere(PartizanCatalogGame game) {
        if (options.misere()) {
            throw new InvalidInputException(game.id() + " is partizan: " + Wording.parameter("misere")
                    + " applies to impartial games only");
        }
    }
}
