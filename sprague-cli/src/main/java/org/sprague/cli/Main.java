package org.sprague.cli;

import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.Charset;
import java.util.concurrent.Callable;
import org.sprague.game.SpragueException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.IFactory;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The {@code sprague} command: who wins from here, with which move, what is this position
 * worth. Exit codes: 0 done, 1 internal error, 2 bad input, 3 a limit was reached.
 */
@Command(name = "sprague", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT, version = Main.VERSION,
        description = {"An engine for two-player combinatorial games: outcomes (P/N), "
                + "Grundy values, winning moves, tables, and play.", "",
                "A position is written GAME NUMBERS...: a game id, with :PARAMETER for the games",
                "that take one (bash:3, subtraction:1,3,4), then the position's numbers",
                "(nim 3 4 5: three heaps). '+' joins games into a sum: \"nim 3 4\" + \"nim 5\".",
                "P: the player to move loses. N: the player to move wins.", ""},
        footer = {"", "Examples:",
                "  sprague solve nim 3 4 5",
                "  sprague solve wythoff 3 5 --json",
                "  sprague solve nim 1 1 2 --misere",
                "  sprague solve \"nim 3 4\" + \"kayles 7\"",
                "  sprague grundy kayles --to 300",
                "  sprague table kiki 5x3",
                "  sprague table wythoff 8x8 --grundy",
                "  sprague play nim 3 4 5",
                "  sprague pattern kayles --to 500",
                "  sprague games",
                "  sprague graph examples/loopy.graph --json",
                "  sprague serve --port 8080",
                "  sprague strong connect-four:5x4 --db c4.db",
                "  sprague query c4.db 3344 --json",
                "  sprague value \"{2|-1}\"      (partizan values in CGT notation)",
                "  sprague help solve      (help for one command: solve, table, play, pattern, grundy, graph, games, shell, serve, strong, query, value)",
                "",
                "Exit codes: 0 done, 1 internal error, 2 bad input, 3 a limit was reached,"
                        + " 4 a database file is corrupt."})
public final class Main implements Callable<Integer> {

    /**
     * The commands, in the order {@code sprague --help} lists them. Not the annotation's
     * {@code subcommands}: picocli builds the model of every command it is given by reflection
     * (about 0.8 s of CPU for these 14 on the 2-core machine, more than all the rest of
     * {@code sprague solve nim 3}), so {@link #run} gives it only the command named.
     */
    static final java.util.List<Class<?>> COMMANDS = java.util.List.of(
            SolveCommand.class, TableCommand.class, PlayCommand.class, PatternCommand.class,
            GamesCommand.class, ShellCommand.class, ServeCommand.class, GraphCommand.class, GrundyCommand.class,
            StrongCommand.class, QueryCommand.class, ValueCommand.class, QuotientCommand.class,
            HelpCommand.class);

    /** What {@code sprague --version} prints. */
    static final String VERSION = "sprague 0.1.0";

    /** Exit code: bad input. */
    public static final int BAD_INPUT = ExitCodes.BAD_INPUT;
    /** Exit code: a limit (positions, memory) was reached. */
    public static final int LIMIT = ExitCodes.LIMIT;

    @Spec
    CommandSpec spec;

    /** Where {@code sprague play} reads the user's commands. */
    private final BufferedReader input;

    private Main(Reader input) {
        this.input = input instanceof BufferedReader b ? b : new BufferedReader(input);
    }

    BufferedReader input() {
        return input;
    }

    /** {@code sprague} without a command: one line saying so, exit code 2. */
    @Override
    public Integer call() {
        spec.commandLine().getErr().println("sprague: missing command: one of " + commandNames(spec.commandLine()));
        spec.commandLine().getErr().println("  (see: sprague --help)");
        return BAD_INPUT;
    }

    /** The command names, as the help lists them (kept in step with the subcommand list). */
    private static String commandNames(CommandLine root) {
        return String.join(", ", root.getSubcommands().keySet());
    }

