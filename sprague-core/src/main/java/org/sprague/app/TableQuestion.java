package org.sprague.app;

import java.time.Duration;
import org.sprague.catalog.SolveOptions;

/**
 * The request of {@link Sprague#table}: the P/N (or Grundy value) grid of a two-coordinate
 * game ({@code sprague table GAME RxC}, {@code POST /api/table}); and of {@link Sprague#pattern}:
 * a game's table by search and the rules found in it ({@code sprague pattern},
 * {@code POST /api/pattern}), a one-coordinate sequence n up to {@code to}, or, with
 * {@code rows} and {@code cols}, a two-coordinate table (api11: one request for both, was also
 * {@code PatternQuestion}; {@link #sequence} and {@link #table} build the pattern's).
 *
 * @param game a two-coordinate game id with its parameter ({@code kiki}, {@code bash:3}); for a
 *     pattern also a one-coordinate game or a heap game's code ({@code 0.137})
 * @param to a pattern's sequence's last position n (used when {@code rows} is null)
 * @param rows number of rows (the first coordinate), at least 1; null for a pattern's sequence
 * @param cols number of columns (the second coordinate), at least 1 (with rows)
 * @param grundy the table's cells are Grundy values rather than P/N ({@link Sprague#table} only)
 * @param options the table's misère play, method and position limit (moves are not listed);
 *     {@link Sprague#pattern} reads none of them
 * @param maxPositions the most positions the pattern's search may store ({@link Sprague#pattern}
 *     only: the table's limit is in {@code options}; the two are checked by their own engines,
 *     with their own messages)
 * @param timeLimit the deadline from the call's start; null: none
 * @param outcome the table is asked for as outcome classes ({@code --outcome}, {@code "outcome": true}):
 *     refused with {@code grundy}; domineering's table is of outcome classes whether asked or not
 *     ({@link Sprague#table} only)
 * @param threads the threads of domineering's outcome search, 1 or 2; null: 1 (refused for any
 *     other game; {@link Sprague#table} only)
 */
public record TableQuestion(String game, int to, Integer rows, Integer cols, boolean grundy, SolveOptions options,
        long maxPositions, Duration timeLimit, boolean outcome, Integer threads) {

    public TableQuestion {
        if (options == null) {
            options = SolveOptions.defaults();
        }
    }

    /** A question without {@code outcome} and {@code threads} (as before they were fields). */
    public TableQuestion(String game, int to, Integer rows, Integer cols, boolean grundy, SolveOptions options,
            long maxPositions, Duration timeLimit) {
        this(game, to, rows, cols, grundy, options, maxPositions, timeLimit, false, null);
    }

    /** The {@code rows} x {@code cols} table of {@code game} ({@link Sprague#table}). */
    public TableQuestion(String game, int rows, int cols, boolean grundy, SolveOptions options, Duration timeLimit) {
        this(game, 0, rows, cols, grundy, options,
                options == null ? SolveOptions.DEFAULT_MAX_POSITIONS : options.maxPositions(), timeLimit);
    }

    /** The pattern of {@code game}'s sequence up to n = {@code to} ({@link Sprague#pattern}). */
    public static TableQuestion sequence(String game, int to, long maxPositions) {
        return new TableQuestion(game, to, null, null, false, null, maxPositions, null);
    }

    /** The pattern of {@code game}'s {@code rows} x {@code cols} table ({@link Sprague#pattern}). */
    public static TableQuestion table(String game, int rows, int cols, long maxPositions) {
        return new TableQuestion(game, 0, rows, cols, false, null, maxPositions, null);
    }

    /** The same question under a deadline {@code limit} from the call's start. */
    public TableQuestion within(Duration limit) {
        return new TableQuestion(game, to, rows, cols, grundy, options, maxPositions, limit, outcome, threads);
    }

    /**
     * The same table asked as outcome classes ({@code outcome}) on {@code threads} threads
     * (domineering's outcome search; null: one).
     */
    public TableQuestion withOutcome(boolean outcome, Integer threads) {
        return new TableQuestion(game, to, rows, cols, grundy, options, maxPositions, timeLimit, outcome, threads);
    }
}
