package org.sprague.impartial;

import org.sprague.game.ImpartialGame;
import org.sprague.search.engine.Fold;
import org.sprague.search.engine.SearchThreads;

/**
 * Steinhaus remoteness of impartial positions: how many moves remain when the winner
 * hurries and the loser delays. A terminal position has remoteness 0 (a loss for the
 * player to move under normal play, a win under misère play); otherwise, if some option
 * is a loss for the player then to move, the position is a win of remoteness
 * {@code 1 + min} over such options, else a loss of remoteness {@code 1 + max} over all
 * options. Under normal play the P-positions are exactly those of even remoteness.
 *
 * <p>An {@link InternedSearch} with the remoteness fold over whole positions (the remoteness
 * of a sum is not a function of its parts') in {@link ImpartialGame#canonical} form. Cost:
 * {@code O(positions + moves)} of the reachable game; limits and cycles as
 * {@link InternedSearch} says.
 *
 * <p>Source: H. Steinhaus (1925); Berlekamp, Conway, Guy, <i>Winning Ways</i>, ch. 9
 * ("Remote star"); Siegel, <i>Combinatorial Game Theory</i>, I.4.
 *
 * @param <P> the position type
 */
public final class MemoizedRemotenessSolver<P> extends InternedSearch<P> {
    /**
     * @param misere true: the player who cannot move wins
     * @param maxPositions the most positions to store before
     *     {@link org.sprague.game.PositionLimitException}
     * @param call whose deadline (of the call now running) stops the search when it polls
     *     ({@link SearchThreads#until} for a fixed one)
     */
    public MemoizedRemotenessSolver(ImpartialGame<P> game, boolean misere, long maxPositions, SearchThreads call) {
        super(game, true, Fold.remoteness(misere), maxPositions, call);
    }

    /** The remoteness of {@code position}: moves to the end with best play. */
    public int remoteness(P position) {
        return code(position) >>> 1;
    }

    /** Whether the player to move from {@code position} wins. */
    public boolean wins(P position) {
        return (code(position) & 1) == 1;
    }

    private int code(P position) {
        return search.value(interned.canonicalId(position));
    }
}
