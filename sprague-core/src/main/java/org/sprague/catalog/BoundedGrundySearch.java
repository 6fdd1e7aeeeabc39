package org.sprague.catalog;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;
import org.sprague.game.TimeLimitException;
import org.sprague.game.wording.Wording;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.search.engine.SearchThreads;
import org.sprague.game.Position;

/**
 * Under {@code auto}, the Grundy value of a position whose closed form gives only the
 * outcome (Wythoff, Moore, multiplication), by search when it needs at most
 * {@link CatalogSolver#GRUNDY_BUDGET} stored positions and {@link CatalogSolver#GRUNDY_TIME};
 * past that no value but a note saying which bound refused it (the outcome still comes from
 * the closed form, exact at any size). The note is a {@link Wording} template.
 */
final class BoundedGrundySearch {
    private static final String MAX_POSITIONS = Wording.parameter("maxPositions");
    private static final String METHOD = Wording.parameter("method");

    private final SolveOptions options;
    private final SearchThreads call; // the running call's deadline
    private final SearchThreads bounded = SearchThreads.one(); // the bounded searches': one thread, their own time
    /** Bounded searches by game id; one cut short is dropped (its memo is unusable). */
    private final Map<String, GrundyAlgorithm<Position>> searchers = new HashMap<>();

    BoundedGrundySearch(SolveOptions options, SearchThreads call) {
        this.options = options;
        this.call = call;
    }

    /** Positions the bounded searches kept so far store (for {@link Solution#statistics()}). */
    long positionsStored() {
        return searchers.values().stream().mapToLong(GrundyAlgorithm::positionsStored).sum();
    }

    /** A Grundy value found by a bounded search, or why there is none. */
    record Bounded(BigInteger value, String note) {
    }

    /** The note when the method forbids a search for the value. */
    static String closedFormOnlyNote() {
        return "not computed (the closed form gives only the outcome; try " + METHOD + " auto or search)";
    }

    /** The note when only the outcome was asked. */
    static String outcomeOnlyNote() {
        return "not given (only the outcome was asked: " + Wording.parameter("outcome") + ")";
    }

    Bounded grundy(ImpartialCatalogGame game, Position p) {
        long limit = Math.min(options.maxPositions(), CatalogSolver.GRUNDY_BUDGET);
        String overLimit = String.format(Locale.ROOT, "over " + MAX_POSITIONS + " %,d", options.maxPositions());
        String over = options.maxPositions() <= CatalogSolver.GRUNDY_BUDGET ? overLimit
                : String.format(Locale.ROOT, "over the %,d auto allows; try " + METHOD + " search",
                        CatalogSolver.GRUNDY_BUDGET);
        double size = game.searchSize(p);
        if (size > limit) {
            String bound = size < 1e15 ? String.format(Locale.ROOT, "%,.0f", size)
                    : String.format(Locale.ROOT, "%.1e", size);
            String past = size > options.maxPositions() ? overLimit : over;
            return new Bounded(null, "not computed (a search may store up to " + bound + " positions, " + past + ")");
        }
        try {
            GrundyAlgorithm<Position> s = searchers.computeIfAbsent(game.id(), id -> game.searchSolver(limit, bounded));
            Deadline d = call.deadline().sooner(Deadline.after(CatalogSolver.GRUNDY_TIME));
            return new Bounded(BigInteger.valueOf(bounded.during(d, () -> s.grundy(p))), null);
        } catch (LimitExceededException e) {
            call.deadline().check(); // the caller's own deadline passed: stop
            searchers.remove(game.id()); // a search cut short leaves its memo unusable
            return new Bounded(null, e instanceof TimeLimitException
                    ? "not computed (a search took more than " + CatalogSolver.GRUNDY_TIME.toSeconds()
                            + " s; try " + METHOD + " search)"
                    : String.format(Locale.ROOT, "not computed (a search stored %,d positions, %s)", limit, over));
        }
    }
}
