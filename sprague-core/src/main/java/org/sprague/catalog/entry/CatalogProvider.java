package org.sprague.catalog.entry;

import java.util.List;

/**
 * Games for {@link org.sprague.catalog.Catalog#standard()}, found with
 * {@link java.util.ServiceLoader}. The games live in {@code org.sprague.catalog.games}, which
 * builds on the catalogue; the catalogue reaches them through this interface, so the two
 * packages form no cycle (issue 22, item 6). sprague-core provides one:
 * {@code org.sprague.catalog.games.StandardGames}.
 */
public interface CatalogProvider {
    /** The definitions, in the order {@code sprague games} lists them. */
    List<GameDefinition> definitions();
}
