package org.sprague.app;

/**
 * The answer of {@link Sprague#graph}: the record {@code sprague graph --json} and
 * {@code POST /api/graph} write, in one of three shapes: every vertex (or the start) with its
 * outcome, remoteness, generalized Grundy value and best moves; the sum of tokens with its
 * value and winning moves; or the weighted game's values
 * ({@link org.sprague.loopy.engine.GraphReport}).
 *
 * @param json the record written as JSON
 */
public record GraphAnswer(Object json) {
}
