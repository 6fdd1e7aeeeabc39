package org.sprague.app;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Position;
import org.sprague.loopy.EdgeListParser;
import org.sprague.loopy.GameGraph;
import org.sprague.loopy.GeneralizedGrundySolver;
import org.sprague.loopy.GraphRetrograde;
import org.sprague.loopy.LoopyExplorer;
import org.sprague.loopy.engine.GraphReport;
import org.sprague.loopy.engine.WeightedGraphGame;

/**
 * The answer of {@link Sprague#graph}, a {@link Report}: the record {@code sprague graph --json}
 * and {@code POST /api/graph} write ({@link #json()}), in one of three shapes: every vertex (or
 * the start) with its outcome, remoteness, generalized Grundy value and best moves (a list of
 * maps with the keys {@code vertex}, {@code label} when the graph has one, {@code outcome},
 * {@code remoteness}, {@code grundy}, {@code bestMoves}); the sum of tokens with its value and
 * winning moves; or the weighted game's values ({@link org.sprague.loopy.engine.GraphReport});
 * and the text {@code sprague graph} prints, line by line ({@link #lines()}).
 *
 * <p>A graph read from a stream or explored from a game answers its vertex list lazily: each
 * vertex's map and text row is built when it is read, so a front end can write 100M vertices
 * without holding their reports (it writes {@link #lines()} one by one; {@link #text()} holds
 * them all). Package-private behind {@link Report}.
 *
 * @param json the record written as JSON
 * @param lines the text, one line an element (without the line break), built as read
 */
record GraphAnswer(Object json, List<String> lines) implements Report {

    @Override
    public String text() {
        return lines.stream().map(line -> line + "\n").collect(java.util.stream.Collectors.joining());
    }

    /**
     * The text of a vertex list: the exploration's line when there was one, the header, one
     * tab-separated row a vertex ({@code rows}, read lazily), and the legend.
     */
    static List<String> vertexLines(String explored, boolean labels, List<String> rows) {
        List<String> head = new java.util.ArrayList<>();
        if (explored != null) {
            head.add("explored:   " + explored);
        }
        head.add(labels ? "vertex\toutcome\tremoteness\tgrundy\tbest moves\tlabel"
                : "vertex\toutcome\tremoteness\tgrundy\tbest moves");
        String legend = "(W: the player to move wins; L: loses; D: draw, play can go on forever."
                + " Remoteness: moves to the end with best play.)";
        return new Lazy<>(head.size() + rows.size() + 1,
                i -> i < head.size() ? head.get(i) : i - head.size() < rows.size() ? rows.get(i - head.size()) : legend);
    }

    /** The text of a sum of tokens: the sum, its value, its outcome and its winning moves. */
    static List<String> sumLines(GraphReport.SumReport r) {
        List<String> out = new java.util.ArrayList<>();
        out.add("sum:        " + String.join(" + ", r.sum()));
        out.add("grundy:     " + r.grundy());
        out.add("outcome:    " + switch (r.outcome()) {
            case "W" -> "W (the player to move wins)";
            case "L" -> "L (the player to move loses)";
            default -> "D (draw: neither player can force a win; play goes on forever)";
        });
        if (!r.winningMoves().isEmpty()) {
            out.add("winning moves:");
            for (GraphReport.SumMove m : r.winningMoves()) {
                out.add("  token " + m.token() + ": " + m.from() + " -> " + m.to());
            }
        }
        return out;
    }

    /** The text of the weighted game: the start's value alone, or a table of every vertex's. */
    static List<String> weightedLines(List<GraphReport.WeightedReport> reports, boolean one) {
        if (one) {
            return List.of(String.valueOf(reports.get(0).value()));
        }
        List<String> rows = reports.stream().map(r -> r.vertex() + "\t" + r.value()).toList();
        return new Lazy<>(rows.size() + 1, i -> i == 0 ? "vertex\tvalue (first player, minimizing, to move)" : rows.get(i - 1));
    }

