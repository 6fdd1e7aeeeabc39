package org.sprague.catalog.games;

import java.util.List;
import org.sprague.catalog.entry.CatalogProvider;
import org.sprague.catalog.entry.GameDefinition;

/**
 * The standard catalogue, in the order {@code sprague games} lists it; {@code
 * Catalog.standard()} finds it as a {@link CatalogProvider} (META-INF/services), so the
 * catalogue does not depend on this package.
 */
public final class StandardGames implements CatalogProvider {
    /** For {@link java.util.ServiceLoader}. */
    public StandardGames() {
    }

    @Override
    public List<GameDefinition> definitions() {
        return all();
    }

    /** Every standard game definition. */
    public static List<GameDefinition> all() {
        return List.of(
                NimGame.DEFINITION,
                CappedNimGame.BASH,
                CappedNimGame.DEFINITION,
                SubtractionGame.DEFINITION,
                StaircaseGame.DEFINITION,
                LaskerGame.DEFINITION,
                TakeAndBreakGame.KAYLES,
                TakeAndBreakGame.DAWSONS_KAYLES,
                TakeAndBreakGame.DAWSONS_CHESS,
                TakeAndBreakGame.TREBLECROSS,
                TakeAndBreakGame.OFFICERS,
                TakeAndBreakGame.GRUNDYS_GAME,
                TakeAndBreakGame.DEFINITION,
                WythoffGame.DEFINITION,
                MooreNimGame.DEFINITION,
                MultiplicationGame.DEFINITION,
                CuttingGame.DEFINITION,
                KikiGame.DEFINITION,
                ZeroXorGame.DEFINITION,
                PebblesGame.DEFINITION,
                CramGame.DEFINITION,
                ChompGame.DEFINITION);
    }
}
