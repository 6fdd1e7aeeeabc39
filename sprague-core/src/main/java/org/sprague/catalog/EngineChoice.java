package org.sprague.catalog;

import org.sprague.catalog.engine.Engine;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.MemoizedGrundySolver;
import org.sprague.impartial.MemoizedOutcomeSolver;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.search.PackedGame;
import org.sprague.search.engine.SearchMonitor;
import org.sprague.search.engine.SearchThreads;
import org.sprague.game.Position;
import org.sprague.catalog.engine.PositionCodec;
import org.sprague.catalog.engine.SequenceSearch;
import org.sprague.catalog.engine.PackedPositions;
import org.sprague.catalog.engine.PackedCatalogSolver;

/**
 * The one place a catalogue game's search engine is chosen, from the capabilities the game
 * declares as data; no game picks its own. In order:
 * <ul>
 *   <li>{@link SequenceSearch} (heap games: the sparse-space Grundy table; Cutting: the
 *       dense bottom-up table) for the Grundy value;</li>
 *   <li>{@link PackedPositions}: the packed engine ({@link org.sprague.search.engine.PackedSearch},
 *       dense memo when the packed game has a rank, split root under {@code --threads 2})
 *       on the position's parts, or Lemoine and Viennot's pruned probes
 *       ({@link PrunedCatalogSolver}) when the game declares {@link PackedPositions#pruned};
 *       the outcome fold on whole canonical positions; one search per frame;</li>
 *   <li>a {@link PositionCodec} ({@link ImpartialCatalogGame#codec}): the packed engine in the
 *       narrowest layout that holds the positions met, the object search for a position that
 *       does not pack;</li>
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
        if (game instanceof PackedPositions packed) {
            boolean pruned = packed.pruned() && !"plain".equals(System.getProperty("sprague.search"));
            return new Framed<GrundyAlgorithm<Position>>(packed, g -> {
                Function<Position, long[]> parts = p -> parts(g, packed.pack(p, g));
                SearchMonitor monitor = SearchMonitor.limit(maxPositions).following(threads);
                return pruned ? new PrunedCatalogSolver(game, g, parts, monitor, threads)
                        : new PackedCatalogSolver(game, g, parts, monitor, threads);
            }).grundy();
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
        if (game instanceof PackedPositions packed) {
            return new Framed<PackedOutcomeSolver>(packed, g -> new PackedOutcomeSolver(game, g,
                    p -> g.canonical(packed.pack(p, g)), misere,
                    SearchMonitor.limit(maxPositions).following(call))).outcome();
        }
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
        if (engine instanceof PrunedCatalogSolver) {
            return Engine.NIMBER_PRUNING;
        }
        if (engine instanceof PackedCatalogSolver || engine instanceof PackedGrundySolver) {
            return Engine.PACKED_SEARCH;
        }
        if (game instanceof PackedPositions packed && !(engine instanceof MemoizedGrundySolver)) { // framed
            return packed.pruned() && !"plain".equals(System.getProperty("sprague.search"))
                    ? Engine.NIMBER_PRUNING : Engine.PACKED_SEARCH;
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

    /** The atomic parts of packed position {@code p}, canonical (the empty array for the empty sum). */
    private static long[] parts(PackedGame g, long p) {
        java.util.stream.LongStream.Builder parts = java.util.stream.LongStream.builder();
        g.components(p, parts::add);
        return parts.build().toArray();
    }

    /** One engine per frame of a {@link PackedPositions} game, made at the first position of that frame. */
    private static final class Framed<E> {
        private final PackedPositions packed;
        private final Function<PackedGame, E> make;
        private final Map<Integer, E> byFrame = new HashMap<>();

        Framed(PackedPositions packed, Function<PackedGame, E> make) {
            this.packed = packed;
            this.make = make;
        }

        E of(Position p) {
            return byFrame.computeIfAbsent(packed.frame(p), f -> make.apply(packed.packedGame(p)));
        }

        GrundyAlgorithm<Position> grundy() {
            @SuppressWarnings("unchecked")
            Framed<GrundyAlgorithm<Position>> self = (Framed<GrundyAlgorithm<Position>>) this;
            return new GrundyAlgorithm<>() {
                @Override
                public int grundy(Position position) {
                    return self.of(position).grundy(position);
                }

                @Override
                public List<Position> movesToValue(Position position, int value) {
                    return self.of(position).movesToValue(position, value);
                }

                @Override
                public long positionsStored() {
                    return self.byFrame.values().stream().mapToLong(GrundyAlgorithm::positionsStored).sum();
                }
            };
        }

        OutcomeAlgorithm<Position> outcome() {
            @SuppressWarnings("unchecked")
            Framed<OutcomeAlgorithm<Position>> self = (Framed<OutcomeAlgorithm<Position>>) this;
            return new OutcomeAlgorithm<>() {
                @Override
                public OutcomeResult<Position> solve(Position p) {
                    return self.of(p).solve(p);
                }

                @Override
                public boolean wins(Position p) {
                    return self.of(p).wins(p);
                }

                @Override
                public long positionsStored() {
                    return self.byFrame.values().stream().mapToLong(OutcomeAlgorithm::positionsStored).sum();
                }
            };
        }
    }
}
