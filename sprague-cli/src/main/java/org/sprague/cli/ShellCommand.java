package org.sprague.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.game.InvalidInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code sprague shell}: jshell with the library on the class path and the catalogue imported. */
@Command(name = "shell", description = {"Opens jshell with the Sprague library on the class path and the"
        + " catalogue, solvers and pattern finder imported, for exploring by hand.", "",
        "Try:  new CatalogSolver(SolveOptions.defaults()).solve(new NimGame(), Position.of(3, 4, 5))"},
        footer = {"", "Arguments after -- go to jshell, e.g. sprague shell -- script.jsh"})
final class ShellCommand implements Callable<Integer> {

    /** What the shell imports at start. */
    static final List<String> IMPORTS = List.of("org.sprague.game.*", "org.sprague.impartial.*",
            "org.sprague.partizan.*", "org.sprague.catalog.*", "org.sprague.catalog.games.*", "org.sprague.heap.*",
            "org.sprague.pattern.*", "java.math.BigInteger");

    @Parameters(arity = "0..*", paramLabel = "JSHELL-ARGS", description = "more arguments for jshell")
    List<String> extra = List.of();

    /** {@code --timeout}: jshell and its execution engine are stopped when it is reached. */
    @Mixin
    TimeoutOption time = new TimeoutOption();

    /** How jshell is connected: to this terminal (tests give it no input and discard its output). */
    java.util.function.UnaryOperator<ProcessBuilder> io = ProcessBuilder::inheritIO;

    @Override
    public Integer call() throws IOException, InterruptedException {
        ProcessBuilder pb = io.apply(new ProcessBuilder(command(startupFile())));
        return ChildProcesses.await(pb.start(), time.limit());
    }

    static Path startupFile() throws IOException {
        Path f = Files.createTempFile("sprague-shell-", ".jsh");
        f.toFile().deleteOnExit();
        StringBuilder sb = new StringBuilder();
        for (String i : IMPORTS) {
            sb.append("import ").append(i).append(";\n");
        }
        Files.writeString(f, sb.toString());
        return f;
    }

    List<String> command(Path startup) {
        Path jshell = Path.of(System.getProperty("java.home"), "bin", "jshell");
        if (!Files.isExecutable(jshell)) {
            throw new InvalidInputException("jshell not found at " + jshell + ": the shell needs a full JDK");
        }
        List<String> cmd = new ArrayList<>(List.of(jshell.toString(), "--class-path",
                System.getProperty("java.class.path"), "--startup", "DEFAULT", "--startup", startup.toString()));
        cmd.addAll(extra);
        return cmd;
    }
}
