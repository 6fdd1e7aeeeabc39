package org.sprague.app;

/**
 * The answer of {@link Sprague#value}: a game's value report, or a comparison's truth, as one
 * record (what a front end reads is here). The JSON
 * of {@code sprague value --json} and {@code POST /api/value} is {@link #json()}.
 *
 * @param json the record written as JSON: a value's {@code app.json.ValueRecord} (value,
 *     outcome, mean, temperature, stops; cooled, heated, atomic weight when asked), or a
 *     comparison's input, comparison and result
 * @param text what {@code sprague value} prints: the report's five lines with the cooled,
 *     heated and atomic weight lines asked for, or {@code true}/{@code false} for a comparison
 * @param holds whether the comparison (such as {@code ^ > 0}) holds; null for a game's value
 * @param thermograph the thermograph, when asked for ({@link ValueQuestion#thermographSvg()}; of
 *     the value computed here, not a second time), else null: {@link Sprague#thermograph}'s
 *     answer, its {@code text()} the SVG drawing and its {@code json()} the walls
 */
public record ValueAnswer(Object json, String text, Boolean holds, Report thermograph) {

    /** A comparison's JSON: the input, the comparison read and whether it holds. */
    record Comparison(String input, String comparison, boolean result) {
    }

    static ValueAnswer comparison(String input, String comparison, boolean result) {
        return new ValueAnswer(new Comparison(input, comparison, result), Boolean.toString(result), result, null);
    }
}
