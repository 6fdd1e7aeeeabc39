package org.sprague.app;

import java.util.function.Function;

/**
 * An answer the front ends render as a whole: its text or its JSON, nothing they read field by
 * field. The answer of the table questions, {@link Sprague#table} (a two-coordinate catalogue
 * game's grid of Grundy values or outcomes) and {@link Sprague#outcomeTable} (the outcome of
 * every empty Domineering rectangle up to a size), and of {@link Sprague#pattern} (a game's
 * table and the rules found in it, with their evidence). A front end prints {@link #text()} or
 * writes {@link #json()}: {@code sprague table --json}, {@code POST /api/table},
 * {@code sprague pattern --json}, {@code POST /api/pattern}. Also the answer of
 * {@link Sprague#hint} and {@link Sprague#engineMove}, the play engine's hint and move
 * ({@code POST /api/hint}, {@code POST /api/engine-move}).
 */
public sealed interface Report permits GridTableAnswer, OutcomeTableAnswer, PatternAnswer, QuotientAnswer,
        ThermographAnswer, GraphAnswer, PlayAnswer {

    /**
     * The record written as JSON: for {@link Sprague#table} the {@code GameTable} (game, kind,
     * coordinates, cells, how the grid was decided); for {@link Sprague#outcomeTable} a map
     * with the keys {@code game}, {@code rows}, {@code cols}, {@code legend}, {@code outcomes};
     * for {@link Sprague#pattern} the {@code PatternAnalysis.Sequence} or {@code Table} record;
     * for {@link Sprague#hint} and {@link Sprague#engineMove} the {@code HintRecord} and the
     * {@code EngineMoveRecord} of {@code app.json}.
     */
    Object json();

    /** The text for people: a header line saying what the answer is, then its rows. */
    String text();

    /**
     * The text with each option the text names (a template {@code ${name}}) spelled as
     * {@code spell} gives it (the command line's {@code --json}); {@link #text()} by default.
     */
    default String text(Function<String, String> spell) {
        return text();
    }

    /**
     * The text line by line, without the line breaks: what a front end writes one line at a
     * time. A graph's answer ({@link Sprague#graph}) builds each line when it is read, so 100M
     * vertices are written without holding them; the others split {@link #text()}.
     */
    default java.util.List<String> lines() {
        return text().lines().toList();
    }

    /**
     * For a question that answers with what it had done when a limit or its deadline stopped it
     * ({@link SequenceQuestion#partial()}, {@link Sprague#quotient}), what stopped it; null when it ran to the end, and
     * for every other answer.
     */
    default org.sprague.game.LimitExceededException stopped() {
        return null;
    }
}
