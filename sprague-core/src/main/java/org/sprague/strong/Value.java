package org.sprague.strong;

/**
 * The value of a position for the player to move, as in the Gamesman systems: the player
 * to move wins, loses, or the game ends in a tie (a final position that nobody wins), or
 * goes on forever with best play (a draw, only in games with cycles). {@link #UNDEFINED}
 * marks a record not solved yet. Preference for the player to move:
 * win &gt; tie &gt; draw &gt; lose.
 */
public enum Value {
    UNDEFINED, LOSE, WIN, TIE, DRAW;

    private static final Value[] VALUES = values();

    /** The value of a position for the other player, i.e. of a move to a position of this value. */
    public Value forMover() {
        return switch (this) {
            case LOSE -> WIN;
            case WIN -> LOSE;
            default -> this;
        };
    }

    /** Lower-case name used in text and JSON: win, lose, tie, draw, undefined. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    static Value ofCode(int code) {
        return VALUES[code];
    }
}
