package org.sprague.impartial;

import java.util.List;
import org.sprague.game.ImpartialGame;
import org.sprague.search.engine.Fold;
import org.sprague.search.engine.InternedGame;
import org.sprague.search.engine.PackedSearch;
import org.sprague.search.engine.SearchThreads;

/**
 * Grundy values by memoized search over the move graph (the tutorials' 记忆化搜索) for a game
 * over object positions: a façade over the one search engine, {@link PackedSearch} with the
 * mex fold, each distinct atomic position given a {@code long} id ({@link InternedGame}: its
 * numbers packed into the id when they are small, else a dense index) and its value kept in
 * the memo {@link InternedGame#newMemo()} makes for those ids. Iterative (a chain of a
 * million positions needs no call stack); a position that is a sum
 * ({@link ImpartialGame#components}) is the XOR of its components' values and only the
 * components are memoized.
 *
 * <p>Cost: {@code O(sum over stored positions of (options + components))} hash look-ups of
 * positions; memory per atomic position 10 to 16 bytes of hash memo when its numbers pack
 * into a {@code long}, else a slot of the id table, 4 bytes of memo and the position: its
 * numbers as a few bytes when it is a list of numbers ({@link org.sprague.game.codec.LongNumbers}),
 * else the object. A position met again while on
 * the search path means the game has a cycle: {@link org.sprague.game.LoopyGameException}. More stored positions than
 * {@code maxPositions}: {@link org.sprague.game.PositionLimitException}; the
 * deadline (when built with one) and the heap are polled as the search goes.
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
