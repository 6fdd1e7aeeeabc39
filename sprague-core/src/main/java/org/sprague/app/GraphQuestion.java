package org.sprague.app;

import java.time.Duration;
import java.util.List;

/**
 * The request of {@link Sprague#graph}: a game on a directed graph that may have cycles (a
 * token moves along an edge each turn, the player who cannot move loses, play may go on
 * forever). The web's {@code POST /api/graph} fields, as one record.
 *
 * @param edges the edge list's text, one {@code FROM TO [WEIGHT]} a line
 *     ({@link org.sprague.loopy.EdgeListParser}'s format)
 * @param source how messages name the graph ({@code "the graph"}, a file's name)
 * @param start report only this vertex; null: every vertex
 * @param sum the vertices that hold a token, for the sum of tokens; null: one token
 * @param weighted the min/max weighted game (needs weights)
 * @param maxVertices the most vertices the graph may have (past it: a limit, exit 3 / 422)
 * @param threads the threads of the win/loss/draw analysis
 * @param timeLimit the deadline from the call's start; null: the caller's scope
 */
public record GraphQuestion(String edges, String source, String start, List<String> sum, boolean weighted,
        long maxVertices, int threads, Duration timeLimit) {

    public GraphQuestion {
        sum = sum == null ? null : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(sum)); // a null name is refused by name, later
    }
}
