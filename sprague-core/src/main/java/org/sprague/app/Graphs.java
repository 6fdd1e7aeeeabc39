package org.sprague.app;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.loopy.EdgeListParser;
import org.sprague.loopy.GameGraph;
import org.sprague.loopy.GeneralizedGrundySolver;
import org.sprague.loopy.engine.GraphReport;
import org.sprague.loopy.GraphRetrograde;
import org.sprague.loopy.engine.WeightedGraphGame;

/**
 * {@link Sprague#graph}: reads the edge list and solves the game asked for. Retrograde
 * analysis O(V + E) (win/loss/draw and remoteness), generalized Sprague-Grundy values
 * O((V + E)(g + 2)) (Smith), the weighted game O((V + E) log V); each polls the deadline.
 */
final class Graphs {
    private Graphs() {
    }

    static GraphAnswer answer(GraphQuestion q, Deadline deadline) {
        GameGraph g;
        try {
            g = new EdgeListParser(q.maxVertices(), deadline).parse(new StringReader(q.edges()), q.source());
        } catch (IOException e) {
            throw new UncheckedIOException("reading a string", e);
        }
        deadline.check();
        if (q.weighted()) {
            int only = q.start() == null ? -1 : vertex(g, q.start(), q.source());
            return new GraphAnswer(GraphReport.weightedJson(GraphReport.weighted(g, WeightedGraphGame.solve(g, deadline), only),
                    only >= 0));
        }
        if (q.sum() != null) {
            int[] tokens = q.sum().stream().mapToInt(name -> vertex(g, name, q.source())).toArray();
            return new GraphAnswer(GraphReport.sum(g, GeneralizedGrundySolver.solve(g, deadline), q.sum(), tokens));
        }
        int only = q.start() == null ? -1 : vertex(g, q.start(), q.source());
        GraphRetrograde.Result outcomes = GraphRetrograde.solve(g, q.threads(), deadline);
        deadline.check();
        GeneralizedGrundySolver.Result values = GeneralizedGrundySolver.solve(g, deadline);
        deadline.check();
        return new GraphAnswer(GraphReport.verticesJson(g, outcomes, values, only));
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
