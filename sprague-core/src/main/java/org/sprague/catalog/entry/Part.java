package org.sprague.catalog.entry;

import java.util.stream.Collectors;
import java.util.List;
import org.sprague.game.Position;

/**
 * A game and a position, one component of a sum: what {@code Catalog.parseParts} reads and
 * {@code CatalogSolver.solveSum} solves.
 */
public record Part(Game game, Position position) {
    /** {@code "id position"}, as typed. */
    public String text() {
        String p = game.format(position);
        return p.isEmpty() ? game.id() : game.id() + " " + p;
    }

    /** A sum as typed: each part's {@link #text()}, {@code " + "} between them. */
    public static String sumText(List<Part> parts) {
        return parts.stream().map(Part::text).collect(Collectors.joining(" + "));
    }
}
