package org.sprague.loopy.engine;

import java.util.stream.IntStream;
import org.sprague.loopy.GameGraph;
import org.sprague.loopy.GeneralizedGrundySolver;
import org.sprague.loopy.GraphRetrograde;
import org.sprague.loopy.LoopySum;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.game.Outcome;

/**
 * The answers about a game graph as {@code sprague graph --json} and the web API's
 * {@code POST /api/graph} print them: one record per vertex (outcome, remoteness,
 * generalized Grundy value, best moves), a sum of tokens, or the weighted game's values.
 * Both front ends solve with the same solvers and build their JSON here, so it cannot
 * drift apart. Building is O(V + E) over the solvers' results.
 */
public final class GraphReport {
    private GraphReport() {
    }

    /**
     * One vertex: {@code outcome} W (the player to move wins), L (loses) or D (draw);
     * {@code remoteness} null for a draw; {@code grundy} the generalized value ({@code 2},
     * {@code inf(0,1)}); {@code bestMoves} the options that keep the best result; {@code label}
     * only when the file gives one; {@code engineMove} the move the engine plays from here (the
     * first best move: the fastest win, the slowest loss, or a move keeping the draw), null when
     * there is no move. The browser's graph play answers with it.
     */
    public record VertexReport(String vertex, String label, String outcome, Integer remoteness, String grundy,
            List<String> bestMoves, String engineMove) {

        public VertexReport {
            bestMoves = List.copyOf(bestMoves);
        }

        /** The JSON form: the components in order, {@code label} left out when there is none. */
        public Map<String, Object> json() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("vertex", vertex);
            if (label != null) {
                m.put("label", label);
            }
            m.put("outcome", outcome);
            m.put("remoteness", remoteness);
            m.put("grundy", grundy);
            m.put("bestMoves", bestMoves);
            m.put("engineMove", engineMove);
            return m;
        }
    }

    /** A sum of tokens on vertices: its generalized value, outcome (W/L/D) and winning moves. */
    public record SumReport(List<String> sum, String grundy, String outcome, List<SumMove> winningMoves) {
        public SumReport {
            sum = List.copyOf(sum);
            winningMoves = List.copyOf(winningMoves);
        }
    }

    /** A winning move of a sum: token (1-based) moved from one vertex to another. */
    public record SumMove(int token, String from, String to) {
    }

    /** The weighted game's value from a vertex: a number, or the text "INFINITY". */
    public record WeightedReport(String vertex, Object value) {
    }

    /** W, L or D: the outcome for the player to move, as the graph reports spell it. */
    public static String letter(Outcome o) {
        return switch (o) {
            case N -> "W";
            case P -> "L";
            default -> "D";
        };
    }

    /** The report of vertex {@code v}. */
    public static VertexReport vertex(GameGraph g, GraphRetrograde.Result outcomes,
            GeneralizedGrundySolver.Result values, int v) {
        int rem = outcomes.remoteness(v);
        List<String> best = Arrays.stream(outcomes.bestMoves(v)).mapToObj(g::name).toList();
        return new VertexReport(g.name(v), g.label(v), letter(outcomes.outcome(v)), rem < 0 ? null : rem,
                values.value(v).toString(), best, engineMove(g, best, v));
    }

    /** The engine's move from {@code v}: its first best move, else its first option; null with no move. */
    static String engineMove(GameGraph g, List<String> best, int v) {
        if (!best.isEmpty()) {
            return best.get(0);
        }
        return g.outDegree(v) == 0 ? null : g.name(g.heads()[g.outStart()[v]]);
    }

    /** The report of a sum of tokens on {@code tokens} (vertex ids; {@code names} as the user wrote them). */
    public static SumReport sum(GameGraph g, GeneralizedGrundySolver.Result values, List<String> names,
            int[] tokens) {
        LoopySum s = LoopySum.of(values, tokens);
        List<SumMove> moves = s.winningMoves().stream()
                .map(m -> new SumMove(m.component() + 1, g.name(m.from()), g.name(m.to()))).toList();
        return new SumReport(names, s.value().toString(), letter(s.outcome()), moves);
    }

    /**
     * The weighted game's values ({@link WeightedGraphGame#solve}) for every vertex, or only
     * {@code only} when it is not negative.
     */
    public static List<WeightedReport> weighted(GameGraph g, long[][] values, int only) {
        return (only < 0 ? IntStream.range(0, g.vertexCount()) : IntStream.of(only)).mapToObj(v -> new WeightedReport(
                g.name(v), values[0][v] == WeightedGraphGame.INFINITY ? "INFINITY" : (Object) values[0][v])).toList();
    }
}
