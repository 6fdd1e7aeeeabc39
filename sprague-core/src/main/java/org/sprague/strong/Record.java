package org.sprague.strong;

import org.sprague.game.LimitExceededException;

/**
 * The 16-bit record of one position in a strong solution: 3 bits of {@link Value} (its
 * ordinal) above 13 bits of remoteness (moves to the end with best play: the winner hurries,
 * the loser delays, a tie is reached as fast as possible; 0 for a draw). The record 0 is
 * {@link Value#UNDEFINED}. Two bytes per position, as in GamesmanOne's tier databases.
 *
 * <p>Scored games ({@link StrongGame#scored}): a win or loss by a margin uses the free codes
 * 5 (win by m) and 6 (lose by m): bits 15-13 the code, bits 12-7 the margin m (1..63), bits
 * 6-0 the remoteness (0..127); a margin of 0 is an ordinary tie. Records say which layout
 * they use, so a database needs no flag and readers of the plain layout see win/lose.
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

    /** The largest margin and remoteness a scored record holds. */
    public static final int MAX_MARGIN = 63;
    public static final int MAX_SCORED_REMOTENESS = 127;
    private static final int WIN_BY = 5;
    private static final int LOSE_BY = 6;

    /**
     * The record of a scored position: {@code margin} (for the player to move: positive wins,
     * negative loses, 0 ties) reached in {@code remoteness} moves.
     */
    public static short scored(int margin, int remoteness) {
        if (margin == 0) {
            return of(Value.TIE, remoteness);
        }
        if (Math.abs(margin) > MAX_MARGIN || remoteness > MAX_SCORED_REMOTENESS) {
            throw new LimitExceededException("a scored record holds a margin up to " + MAX_MARGIN
                    + " and a remoteness up to " + MAX_SCORED_REMOTENESS + ", not " + margin + " in " + remoteness);
        }
        return (short) ((margin > 0 ? WIN_BY : LOSE_BY) << 13 | Math.abs(margin) << 7 | remoteness);
    }

    public static Value value(short record) {
        int code = (record & 0xFFFF) >>> 13;
        return code == WIN_BY ? Value.WIN : code == LOSE_BY ? Value.LOSE : Value.ofCode(code);
    }

    public static int remoteness(short record) {
        return isScored(record) ? record & MAX_SCORED_REMOTENESS : record & MAX_REMOTENESS;
    }

    /** Whether the record is a win or loss by a margin. */
    public static boolean isScored(short record) {
        int code = (record & 0xFFFF) >>> 13;
        return code == WIN_BY || code == LOSE_BY;
    }

    /** The margin for the player to move: positive for a win by it, negative for a loss; 0 otherwise. */
    public static int margin(short record) {
        int code = (record & 0xFFFF) >>> 13;
        int m = (record >>> 7) & MAX_MARGIN;
        return code == WIN_BY ? m : code == LOSE_BY ? -m : 0;
    }

    /** "win in 5", "lose in 0", "tie in 9", "draw"; scored: "win by 3 in 5". */
    public static String describe(short record) {
        Value v = value(record);
        if (v == Value.DRAW || v == Value.UNDEFINED) {
            return v.label();
        }
        return v.label() + (isScored(record) ? " by " + Math.abs(margin(record)) : "") + " in " + remoteness(record);
    }
}
