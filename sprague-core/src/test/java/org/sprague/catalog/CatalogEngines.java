package org.sprague.catalog;

import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.search.engine.SearchThreads;
import org.sprague.game.Position;
import org.sprague.catalog.engine.PositionCodec;

/**
 * The catalogue's engines, package-private in {@code catalog} (issue 22, item 6: they are not
 * API), opened to the tests of {@code catalog.games} that check them against the object
 * search on the catalogue's own games.
 */
public final class CatalogEngines {
    private CatalogEngines() {
    }

    /** {@link PackedOutcomeSearch} of {@code game} over {@code packing}. */
    public static OutcomeAlgorithm<Position> packedOutcomeSearch(ImpartialCatalogGame game, PositionCodec packing,
            boolean misere, long maxPositions, SearchThreads call) {
        return new PackedOutcomeSearch(game, packing, misere, maxPositions, call);
    }

    /** {@link PackedGrundySolver} of {@code game} over {@code packing}, whose codec says whether it prunes. */
    public static GrundyAlgorithm<Position> packedGrundy(ImpartialCatalogGame game, PositionCodec packing,
            long maxPositions) {
        return new PackedGrundySolver(game, packing, maxPositions, SearchThreads.one());
    }

    /** Whether {@code engine} is the packed engine of the catalogue ({@link PackedGrundySolver} or {@link PackedOutcomeSearch}). */
    public static boolean isPacked(Object engine) {
        return engine instanceof PackedGrundySolver || engine instanceof PackedOutcomeSearch;
    }

    /** Why the packed engine {@code engine} last sent a position to the object search, or null. */
    public static String fallbackReason(Object engine) {
        return ((ObjectFallback) engine).fallbackReason();
    }
}
