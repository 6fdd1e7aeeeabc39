package org.sprague.impartial;

import java.util.ArrayList;
import java.util.List;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Outcome;
import org.sprague.search.engine.Fold;
import org.sprague.search.engine.SearchThreads;

/**
 * Win/loss by memoized search over whole positions, for normal or misère play: an
 * {@link InternedSearch} with the outcome fold, positions in {@link ImpartialGame#canonical} form.
 *
 * <p>Misère play is not decided by nim-values (a sum's misère outcome is not a function of
 * its components' values), so this solver ignores {@link ImpartialGame#components} and
 * searches the game tree itself: a terminal position is a loss for the player to move under
 * normal play and a win under misère play; a position is a win iff some option is a loss.
 * The search stops at the first losing option of every position but the root, whose options
 * are all evaluated to list every winning move.
 *
 * <p>Cost: {@code O(positions + moves)} of the reachable game tree at most. Source: Winning
 * Ways, ch. 13 (misère play); Siegel, <i>Combinatorial Game Theory</i>, V.1.
 *
 * @param <P> the position type
 */
public final class MemoizedOutcomeSolver<P> extends InternedSearch<P> implements OutcomeAlgorithm<P> {
    private final boolean misere;

    /**
     * @param misere true: the player who cannot move wins
     * @param maxPositions the most positions to store before
     *     {@link org.sprague.game.PositionLimitException}
     * @param call whose deadline stops the search when it polls ({@link SearchThreads#one()}: none, an interrupt still does)
     */
    public MemoizedOutcomeSolver(ImpartialGame<P> game, boolean misere, long maxPositions, SearchThreads call) {
        super(game, true, Fold.outcome(misere), maxPositions, call);
        this.misere = misere;
    }

    @Override
    public OutcomeResult<P> solve(P position) {
        List<P> winning = new ArrayList<>();
        boolean any = false;
        for (P option : game.options(position)) {
            any = true;
            if (!wins(option)) {
                winning.add(option);
            }
        }
        boolean win = any ? !winning.isEmpty() : misere;
        return new OutcomeResult<>(win ? Outcome.N : Outcome.P, winning);
    }

    /** Whether the player to move from {@code position} wins. */
    @Override
    public boolean wins(P position) {
        return search.value(interned.canonicalId(position)) == 1;
    }
}
