package org.sprague.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * {@link Main#run} gives picocli only the command named (start-up: picocli models every
 * command it is given by reflection); each command must answer exactly as on the command
 * line that holds all of them: output, errors and exit code.
 */
class OneCommandLineTest {

    @ParameterizedTest
    @ValueSource(strings = {"solve nim 3 4 5", "solve nim 3 --json", "solve --version", "solve --help",
        "solve", "solve --bogus", "solve nim x", "value -{0|^}", "value {1|-1} --json", "serve --help",
        "table --help", "grundy kayles --to 20", "play nim 1", "games", "pattern kayles --to 100",
        "strong --help", "graph --help", "query --help", "quotient --help", "shell --help", "--version", "-V",
        "--version solve", "-V --help"})
    void aCommandAnswersAsOnTheFullCommandLine(String line) {
        String[] args = line.split(" ");
        assertEquals(untimed(full(args)), untimed(Cli.run(args)), line);
    }

    /** The answer without its wall time ({@code statistics.elapsedMillis}), which differs between two runs. */
    private static Cli untimed(Cli cli) {
        return new Cli(cli.exitCode(), cli.out().replaceAll("(\"elapsedMillis\"\\s*:\\s*)\\d+", "$10"), cli.err());
    }

    @Test
    void theTopLevelHelpAndItsErrorsStillListEveryCommand() {
        assertNull(Main.onlyCommand(new String[] {"help", "solve"}));
        assertNull(Main.onlyCommand(new String[] {"solv", "nim"}));
        assertNull(Main.onlyCommand(new String[] {"--help"}));
        assertNull(Main.onlyCommand(new String[0]));
        assertEquals(SolveCommand.class, Main.onlyCommand(new String[] {"solve", "nim", "3"}));
        assertEquals(Main.class, Main.onlyCommand(new String[] {"--version"}));
        assertNull(Main.onlyCommand(new String[] {"--version", "solve"}));
        Cli unknown = Cli.run("solv", "nim");
        assertEquals(full(new String[] {"solv", "nim"}), unknown);
        assertEquals(true, unknown.err().contains("solve, table, play, pattern, games, shell, serve, graph,"
                + " grundy, strong, query, value, quotient, help"), unknown.err());
    }

    private static Cli full(String[] args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        PrintWriter o = new PrintWriter(out, true);
        PrintWriter e = new PrintWriter(err, true);
        int code = Main.commandLine(new StringReader(""), o, e).execute(args);
        return new Cli(code, out.toString(), err.toString());
    }
}
