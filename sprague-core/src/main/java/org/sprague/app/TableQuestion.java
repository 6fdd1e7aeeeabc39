package org.sprague.app;

import java.time.Duration;
import org.sprague.catalog.SolveOptions;

/**
 * The request of {@link Sprague#table}: the P/N (or Grundy value) grid of a two-coordinate
 * game ({@code sprague table GAME RxC}, {@code POST /api/table}).
 *
 * @param game a two-coordinate game id with its parameter ({@code kiki}, {@code bash:3})
 * @param rows number of rows (the first coordinate), at least 1
 * @param cols number of columns (the second coordinate), at least 1
 * @param grundy cells are Grundy values rather than P/N
 * @param options misère play, method and the search's position limit (moves are not listed)
 * @param timeLimit the deadline from the call's start; null: none
 */
public record TableQuestion(String game, int rows, int cols, boolean grundy, SolveOptions options,
        Duration timeLimit) {

    public TableQuestion {
        if (options == null) {
            options = SolveOptions.defaults();
        }
    }
}
