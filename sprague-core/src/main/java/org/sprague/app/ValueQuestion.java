package org.sprague.app;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.sprague.game.InvalidInputException;
import org.sprague.partizan.Notation;
import org.sprague.partizan.games.PartizanSumSolver.Component;

/**
 * The request of {@link Sprague#value}: a game or a comparison written in CGT notation
 * ({@code sprague value}, {@code POST /api/value}); and of {@link Sprague#thermograph}: the
 * thermograph of a game in CGT notation or of a sum of partizan positions
 * ({@code POST /api/thermograph}), which reads {@code input} or {@code parts}, {@code maxForms}
 * and {@code timeLimit} (api11: one request for both, was also {@code ThermographQuestion}).
 *
 * @param input the expression, e.g. {@code {2|-1}} or {@code ^ + * > 0}
 * @param notation how values are printed: {@code sprague} (null: the default) or {@code cgsuite},
 *     any case (api32: was the enum {@code partizan.Notation}, which a module-path user cannot name)
 * @param maxForms the most canonical forms stored
 * @param cool a temperature (a dyadic number {@code >= 0}) to cool the game by, or null
 * @param heat a temperature to heat the game by, or null
 * @param atomicWeight whether to compute the atomic weight (all-small games only)
 * @param thermographSvg whether to draw the thermograph as SVG
 * @param timeLimit the deadline from the call's start; null: none
 * @param parts for the thermograph of a sum of positions (parsed by the caller: the catalogue's
 *     partizan games, a server's game files), the positions, with {@code input} null; else null
 */
public record ValueQuestion(String input, String notation, long maxForms, String cool, String heat,
        boolean atomicWeight, boolean thermographSvg, Duration timeLimit, List<Component<?>> parts) {

    /** @throws InvalidInputException for a notation other than {@code sprague} or {@code cgsuite} */
    public ValueQuestion {
        notation = notation == null ? "sprague" : Notation.parse(notation).name().toLowerCase(Locale.ROOT);
        if ((input == null) == (parts == null)) {
            throw new InvalidInputException("give either a value or positions, not both");
        }
        parts = parts == null ? null : List.copyOf(parts);
    }

    /** A value in CGT notation, without positions. */
    public ValueQuestion(String input, String notation, long maxForms, String cool, String heat,
            boolean atomicWeight, boolean thermographSvg, Duration timeLimit) {
        this(input, notation, maxForms, cool, heat, atomicWeight, thermographSvg, timeLimit, null);
    }

    /** The thermograph of the sum of {@code parts}, storing at most {@code maxForms} forms. */
    public static ValueQuestion thermographOf(List<Component<?>> parts, long maxForms, Duration timeLimit) {
        return new ValueQuestion(null, null, maxForms, null, null, false, false, timeLimit, parts);
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
