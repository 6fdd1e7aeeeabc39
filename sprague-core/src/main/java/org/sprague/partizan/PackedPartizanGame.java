package org.sprague.partizan;

import java.util.function.LongConsumer;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;

/**
 * A partizan game whose positions are packed into the low 63 bits of a {@code long} (bit 63
 * carries the side to move in the search): the fast way into the partizan outcome search,
 * beside the object interface {@link org.sprague.game.PartizanGame}. Options are streamed to
 * a {@link LongConsumer}, nothing is built per position. A game declares it through
 * {@link PartizanPacking}; {@link MemoizedPartizanOutcomeSolver} then searches the (position,
 * side to move) states on {@link org.sprague.search.engine.PackedSearch} with the outcome fold,
 * stopping at a side's first winning move. Play must end.
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
