package org.sprague.catalog.engine;

import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.game.Position;

/**
 * A capability a game declares: its Grundy values come from a table over a sequence of
 * sizes rather than a search of positions (heap games: the sparse-space Grundy table of the
 * game's code; Cutting: the dense bottom-up table of sheets), the value of a position being
 * the XOR of its parts' entries. {@link org.sprague.catalog.EngineChoice} uses it before any packed search.
 */
public interface SequenceSearch {

    /**
     * The table-backed Grundy search, storing at most {@code maxPositions} entries, on the
     * {@code threads} asked for (told the threads used, or why one).
     */
    GrundyAlgorithm<Position> sequenceSolver(long maxPositions, org.sprague.search.engine.SearchThreads threads);
}
