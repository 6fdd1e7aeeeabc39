package org.sprague.catalog;

import org.sprague.catalog.engine.Engine;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.partizan.MemoizedPartizanOutcomeSolver;
import org.sprague.search.engine.SearchThreads;
import org.sprague.game.Position;
import org.sprague.catalog.engine.OutcomeSearch;

/**
 * The search engines of one {@link CatalogSolver}, one per game id and problem, each
 * created from the capabilities the game declares ({@link ImpartialCatalogGame#codec},
 * {@link OutcomeSearch}) and shared by every later call (every component, every cell of a
 * table, every move of a game played), so a memo is filled once.
 */
final class SearchEngines {
    private final long maxPositions;
    private final SearchThreads threads;
    private final Map<String, GrundyAlgorithm<Position>> grundy = new HashMap<>();
    private final Map<String, OutcomeAlgorithm<Position>> misere = new HashMap<>();
    private final Map<String, OutcomeAlgorithm<Position>> normalOutcome = new HashMap<>();
    private final Map<String, MemoizedPartizanOutcomeSolver<Position>> partizan = new HashMap<>();

    /** @param threads the threads the Grundy searches may use, told what they used */
    SearchEngines(long maxPositions, SearchThreads threads) {
        this.maxPositions = maxPositions;
        this.threads = threads;
    }

    /** The threads asked for, and what the searches did with them. */
    SearchThreads threads() {
        return threads;
    }

    /** The Grundy-value search of {@code game}. */
    GrundyAlgorithm<Position> grundy(ImpartialCatalogGame game) {
        return grundy.computeIfAbsent(game.id(), id -> game.searchSolver(maxPositions, threads));
    }

    /** The technique {@link #grundy} runs for {@code game}. */
    Engine grundyEngine(ImpartialCatalogGame game) {
        return EngineChoice.grundyEngine(game, grundy(game));
    }

    /** Positions stored by every search of this solver so far (a question's cost is the difference). */
    long positionsStored() {
        return grundy.values().stream().mapToLong(GrundyAlgorithm::positionsStored).sum()
                + misere.values().stream().mapToLong(OutcomeAlgorithm::positionsStored).sum()
                + normalOutcome.values().stream().mapToLong(OutcomeAlgorithm::positionsStored).sum()
                + partizan.values().stream().mapToLong(MemoizedPartizanOutcomeSolver::positionsStored).sum();
    }

    /** The misère whole-position search of {@code game}. */
    OutcomeAlgorithm<Position> misere(ImpartialCatalogGame game) {
        return misere.computeIfAbsent(game.id(), id -> game.misereSolver(maxPositions, threads));
    }

    /**
     * The pruned normal-play outcome search of {@code game}, when it declares an
     * {@link OutcomeSearch} that {@link OutcomeSearch#prunesNormalPlay}; empty otherwise (its outcome then comes from its Grundy value).
     */
    Optional<OutcomeAlgorithm<Position>> normalOutcome(ImpartialCatalogGame game) {
        if (!(game instanceof OutcomeSearch search) || !search.prunesNormalPlay()) {
            return Optional.empty();
        }
        return Optional.of(normalOutcome.computeIfAbsent(game.id(), id -> EngineChoice.outcome(game, false, maxPositions,
                threads)));
    }

    /** The partizan outcome search of {@code game}, normal or misère play. */
    MemoizedPartizanOutcomeSolver<Position> partizan(PartizanCatalogGame game, boolean misere) {
        return partizan.computeIfAbsent((misere ? "misère " : "") + game.id(),
                id -> new MemoizedPartizanOutcomeSolver<>(game, maxPositions, misere, threads));
    }
}
