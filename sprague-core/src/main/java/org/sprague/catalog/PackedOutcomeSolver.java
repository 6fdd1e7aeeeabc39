package org.sprague.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Outcome;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.search.Fold;
import org.sprague.search.PackedGame;
import org.sprague.search.PackedSearch;
import org.sprague.search.SearchMonitor;

/**
 * A catalogue game's whole-position outcome search (misère play) on the packed engine: the
 * position is packed whole (not split into components: a misère sum is not decided by its
 * parts' values), memoized in canonical form, and the search stops at a position's first
 * move to a P-position (the outcome fold). Winning moves are the game's own options, packed
 * and evaluated at the edge.
 */
public final class PackedOutcomeSolver implements OutcomeAlgorithm<Position> {
    private final ImpartialGame<Position> game;
    private final PackedSearch search;
    private final ToLongFunction<Position> whole;

    /**
     * @param whole the position packed whole
     */
    public PackedOutcomeSolver(ImpartialGame<Position> game, PackedGame packed, ToLongFunction<Position> whole,
            boolean misere, SearchMonitor monitor) {
        this.game = game;
        this.whole = whole;
        this.search = new PackedSearch(packed, Fold.outcome(misere), new org.sprague.search.HashLongMemo(), monitor);
    }

    @Override
    public boolean wins(Position position) {
        return search.fold().wins(search.value(whole.applyAsLong(position)));
    }

    @Override
    public OutcomeResult<Position> solve(Position position) {
        List<Position> winning = new ArrayList<>();
        for (Position o : game.options(position)) {
            if (!wins(o)) {
                winning.add(o);
            }
        }
        return new OutcomeResult<>(wins(position) ? Outcome.N : Outcome.P, winning);
    }

    @Override
    public long positionsStored() {
        return search.positionsStored();
    }
}
