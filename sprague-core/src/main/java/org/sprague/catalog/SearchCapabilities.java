package org.sprague.catalog;

import java.util.Optional;
import org.sprague.game.ImpartialGame;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.game.Position;
import org.sprague.catalog.engine.OutcomeSearch;
import org.sprague.catalog.engine.PositionCodec;
import org.sprague.catalog.engine.SequenceSearch;
import org.sprague.catalog.engine.PackedPositions;

/**
 * How a game is searched when no closed form decides it: the game declares capabilities as
 * data ({@link #codec}, {@link PackedPositions}, {@link OutcomeSearch}, {@link SequenceSearch})
 * and {@link EngineChoice}, the one place engines are chosen, builds the search from them.
 * A game declaring none gets the object-position memoized search. Games do not override
 * {@link #searchSolver} or {@link #misereSolver}.
 */
interface SearchCapabilities extends ImpartialGame<Position> {

    /**
     * An upper bound on the positions a search from {@code position} stores (heaps
     * {@code a b}: {@code (a + 1)(b + 1)}), or -1 when unknown; lets a bounded search be
     * refused before it starts.
     */
    default double searchSize(Position position) {
        return -1;
    }

    /**
     * How positions pack into {@code long}s for the packed engine, when they do: for the
     * Grundy search ({@code whole} false: a position may pack as a sum of parts) or for the
     * outcome searches ({@code whole} true: positions packed whole, since a misère sum is not
     * decided by its parts' values). Empty by default (the object search).
     */
    default Optional<PositionCodec> codec(boolean whole) {
        return Optional.empty();
    }

    /** The normal-play Grundy search, storing at most {@code maxPositions} positions, as {@link EngineChoice} picks it. */
    default GrundyAlgorithm<Position> searchSolver(long maxPositions) {
        return searchSolver(maxPositions, org.sprague.search.engine.SearchThreads.one());
    }

    /**
     * The normal-play Grundy search on the {@code threads} asked for (told the threads used,
     * or why one), as {@link EngineChoice} picks it.
     */
    default GrundyAlgorithm<Position> searchSolver(long maxPositions, org.sprague.search.engine.SearchThreads threads) {
        return EngineChoice.grundy(this, maxPositions, threads);
    }

    /**
     * The whole-position misère search, storing at most {@code maxPositions} positions and
     * stopping at {@code call}'s running deadline, as {@link EngineChoice} picks it.
     */
    default OutcomeAlgorithm<Position> misereSolver(long maxPositions, org.sprague.search.engine.SearchThreads call) {
        return EngineChoice.outcome(this, true, maxPositions, call);
    }
}
