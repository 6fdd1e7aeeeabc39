package org.sprague.catalog;

import org.sprague.game.ImpartialGame;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;
import org.sprague.impartial.MemoizedOutcomeSolver;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.search.SearchMonitor;

/**
 * How a game is searched when no closed form decides it. The defaults pick up the
 * capabilities a game declares: {@link PackedPositions} (the packed engine) for values,
 * {@link OutcomeSearch} (a pruned whole-position search) for misère play; a game without
 * them gets the object-position memoized search. A game may still override a method to
 * bring its own engine (heap games: the sparse-space Grundy table).
 */
public interface SearchCapabilities extends ImpartialGame<Position> {

    /**
     * An upper bound on the positions a search from {@code position} stores (heaps
     * {@code a b}: {@code (a + 1)(b + 1)}), or -1 when unknown; lets a bounded search be
     * refused before it starts.
     */
    default double searchSize(Position position) {
        return -1;
    }

    /**
     * The normal-play Grundy search, storing at most {@code maxPositions} positions: the
     * packed engine when the game declares {@link PackedPositions}, else the object search.
     */
    default GrundyAlgorithm<Position> searchSolver(long maxPositions) {
        if (this instanceof PackedPositions packed) {
            return new PackedCatalogSolver(this, packed.packedGame(), packed::packedParts,
                    SearchMonitor.limit(maxPositions));
        }
        return new MemoizedGrundySolver<>(this, maxPositions);
    }

    /**
     * The whole-position misère search, storing at most {@code maxPositions} positions: the
     * game's {@link OutcomeSearch} when it declares one, else the object search.
     */
    default OutcomeAlgorithm<Position> misereSolver(long maxPositions) {
        if (this instanceof OutcomeSearch search) {
            return search.outcomeSolver(true, maxPositions);
        }
        return new MemoizedOutcomeSolver<>(this, true, maxPositions);
    }
}
