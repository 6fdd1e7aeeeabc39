package org.sprague.game;

import org.sprague.game.wording.Wording;

/**
 * Bad input from a user: an unknown game, a malformed position, a parameter out of range.
 * The message is one line naming the bad part (a parameter as a {@link Wording} template,
 * {@code ${maxPositions}}, which each front end spells its own way).
 */
public final class InvalidInputException extends SpragueException {
    private static final long serialVersionUID = 1L;

    public InvalidInputException(String message) {
        super(message);
    }
}
