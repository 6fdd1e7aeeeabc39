package org.sprague.catalog.entry;

import java.util.List;
import org.sprague.game.Position;

/**
 * A catalogue game with its parameters fixed: parses and prints positions. See
 * {@link org.sprague.catalog.ImpartialCatalogGame} and
 * {@link org.sprague.catalog.PartizanCatalogGame}.
 */
public interface Game {

    /**
     * The id with its parameter, as typed: {@code nim}, {@code bash:3}; by default the
     * definition's id (a game without a parameter).
     */
    default String id() {
        return definition().id();
    }

    /** The catalogue entry this game comes from. */
    GameDefinition definition();

    /**
     * Parses a position from its tokens (numbers), checking it is legal.
     *
     * @throws org.sprague.game.InvalidInputException naming the bad token
     */
    Position parse(List<String> tokens);

    /** The position in the syntax {@link #parse} reads. */
    default String format(Position position) {
        return position.toString();
    }

    /**
     * For two-coordinate games, the least value of each coordinate in a table
     * ({@code sprague table}); 0 unless the game says otherwise.
     */
    default int tableStart() {
        return 0;
    }

    /** Whether a position of two numbers is a legal position of this game (so it has a table). */
    default boolean twoCoordinates() {
        return false;
    }
}
