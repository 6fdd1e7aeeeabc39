package org.sprague.cli;

import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.LoopyGameException;
import org.sprague.strong.db.CorruptDatabaseException;
import picocli.CommandLine;

/**
 * The one place that maps a failure to the process's exit code: the engine's exceptions
 * state what went wrong, and what that means for a process is the command line's business.
 * 0 done, 1 internal error, 2 bad input (a malformed position, a cyclic game given to an
 * acyclic solver), 3 a limit was reached (positions, memory, time; never an
 * OutOfMemoryError's stack trace), 4 a database file fails its checks.
 */
public final class ExitCodes {
    /** Bad input. */
    public static final int BAD_INPUT = 2;
    /** A limit (positions, memory, time) was reached. */
    public static final int LIMIT = 3;
    /** A database file is corrupt. */
    public static final int CORRUPT_DATA = 4;
    /** Anything else: a bug to report. */
    public static final int INTERNAL = 1;

    private ExitCodes() {
    }

    /** The exit code for {@code t}. */
    public static int of(Throwable t) {
        if (t instanceof InvalidInputException || t instanceof LoopyGameException
                || t instanceof CommandLine.ParameterException) {
            return BAD_INPUT;
        }
        if (t instanceof LimitExceededException || t instanceof OutOfMemoryError || t instanceof StackOverflowError) {
            return LIMIT;
        }
        if (t instanceof CorruptDatabaseException) {
            return CORRUPT_DATA;
        }
        return INTERNAL;
    }
}
