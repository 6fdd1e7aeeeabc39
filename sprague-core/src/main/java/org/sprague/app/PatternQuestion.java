package org.sprague.app;

import java.time.Duration;

/**
 * The request of {@link Sprague#pattern}: a game's table by search and the rules found in it
 * ({@code sprague pattern}, {@code POST /api/pattern}). A one-coordinate sequence n up to
 * {@code to}, or, with {@code rows} and {@code cols}, a two-coordinate table.
 *
 * @param game a catalogue game id with its parameter, or a heap game's code ({@code 0.137})
 * @param to a sequence's last position n (used when {@code rows} is null)
 * @param rows the table's rows, or null for a sequence
 * @param cols the table's columns (with rows)
 * @param maxPositions the most positions the search may store
 * @param timeLimit the deadline from the call's start; null: none
 */
public record PatternQuestion(String game, int to, Integer rows, Integer cols, long maxPositions,
        Duration timeLimit) {

    /** The sequence of {@code game} up to n = {@code to}. */
    public static PatternQuestion sequence(String game, int to, long maxPositions) {
        return new PatternQuestion(game, to, null, null, maxPositions, null);
    }

    /** The {@code rows} x {@code cols} table of {@code game}. */
    public static PatternQuestion table(String game, int rows, int cols, long maxPositions) {
        return new PatternQuestion(game, 0, rows, cols, maxPositions, null);
    }

    /** The same question under a deadline {@code limit} from the call's start. */
    public PatternQuestion within(Duration limit) {
        return new PatternQuestion(game, to, rows, cols, maxPositions, limit);
    }
}
