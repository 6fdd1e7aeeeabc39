package org.sprague.app.json;

/**
 * The engine's move of {@code Sprague.engineMove}, as {@code POST /api/engine-move} writes it.
 * In a package exported to Sprague's front ends only: a library user reads it through
 * {@code Sprague.engineMove(...).json()}.
 *
 * @param move the move's label; null when there is no legal move
 * @param position the position it leads to, in the input's syntax; null with {@code move}
 * @param winning whether the side to move wins with best play (the move leads to a P-position)
 */
public record EngineMoveRecord(String move, String position, boolean winning) {
    /** The text of a move: {@code MOVE  => POSITION (winning)}, or that there is none. */
    public String text() {
        return move == null ? "no move: the game is over"
                : move + "  => " + position + (winning ? " (winning)" : " (losing: no move wins)");
    }
}
