package org.sprague.game;

import org.sprague.game.wording.Remedy;

/**
 * A resource limit was reached (positions, memory, time, the size one structure holds); the
 * message says what was reached, and the remedies what the user can do. Two limits have their
 * own type with their figures: {@link PositionLimitException} (the positions a search may store)
 * and {@link TimeLimitException} (a deadline, or the caller gave the answer up); the
 * subclass and the message say which limit it was.
 */
public class LimitExceededException extends SpragueException {
    private static final long serialVersionUID = 1L;

    /**
     * A limit, its message stating the facts: a {@code Wording} template, where {@code ${name}}
     * names an option that each front end spells its own way (Sprague's code attaches what the
     * user can do about it with {@code Remedy.attach}).
     */
    public LimitExceededException(String message) {
        super(message);
    }

    /** A limit stated by {@code template}, with what the user can do about it (Sprague's code: {@code Remedy.attach}). */
    LimitExceededException(String template, Remedy... remedies) {
        super(template, remedies);
    }
}
