package org.sprague.app;

import java.time.Duration;
import org.sprague.partizan.Notation;

/**
 * The request of {@link Sprague#value}: a game or a comparison written in CGT notation
 * ({@code sprague value}, {@code POST /api/value}).
 *
 * @param input the expression, e.g. {@code {2|-1}} or {@code ^ + * > 0}
 * @param notation how values are printed (null: Sprague's)
 * @param maxForms the most canonical forms stored
 * @param cool a temperature (a dyadic number {@code >= 0}) to cool the game by, or null
 * @param heat a temperature to heat the game by, or null
 * @param atomicWeight whether to compute the atomic weight (all-small games only)
 * @param thermographSvg whether to draw the thermograph as SVG
 * @param timeLimit the deadline from the call's start; null: none
 */
public record ValueQuestion(String input, Notation notation, long maxForms, String cool, String heat,
        boolean atomicWeight, boolean thermographSvg, Duration timeLimit) {

    public ValueQuestion {
        if (notation == null) {
            notation = Notation.SPRAGUE;
        }
    }

    /** The value report of {@code input} alone. */
    public static ValueQuestion of(String input, Notation notation, long maxForms) {
        return new ValueQuestion(input, notation, maxForms, null, null, false, false, null);
    }
}