    public static void main(String[] args) {
        Reader in = new InputStreamReader(System.in, Charset.defaultCharset());
        Charset cs = System.out.charset();
        SafeOutput stdout = new SafeOutput(new OutputStreamWriter(new BufferedOutputStream(
                new FileOutputStream(FileDescriptor.out), 1 << 16), cs), false);
        SafeOutput stderr = new SafeOutput(new OutputStreamWriter(new FileOutputStream(FileDescriptor.err),
                System.err.charset()), true);
        PrintWriter out = new PrintWriter(stdout, true);
        PrintWriter err = new PrintWriter(stderr, true);
        int code = run(args, in, out, err);
        System.exit(finish(code, out, stdout, err));
    }

    /**
     * The exit code once the output is flushed: 1 with a message when standard output could
     * not be written (a full disk, {@code >/dev/full}, a closed pipe), never a silent 0.
     */
    static int finish(int code, PrintWriter out, SafeOutput stdout, PrintWriter err) {
        out.flush();
        if (out.checkError()) {
            IOException e = stdout.failure();
            if (e != null && "Broken pipe".equals(e.getMessage())) {
                return 141; // the reader left (| head): quiet, as a process ended by SIGPIPE
            }
            err.println("sprague: cannot write the output to standard output"
                    + (e == null || e.getMessage() == null ? "" : ": " + e.getMessage())
                    + " (is the disk full, or the reader gone?)");
            err.flush();
            return code == 0 ? 1 : code;
        }
        return code;
    }

    /** Runs the command line with the given output streams (standard input for play); returns the exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, new InputStreamReader(System.in, Charset.defaultCharset()), out, err);
    }

    /** Runs the command line reading {@code sprague play}'s commands from {@code in}; returns the exit code. */
    public static int run(String[] args, Reader in, PrintWriter out, PrintWriter err) {
        Class<?> only = onlyCommand(args);
        if (only == Main.class) {
            // a lone --version: the line picocli prints for it, without picocli. Any model picocli
            // builds reads annotations, and the JDK's first annotation (its proxy classes, made at
            // run time: the AOT cache cannot hold them) costs about 25 ms of CPU, the top level's
            // model 60-70 ms in all (docs/performance-log.md, "start15")
            out.println(VERSION);
            out.flush();
            return 0;
        }
        try {
            return commandLine(in, out, err, only).execute(args);
        } catch (Error e) {
            // picocli hands only Exceptions to the execution handler; errors end here, in one line.
            err.println("sprague: " + oneLine(message(e)));
            err.flush();
            return ExitCodes.of(e);
        }
    }

