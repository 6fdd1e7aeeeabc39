package org.sprague.partizan;

import java.util.function.LongConsumer;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/**
 * A partizan game whose positions are packed into the low 63 bits of a {@code long} (bit 63
 * carries the side to move in the search, {@link PackedTurns}), as a {@link PartizanPacking}
 * layout gives it. Options are streamed to a {@link LongConsumer}, nothing is built per
 * position. Play must end.
 */
public interface PackedPartizanGame {
    /** The bits a packed position may use (bit 63 is the side to move). */
    int POSITION_BITS = 63;

    /** Streams the options of {@code side} moving from {@code position} (repeats allowed). */
    void options(long position, Side side, LongConsumer sink);

    /** An equivalent position used as the memo key; the default is the position itself. */
    default long canonical(long position) {
        return position;
    }

    /** Whether every option streamed is already {@link #canonical} (a declared shortcut; false by default). */
    default boolean streamsCanonical() {
        return false;
    }

    /** The position as a person reads it (messages only). */
    default String format(long position) {
        return Long.toString(position);
    }
}
