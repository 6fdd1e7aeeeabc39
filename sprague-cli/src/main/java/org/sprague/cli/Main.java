package org.sprague.cli;

import java.io.PrintWriter;
import org.sprague.game.SpragueException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;

/**
 * The {@code sprague} command: who wins from here, with which move, what is this position
 * worth. Exit codes: 0 done, 1 internal error, 2 bad input, 3 a limit was reached.
 */
@Command(name = "sprague", mixinStandardHelpOptions = true, version = "sprague 0.1.0",
        description = {"An engine for two-player combinatorial games: outcomes (P/N), "
                + "Grundy values, winning moves, tables, and play.", ""},
        subcommands = {SolveCommand.class, GrundyCommand.class, GamesCommand.class, HelpCommand.class},
        footer = {"", "Examples:",
                "  sprague solve nim 3 4 5",
                "  sprague solve wythoff 3 5 --json",
                "  sprague solve \"nim 3 4\" + \"kayles 7\"",
                "  sprague grundy kayles --to 500",
                "  sprague games",
                "  sprague help solve",
                "",
                "Exit codes: 0 done, 1 internal error, 2 bad input, 3 a limit was reached."})
public final class Main {

    /** Exit code: bad input. */
    public static final int BAD_INPUT = 2;
    /** Exit code: a limit (positions, memory) was reached. */
    public static final int LIMIT = 3;

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given output streams; returns the exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = commandLine(out, err);
        return cl.execute(args);
    }

    /** The configured command line (one-line errors, exit codes). */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(out);
        cl.setErr(err);
        cl.setExitCodeExceptionMapper(Main::exitCode);
        cl.setParameterExceptionHandler((ex, args) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("sprague: " + ex.getMessage());
            String name = c.getCommandName();
            c.getErr().println("  (see: sprague " + (name.equals("sprague") ? "--help" : "help " + name) + ")");
            return BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, c, parseResult) -> {
            c.getErr().println("sprague: " + message(ex));
            return exitCode(ex);
        });
        return cl;
    }

    static int exitCode(Throwable t) {
        if (t instanceof SpragueException se) {
            return se.exitCode();
        }
        if (t instanceof OutOfMemoryError || t instanceof StackOverflowError) {
            return LIMIT;
        }
        if (t instanceof CommandLine.ParameterException) {
            return BAD_INPUT;
        }
        return 1;
    }

    static String message(Throwable t) {
        if (t instanceof SpragueException) {
            return t.getMessage();
        }
        if (t instanceof OutOfMemoryError) {
            return "out of memory: the computation needs more than the Java heap allows"
                    + " (lower --max-positions, or give Java more memory with JAVA_OPTS=-Xmx...)";
        }
        return "internal error: " + t + " (please report this, with the command you ran)";
    }
}
