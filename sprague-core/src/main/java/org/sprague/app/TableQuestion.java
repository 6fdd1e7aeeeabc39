package org.sprague.app;

import java.time.Duration;
import org.sprague.catalog.SolveOptions;
import org.sprague.catalog.SolveOptions.Method;
import org.sprague.game.InvalidInputException;

/**
 * The request of {@link Sprague#table}: the P/N (or Grundy value) grid of a two-coordinate
 * game ({@code sprague table GAME RxC}, {@code POST /api/table}); and of {@link Sprague#pattern}:
 * a game's table by search and the rules found in it ({@code sprague pattern},
 * {@code POST /api/pattern}), a one-coordinate sequence n up to {@code to}, or, with
 * {@code rows} and {@code cols}, a two-coordinate table ({@link #sequence} and {@link #table}
 * build the pattern's).
 *
 * @param game a two-coordinate game id with its parameter ({@code kiki}, {@code bash:3}); for a
 *     pattern also a one-coordinate game or a heap game's code ({@code 0.137})
 * @param to a pattern's sequence's last position n (used when {@code rows} is null)
 * @param rows number of rows (the first coordinate), at least 1; null for a pattern's sequence
 * @param cols number of columns (the second coordinate), at least 1 (with rows)
 * @param grundy the table's cells are Grundy values rather than P/N ({@link Sprague#table} only)
 * @param misere the table's play is misère ({@link Sprague#table} only)
 * @param method how the table's cells are decided: {@code auto} (null: the default),
 *     {@code closed-form} or {@code search} ({@link Sprague#table} only)
 * @param maxPositions the most positions a search may store: the table's cell by cell, checked
 *     (at least 1) when the table is asked; the pattern's, checked by its own engine with its
 *     own message
 * @param timeLimit the deadline from the call's start; null: none
 * @param outcome the table is asked for as outcome classes ({@code --outcome}, {@code "outcome": true}):
 *     refused with {@code grundy}; domineering's table is of outcome classes whether asked or not
 *     ({@link Sprague#table} only)
 * @param threads the threads of domineering's outcome search, 1 or 2; null: 1 (refused for any
 *     other game; {@link Sprague#table} only)
 */
public record TableQuestion(String game, int to, Integer rows, Integer cols, boolean grundy, boolean misere,
        String method, long maxPositions, Duration timeLimit, boolean outcome, Integer threads) {

    /** @throws InvalidInputException for a method other than those above */
    public TableQuestion {
        method = method == null ? "auto" : SolveQuestion.word(Method.parse(method));
    }

    /** The {@code rows} x {@code cols} table of {@code game} ({@link Sprague#table}). */
    public TableQuestion(String game, int rows, int cols, boolean grundy, boolean misere, String method,
            long maxPositions, Duration timeLimit) {
        this(game, 0, rows, cols, grundy, misere, method, maxPositions, timeLimit, false, null);
    }

    /** The pattern of {@code game}'s sequence up to n = {@code to} ({@link Sprague#pattern}). */
    public static TableQuestion sequence(String game, int to, long maxPositions) {
        return new TableQuestion(game, to, null, null, false, false, null, maxPositions, null, false, null);
    }

    /** The pattern of {@code game}'s {@code rows} x {@code cols} table ({@link Sprague#pattern}). */
    public static TableQuestion table(String game, int rows, int cols, long maxPositions) {
        return new TableQuestion(game, 0, rows, cols, false, false, null, maxPositions, null, false, null);
    }

    /** The table's options: misère, method and the limit ({@link SolveOptions#DEFAULT_MAX_MOVES}: no move is listed). */
    SolveOptions options() {
        return new SolveOptions(misere, Method.parse(method), maxPositions, SolveOptions.DEFAULT_MAX_MOVES);
    }

    /** The same question under a deadline {@code limit} from the call's start. */
    public TableQuestion within(Duration limit) {
        return new TableQuestion(game, to, rows, cols, grundy, misere, method, maxPositions, limit, outcome, threads);
    }

    /**
     * The same table asked as outcome classes ({@code outcome}) on {@code threads} threads
     * (domineering's outcome search; null: one).
     */
    public TableQuestion withOutcome(boolean outcome, Integer threads) {
        return new TableQuestion(game, to, rows, cols, grundy, misere, method, maxPositions, timeLimit, outcome, threads);
    }
}
