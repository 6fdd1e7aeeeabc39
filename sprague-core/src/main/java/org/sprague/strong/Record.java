package org.sprague.strong;

import org.sprague.game.LimitExceededException;

/**
 * The 16-bit record of one position in a strong solution: 3 bits of {@link Value} (its
 * ordinal) above 13 bits of remoteness (moves to the end with best play: the winner hurries,
 * the loser delays, a tie is reached as fast as possible; 0 for a draw). The record 0 is
 * {@link Value#UNDEFINED}. Two bytes per position, as in GamesmanOne's tier databases.
 */
public final class Record {
    /** The largest remoteness a record holds. */
    public static final int MAX_REMOTENESS = (1 << 13) - 1;

    private Record() {
    }

    /** The record of {@code value} at {@code remoteness}. */
    public static short of(Value value, int remoteness) {
        if (remoteness > MAX_REMOTENESS) {
            throw new LimitExceededException("a remoteness above " + MAX_REMOTENESS
                    + " does not fit in a 16-bit record");
        }
        return (short) (value.ordinal() << 13 | remoteness);
    }

    public static Value value(short record) {
        return Value.ofCode((record & 0xFFFF) >>> 13);
    }

    public static int remoteness(short record) {
        return record & MAX_REMOTENESS;
    }

    /** "win in 5", "lose in 0", "tie in 9", "draw". */
    public static String describe(short record) {
        Value v = value(record);
        return v == Value.DRAW || v == Value.UNDEFINED ? v.label() : v.label() + " in " + remoteness(record);
    }
}
