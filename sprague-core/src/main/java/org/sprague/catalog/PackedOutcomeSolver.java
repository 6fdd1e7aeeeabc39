package org.sprague.catalog;

import java.util.stream.Collectors;
import java.util.List;
import java.util.function.ToLongFunction;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Outcome;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.search.engine.Fold;
import org.sprague.search.PackedGame;
import org.sprague.search.engine.PackedSearch;
import org.sprague.search.engine.SearchMonitor;
import org.sprague.game.Position;

/**
 * A catalogue game's whole-position outcome search (misère play) on the packed engine: the
 * position is packed whole (not split into components: a misère sum is not decided by its
 * parts' values), memoized in canonical form, and the search stops at a position's first
 * move to a P-position (the outcome fold). Winning moves are the game's own options, packed
 * and evaluated at the edge.
 */
final class PackedOutcomeSolver implements OutcomeAlgorithm<Position> {
    private final ImpartialGame<Position> game;
    private final PackedGame packed;
    private final Fold fold;
    private final SearchMonitor monitor;
    private final ToLongFunction<Position> whole;
    private PackedSearch search;

    /**
     * @param whole the position packed whole
     */
    public PackedOutcomeSolver(ImpartialGame<Position> game, PackedGame packed, ToLongFunction<Position> whole,
            boolean misere, SearchMonitor monitor) {
        this.game = game;
        this.packed = packed;
        this.fold = Fold.outcome(misere);
        this.monitor = monitor;
        this.whole = whole;
    }

    @Override
    public boolean wins(Position position) {
        long p = whole.applyAsLong(position);
        if (search == null) {
            // the memo is picked for the first root: a dense array when the game has a rank
            // (Chomp: chomp 12x12 --outcome took 255-367 MB with the hash memo, 175 MB for the
            // Grundy search with the dense one)
            search = PackedSearch.of(packed, fold, monitor, p);
        }
        return fold.wins(search.value(p));
    }

    @Override
    public OutcomeResult<Position> solve(Position position) {
        List<Position> winning = game.options(position).stream().filter(o -> !wins(o)).collect(Collectors.toList());
        return new OutcomeResult<>(wins(position) ? Outcome.N : Outcome.P, winning);
    }

    @Override
    public long positionsStored() {
        return search == null ? 0 : search.positionsStored();
    }
}
