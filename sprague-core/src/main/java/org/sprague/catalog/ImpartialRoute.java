package org.sprague.catalog;

import org.sprague.catalog.engine.Engine;
import org.sprague.game.Solution;
import org.sprague.catalog.entry.Game;
import java.math.BigInteger;
import java.util.Optional;
import org.sprague.catalog.engine.Evaluation;
import org.sprague.catalog.SolveOptions.Method;
import org.sprague.game.Outcome;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.impartial.OutcomeAlgorithm.OutcomeResult;
import org.sprague.game.Position;
import org.sprague.catalog.engine.OutcomeSearch;
import org.sprague.catalog.engine.GrundyClosedForm;
import org.sprague.catalog.engine.OutcomeClosedForm;

/**
 * One impartial catalogue position, normal or misère play: the closed form when the method
 * allows it ({@link ClosedFormRoute}), else the search the game declares
 * ({@link SearchEngines}). When only the outcome is asked ({@link SolveOptions#outcomeOnly},
 * or {@link #evaluate} without the value) a game with an {@link OutcomeSearch} is searched
 * with the pruned outcome fold instead of for its Grundy value. A search that sent a position
 * to the object path ({@link ObjectFallback}) says why in {@link Solution#fallbackReason}.
 */
record ImpartialRoute(SolveOptions options, ClosedFormRoute closedForms, SearchEngines engines, Answers answers,
        BoundedGrundySearch bounded, QuotientRoute quotients) {

    ImpartialRoute(SolveOptions options, ClosedFormRoute closedForms, SearchEngines engines, Answers answers) {
        this(options, closedForms, engines, answers, new BoundedGrundySearch(options, engines.threads()),
                new QuotientRoute(options, engines.threads()));
    }

    /** Positions stored by this route's own bounded searches (the shared engines count theirs). */
    long positionsStored() {
        return bounded.positionsStored();
    }

    Solution solve(ImpartialCatalogGame g, Position p) {
        return options.misere() ? misere(g, p) : normal(g, p);
    }

    private Solution normal(ImpartialCatalogGame game, Position p) {
        Optional<OutcomeClosedForm> cf = closedForms.usable(game, game.closedForm(), "");
        if (cf.isPresent()) {
            OutcomeClosedForm f = cf.get();
            BigInteger g = f instanceof GrundyClosedForm gf ? gf.grundy(p) : null;
            Outcome o = g != null ? Outcome.ofGrundy(g.signum()) : f.outcome(p);
            String note = null;
            String fallback = null;
            if (g == null && options.outcomeOnly()) {
                note = BoundedGrundySearch.outcomeOnlyNote();
            } else if (g == null && options.method() == Method.AUTO) {
                BoundedGrundySearch.Bounded b = bounded.grundy(game, p);
                g = b.value();
                note = b.note();
                fallback = g == null ? null : "the closed form gives only the outcome: the Grundy value by a bounded search";
            } else if (g == null) {
                note = BoundedGrundySearch.closedFormOnlyNote();
            }
            return answers.of(Answers.CLOSED_FORM, game, p, o, g, f.winningMoves(p, options.maxMoves() + 1))
                    .withGrundyNote(note).withFallback(fallback);
        }
        if (options.outcomeOnly()) {
            Optional<OutcomeAlgorithm<Position>> pruned = engines.normalOutcome(game);
            if (pruned.isPresent()) {
                long before = ObjectFallback.count(pruned.get());
                OutcomeResult<Position> r = pruned.get().solve(p);
                return answers.searched(Engine.OUTCOME_SEARCH, game, p, r.outcome(), null, r.winningMoves())
                        .withoutGrundy(BoundedGrundySearch.outcomeOnlyNote())
                        .withFallbackReason(ObjectFallback.since(pruned.get(), before))
                        .withFallback(noClosedForm(game, game.closedForm(), ""));
            }
        }
        GrundyAlgorithm<Position> search = engines.grundy(game);
        long before = ObjectFallback.count(search);
        GrundyAlgorithm.GrundyResult<Position> r = search.solve(p);
        return answers.searched(engines.grundyEngine(game), game, p, Outcome.ofGrundy(r.grundy()),
                BigInteger.valueOf(r.grundy()), r.winningMoves()).withFallbackReason(ObjectFallback.since(search, before))
                .withFallback(noClosedForm(game, game.closedForm(), ""));
    }

    private Solution misere(ImpartialCatalogGame game, Position p) {
        Optional<OutcomeClosedForm> cf = closedForms.usable(game, game.misereClosedForm(), "misère ");
        if (cf.isPresent()) {
            return answers.of(Answers.CLOSED_FORM, game, p, cf.get().outcome(p), null,
                    cf.get().winningMoves(p, options.maxMoves() + 1));
        }
        Optional<Solution> byQuotient = quotients.solve(game, p); // heap games, under auto
        if (byQuotient.isPresent()) {
            return byQuotient.get().withEngine(Engine.MISERE_QUOTIENT.name())
                    .withFallback(noClosedForm(game, game.misereClosedForm(), "misère "));
        }
        OutcomeAlgorithm<Position> search = engines.misere(game);
        long before = ObjectFallback.count(search);
        OutcomeResult<Position> r = search.solve(p);
        return answers.searched(Engine.OUTCOME_SEARCH, game, p, r.outcome(), null, r.winningMoves())
                .withFallbackReason(ObjectFallback.since(search, before))
                .withFallback(noClosedForm(game, game.misereClosedForm(), "misère "));
    }

    /**
     * Under {@code auto}, why a game was searched: it declares no closed form ({@code play} is
     * {@code ""} or {@code "misère "}); null when one exists or the method asked for search.
     */
    String noClosedForm(Game game, Optional<OutcomeClosedForm> cf, String play) {
        return options.method() == Method.AUTO && cf.isEmpty()
                ? "no " + play + "closed form is known for " + game.id() : null;
    }

    /**
     * {@link #solve}'s outcome and value without the winning moves: a closed form that gives
     * only the outcome gets its value from the bounded search under {@code auto}, as in
     * {@link #normal}; everything else is {@link #evaluate}.
     */
    Evaluation evaluateAsSolved(ImpartialCatalogGame g, Position p) {
        if (!options.misere()) {
            Optional<OutcomeClosedForm> cf = closedForms.usable(g, g.closedForm(), "");
            if (cf.isPresent() && !(cf.get() instanceof GrundyClosedForm)) {
                BigInteger v = !options.outcomeOnly() && options.method() == Method.AUTO
                        ? bounded.grundy(g, p).value() : null;
                return new Evaluation(cf.get().outcome(p), v, Answers.CLOSED_FORM);
            }
        }
        return evaluate(g, p, !options.outcomeOnly());
    }

    Evaluation evaluate(ImpartialCatalogGame g, Position p, boolean needGrundy) {
        if (options.misere()) {
            Optional<OutcomeClosedForm> cf = closedForms.usable(g, g.misereClosedForm(), "misère ");
            if (cf.isPresent()) {
                return new Evaluation(cf.get().outcome(p), null, Answers.CLOSED_FORM);
            }
            Optional<Outcome> byQuotient = quotients.outcome(g, p);
            if (byQuotient.isPresent()) {
                return new Evaluation(byQuotient.get(), null, QuotientRoute.DECIDED_BY);
            }
            return new Evaluation(engines.misere(g).wins(p) ? Outcome.N : Outcome.P, null, Answers.SEARCH);
        }
        Optional<OutcomeClosedForm> cf = closedForms.usable(g, g.closedForm(), "");
        if (cf.isPresent()) {
            if (cf.get() instanceof GrundyClosedForm gf) {
                BigInteger v = gf.grundy(p);
                return new Evaluation(Outcome.ofGrundy(v.signum()), v, Answers.CLOSED_FORM);
            }
            if (!needGrundy) {
                return new Evaluation(cf.get().outcome(p), null, Answers.CLOSED_FORM);
            }
        }
        if (!needGrundy) {
            Optional<OutcomeAlgorithm<Position>> pruned = engines.normalOutcome(g);
            if (pruned.isPresent()) {
                return new Evaluation(pruned.get().wins(p) ? Outcome.N : Outcome.P, null, Answers.SEARCH);
            }
        }
        int v = engines.grundy(g).grundy(p);
        return new Evaluation(Outcome.ofGrundy(v), BigInteger.valueOf(v), Answers.SEARCH);
    }
}
