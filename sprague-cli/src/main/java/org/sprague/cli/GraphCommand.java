package org.sprague.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.catalog.Game;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.catalog.Position;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.loopy.EdgeListParser;
import org.sprague.loopy.GameGraph;
import org.sprague.loopy.GeneralizedGrundySolver;
import org.sprague.loopy.engine.GraphReport;
import org.sprague.loopy.GraphRetrograde;
import org.sprague.loopy.engine.GraphReport.SumMove;
import org.sprague.loopy.engine.GraphReport.SumReport;
import org.sprague.loopy.engine.GraphReport.VertexReport;
import org.sprague.loopy.engine.GraphReport.WeightedReport;
import org.sprague.loopy.LoopyExplorer;
import org.sprague.loopy.engine.WeightedGraphGame;
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

    /** The graph file (when there is no --game-file). */
    private Path file;

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
        if (weighted && sum != null) {
            throw new InvalidInputException("--weighted and --sum do not go together");
        }
        if (game.gameFile != null) {
            if (weighted || sum != null || start != null) {
                throw new InvalidInputException("with --game-file, give the start position as the arguments"
                        + " (--start, --sum and --weighted are for graph files)");
            }
            if (words.isEmpty()) {
                throw new InvalidInputException("--game-file: give the start position after the options");
            }
            String what = "the positions explored from " + String.join(" ", words);
            return game.run(() -> guarded(what, () -> explore(words, limit)));
        }
        if (all) {
            throw new InvalidInputException("--all is for --game-file (a graph file reports every vertex already)");
        }
        if (words.size() != 1) {
            throw new InvalidInputException(words.isEmpty() ? "give the graph FILE (or --game-file G.java POSITION)"
                    : "one graph FILE, got " + words.size() + " arguments: " + String.join(" ", words));
        }
        try {
            file = Path.of(words.get(0));
        } catch (java.nio.file.InvalidPathException e) {
            throw new InvalidInputException("graph: '" + words.get(0) + "' is not a file name: " + e.getReason());
        }
        // reading and solving under --timeout (the parser and the solvers poll the deadline)
        return game.run(() -> guarded("the graph in " + file, () -> solve(new EdgeListParser(limit).parse(file), null)));
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

    /** Explores the user's game from the start position and reports the start (or every position). */
    private int explore(List<String> words, long limit) {
        Game loaded = game.userGame();
        if (!(loaded instanceof ImpartialCatalogGame impartial)) {
            throw new InvalidInputException("--game-file: sprague graph needs an impartial game (ImpartialGame),"
                    + " and " + loaded.id() + " is partizan");
        }
        Position startPosition = impartial.parse(words);
        LoopyExplorer.Explored<Position> explored = new LoopyExplorer<>(impartial, limit).explore(startPosition);
        GameGraph g = explored.graph();
        if (!json) {
            PrintWriter out = spec.commandLine().getOut();
            out.println("explored:   " + g.vertexCount() + " positions, " + g.edgeCount() + " moves, from "
                    + impartial.format(startPosition) + " (" + impartial.id() + ")");
        }
        return solve(g, all ? null : new int[] {explored.idOf(startPosition)});
    }

    /** Solves the graph; {@code only}: the vertices to report, or null for --start / every vertex. */
    private int solve(GameGraph g, int[] only) {
        PrintWriter out = spec.commandLine().getOut();
        if (weighted) {
            weighted(g, out);
        } else if (sum != null) {
            sum(g, out);
        } else {
            vertices(g, only, out);
        }
        out.flush();
        return 0;
    }

    private int vertex(GameGraph g, String name) {
        int v = g.idOf(name);
        if (v < 0) {
            throw new InvalidInputException("vertex '" + name + "' is not in " + file);
        }
        return v;
    }

    private void vertices(GameGraph g, int[] only, PrintWriter out) {
        int cores = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        GraphRetrograde.Result r = GraphRetrograde.solve(g, cores);
        GeneralizedGrundySolver.Result values = GeneralizedGrundySolver.solve(g);
        int[] which = only != null ? only : start == null ? null : new int[] {vertex(g, start)};
        int one = which == null ? -1 : which[0];
        if (json) {
            out.println(Json.write(GraphReport.verticesJson(g, r, values, one)));
            return;
        }
        boolean labels = g.hasLabels();
        int count = one < 0 ? g.vertexCount() : 1;
        String separator = game.gameFile != null ? ", " : " "; // positions are named "4 5"
        out.println(labels ? "vertex\toutcome\tremoteness\tgrundy\tbest moves\tlabel"
                : "vertex\toutcome\tremoteness\tgrundy\tbest moves");
        for (int i = 0; i < count; i++) {
            VertexReport rep = GraphReport.vertex(g, r, values, one < 0 ? i : one);
            out.print(rep.vertex() + "\t" + rep.outcome() + "\t"
                    + (rep.remoteness() == null ? "-" : rep.remoteness()) + "\t" + rep.grundy() + "\t"
                    + (rep.bestMoves().isEmpty() ? "-" : String.join(separator, rep.bestMoves())));
            out.println(labels ? "\t" + (rep.label() == null ? "" : rep.label()) : "");
        }
        out.println("(W: the player to move wins; L: loses; D: draw, play can go on forever."
                + " Remoteness: moves to the end with best play.)");
    }

    private void sum(GameGraph g, PrintWriter out) {
        int[] tokens = sum.stream().mapToInt(name -> vertex(g, name)).toArray();
        SumReport rep = GraphReport.sum(g, GeneralizedGrundySolver.solve(g), sum, tokens);
        List<SumMove> moves = rep.winningMoves();
        if (json) {
            out.println(Json.write(rep));
            return;
        }
        out.println("sum:        " + String.join(" + ", sum));
        out.println("grundy:     " + rep.grundy());
        out.println("outcome:    " + switch (rep.outcome()) {
            case "W" -> "W (the player to move wins)";
            case "L" -> "L (the player to move loses)";
            default -> "D (draw: neither player can force a win; play goes on forever)";
        });
        if (!moves.isEmpty()) {
            out.println("winning moves:");
            for (SumMove m : moves) {
                out.println("  token " + m.token() + ": " + m.from() + " -> " + m.to());
            }
        }
    }

    private void weighted(GameGraph g, PrintWriter out) {
        long[][] values = WeightedGraphGame.solve(g);
        int only = start == null ? -1 : vertex(g, start);
        List<WeightedReport> reports = GraphReport.weighted(g, values, only);
        if (json) {
            out.println(Json.write(GraphReport.weightedJson(reports, only >= 0)));
        } else if (only >= 0) {
            out.println(reports.get(0).value());
        } else {
            out.println("vertex\tvalue (first player, minimizing, to move)");
            for (WeightedReport r : reports) {
                out.println(r.vertex() + "\t" + r.value());
            }
        }
    }
}
