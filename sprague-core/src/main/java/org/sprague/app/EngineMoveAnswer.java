package org.sprague.app;

/**
 * The answer of {@link Sprague#engineMove}.
 *
 * @param move the move's label, as {@code sprague play} prints it; null when there is no move
 * @param position the position it leads to, in the input's syntax; null when there is no move
 * @param winning whether the side to move wins with best play (then the move is a winning one)
 */
public record EngineMoveAnswer(String move, String position, boolean winning) {
}
