package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.LoopyGameException;
import org.sprague.game.PositionLimitException;
import org.sprague.game.wording.Remedy;
import org.sprague.game.TimeLimitException;
import org.sprague.strong.db.CorruptDatabaseException;

/**
 * The command line owns exit codes and flag names (issue 11, item 9): one mapping from the
 * engine's exception types to 2/3/4, and the engine's facts and remedies worded with flags.
 */
class ExitCodesAndWordsTest {

    @Test
    void eachFailureTypeHasItsExitCode() {
        assertEquals(2, ExitCodes.of(new InvalidInputException("bad")));
        assertEquals(2, ExitCodes.of(new LoopyGameException("3")));
        assertEquals(3, ExitCodes.of(new PositionLimitException(11, 10)));
        assertEquals(3, ExitCodes.of(new TimeLimitException("late", null)));
        assertEquals(3, ExitCodes.of(new OutOfMemoryError()));
        assertEquals(4, ExitCodes.of(new CorruptDatabaseException("block 3")));
        assertEquals(1, ExitCodes.of(new IllegalStateException()));
    }

    @Test
    void messagesNameTheFlagsAUserTypes() {
        assertEquals("position limit reached: the search stored 11 positions and the limit is 10"
                + " (raise it with --max-positions)", CliWords.message(new PositionLimitException(11, 10)));
        assertEquals("--max-positions must be >= 1, got 0",
                CliWords.message(new InvalidInputException("${maxPositions} must be >= 1, got 0")));
        assertEquals("--game-file", CliWords.flag("gameFile"));
        String memory = CliWords.message(Remedy.attach(new LimitExceededException("memory limit"), Remedy.MORE_MEMORY,
                Remedy.LOWER_POSITION_LIMIT));
        assertEquals("memory limit (raise it with JAVA_OPTS=-Xmx..., or lower --max-positions)", memory);
        assertTrue(CliWords.message(new LoopyGameException("7")).endsWith("(use the loopy-game solver: sprague graph,"
                + " with --game-file for your own game)"));
    }

    @Test
    void theCommandLineStillSaysHowToRaiseTheLimit() {
        Cli r = Cli.run("solve", "nim", "3", "3", "3", "3", "3", "3", "--misere", "--method", "search",
                "--max-positions", "20");
        assertEquals(3, r.exitCode(), r.err());
        assertTrue(r.err().contains("(raise it with --max-positions)"), r.err());
    }
}
