package org.sprague.app;

import org.sprague.app.json.ValueRecord;

/**
 * The answer of {@link Sprague#value}: a game's value report, or a comparison's truth. The
 * JSON of {@code sprague value --json} and {@code POST /api/value} is {@link #json()}.
 */
public sealed interface ValueAnswer {

    /** The record written as JSON. */
    Object json();

    /**
     * A game's value.
     *
     * @param record the JSON record
     * @param reportText the report's five lines
     * @param thermograph the thermograph question's answer, drawn as SVG, when asked for
     *     ({@link ValueQuestion#thermographSvg()}; of the value computed here, not a second time),
     *     else null
     */
    record Value(ValueRecord record, String reportText, ThermographAnswer thermograph) implements ValueAnswer {
        @Override
        public Object json() {
            return record;
        }
    }

    /** A comparison such as {@code ^ > 0} and whether it holds. */
    record Comparison(String input, String comparison, boolean result) implements ValueAnswer {
        @Override
        public Object json() {
            return this;
        }
    }
}
