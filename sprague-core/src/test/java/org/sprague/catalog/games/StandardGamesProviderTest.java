package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.entry.CatalogProvider;
import org.sprague.catalog.entry.GameDefinition;

/**
 * The catalogue reaches the standard games through the {@link CatalogProvider} service, not
 * an import (no catalog/catalog.games cycle); it still lists them all, once, in their order.
 */
class StandardGamesProviderTest {

    @Test
    void theStandardCatalogueIsTheStandardGamesInOrder() {
        List<GameDefinition> listed = Catalog.standard().definitions();
        assertEquals(StandardGames.all(), listed);
        assertEquals("nim", listed.get(0).id());
    }

    @Test
    void spragueCoreProvidesExactlyTheStandardGames() {
        List<Class<?>> providers = ServiceLoader.load(CatalogProvider.class).stream()
                .<Class<?>>map(ServiceLoader.Provider::type).toList();
        assertEquals(List.of(StandardGames.class), providers);
    }
}
