package org.sprague.game;

/** Base of the engine's checked-at-the-boundary failures, each mapped to an exit code. */
public abstract class SpragueException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    protected SpragueException(String message) {
        super(message);
    }

    /** The process exit code a command line reports for this failure. */
    public abstract int exitCode();
}