    /** The configured command line (one-line errors, exit codes), reading standard input. */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        return commandLine(new InputStreamReader(System.in, Charset.defaultCharset()), out, err);
    }

    /** The configured command line (one-line errors, exit codes). */
    public static CommandLine commandLine(Reader in, PrintWriter out, PrintWriter err) {
        return commandLine(in, out, err, null);
    }

    /**
     * The command that {@code args} runs when it is one of {@link #COMMANDS} other than
     * {@code help} (which lists the others), {@code Main.class} (the top level alone) for a lone
     * {@code --version}, else null: the command line then needs only that command. Without the other 13, {@code sprague solve nim 3} costs 0.92 -> 0.63 s
     * of CPU and {@code solve nim 3 --json} 1.43 -> 0.78 s (with the launcher's archive
     * trained on --json; medians of 7, load 18-20, docs/performance-log.md, "The command's start-up").
     */
    static Class<?> onlyCommand(String[] args) {
        if (args.length == 0 || args[0].equals("help")) {
            return null;
        }
        if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
            return Main.class; // the version is the top level's: no command's model (docs/performance-log.md, "start14")
        }
        for (Class<?> c : COMMANDS) {
            String name = CommandModels.name(c); // written at compile time: no annotation read
            if ((name != null ? name : c.getAnnotation(Command.class).name()).equals(args[0])) {
                return c;
            }
        }
        return null;
    }

    /**
     * The configured command line with one command ({@code only}; none for {@code Main.class})
     * or, when {@code only} is null, all of them: a command behaves the same either way, the other commands only
     * matter to the top level's help, its errors and {@code help}.
     */
    static CommandLine commandLine(Reader in, PrintWriter out, PrintWriter err, Class<?> only) {
        return commandLine(in, out, err, only, true);
    }

    /**
     * The command line as {@link #commandLine(Reader, PrintWriter, PrintWriter, Class)};
     * {@code generated}: one command's model built by the code that {@code sprague-cli-model}'s
     * processor wrote from its annotations (no annotation is read at run time: the JDK makes
     * annotation proxy classes at run time, which the AOT cache cannot hold), else by picocli's
     * reflection ({@code GeneratedModelTest} compares the two).
     */
    static CommandLine commandLine(Reader in, PrintWriter out, PrintWriter err, Class<?> only, boolean generated) {
        IFactory factory = CommandLine.defaultFactory();
        CommandSpec model = generated && only != null ? CommandModels.spec(only, factory) : null;
        CommandLine cl;
        if (model != null) {
            // the top level's standard help options after the command is added: picocli's
            // addSubcommand would otherwise build them again for the command by reflection (the
            // top level's scope INHERIT), which ModelMember.standardHelp does from the generated model
            CommandSpec top = MainModel.members(new Main(in), factory);
            cl = new CommandLine(top, factory);
            cl.addSubcommand(CommandModels.name(only), new CommandLine(model, factory));
            if (MainModel.STANDARD_HELP) {
                ModelMember.standardHelp(top);
                ModelMember.standardHelp(model);
            }
        } else {
            cl = new CommandLine(new Main(in), factory);
            for (Class<?> c : COMMANDS) {
                if (only == null || c == only) {
                    cl.addSubcommand(c);
                }
            }
        }
        cl.setOut(out);
        cl.setErr(err);
        // plain help: the output escapes control characters (SafeOutput), ANSI styles included
        cl.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        cl.setExitCodeExceptionMapper(ExitCodes::of);
        // '@FILE' is a position (hackenbush @G.edges), not picocli's argument file
        cl.setExpandAtFiles(false);
        // a game such as -{0|^} starts with '-': the value command reads it as its operand
        CommandLine value = cl.getSubcommands().get("value");
        if (value != null) {
            value.setUnmatchedOptionsArePositionalParams(true);
        }
        CommandLine serve = cl.getSubcommands().get("serve");
        if (serve != null) {
            ServeCommand.describeTimeout(serve.getCommandSpec());
        }
        cl.setParameterExceptionHandler((ex, args) -> {
            CommandLine c = ex.getCommandLine();
            boolean unknownCommand = ex instanceof CommandLine.UnmatchedArgumentException u
                    && c.getCommandName().equals("sprague") && !u.getUnmatched().isEmpty()
                    && !u.getUnmatched().get(0).startsWith("-");
            c.getErr().println("sprague: " + oneLine(unknownCommand
                    ? "unknown command '" + ((CommandLine.UnmatchedArgumentException) ex).getUnmatched().get(0)
                            + "': one of " + commandNames(c)
                    : ex.getMessage()));
            String name = c.getCommandName();
            c.getErr().println("  (see: sprague " + (name.equals("sprague") ? "--help" : "help " + name) + ")");
            return BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, c, parseResult) -> {
            c.getErr().println("sprague: " + oneLine(message(ex)));
            return ExitCodes.of(ex);
        });
        return cl;
    }

    /**
     * A message on one line, whatever the input it quotes holds: line breaks shown as
     * {@code \\n} (other control characters are escaped by {@link SafeOutput}).
     */
    static String oneLine(String message) {
        return message == null ? "" : message.replace("\r\n", "\\n").replace("\n", "\\n").replace("\r", "\\r");
    }

    static String message(Throwable t) {
        if (t instanceof SpragueException se) {
            return CliWords.message(se);
        }
        if (t instanceof OutOfMemoryError) {
            return "out of memory: the computation needs more than the Java heap allows"
                    + " (lower --max-positions, or give Java more memory with JAVA_OPTS=-Xmx...)";
        }
        if (t instanceof StackOverflowError) {
            return "the computation went deeper than the Java stack allows"
                    + " (give Java a larger stack with JAVA_OPTS=-Xss...)";
        }
        return "internal error: " + t + " (please report this, with the command you ran)";
    }
}
