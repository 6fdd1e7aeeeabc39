package org.sprague.catalog;

import org.sprague.catalog.engine.Engine;
import org.sprague.game.Solution;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.game.Solution.SolvedMove;
import org.sprague.game.Outcome;
import org.sprague.game.LimitExceededException;
import org.sprague.game.TimeLimitException;
import org.sprague.partizan.CanonicalFormPrinter;
import org.sprague.partizan.CanonicalFormSolver;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.PositionCount;
import org.sprague.partizan.Thermographs;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import org.sprague.game.Position;
import org.sprague.game.Move;
import org.sprague.catalog.engine.OutcomeClosedForm;

/**
 * Partizan catalogue positions, normal or misère play (the player who cannot move wins): the
 * closed form for Left moving first where one is known and allowed (normal play), else the
 * memoized partizan outcome search (on packed positions where the game
 * declares them; {@link Solution#fallbackReason} says why a position was searched on objects);
 * Left's winning moves are the left options from which Right, moving first, loses. The
 * answer carries the position's canonical form where it is small enough to compute.
 */
record PartizanRoute(SolveOptions options, ClosedFormRoute closedForms, SearchEngines engines, Answers answers) {

    Solution solve(PartizanCatalogGame game, Position p) {
        Solution s = outcome(game, p);
        return options.misere() ? s : s.withValue(value(game, p)); // canonical forms are of normal play
    }

    /**
     * The canonical form of {@code p} (Left = the first player), by {@link CanonicalFormSolver}
     * over at most {@link CatalogSolver#VALUE_POSITIONS} positions (or the search limit, if
     * lower), {@link CatalogSolver#VALUE_STEPS} steps of work on the forms and
     * {@link CatalogSolver#VALUE_NODES} nodes written out; null past them ({@link #valueNote}
     * says which). The positions are counted first where the game can count ({@link PositionCount}:
     * pebbles:2,3 20 21 22 23 24 spent 12 s of CPU in the search to find it out).
     */
    private String value(PartizanCatalogGame game, Position p) {
        long budget = positionBudget();
        if (pastPositions(game, p, budget)) {
            return null;
        }
        try {
            CanonicalForms forms = new CanonicalForms(Long.MAX_VALUE, CatalogSolver.VALUE_STEPS,
                    engines.threads().deadline());
            int id = new CanonicalFormSolver<>(game, forms, budget).value(p);
            return forms.writtenSize(id) > CatalogSolver.VALUE_NODES ? null
                    : new CanonicalFormPrinter(forms, new Thermographs(forms)).print(id);
        } catch (LimitExceededException e) {
            if (e instanceof TimeLimitException) {
                throw e; // the caller's deadline, not the budget
            }
            return null;
        }
    }

    /**
     * Why {@link #value} gave no canonical form for {@code p}, in a few words: more positions
     * than the budget (counted again), else forms past their budget; either, for a game that
     * cannot count its positions.
     */
    String valueNote(PartizanCatalogGame game, Position p) {
        long budget = positionBudget();
        String forms = String.format(java.util.Locale.ROOT, "canonical forms too large: more than %,d steps of work"
                + " on them, or more than %,.0f nodes written out", CatalogSolver.VALUE_STEPS, CatalogSolver.VALUE_NODES);
        if (!(game instanceof PositionCount<?>)) {
            return "more than " + budget + " positions, or " + forms; // not counted: either
        }
        return pastPositions(game, p, budget) ? "more than " + budget + " positions" : "its " + forms;
    }

    private long positionBudget() {
        return Math.min(options.maxPositions(), CatalogSolver.VALUE_POSITIONS);
    }

    @SuppressWarnings("unchecked")
    private boolean pastPositions(PartizanCatalogGame game, Position p, long budget) {
        return game instanceof PositionCount<?> c
                && ((PositionCount<Position>) c).countUpTo(p, budget, engines.threads().deadline()) > budget;
    }

    private Solution outcome(PartizanCatalogGame game, Position p) {
        Optional<OutcomeClosedForm> cf = closedForm(game);
        if (cf.isPresent()) {
            return answers.of(Answers.CLOSED_FORM, game, p, cf.get().outcome(p), null,
                    cf.get().winningMoves(p, options.maxMoves() + 1));
        }
        var solver = engines.partizan(game, options.misere());
        long before = solver.markFallbacks();
        Outcome o = solver.firstPlayerWins(p, Side.LEFT) ? Outcome.N : Outcome.P; // the root first: its fallback reason
        List<SolvedMove> moves = new ArrayList<>();
        boolean complete = true;
        for (Move m : game.moves(p, true)) {
            if (!solver.firstPlayerWins(m.to(), Side.RIGHT)) {
                if (moves.size() == options.maxMoves()) {
                    complete = false;
                    break;
                }
                moves.add(new SolvedMove(m.label(), game.format(m.to())));
            }
        }
        return new Solution(game.id(), game.format(p), o, null, moves, Answers.SEARCH, complete)
                .withFallbackReason(solver.fallbacks() > before ? solver.fallbackReason() : null)
                .withEngine(Engine.OUTCOME_SEARCH.name())
                .withFallback(options.method() == SolveOptions.Method.AUTO && !options.misere()
                        && game.closedForm().isEmpty() ? "no closed form is known for " + game.id() : null);
    }

    boolean wins(PartizanCatalogGame game, Position p, Side toMove) {
        if (toMove == Side.LEFT) {
            Optional<OutcomeClosedForm> cf = closedForm(game);
            if (cf.isPresent()) {
                return cf.get().outcome(p) == Outcome.N;
            }
        }
        return engines.partizan(game, options.misere()).firstPlayerWins(p, toMove);
    }

    /** Whether Left wins moving first by the closed form (for {@code decidedBy}). */
    boolean closedFormDecides(PartizanCatalogGame game) {
        return closedForm(game).isPresent();
    }

    /**
     * The game's closed form where the method allows it; misère play has none (the partizan
     * closed forms are of normal play), so it is searched, and {@code closed-form} is refused.
     */
    private Optional<OutcomeClosedForm> closedForm(PartizanCatalogGame game) {
        return closedForms.usable(game, options.misere() ? Optional.empty() : game.closedForm(),
                options.misere() ? "misère " : "");
    }
}