    /**
     * {@link Sprague#graph}: reads the edge list (text or a stream) or explores a game, and
     * solves the game asked for. Retrograde analysis O(V + E) (win/loss/draw and remoteness, on
     * the question's threads), generalized Sprague-Grundy values O((V + E)(g + 2)) (Smith), the
     * weighted game O((V + E) log V); each polls the deadline.
     */
    static GraphAnswer of(GraphQuestion q, Deadline deadline) {
        if (q.game() != null) {
            return explored(q, deadline);
        }
        GameGraph g = read(q, deadline);
        deadline.check();
        if (q.weighted()) {
            int only = q.start() == null ? -1 : vertex(g, q.start(), q.source());
            List<GraphReport.WeightedReport> reports = GraphReport.weighted(g, WeightedGraphGame.solve(g, deadline), only);
            return new GraphAnswer(only >= 0 ? reports.get(0) : reports, weightedLines(reports, only >= 0));
        }
        if (q.sum() != null) {
            int[] tokens = q.sum().stream().mapToInt(name -> vertex(g, name, q.source())).toArray();
            GraphReport.SumReport sum = GraphReport.sum(g, GeneralizedGrundySolver.solve(g, deadline), q.sum(), tokens);
            return new GraphAnswer(sum, sumLines(sum));
        }
        int only = q.start() == null ? -1 : vertex(g, q.start(), q.source());
        // a stream may hold 100M vertices: their reports are built as they are written
        return vertices(g, only, q, null, deadline);
    }

    /** The game's positions reached from the question's position, solved as a graph. */
    private static GraphAnswer explored(GraphQuestion q, Deadline deadline) {
        Position startPosition = q.position();
        LoopyExplorer.Explored<Position> e = new LoopyExplorer<>(q.game(), q.maxVertices()).explore(startPosition);
        GameGraph g = e.graph();
        String explored = g.vertexCount() + " positions, " + g.edgeCount() + " moves, from "
                + (q.game() instanceof org.sprague.catalog.entry.Game c ? c.format(startPosition) + " (" + c.id() + ")"
                : String.valueOf(startPosition));
        return vertices(g, q.all() ? -1 : e.idOf(startPosition), q, explored, deadline);
    }

    private static GraphAnswer vertices(GameGraph g, int only, GraphQuestion q, String explored, Deadline deadline) {
        GraphRetrograde.Result outcomes = GraphRetrograde.solve(g, q.threads(), deadline);
        deadline.check();
        GeneralizedGrundySolver.Result values = GeneralizedGrundySolver.solve(g, deadline);
        deadline.check();
        int count = only < 0 ? g.vertexCount() : 1;
        boolean labels = g.hasLabels();
        String separator = q.game() != null ? ", " : " "; // a game's positions are named "4 5"
        List<String> rows = new Lazy<>(count, i -> {
            GraphReport.VertexReport r = GraphReport.vertex(g, outcomes, values, only < 0 ? i : only);
            String row = r.vertex() + "\t" + r.outcome() + "\t" + (r.remoteness() == null ? "-" : r.remoteness())
                    + "\t" + r.grundy() + "\t" + (r.bestMoves().isEmpty() ? "-" : String.join(separator, r.bestMoves()));
            return labels ? row + "\t" + (r.label() == null ? "" : r.label()) : row;
        });
        List<java.util.Map<String, Object>> json = new Lazy<>(count,
                i -> GraphReport.vertex(g, outcomes, values, only < 0 ? i : only).json());
        // the web's text: a small graph, its JSON built under the deadline
        return new GraphAnswer(q.edges() != null ? List.copyOf(json) : json, vertexLines(explored, labels, rows));
    }

    /** A list whose elements are made when read: O(1) memory for 100M rows written once. */
    static final class Lazy<T> extends java.util.AbstractList<T> implements java.util.RandomAccess {
        private final int size;
        private final java.util.function.IntFunction<T> element;

        Lazy(int size, java.util.function.IntFunction<T> element) {
            this.size = size;
            this.element = element;
        }

        @Override
        public T get(int i) {
            java.util.Objects.checkIndex(i, size);
            return element.apply(i);
        }

        @Override
        public int size() {
            return size;
        }
    }

    private static GameGraph read(GraphQuestion q, Deadline deadline) {
        EdgeListParser parser = new EdgeListParser(q.maxVertices(), deadline);
        try (InputStream in = q.input() != null ? q.input()
                : new ByteArrayInputStream(q.edges().getBytes(StandardCharsets.UTF_8))) {
            return parser.parse(in, q.source());
        } catch (IOException e) {
            throw new InvalidInputException(q.source() + ": cannot read: " + e.getMessage());
        }
    }

    private static int vertex(GameGraph g, String name, String source) {
        if (name == null) {
            throw new InvalidInputException("a vertex name is null");
        }
        int v = g.idOf(name);
        if (v < 0) {
            throw new InvalidInputException("vertex '" + name + "' is not in " + source);
        }
        return v;
    }
}
