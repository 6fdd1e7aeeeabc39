package org.sprague.game;

/**
 * A resource limit was reached (positions, memory, time); the message says what was
 * reached. Exit code 3.
 */
public class LimitExceededException extends SpragueException {
    private static final long serialVersionUID = 1L;

    public LimitExceededException(String message) {
        super(message);
    }

    @Override
    public int exitCode() {
        return 3;
    }
}
