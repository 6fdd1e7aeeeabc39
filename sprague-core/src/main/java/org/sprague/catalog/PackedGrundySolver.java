package org.sprague.catalog;

import java.util.ArrayList;
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
 *
 * <p>When the codec declares {@link PositionCodec#pruned} (Cram; {@code -Dsprague.search=plain}
 * turns it off, for measuring one against the other), the values come from Lemoine and
 * Viennot's pruned probes ({@link org.sprague.search.engine.NimberPruningSearch}) instead of
 * full Grundy values: the value of a position is the XOR of its packed parts' nimbers, and a
 * move to value {@code v} is found by asking of each option "is this option + *v a
 * P-position?", a probe that stops at the first witness, so the winning moves (value 0) cost
 * far less than every option's Grundy value. Used where it measured faster than the plain
 * packed search (Cram: docs/performance-log.md).
 */
final class PackedGrundySolver extends LayoutSolver<MemoizedGrundySolver<Position>>
        implements GrundyAlgorithm<Position> {

    /** @param threads the threads asked for (two: the split-root search), told the threads used */
    public PackedGrundySolver(ImpartialCatalogGame game, PositionCodec packing, long maxPositions,
            org.sprague.search.engine.SearchThreads threads) {
        super(game, new LayoutSearch(packing, Fold.mex(),
                packing.pruned() && !"plain".equals(System.getProperty("sprague.search")), maxPositions, threads),
                () -> new MemoizedGrundySolver<>(game, maxPositions, threads), MemoizedGrundySolver::positionsStored);
    }

    /** Whether the values come from Lemoine and Viennot's pruned probes. */
    boolean pruned() {
        return packed.pruned();
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

    /** The options of value {@code value}; pruned: every option {@code o} with {@code o + *value} a P-position, each decided by a probe. */
    @Override
    public List<Position> movesToValue(Position p, int value) {
        if (!packed.pruned()) {
            return GrundyAlgorithm.optionsOfValue(game, this, p, value);
        }
        List<Position> out = new ArrayList<>();
        for (Position o : game.options(p)) {
            if (packed.hasValue(o, value)) {
                out.add(o);
            }
        }
        return out;
    }
}
