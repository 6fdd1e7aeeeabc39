package org.sprague.catalog.games;

import java.math.BigInteger;
import org.sprague.game.Position;
import org.sprague.game.InvalidInputException;

/**
 * A board's size written {@code RxC} (rows x columns, e.g. {@code 3x4}), shared by the board
 * games' parsers so that a malformed size ({@code 3x2x}, {@code 3x}, {@code 3xa}) is reported as
 * a size, naming the part that is wrong, rather than as a bad height or board row.
 */
record RectangleSize(BigInteger rows, BigInteger columns) {
    private static final String EXAMPLE = "write RxC (rows x columns), e.g. 3x4";

    /**
     * Whether {@code token} is meant as a size: it has an {@code x} and none of a drawn board's
     * characters ({@code . # |}), so no height or board row is taken for a size.
     */
    static boolean intended(String token) {
        return (token.indexOf('x') >= 0 || token.indexOf('X') >= 0) && !token.matches(".*[.#|].*");
    }

    /** Parses {@code RxC}, both at least 1, naming the bad part on error. */
    static RectangleSize parse(String game, String token) {
        String[] parts = token.split("[xX]", -1);
        if (parts.length != 2) {
            throw new InvalidInputException(game + ": size '" + token + "' has " + (parts.length - 1)
                    + " x's, not one; " + EXAMPLE);
        }
        if (parts[0].isEmpty()) {
            throw new InvalidInputException(game + ": size '" + token + "' has no rows before the x; " + EXAMPLE);
        }
        if (parts[1].isEmpty()) {
            throw new InvalidInputException(game + ": size '" + token + "' has no columns after the x; " + EXAMPLE);
        }
        String where = "size '" + token + "': ";
        return new RectangleSize(Position.parseNumber(game, where + "rows", parts[0], 1),
                Position.parseNumber(game, where + "columns", parts[1], 1));
    }
}
