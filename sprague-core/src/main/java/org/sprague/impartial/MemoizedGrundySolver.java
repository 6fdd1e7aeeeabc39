package org.sprague.impartial;

import java.util.List;
import org.sprague.game.ImpartialGame;
import org.sprague.search.engine.Fold;
import org.sprague.search.engine.SearchThreads;

/**
 * Grundy values by memoized search over the move graph (the tutorials' 记忆化搜索) for a game
 * over object positions: an {@link InternedSearch} with the mex fold over atomic positions;
 * a position that is a sum ({@link ImpartialGame#components}) is the XOR of its components'
 * values and only the components are memoized.
 *
 * <p>Cost: {@code O(sum over stored positions of (options + components))} hash look-ups of
 * positions; memory, cycles and limits as {@link InternedSearch} says.
 *
 * <p>Source: Sprague (1935), Grundy (1939); Berlekamp, Conway, Guy, <i>Winning Ways</i>,
 * ch. 4.
 *
 * @param <P> the position type
 */
public final class MemoizedGrundySolver<P> extends InternedSearch<P> implements GrundyAlgorithm<P> {

    /** A solver without a position limit. */
    public MemoizedGrundySolver(ImpartialGame<P> game) {
        this(game, Long.MAX_VALUE);
    }

    /** A solver that stops after storing {@code maxPositions} positions. */
    public MemoizedGrundySolver(ImpartialGame<P> game, long maxPositions) {
        super(game, false, Fold.mex(), maxPositions, SearchThreads.one()); // an interrupt stops it
    }

    /**
     * A solver that stops after storing {@code maxPositions} positions, or at the deadline of
     * the call now running on {@code call} when it polls ({@link SearchThreads#until} for a
     * fixed one).
     */
    public MemoizedGrundySolver(ImpartialGame<P> game, long maxPositions, SearchThreads call) {
        super(game, false, Fold.mex(), maxPositions, call);
    }

    @Override
    public int grundy(P position) {
        int x = 0;
        for (P c : game.components(position)) {
            x ^= search.value(interned.id(c));
        }
        return x;
    }

    @Override
    public List<P> movesToValue(P position, int value) {
        return GrundyAlgorithm.optionsOfValue(game, this, position, value);
    }
}
