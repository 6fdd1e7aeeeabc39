package org.sprague.strong.db;

import org.sprague.game.SpragueException;

/** A database file whose bytes fail a check: the message names the file part (block) that is bad. Exit code 4. */
public final class CorruptDatabaseException extends SpragueException {
    private static final long serialVersionUID = 1L;

    public CorruptDatabaseException(String message) {
        super(message);
    }

    @Override
    public int exitCode() {
        return 4;
    }
}
