package org.sprague.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.loopy.EdgeListParser;
import org.sprague.loopy.GameGraph;
import org.sprague.loopy.GeneralizedGrundySolver;
import org.sprague.loopy.GraphReport;
import org.sprague.loopy.GraphReport.SumMove;
import org.sprague.loopy.GraphReport.SumReport;
import org.sprague.loopy.GraphReport.VertexReport;
import org.sprague.loopy.GraphReport.WeightedReport;
import org.sprague.loopy.RetrogradeSolver;
import org.sprague.loopy.WeightedGraphGame;
import picocli.CommandLine.Command;
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
                "A graph the Java heap cannot hold is refused with the figure (exit 3);"
                        + " give Java more memory with JAVA_OPTS=-Xmx8g."},
        footer = {"", "Examples:",
                "  sprague graph examples/loopy.graph",
                "  sprague graph examples/loopy.graph --start a --json",
                "  sprague graph examples/loopy.graph --sum a d e",
                "  sprague graph examples/abc261ex.graph --weighted --start 1",
                "",
                "--sum: tokens on several vertices, one token moved per turn; decided from the"
                        + " generalized values (finite a, b: a XOR b; inf(K) + b: inf(K XOR b);"
                        + " two infinities: a draw).",
                "--weighted: the first player minimizes the total weight walked and wants the game"
                        + " to end; the second maximizes it and prefers endless play (INFINITY)."})
final class GraphCommand implements Callable<Integer> {

    /** Default --max-positions: vertices read from a file. */
    static final long DEFAULT_MAX_VERTICES = 100_000_000L;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "the graph, one edge 'FROM TO [WEIGHT]' a line")
    Path file;

    @Option(names = "--start", paramLabel = "V", description = "report only vertex V")
    String start;

    @Option(names = "--sum", arity = "1..*", paramLabel = "V", description = "decide the sum of tokens on these vertices")
    List<String> sum;

    @Option(names = "--weighted", description = "the min/max weighted game (AtCoder ABC261 Ex); needs weights")
    boolean weighted;

    @Option(names = "--max-positions", paramLabel = "N", defaultValue = "" + DEFAULT_MAX_VERTICES,
            description = "the most vertices to read (default ${DEFAULT-VALUE}); past it: exit code 3")
    long maxPositions;

    @Option(names = "--json", description = "print the result as JSON")
    boolean json;

    @Override
    public Integer call() {
        if (maxPositions < 1) {
            throw new InvalidInputException("--max-positions '" + maxPositions + "' must be >= 1");
        }
        if (weighted && sum != null) {
            throw new InvalidInputException("--weighted and --sum do not go together");
        }
        try {
            return solve();
        } catch (OutOfMemoryError e) {
            // the solvers check their figures first (MemoryBudget); this is the safety net
            throw new LimitExceededException("the graph in " + file + " does not fit in the Java heap of "
                    + (Runtime.getRuntime().maxMemory() >> 20) + " MB (give Java more memory with"
                    + " JAVA_OPTS=-Xmx..., or use a smaller graph)");
        }
    }

    private int solve() {
        GameGraph g = new EdgeListParser(maxPositions).parse(file);
        PrintWriter out = spec.commandLine().getOut();
        if (weighted) {
            weighted(g, out);
        } else if (sum != null) {
            sum(g, out);
        } else {
            vertices(g, out);
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

    private void vertices(GameGraph g, PrintWriter out) {
        RetrogradeSolver.Result r = RetrogradeSolver.solve(g);
        GeneralizedGrundySolver.Result values = GeneralizedGrundySolver.solve(g);
        int only = start == null ? -1 : vertex(g, start);
        if (json) {
            out.println(Json.write(GraphReport.verticesJson(g, r, values, only)));
            return;
        }
        boolean labels = g.hasLabels();
        int count = only < 0 ? g.vertexCount() : 1;
        out.println(labels ? "vertex\toutcome\tremoteness\tgrundy\tbest moves\tlabel"
                : "vertex\toutcome\tremoteness\tgrundy\tbest moves");
        for (int i = 0; i < count; i++) {
            VertexReport rep = GraphReport.vertex(g, r, values, only < 0 ? i : only);
            out.print(rep.vertex() + "\t" + rep.outcome() + "\t"
                    + (rep.remoteness() == null ? "-" : rep.remoteness()) + "\t" + rep.grundy() + "\t"
                    + (rep.bestMoves().isEmpty() ? "-" : String.join(" ", rep.bestMoves())));
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
