package org.sprague.strong.db;

import org.sprague.game.SpragueException;

/**
 * A database file whose bytes fail a check: the message names the file part (block) that is
 * bad. The command line exits with code 4 (its {@code ExitCodes}).
 */
public final class CorruptDatabaseException extends SpragueException {
    private static final long serialVersionUID = 1L;

    public CorruptDatabaseException(String message) {
        super(message);
    }
}
