package org.sprague.impartial;

import org.sprague.game.ImpartialGame;
import org.sprague.search.engine.Fold;
import org.sprague.search.engine.InternedGame;
import org.sprague.search.engine.PackedSearch;
import org.sprague.search.engine.SearchMonitor;
import org.sprague.search.engine.SearchThreads;

/**
 * What the memoized searches over object positions share ({@link MemoizedGrundySolver},
 * {@link MemoizedOutcomeSolver}, {@link MemoizedRemotenessSolver}): the one search engine,
 * {@link PackedSearch} with a fold, over the {@code long} ids {@link InternedGame} gives
 * positions (their numbers packed into the id when they are small, else a dense index), the
 * values kept in the memo {@link InternedGame#newMemo()} makes for those ids; and what it
 * reports (positions stored, positions interned rather than packed, and why). Iterative (a
 * chain of a million positions needs no call stack). A position met again while on the search
 * path means the game has a cycle: {@link org.sprague.game.LoopyGameException}; more stored
 * positions than {@code maxPositions}: {@link org.sprague.game.PositionLimitException}; the
 * deadline and the heap are polled as the search goes.
 *
 * <p>Memory per position: 10 to 16 bytes of hash memo when its numbers pack into a
 * {@code long}, else a slot of the id table, 4 bytes of memo and the position: its numbers as
 * a few bytes when it is a list of numbers ({@link org.sprague.game.codec.LongNumbers}), else
 * the object.
 *
 * @param <P> the position type
 */
abstract class InternedSearch<P> {
    final ImpartialGame<P> game;
    final InternedGame<P> interned;
    final PackedSearch search;

    /**
     * @param canonical whether positions are identified in {@link ImpartialGame#canonical} form
     * @param maxPositions the most positions to store before {@link org.sprague.game.PositionLimitException}
     * @param call whose deadline (of the call now running) is read at each poll
     */
    InternedSearch(ImpartialGame<P> game, boolean canonical, Fold fold, long maxPositions, SearchThreads call) {
        this.game = game;
        this.interned = new InternedGame<>(game, canonical);
        this.search = new PackedSearch(interned, fold, interned.newMemo(), SearchMonitor.limit(maxPositions).following(call));
    }

    /** How many positions the search has stored. */
    public long positionsStored() {
        return search.positionsStored();
    }

    /**
     * How many positions the search kept in its interning tables (the slower path) because
     * they did not pack into a key (a record's derived codec, or small numbers): 0 when all did.
     */
    public long internedPositions() {
        return interned.internedPositions();
    }

    /** Why positions were interned rather than packed ({@link #internedPositions}); null when none was. */
    public String internedReason() {
        return interned.internedReason();
    }
}
