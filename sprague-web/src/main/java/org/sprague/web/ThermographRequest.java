package org.sprague.web;

/**
 * The body of {@code POST /api/thermograph}: either a {@code value} in CGT notation or a
 * catalogue {@code game} and {@code position} (as for {@code /api/partizan}), and the form of
 * the answer.
 *
 * @param value a game in CGT notation ({@code "{3||2*|1*}"})
 * @param game a partizan catalogue game, with {@code position}
 * @param position the position of {@code game}
 * @param format {@code "data"} (default: the walls' breakpoints as JSON) or {@code "svg"}
 *     (the drawing {@code sprague value --thermograph} makes, as {@code image/svg+xml})
 * @param maxPositions the most canonical forms (and regions) to store (at most the server's limit)
 */
public record ThermographRequest(String value, String game, String position, String format, Long maxPositions) {
}
