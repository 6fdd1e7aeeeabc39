package org.sprague.app;

import java.util.List;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Outcome;
import org.sprague.impartial.MemoizedGrundySolver;
import org.sprague.impartial.MemoizedOutcomeSolver;

/**
 * The values of the positions of a user's impartial game ({@link Sprague#impartial} for normal
 * play, {@link Sprague#misere} for misère play), each position's answer remembered for the
 * next. Normal play: the Sprague-Grundy value by a memoized search that stores the independent
 * parts of {@link ImpartialGame#components} only and XORs their values ({@link
 * MemoizedGrundySolver}); the outcome is P iff the value is 0. Misère play: the outcome by a
 * memoized search over whole positions in {@link ImpartialGame#canonical} form ({@link
 * MemoizedOutcomeSolver}; a sum's misère outcome does not follow from its parts' values, so
 * there is no Grundy value to ask for). Both are iterative, O(positions + moves) of the
 * reachable game, and stop with a {@link org.sprague.game.PositionLimitException} past
 * {@code maxPositions} stored positions. Not thread-safe.
 *
 * @param <P> the game's position type
 */
public final class ImpartialValues<P> {
    private final MemoizedGrundySolver<P> normal;
    private final MemoizedOutcomeSolver<P> misere;

    private ImpartialValues(MemoizedGrundySolver<P> normal, MemoizedOutcomeSolver<P> misere) {
        this.normal = normal;
        this.misere = misere;
    }

    static <P> ImpartialValues<P> normal(ImpartialGame<P> game, long maxPositions, org.sprague.game.Deadline deadline) {
        return new ImpartialValues<>(new MemoizedGrundySolver<>(game, maxPositions, org.sprague.search.engine.SearchThreads.until(deadline)), null);
    }

    static <P> ImpartialValues<P> misere(ImpartialGame<P> game, long maxPositions, org.sprague.game.Deadline deadline) {
        return new ImpartialValues<>(null, new MemoizedOutcomeSolver<>(game, true, maxPositions, org.sprague.search.engine.SearchThreads.until(deadline)));
    }

    /** Whether the player who cannot move wins ({@link Sprague#misere}). */
    public boolean isMisere() {
        return misere != null;
    }

    /**
     * The Sprague-Grundy value of a position under normal play: 0 iff the player to move loses.
     *
     * @throws IllegalStateException under misère play, which has no Grundy value to add
     */
    public int grundy(P position) {
        if (normal == null) {
            throw new IllegalStateException("misère play has no Grundy value: ask outcome(position)");
        }
        return normal.grundy(position);
    }

    /** N if the player to move wins, P if that player loses. */
    public Outcome outcome(P position) {
        if (normal != null) {
            return normal.grundy(position) == 0 ? Outcome.P : Outcome.N;
        }
        return misere.solve(position).outcome();
    }

    /** Every option from which the opponent loses, in the game's option order (none when the player to move loses). */
    public List<P> winningMoves(P position) {
        return normal != null ? normal.solve(position).winningMoves() : misere.solve(position).winningMoves();
    }

    /** How many positions the search has stored so far. */
    public long positionsStored() {
        return normal != null ? normal.positionsStored() : misere.positionsStored();
    }

    /**
     * How many positions were kept in interning tables (the slower path) because they did not
     * pack into a 64-bit key (a record's derived codec, or lists of small numbers): 0 when all did.
     */
    public long internedPositions() {
        return normal != null ? normal.internedPositions() : misere.internedPositions();
    }

    /** Why positions were interned rather than packed ({@link #internedPositions}); null when none was. */
    public String internedReason() {
        return normal != null ? normal.internedReason() : misere.internedReason();
    }
}
