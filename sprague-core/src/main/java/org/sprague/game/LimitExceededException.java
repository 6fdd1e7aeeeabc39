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

    /** A limit, its message stating the facts (a module-path user's constructor: it names no remedy). */
    public LimitExceededException(String message) {
        super(message);
    }

    /**
     * A limit stated by {@code template} (a {@code Wording} template: {@code ${name}} names an
     * option, which each front end spells its own way), with what the user can do about it.
     */
    public LimitExceededException(String template, Remedy... remedies) {
        super(template, remedies);
    }
}
