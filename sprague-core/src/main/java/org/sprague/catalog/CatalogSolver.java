package org.sprague.catalog;

import org.sprague.catalog.engine.Engine;
import org.sprague.game.Solution;
import org.sprague.catalog.entry.Part;
import org.sprague.catalog.entry.Game;
import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import org.sprague.search.engine.SearchThreads;
import org.sprague.game.Position;
import org.sprague.catalog.engine.OutcomeSearch;
import org.sprague.catalog.engine.Evaluation;

/**
 * Decides catalogue positions and sums of them: one {@link Solution} for every case, by the
 * routes {@link ImpartialRoute}, {@link SumRoute} and {@link PartizanRoute} over one set of
 * {@link SearchEngines} shared by all calls. Every call stops at {@link SolveOptions#deadline()} (with the worker threads of a split
 * search) and its searches use at most {@link SolveOptions#threads()} threads.
 */
public final class CatalogSolver {
    /** The most positions {@code auto} searches for a Grundy value the closed form lacks. */
    public static final long GRUNDY_BUDGET = 1_000_000;
    /** The most time {@code auto} spends on such a search. */
    public static final java.time.Duration GRUNDY_TIME = java.time.Duration.ofSeconds(2);
    /** The most positions searched for a partizan catalogue position's canonical form ({@link Solution#value}). */
    public static final long VALUE_POSITIONS = 200_000;
    /**
     * The most steps of work on canonical forms for that value (comparing and simplifying them;
     * about 3 s of CPU): few forms can be huge, pebbles:1,2 20 20 20 20 spent 90 s on 3,743.
     */
    public static final long VALUE_STEPS = 100_000_000;
    /** The largest value written out, in nodes ({@code CanonicalForms.writtenSize}): about as many characters. */
    public static final double VALUE_NODES = 2_000_000;

    private final SolveOptions options;
    private final ImpartialRoute impartial;
    private final PartizanRoute partizan;
    private final SumRoute sums;
    private final SearchEngines engines;

    public CatalogSolver(SolveOptions options) {
        this.options = options;
        ClosedFormRoute closedForms = new ClosedFormRoute(options);
        this.engines = new SearchEngines(options.maxPositions(), SearchThreads.of(options.threads()));
        Answers answers = new Answers(options.maxMoves(), engines.threads());
        this.impartial = new ImpartialRoute(options, closedForms, engines, answers);
        this.partizan = new PartizanRoute(options, closedForms, engines, answers);
        this.sums = new SumRoute(options, closedForms, engines);
    }

    /**
     * The threads this solver's searches were allowed ({@link SolveOptions#threads}), the most
     * they ran on so far, and why one when two were asked for and a search could not split.
     */
    public SearchThreads threads() {
        return engines.threads();
    }

    private long positionsStored() {
        return engines.positionsStored() + impartial.positionsStored();
    }

    /**
     * Runs one call with its deadline, {@link SolveOptions#deadline()} (or the deadline of the call
     * it runs inside, {@link #within}, when sooner), handed to the shared engines through
     * {@link SearchThreads#during}: the engines are built once for many calls, each with its own time.
     */
    private <T> T call(java.util.function.Supplier<T> work) {
        return engines.threads().during(options.deadline(), work);
    }

    /**
     * {@code work} run under {@code deadline} as well as the options' (a caller's per-call
     * deadline on a solver kept for many calls, as a game played move by move).
     */
    public <T> T within(org.sprague.game.Deadline deadline, java.util.function.Supplier<T> work) {
        return engines.threads().during(deadline, work);
    }

    /** One game at one position. */
    public Solution solve(Game game, Position position) {
        return call(() -> measured(() -> solveNow(game, position)));
    }

