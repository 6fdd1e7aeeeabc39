package org.sprague.web;

/**
 * The body of {@code POST /api/table}: the CLI's {@code sprague table GAME RxC} as JSON.
 *
 * @param game a two-coordinate game id with its parameter
 * @param rows number of rows (the first coordinate)
 * @param cols number of columns (the second coordinate)
 * @param grundy cells are Grundy values rather than P/N (default false)
 * @param misere misère play (default false)
 * @param method auto (default), closed-form or search
 * @param maxPositions the most positions a search may store (at most the server's limit)
 * @param outcome the table as outcome classes (the CLI's {@code --outcome}; refused with grundy):
 *     domineering's table is of outcome classes (L, R, N, P) whether asked or not
 */
public record TableRequest(String game, Integer rows, Integer cols, Boolean grundy, Boolean misere,
        String method, Long maxPositions, Boolean outcome) {
}
