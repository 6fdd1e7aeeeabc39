package org.sprague.app;

/**
 * The answer of a table question: {@link Sprague#table} (a two-coordinate catalogue game's grid
 * of Grundy values or outcomes) and {@link Sprague#outcomeTable} (the outcome of every empty
 * Domineering rectangle up to a size). A front end prints {@link #text()} or writes
 * {@link #json()}: {@code sprague table --json}, {@code POST /api/table}.
 */
public sealed interface TableAnswer permits GridTableAnswer, OutcomeTableAnswer {

    /**
     * The record written as JSON: for {@link Sprague#table} the {@code GameTable} (game, kind,
     * coordinates, cells, how the grid was decided); for {@link Sprague#outcomeTable} a map
     * with the keys {@code game}, {@code rows}, {@code cols}, {@code legend}, {@code outcomes}.
     */
    Object json();

    /** The text for people: a header line saying what a cell means, then the rows. */
    String text();
}