    /**
     * {@code work}'s solution with what it cost ({@link Solution#statistics()}: the positions this
     * solver's searches stored meanwhile, the wall time), named after the engine that ran
     * ({@link EngineChoice#ran}: the object search after a fallback, {@link Engine#SPLIT_ROOT}
     * when split between threads); with two threads asked and one used, the reason.
     */
    private Solution measured(java.util.function.Supplier<Solution> work) {
        long start = System.nanoTime();
        long stored = positionsStored();
        Solution s = work.get();
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        // a misère quotient is computed apart from the searches, which count what they store
        Long storedMeanwhile = Engine.MISERE_QUOTIENT.name().equals(s.engine()) ? null
                : Math.max(0, positionsStored() - stored);
        SearchThreads t = engines.threads();
        String ran = EngineChoice.ran(s.engine(), s.fallbackReason() != null, t.used());
        if (ran != null && !ran.equals(s.engine())) {
            s = s.withEngine(ran);
        } else if (t.asked() > 1 && t.used() <= 1 && Answers.SEARCH.equals(s.decidedBy()) && t.oneThreadReason() != null) {
            s = s.withFallback("on one thread: " + t.oneThreadReason());
        }
        return s.withStatistics(storedMeanwhile, null, elapsed);
    }

    private Solution solveNow(Game game, Position position) {
        if (game instanceof PartizanCatalogGame pg) {
            return partizan.solve(pg, position);
        }
        return outcomeOnly(impartial.solve((ImpartialCatalogGame) game, position));
    }

    /**
     * Under {@link SolveOptions#outcomeOnly} no answer gives a Grundy value, whatever route it
     * took (a closed form and a sum have one at hand): the note says only the outcome was asked.
     */
    private Solution outcomeOnly(Solution s) {
        return options.outcomeOnly() && s.grundy() != null ? s.withoutGrundy(BoundedGrundySearch.outcomeOnlyNote()) : s;
    }

    /**
     * The outcome of one game at one position (and its Grundy value when {@code needGrundy}
     * and the game is impartial under normal play), by the closed form when the method
     * allows it, else by a search shared with every other call on this solver: without
     * {@code needGrundy}, the pruned outcome search when the game declares an
     * {@link OutcomeSearch}.
     */
    public Evaluation evaluate(Game game, Position p, boolean needGrundy) {
        return call(() -> evaluateNow(game, p, needGrundy));
    }

    private Evaluation evaluateNow(Game game, Position p, boolean needGrundy) {
        if (game instanceof PartizanCatalogGame pg) {
            return new Evaluation(wins(pg, p, Side.LEFT) ? Outcome.N : Outcome.P, null,
                    partizan.closedFormDecides(pg) ? Answers.CLOSED_FORM : Answers.SEARCH);
        }
        return impartial.evaluate((ImpartialCatalogGame) game, p, needGrundy);
    }

    /**
     * What {@link #solve} answers about an impartial position, its outcome and its Grundy value
     * (or none, by the same routes and bounds), without listing and labelling its winning
     * moves: the question a move list asks of every option, where labelling each option's own
     * moves costs O(moves^2) (issue 20: the options of Grundy's game on 100,000 stones).
     */
    public Evaluation evaluateAsSolved(ImpartialCatalogGame game, Position p) {
        return call(() -> impartial.evaluateAsSolved(game, p));
    }

    /**
     * Whether the side to move wins a partizan game at {@code p}: Left by the closed form
     * where one is known and allowed, else (and always for Right) by search.
     */
    public boolean wins(PartizanCatalogGame game, Position p, Side toMove) {
        return call(() -> partizan.wins(game, p, toMove));
    }

    /**
     * Why a partizan catalogue position's {@link Solution#value} is null in normal play, in a few
     * words ("more than 200000 positions", or its forms past their budget).
     */
    public String valueNote(PartizanCatalogGame game, Position p) {
        return call(() -> partizan.valueNote(game, p));
    }

    /** A disjunctive sum: players pick one component and move in it. */
    public Solution solveSum(List<Part> parts) {
        return call(() -> measured(() -> solveSumNow(parts)));
    }

    private Solution solveSumNow(List<Part> parts) {
        if (parts.size() == 1) {
            return solveNow(parts.get(0).game(), parts.get(0).position());
        }
        for (Part p : parts) {
            if (!(p.game() instanceof ImpartialCatalogGame)) {
                throw new InvalidInputException(p.game().id()
                        + " is partizan: sums are supported for impartial games only");
            }
        }
        return options.misere() ? sums.misere(parts) : outcomeOnly(sums.normal(parts));
    }
}
