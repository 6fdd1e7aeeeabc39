package org.sprague.app.json;

import java.math.BigInteger;
import java.util.List;

/**
 * The hint of {@code sprague play} and of the web's {@code POST /api/hint}: a winning move of the
 * side to move and why it wins, or why there is none; for a sum of impartial games in normal play
 * the rows of the nim-sum's table (each component's Grundy value) and the nim-sum itself, which a
 * front end may draw in binary. In a package exported to Sprague's front ends only: a library
 * user reads it through {@code Sprague.hint(...).json()}.
 *
 * @param move the move's label, or null when the side to move has no winning move
 * @param position the position the move leads to, in the input's syntax; null with {@code move}
 * @param reason why the move wins (the nim-sum arithmetic, or the P-position it leads to), or why
 *     there is no winning move
 * @param rows the nim-sum's table, one row a component (its Grundy value); empty when the reason
 *     is not the nim-sum (one component, misère or partizan play)
 * @param nimSum the XOR of the rows' values; null when there are no rows
 */
public record HintRecord(String move, String position, String reason, List<Row> rows, BigInteger nimSum) {
    public HintRecord {
        rows = List.copyOf(rows);
    }

    /** One component of the sum: its name ({@code G(7)}, {@code G(nim 3)}) and its Grundy value. */
    public record Row(String label, BigInteger value) {
    }

    /** The text {@code sprague play} prints: {@code hint: MOVE  => POSITION}, then {@code why:  REASON}. */
    public String text() {
        return move == null ? "no winning move: " + reason
                : "hint: " + move + "  => " + position + "\nwhy:  " + reason;
    }
}
