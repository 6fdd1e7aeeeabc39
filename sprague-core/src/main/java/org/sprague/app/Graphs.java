package org.sprague.app;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.sprague.game.Position;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.loopy.EdgeListParser;
import org.sprague.loopy.GameGraph;
import org.sprague.loopy.GeneralizedGrundySolver;
import org.sprague.loopy.LoopyExplorer;
import org.sprague.loopy.engine.GraphReport;
import org.sprague.loopy.GraphRetrograde;
import org.sprague.loopy.engine.WeightedGraphGame;

/**
 * {@link Sprague#graph}: reads the edge list (text or a stream) or explores a game, and solves
 * the game asked for. Retrograde analysis O(V + E) (win/loss/draw and remoteness, on the
 * question's threads), generalized Sprague-Grundy values O((V + E)(g + 2)) (Smith), the
 * weighted game O((V + E) log V); each polls the deadline.
 */
final class Graphs {
    private Graphs() {
    }

    static GraphAnswer answer(GraphQuestion q, Deadline deadline) {
        if (q.game() != null) {
            return explored(q, deadline);
        }
        GameGraph g = read(q, deadline);
        deadline.check();
        if (q.weighted()) {
            int only = q.start() == null ? -1 : vertex(g, q.start(), q.source());
            List<GraphReport.WeightedReport> reports = GraphReport.weighted(g, WeightedGraphGame.solve(g, deadline), only);
            return new GraphAnswer(GraphReport.weightedJson(reports, only >= 0), GraphAnswer.weightedLines(reports, only >= 0));
        }
        if (q.sum() != null) {
            int[] tokens = q.sum().stream().mapToInt(name -> vertex(g, name, q.source())).toArray();
            GraphReport.SumReport sum = GraphReport.sum(g, GeneralizedGrundySolver.solve(g, deadline), q.sum(), tokens);
            return new GraphAnswer(sum, GraphAnswer.sumLines(sum));
        }
        int only = q.start() == null ? -1 : vertex(g, q.start(), q.source());
        // a stream may hold 100M vertices: their reports are built as they are written
        return vertices(g, only, q, null, deadline);
    }

    /** The game's positions reached from the question's position, solved as a graph. */
    private static GraphAnswer explored(GraphQuestion q, Deadline deadline) {
        Position startPosition = q.game().parse(q.position());
        LoopyExplorer.Explored<Position> e = new LoopyExplorer<>(q.game(), q.maxVertices()).explore(startPosition);
        GameGraph g = e.graph();
        String explored = g.vertexCount() + " positions, " + g.edgeCount() + " moves, from "
                + q.game().format(startPosition) + " (" + q.game().id() + ")";
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
        if (q.edges() != null) { // the web's text: a small graph, its JSON built under the deadline
            return new GraphAnswer(GraphReport.verticesJson(g, outcomes, values, only),
                    GraphAnswer.vertexLines(explored, labels, rows));
        }
        List<java.util.Map<String, Object>> json = new Lazy<>(count,
                i -> GraphReport.vertex(g, outcomes, values, only < 0 ? i : only).json());
        return new GraphAnswer(json, GraphAnswer.vertexLines(explored, labels, rows));
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
