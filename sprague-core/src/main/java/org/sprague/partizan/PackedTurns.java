package org.sprague.partizan;

import java.util.function.LongConsumer;
import org.sprague.partizan.PartizanOutcomeAlgorithm.Side;
import org.sprague.search.PackedGame;

/**
 * The (position, side to move) states of a {@link PackedPartizanGame} as the positions of an
 * impartial {@link PackedGame}: bit 63 is set when Right is to move; the options of a state
 * are the moving side's options with the other side to move. Under the normal-play outcome
 * fold a state is a win iff one of its options is a loss for the side moving next, which is
 * the partizan rule (Winning Ways, ch. 1-2). One instance serves one search on one thread
 * (it keeps the sink of the position being expanded).
 */
final class PackedTurns implements PackedGame, LongConsumer {
    static final long RIGHT_TO_MOVE = Long.MIN_VALUE;
    private static final long POSITION = ~RIGHT_TO_MOVE;

    private final PackedPartizanGame game;
    private final boolean canonicalOptions;
    private OptionSink sink;
    private long nextSide;

    PackedTurns(PackedPartizanGame game) {
        this.game = game;
        this.canonicalOptions = game.streamsCanonical();
    }

    /** The state of {@code position} (low 63 bits) with {@code toMove} to move. */
    static long state(long position, Side toMove) {
        return (position & POSITION) | (toMove == Side.RIGHT ? RIGHT_TO_MOVE : 0);
    }

    @Override
    public void options(long state, OptionSink sink) {
        this.sink = sink;
        this.nextSide = state < 0 ? 0 : RIGHT_TO_MOVE;
        game.options(state & POSITION, state < 0 ? Side.RIGHT : Side.LEFT, this);
    }

    /** One option of the side to move: the other side moves next. */
    @Override
    public void accept(long option) {
        sink.option((canonicalOptions ? option : game.canonical(option)) | nextSide);
    }

    @Override
    public boolean streamsCanonicalParts() {
        return true; // options are canonicalised in accept
    }

    @Override
    public long canonical(long state) {
        return (game.canonical(state & POSITION) & POSITION) | (state & RIGHT_TO_MOVE);
    }

    @Override
    public String format(long state) {
        return game.format(state & POSITION) + (state < 0 ? " (Right to move)" : " (Left to move)");
    }
}
