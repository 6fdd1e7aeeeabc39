package org.sprague.web;

/**
 * The body of {@code POST /api/partizan}: a position of a partizan catalogue game (or a sum
 * of them), as {@code sprague solve} reads it.
 *
 * @param game {@code domineering}, {@code hackenbush}, {@code clobber}, {@code toads-and-frogs}
 *     or {@code cutcake}; may be omitted when {@code position} starts with the game id (a sum:
 *     {@code "domineering ..|.. + hackenbush lr"})
 * @param position the position in the game's syntax ({@code "2x3"}, {@code "..|.."}, {@code "lrl e"})
 * @param maxPositions the most regions and canonical forms to store (at most the server's limit)
 * @param notation how values are printed: {@code "sprague"} (the default) or {@code "cgsuite"}
 *     (CGScript that CGSuite reads back), as {@code sprague solve --notation}
 */
public record PartizanRequest(String game, String position, Long maxPositions, String notation) {
}
