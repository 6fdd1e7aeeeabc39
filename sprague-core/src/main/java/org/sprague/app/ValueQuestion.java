package org.sprague.app;

import java.time.Duration;
import java.util.Locale;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.Notation;

/**
 * The request of {@link Sprague#value}: a game or a comparison written in CGT notation
 * ({@code sprague value}, {@code POST /api/value}); and of {@link Sprague#thermograph}: the
 * thermograph of a game in CGT notation ({@code POST /api/thermograph}), which reads
 * {@code input}, {@code maxForms} and {@code timeLimit} (a sum of positions, the web's, is asked
 * of {@code app.front.FrontEnd.thermograph}, as its parts are types a module-path user cannot name).
 *
 * @param input the expression, e.g. {@code {2|-1}} or {@code ^ + * > 0}
 * @param notation how values are printed: {@code sprague} (null: the default) or {@code cgsuite},
 *     any case
 * @param maxForms the most canonical forms stored
 * @param cool a temperature (a dyadic number {@code >= 0}) to cool the game by, or null
 * @param heat a temperature to heat the game by, or null
 * @param atomicWeight whether to compute the atomic weight (all-small games only)
 * @param thermographSvg whether to draw the thermograph as SVG
 * @param timeLimit the deadline from the call's start; null: none
 */
public record ValueQuestion(String input, String notation, long maxForms, String cool, String heat,
        boolean atomicWeight, boolean thermographSvg, Duration timeLimit) {

    /** @throws InvalidInputException for a notation other than {@code sprague} or {@code cgsuite} */
    public ValueQuestion {
        notation = notation == null ? "sprague" : Notation.parse(notation).name().toLowerCase(Locale.ROOT);
        if (input == null) {
            throw new InvalidInputException("give a value in CGT notation");
        }
    }

    /** The value report of {@code input} alone. */
    public static ValueQuestion of(String input, String notation, long maxForms) {
        return new ValueQuestion(input, notation, maxForms, null, null, false, false, null);
    }

    /** {@link #notation} as the printer's. */
    Notation printIn() {
        return Notation.parse(notation);
    }
}
