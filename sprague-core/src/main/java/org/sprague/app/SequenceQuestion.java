package org.sprague.app;

import java.time.Duration;
import org.sprague.heap.GrundySequenceCalculator;

/**
 * The request of {@link Sprague#sequence}: the Grundy values G(0..to) of a heap game, their
 * rare/common split and their periodicity ({@code sprague grundy RULE --to N},
 * {@code POST /api/grundy}).
 *
 * @param rule the heap game: a take-and-break code ({@code 0.77}, {@code 4.[3]}),
 *     {@code subtraction:1,3,4}, or a name ({@code kayles}, {@code grundys-game})
 * @param to the last heap, at least 0 and below {@link Integer#MAX_VALUE} (the caller checks
 *     its own limits first: memory, a server's maximum)
 * @param method the calculator
 * @param threads the sparse method's threads (1 or more; 2 help values of 7-8 bits)
 * @param values whether the answer's JSON lists the values
 * @param valuesFile where the caller wrote the values (named in the answer), or null
 * @param from a run to continue (a checkpoint's values), or null to start at G(0)
 * @param listener receives the run's progress every few thousand values (it may throw to stop
 *     the run), or null
 * @param budget with a time budget, the run is first tried on growing prefixes and refused at
 *     once (a {@link org.sprague.game.LimitExceededException} with the figures) when it is
 *     predicted to end past it; null: computed directly
 */
public record SequenceQuestion(String rule, long to, Method method, int threads, boolean values, String valuesFile,
        GrundySequenceCalculator.Start from, GrundySequenceCalculator.Listener listener, Duration budget) {

    /** How the values are computed. */
    public enum Method {
        /** The mex of every option, O(N^2): the oracle. */
        NAIVE,
        /** Rare and common values (Flammenkamp's sparse space); what {@code auto} means. */
        SPARSE
    }

    public SequenceQuestion {
        if (method == null) {
            method = Method.SPARSE;
        }
        if (threads < 1) {
            throw new org.sprague.game.InvalidInputException("${threads} must be >= 1, got " + threads);
        }
        if (to < 0 || to >= Integer.MAX_VALUE) {
            throw new org.sprague.game.InvalidInputException("${to} must be in 0 .. 2^31 - 2, got " + to);
        }
        if (listener == null) {
            listener = GrundySequenceCalculator.Listener.NONE;
        }
    }

    /** G(0..{@code to}) of {@code rule} by the sparse method on one thread, with the values. */
    public static SequenceQuestion of(String rule, long to) {
        return new SequenceQuestion(rule, to, Method.SPARSE, 1, true, null, null, null, null);
    }
}
