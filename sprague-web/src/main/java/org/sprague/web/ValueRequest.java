package org.sprague.web;

/**
 * The body of {@code POST /api/value}: a game or a comparison written in CGT notation, as
 * {@code sprague value} reads it.
 *
 * @param value the expression ({@code "{2|-1}"}, {@code "^ + ^ + *"}, {@code "^ <= *"})
 * @param maxPositions the most canonical forms to store (at most the server's limit)
 */
public record ValueRequest(String value, Long maxPositions) {
}
