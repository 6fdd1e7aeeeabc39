package org.sprague.catalog;

import java.util.Locale;
import org.sprague.game.InvalidInputException;

/**
 * How to solve: play convention, method, and limits.
 *
 * @param misere the player who cannot move wins
 * @param method how to decide
 * @param maxPositions the most positions a search may store
 * @param maxMoves the most winning moves to list
 * @param outcomeOnly only who wins and the winning moves are asked, not the Grundy value: a
 *     game with an {@link OutcomeSearch} is searched with the pruned outcome fold (a position's
 *     scan stops at its first move to a P-position), and {@code auto} skips the bounded search
 *     for a value its closed form lacks
 */
public record SolveOptions(boolean misere, Method method, long maxPositions, int maxMoves, boolean outcomeOnly) {

    /** Default search limit: ten million stored positions. */
    public static final long DEFAULT_MAX_POSITIONS = 10_000_000L;
    /** Default cap on listed winning moves. */
    public static final int DEFAULT_MAX_MOVES = 1000;

    /** Options that ask for the Grundy value too (not {@link #outcomeOnly}). */
    public SolveOptions(boolean misere, Method method, long maxPositions, int maxMoves) {
        this(misere, method, maxPositions, maxMoves, false);
    }

    public SolveOptions {
        if (maxPositions < 1) {
            throw new InvalidInputException("${maxPositions} must be >= 1, got " + maxPositions);
        }
        if (maxMoves < 1) {
            throw new InvalidInputException("${maxMoves} must be >= 1, got " + maxMoves);
        }
    }

    /** Normal play, method auto, default limits. */
    public static SolveOptions defaults() {
        return new SolveOptions(false, Method.AUTO, DEFAULT_MAX_POSITIONS, DEFAULT_MAX_MOVES);
    }

    public SolveOptions withMisere(boolean m) {
        return new SolveOptions(m, method, maxPositions, maxMoves, outcomeOnly);
    }

    public SolveOptions withMethod(Method m) {
        return new SolveOptions(misere, m, maxPositions, maxMoves, outcomeOnly);
    }

    public SolveOptions withMaxPositions(long n) {
        return new SolveOptions(misere, method, n, maxMoves, outcomeOnly);
    }

    /** These options asking only who wins and how ({@code --outcome}), or the value too. */
    public SolveOptions withOutcomeOnly(boolean only) {
        return new SolveOptions(misere, method, maxPositions, maxMoves, only);
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

        /** The name as typed: auto, closed-form, search. */
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }
}
