package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code --progress} is read by one parser for grundy and quotient, each naming itself when the value is bad. */
class ProgressOptionTest {

    @Test
    void anUnknownProgressModeIsExitTwoNamingTheCommandAndTheModes() {
        Cli q = Cli.run("quotient", "0.75", "--progress", "sometimes");
        assertEquals(2, q.exitCode(), q.err());
        assertTrue(q.err().contains("quotient: unknown --progress 'sometimes' (auto, bar, lines or none)"), q.err());
        Cli g = Cli.run("grundy", "kayles", "--to", "10", "--progress", "sometimes");
        assertEquals(2, g.exitCode(), g.err());
        assertTrue(g.err().contains("grundy: unknown --progress 'sometimes' (auto, bar, lines or none)"), g.err());
    }

    @Test
    void progressGoesToStderrOnlySoTheAnswerIsTheSameInEveryMode() {
        String plain = Cli.run("quotient", "0.75", "--progress", "none").out();
        for (String mode : new String[] {"auto", "bar", "lines"}) {
            Cli c = Cli.run("quotient", "0.75", "--progress", mode);
            assertEquals(0, c.exitCode(), c.err());
            assertEquals(plain, c.out());
        }
    }
}
