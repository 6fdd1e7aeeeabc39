package org.sprague.cli;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.game.Outcome;
import org.sprague.loopy.EdgeListParser;
import org.sprague.loopy.GameGraph;
import org.sprague.loopy.GeneralizedGrundySolver;
import org.sprague.loopy.LoopySum;
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

    /** One vertex in the report; remoteness null for a draw, label only when there is one. */
    record VertexReport(String vertex, @JsonInclude(JsonInclude.Include.NON_NULL) String label, String outcome,
            Integer remoteness, String grundy,
            List<String> bestMoves) {
    }

    /** A sum in the report. */
    record SumReport(List<String> sum, String grundy, String outcome, List<SumMove> winningMoves) {
    }

    /** A winning move of a sum: token (1-based) moved from one vertex to another. */
    record SumMove(int token, String from, String to) {
    }

    /** The weighted game's value from a vertex (a number or "INFINITY"). */
    record WeightedReport(String vertex, Object value) {
    }

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
        int[] which = start == null ? null : new int[] {vertex(g, start)};
        int count = which == null ? g.vertexCount() : 1;
        boolean labels = g.hasLabels();
        if (json) {
            List<VertexReport> reports = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                reports.add(report(g, r, values, which == null ? i : which[0]));
            }
            out.println(Json.write(reports));
            return;
        }
        out.println(labels ? "vertex\toutcome\tremoteness\tgrundy\tbest moves\tlabel"
                : "vertex\toutcome\tremoteness\tgrundy\tbest moves");
        for (int i = 0; i < count; i++) {
            VertexReport rep = report(g, r, values, which == null ? i : which[0]);
            out.print(rep.vertex() + "\t" + rep.outcome() + "\t"
                    + (rep.remoteness() == null ? "-" : rep.remoteness()) + "\t" + rep.grundy() + "\t"
                    + (rep.bestMoves().isEmpty() ? "-" : String.join(" ", rep.bestMoves())));
            out.println(labels ? "\t" + (rep.label() == null ? "" : rep.label()) : "");
        }
        out.println("(W: the player to move wins; L: loses; D: draw, play can go on forever."
                + " Remoteness: moves to the end with best play.)");
    }

    private static VertexReport report(GameGraph g, RetrogradeSolver.Result r,
            GeneralizedGrundySolver.Result values, int v) {
        int rem = r.remoteness(v);
        List<String> best = Arrays.stream(r.bestMoves(v)).mapToObj(g::name).toList();
        return new VertexReport(g.name(v), g.label(v), letter(r.outcome(v)), rem < 0 ? null : rem,
                values.value(v).toString(), best);
    }

    static String letter(Outcome o) {
        return switch (o) {
            case N -> "W";
            case P -> "L";
            default -> "D";
        };
    }

    private void sum(GameGraph g, PrintWriter out) {
        int[] tokens = sum.stream().mapToInt(name -> vertex(g, name)).toArray();
        LoopySum s = LoopySum.of(GeneralizedGrundySolver.solve(g), tokens);
        List<SumMove> moves = s.winningMoves().stream()
                .map(m -> new SumMove(m.component() + 1, g.name(m.from()), g.name(m.to()))).toList();
        SumReport rep = new SumReport(List.copyOf(sum), s.value().toString(), letter(s.outcome()), moves);
        if (json) {
            out.println(Json.write(rep));
            return;
        }
        out.println("sum:        " + String.join(" + ", sum));
        out.println("grundy:     " + rep.grundy());
        out.println("outcome:    " + switch (s.outcome()) {
            case N -> "W (the player to move wins)";
            case P -> "L (the player to move loses)";
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
        int[] which = start == null ? null : new int[] {vertex(g, start)};
        int count = which == null ? g.vertexCount() : 1;
        List<WeightedReport> reports = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int v = which == null ? i : which[0];
            long x = values[0][v];
            reports.add(new WeightedReport(g.name(v), x == WeightedGraphGame.INFINITY ? "INFINITY" : (Object) x));
        }
        if (json) {
            out.println(Json.write(which == null ? reports : reports.get(0)));
        } else if (which != null) {
            out.println(reports.get(0).value());
        } else {
            out.println("vertex\tvalue (first player, minimizing, to move)");
            for (WeightedReport r : reports) {
                out.println(r.vertex() + "\t" + r.value());
            }
        }
    }
}
