package org.sprague.app;

/**
 * The answer of {@link Sprague#graph}: the record {@code sprague graph --json} and
 * {@code POST /api/graph} write, in one of three shapes: every vertex (or the start) with its
 * outcome, remoteness, generalized Grundy value and best moves (a list of maps with the keys
 * {@code vertex}, {@code label} when the graph has one, {@code outcome}, {@code remoteness},
 * {@code grundy}, {@code bestMoves}); the sum of tokens with its value and winning moves; or
 * the weighted game's values ({@link org.sprague.loopy.engine.GraphReport}).
 *
 * <p>A graph read from a stream or explored from a game answers its vertex list lazily: each
 * vertex's map is built when it is read, so a front end can write 100M vertices without
 * holding their reports.
 *
 * @param json the record written as JSON
 * @param labels whether the graph labels any vertex (a text table has a label column)
 * @param explored for an explored game: "N positions, M moves, from START (GAME)"; else null
 * @param rows the vertex list as text, one tab-separated row a vertex (vertex, outcome,
 *     remoteness or {@code -}, grundy, best moves or {@code -}, and the label when the graph has
 *     labels), built as read like {@code json}; null for a sum or the weighted game
 */
public record GraphAnswer(Object json, boolean labels, String explored, java.util.List<String> rows) {
}
