package org.sprague.catalog;

import java.util.Locale;
import java.util.Objects;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.search.engine.SearchThreads;
import org.sprague.catalog.engine.OutcomeSearch;

/**
 * How to solve: play convention, method, limits, threads and deadline; every option a solver
 * is built with travels here, none in a thread-bound variable. Start from {@link #defaults()}
 * and change what you need:
 * <pre>{@code
 * SolveOptions o = SolveOptions.defaults()
 *         .withMaxPositions(1_000_000)
 *         .withThreads(2)
 *         .withDeadline(Deadline.after(Duration.ofSeconds(5)));
 * Solution s = new CatalogSolver(o).solve(game, position);
 * }</pre>
 * The deadline is an object fixed when the options are built (the clock starts at
 * {@link Deadline#after}); the solver's engines and the worker threads they start check that
 * token, so two solvers on two threads keep their own deadlines.
 *
 * @param misere the player who cannot move wins
 * @param method how to decide
 * @param maxPositions the most positions a search may store
 * @param maxMoves the most winning moves to list
 * @param outcomeOnly only who wins and the winning moves are asked, not the Grundy value: a
 *     game with an {@link OutcomeSearch} is searched with the pruned outcome fold (a position's
 *     scan stops at its first move to a P-position), and {@code auto} skips the bounded search
 *     for a value its closed form lacks
 * @param threads how many threads a Grundy search may use: 1 or {@link SearchThreads#MAX}
 *     (the split-root search of a packed position)
 * @param deadline when the solver stops with a {@link org.sprague.game.TimeLimitException};
 *     {@link Deadline#unlimited()} by default
 */
public record SolveOptions(boolean misere, Method method, long maxPositions, int maxMoves, boolean outcomeOnly,
        int threads, Deadline deadline) {

    /** Default search limit: ten million stored positions. */
    public static final long DEFAULT_MAX_POSITIONS = 10_000_000L;
    /** Default cap on listed winning moves. */
    public static final int DEFAULT_MAX_MOVES = 1000;

    /** Options that ask for the Grundy value too (not {@link #outcomeOnly}). */
    public SolveOptions(boolean misere, Method method, long maxPositions, int maxMoves) {
        this(misere, method, maxPositions, maxMoves, false);
    }

    /** Options on one thread with no deadline. */
    public SolveOptions(boolean misere, Method method, long maxPositions, int maxMoves, boolean outcomeOnly) {
        this(misere, method, maxPositions, maxMoves, outcomeOnly, 1, Deadline.unlimited());
    }

    public SolveOptions {
        if (maxPositions < 1) {
            throw new InvalidInputException("${maxPositions} must be >= 1, got " + maxPositions);
        }
        if (maxMoves < 1) {
            throw new InvalidInputException("${maxMoves} must be >= 1, got " + maxMoves);
        }
        if (threads < 1 || threads > SearchThreads.MAX) {
            throw new InvalidInputException("${threads} must be 1 to " + SearchThreads.MAX + ", got " + threads);
        }
        Objects.requireNonNull(deadline, "deadline");
    }

    /** Normal play, method auto, default limits. */
    public static SolveOptions defaults() {
        return new SolveOptions(false, Method.AUTO, DEFAULT_MAX_POSITIONS, DEFAULT_MAX_MOVES);
    }

    public SolveOptions withMisere(boolean m) {
        return new SolveOptions(m, method, maxPositions, maxMoves, outcomeOnly, threads, deadline);
    }

    public SolveOptions withMethod(Method m) {
        return new SolveOptions(misere, m, maxPositions, maxMoves, outcomeOnly, threads, deadline);
    }

    public SolveOptions withMaxPositions(long n) {
        return new SolveOptions(misere, method, n, maxMoves, outcomeOnly, threads, deadline);
    }

    /** These options asking only who wins and how ({@code --outcome}), or the value too. */
    public SolveOptions withOutcomeOnly(boolean only) {
        return new SolveOptions(misere, method, maxPositions, maxMoves, only, threads, deadline);
    }

    /** These options with {@code n} most winning moves listed. */
    public SolveOptions withMaxMoves(int n) {
        return new SolveOptions(misere, method, maxPositions, n, outcomeOnly, threads, deadline);
    }

    /** These options letting a Grundy search use {@code n} threads (1 or {@link SearchThreads#MAX}). */
    public SolveOptions withThreads(int n) {
        return new SolveOptions(misere, method, maxPositions, maxMoves, outcomeOnly, n, deadline);
    }

    /** These options stopping at {@code d} ({@link Deadline#unlimited()}: never). */
    public SolveOptions withDeadline(Deadline d) {
        return new SolveOptions(misere, method, maxPositions, maxMoves, outcomeOnly, threads, d);
    }

    /** How a position is decided. */
    public enum Method {
        /** The closed form when there is one, else search. */
        AUTO,
        /** Only a closed form; an error where none is known. */
        CLOSED_FORM,
        /** Brute force even where a closed form exists, to check it. */
        SEARCH;

        /** Parses {@code auto}, {@code closed-form} or {@code search}. */
        public static Method parse(String text) {
            return switch (text.toLowerCase(Locale.ROOT)) {
                case "auto" -> AUTO;
                case "closed-form", "closed_form", "closedform" -> CLOSED_FORM;
                case "search" -> SEARCH;
                default -> throw new InvalidInputException("${method} '" + text
                        + "' is not one of auto, closed-form, search");
            };
        }
    }
}
