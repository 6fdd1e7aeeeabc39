package org.sprague.web;

/**
 * The body of {@code POST /api/value}: a game or a comparison written in CGT notation, as
 * {@code sprague value} reads it.
 *
 * @param value the expression ({@code "{2|-1}"}, {@code "^ + ^ + *"}, {@code "^ <= *"})
 * @param maxPositions the most canonical forms to store (at most the server's limit)
 * @param notation how the value is printed: {@code "sprague"} (the default) or {@code "cgsuite"}
 *     (CGScript that CGSuite reads back), as {@code sprague value --notation}
 */
public record ValueRequest(String value, Long maxPositions, String notation) {
}
