package org.sprague.catalog;

import org.sprague.catalog.engine.Engine;
import java.util.Optional;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;
import org.sprague.impartial.MemoizedOutcomeSolver;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.search.engine.SearchThreads;
import org.sprague.game.Position;
import org.sprague.catalog.engine.PositionCodec;
import org.sprague.catalog.engine.SequenceSearch;
import org.sprague.catalog.engine.PackedCatalogSolver;

/**
 * The one place a catalogue game's search engine is chosen, from the capabilities the game
 * declares as data; no game picks its own. In order:
 * <ul>
 *   <li>{@link SequenceSearch} (heap games: the sparse-space Grundy table; Cutting: the
 *       dense bottom-up table) for the Grundy value;</li>
 *   <li>a {@link PositionCodec} ({@link ImpartialCatalogGame#codec}): the packed engine
 *       ({@link org.sprague.search.engine.PackedSearch}, dense memo when the packed game has a
 *       rank, split root under {@code --threads 2}) in the narrowest layout that holds the
 *       positions met, or one search per board frame; Lemoine and Viennot's pruned probes
 *       when the codec declares {@link PositionCodec#pruned}; the outcome fold on whole
 *       canonical positions; the object search for a position that does not pack;</li>
 *   <li>otherwise the object-position memoized search.</li>
 * </ul>
 * {@code -Dsprague.search=plain} turns the pruned probes off (the plain packed search), for
 * measuring one against the other.
 */
final class EngineChoice {
    private EngineChoice() {
    }

    /**
     * The normal-play Grundy search of {@code game}, storing at most {@code maxPositions}
     * positions, on the {@code threads} asked for (told the threads used).
     */
    static GrundyAlgorithm<Position> grundy(ImpartialCatalogGame game, long maxPositions, SearchThreads threads) {
        if (game instanceof SequenceSearch sequence) {
            return sequence.sequenceSolver(maxPositions, threads);
        }
        Optional<PositionCodec> codec = game.codec(false);
        if (codec.isPresent()) {
            return new PackedGrundySolver(game, codec.get(), maxPositions, threads);
        }
        return new MemoizedGrundySolver<>(game, maxPositions, threads);
    }

    /**
     * The whole-position outcome search of {@code game}, normal or misère play, storing at most
     * {@code maxPositions} positions: the outcome fold stops at a position's first move to a
     * P-position.
     */
    static OutcomeAlgorithm<Position> outcome(ImpartialCatalogGame game, boolean misere, long maxPositions,
            SearchThreads call) {
        Optional<PositionCodec> codec = game.codec(true);
        if (codec.isPresent()) {
            return new PackedOutcomeSearch(game, codec.get(), misere, maxPositions, call);
        }
        return new MemoizedOutcomeSolver<>(game, misere, maxPositions, call);
    }

    /**
     * The technique {@code engine}, made by {@link #grundy} or a game's own
     * {@link ImpartialCatalogGame#searchSolver}, runs: named once here, where the choice is made.
     */
    static Engine grundyEngine(ImpartialCatalogGame game, GrundyAlgorithm<Position> engine) {
        if (game instanceof SequenceSearch) {
            return Engine.SEQUENCE_TABLE;
        }
        if (engine instanceof PackedGrundySolver packed) {
            return packed.pruned() ? Engine.NIMBER_PRUNING : Engine.PACKED_SEARCH;
        }
        if (engine instanceof PackedCatalogSolver) {
            return Engine.PACKED_SEARCH;
        }
        return Engine.MEMO_SEARCH; // the object search, a user's record game's own search
    }

    /**
     * The engine that ran for an answer whose route chose {@code chosen} ({@link #grundyEngine}),
     * known only after the solve: a packed engine any of whose positions fell back to object
     * positions ({@code fellBack}: the answer has a {@link org.sprague.game.Solution#fallbackReason},
     * the root's or a sum's component's) ran the object search, {@link Engine#MEMO_SEARCH}, for
     * that part, and the answer names it; a packed search that used more than one thread
     * ({@code threadsUsed}) is {@link Engine#SPLIT_ROOT}; everything else is {@code chosen}
     * (the outcome fold is the same fold on objects). The one place the text, the JSON and the
     * web read the engine from ({@link CatalogSolver}).
     */
    static String ran(String chosen, boolean fellBack, int threadsUsed) {
        boolean packed = Engine.PACKED_SEARCH.name().equals(chosen) || Engine.NIMBER_PRUNING.name().equals(chosen);
        if (packed && fellBack) {
            return Engine.MEMO_SEARCH.name();
        }
        return threadsUsed > 1 && Engine.PACKED_SEARCH.name().equals(chosen) ? Engine.SPLIT_ROOT.name() : chosen;
    }
}
