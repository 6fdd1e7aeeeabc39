package org.sprague.catalog;

import java.util.List;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;
import org.sprague.search.engine.Fold;
import org.sprague.game.Position;
import org.sprague.catalog.engine.PositionCodec;

/**
 * Normal-play Grundy values of a catalogue game on the packed engine ({@link LayoutSearch}
 * with the mex fold), the object search ({@link MemoizedGrundySolver}) for a position that
 * does not pack (see {@link #fallbackReason}). Moves to a value are the game's own options at
 * the edge, each packed and evaluated, so labels are built only when printed.
 */
final class PackedGrundySolver extends LayoutSolver<MemoizedGrundySolver<Position>>
        implements GrundyAlgorithm<Position> {

    /** @param threads the threads asked for (two: the split-root search), told the threads used */
    public PackedGrundySolver(ImpartialCatalogGame game, PositionCodec packing, long maxPositions,
            org.sprague.search.engine.SearchThreads threads) {
        super(game, new LayoutSearch(packing, Fold.mex(), maxPositions, threads),
                () -> new MemoizedGrundySolver<>(game, maxPositions, threads), MemoizedGrundySolver::positionsStored);
    }

    /**
     * The XOR of the values of the game's components (Sprague-Grundy), each packed on its own:
     * Nim's twenty heaps of 1,000 are twenty one-heap positions, where the whole list would
     * not fit 10-bit fields.
     */
    @Override
    public int grundy(Position p) {
        int x = 0;
        for (Position part : game.components(p)) {
            int v = packed.value(part); // -1: the part does not pack
            x ^= v >= 0 ? v : object().grundy(part);
        }
        return x;
    }

    @Override
    public List<Position> movesToValue(Position p, int value) {
        return GrundyAlgorithm.optionsOfValue(game, this, p, value);
    }
}
