package org.sprague.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.app.Report;
import org.sprague.app.GraphQuestion;
import org.sprague.app.Sprague;
import org.sprague.catalog.entry.Game;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sprague graph}: games on a directed graph that may have cycles. */
@Command(name = "graph", sortOptions = false, mixinStandardHelpOptions = true,
        description = {"Solves a game played on a directed graph that may have cycles: a token moves"
                + " along an edge each turn, the player who cannot move loses, and play may go on"
                + " forever (a draw).", "",
                "For every vertex (or just --start V): the outcome for the player to move"
                        + " (W win, L loss, D draw), the remoteness (moves to the end with best play:"
                        + " the winner hurries, the loser delays), the generalized Sprague-Grundy value"
                        + " (a number, or inf(K) with K the finite values among the options) and the"
                        + " moves that keep the best result.", "",
                "FILE: one edge per line 'FROM TO [WEIGHT]' (any tokens as vertex names),"
                        + " '#' starts a comment, a lone 'V' declares a vertex,"
                        + " 'label V TEXT' labels a vertex ('label' is not a vertex name).", "",
                "With --game-file G.java POSITION: your own impartial game (its options() may lead back"
                        + " to earlier positions) is explored from POSITION up to --max-positions positions"
                        + " (past it: exit 3) and solved the same way; the report is for POSITION (--all: every"
                        + " position reached).", "",
                "A graph the Java heap cannot hold is refused with the figure (exit 3);"
                        + " give Java more memory with JAVA_OPTS=-Xmx8g."},
        footer = {"", "Examples:",
                "  sprague graph examples/loopy.graph",
                "  sprague graph examples/loopy.graph --start a --json",
                "  sprague graph examples/loopy.graph --sum a d e",
                "  sprague graph examples/abc261ex.graph --weighted --start 1",
                "  sprague graph --game-file examples/LoopyMaze.java 4 5",
                "",
                "--sum: tokens on several vertices, one token moved per turn; decided from the"
                        + " generalized values (finite a, b: a XOR b; inf(K) + b: inf(K XOR b);"
                        + " two infinities: a draw).",
                "--weighted: the first player minimizes the total weight walked and wants the game"
                        + " to end; the second maximizes it and prefers endless play (INFINITY)."})
final class GraphCommand implements Callable<Integer> {

    /** Default --max-positions: vertices read from a file. */
    static final long DEFAULT_MAX_VERTICES = 100_000_000L;
    /** Default --max-positions: positions explored from a --game-file (each a Java object). */
    static final long DEFAULT_MAX_EXPLORED = 10_000_000L;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "0..*",
            description = "the graph, one edge 'FROM TO [WEIGHT]' a line; with --game-file: the start position")
    List<String> operands;

    @Mixin
    GameOptions game;

    @Option(names = "--start", paramLabel = "V", description = "report only vertex V")
    String start;

    @Option(names = "--sum", arity = "1..*", paramLabel = "V", description = "decide the sum of tokens on these vertices")
    List<String> sum;

    @Option(names = "--weighted", description = "the min/max weighted game (AtCoder ABC261 Ex); needs weights")
    boolean weighted;

    @Option(names = "--max-positions", paramLabel = "N",
            description = "the most vertices to read (default " + DEFAULT_MAX_VERTICES + "), or positions to explore"
                    + " with --game-file (default " + DEFAULT_MAX_EXPLORED + "); past it: exit code 3")
    Long maxPositions;

    @Option(names = "--all", description = "with --game-file: report every position reached, not only the start")
    boolean all;

    @Option(names = "--threads", paramLabel = "N",
            description = "threads for the win/loss/draw analysis (default: the available cores)")
    Integer threads;

    @Option(names = "--json", description = "print the result as JSON")
    boolean json;

    @Override
    public Integer call() throws Exception {
        List<String> words = operands == null ? List.of() : operands;
        long limit = maxPositions != null ? maxPositions : game.gameFile != null ? DEFAULT_MAX_EXPLORED : DEFAULT_MAX_VERTICES;
        if (limit < 1) {
            throw new InvalidInputException("--max-positions '" + limit + "' must be >= 1");
        }
        if (threads != null && (threads < 1 || threads > 1024)) {
            throw new InvalidInputException("--threads '" + threads + "' must be between 1 and 1024");
        }
        GraphQuestion.checkOptions(start, sum, weighted); // the combinations the web refuses too, before the file
        int cores = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (game.gameFile != null) {
            if (weighted || sum != null || start != null) {
                throw new InvalidInputException("with --game-file, give the start position as the arguments"
                        + " (--start, --sum and --weighted are for graph files)");
            }
            if (words.isEmpty()) {
                throw new InvalidInputException("--game-file: give the start position after the options");
            }
            String what = "the positions explored from " + String.join(" ", words);
            return game.run(() -> guarded(what, () -> {
                Game loaded = game.userGame();
                if (!(loaded instanceof ImpartialCatalogGame impartial)) {
                    throw new InvalidInputException("--game-file: sprague graph needs an impartial game (ImpartialGame),"
                            + " and " + loaded.id() + " is partizan");
                }
                return render(Sprague.graph(GraphQuestion.explore(impartial, impartial.parse(words), all, limit, cores,
                        game.limit())));
            }));
        }
        if (all) {
            throw new InvalidInputException("--all is for --game-file (a graph file reports every vertex already)");
        }
        if (words.size() != 1) {
            throw new InvalidInputException(words.isEmpty() ? "give the graph FILE (or --game-file G.java POSITION)"
                    : "one graph FILE, got " + words.size() + " arguments: " + String.join(" ", words));
        }
        Path file;
        try {
            file = Path.of(words.get(0));
        } catch (java.nio.file.InvalidPathException e) {
            throw new InvalidInputException("graph: '" + words.get(0) + "' is not a file name: " + e.getReason());
        }
        // reading and solving under --timeout (the parser and the solvers poll the deadline);
        // the command line opens the file, the application layer reads the stream
        return game.run(() -> guarded("the graph in " + file, () -> render(Sprague.graph(
                GraphQuestion.ofStream(open(file), file.toString(), start, sum, weighted, limit, cores, game.limit())))));
    }

    /** The graph file, opened for the question; a missing or unreadable file is bad input (exit 2). */
    private static InputStream open(Path file) {
        try {
            return Files.newInputStream(file);
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(file + ": no such file");
        } catch (IOException e) {
            throw new InvalidInputException(file + ": cannot read: " + e.getMessage());
        }
    }

    /** Runs the work; an OutOfMemoryError is turned into a limit naming {@code what} (exit 3). */
    private static int guarded(String what, Callable<Integer> work) throws Exception {
        try {
            return work.call();
        } catch (OutOfMemoryError e) {
            // the solvers check their figures first (MemoryBudget); this is the safety net
            throw new LimitExceededException("not enough memory for " + what + ": the Java heap has "
                    + (Runtime.getRuntime().maxMemory() >> 20) + " MB (give Java more memory with"
                    + " JAVA_OPTS=-Xmx..., or use a smaller graph)");
        }
    }

    /** Prints the answer: its record as JSON, or its text (a vertex table, a sum, the weighted values), line by line. */
    private int render(Report a) {
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.write(a.json()));
        } else {
            for (String line : a.lines()) { // a vertex table's rows are built as they are written
                out.println(line);
            }
        }
        out.flush();
        return 0;
    }
}
