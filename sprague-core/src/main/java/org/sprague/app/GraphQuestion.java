package org.sprague.app;

import org.sprague.game.InvalidInputException;
import java.io.InputStream;
import java.time.Duration;
import java.util.List;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Position;

/**
 * The request of {@link Sprague#graph}: a game on a directed graph that may have cycles (a
 * token moves along an edge each turn, the player who cannot move loses, play may go on
 * forever). {@code sprague graph} and {@code POST /api/graph} ask it. The graph comes from one
 * of three sources: the edge list's text (the web), a stream the caller opened ({@code sprague
 * graph FILE}: the command line opens the file, the core never opens one by name; read as it
 * streams, up to 100M vertices), or the positions reached from a start position of an
 * impartial game over {@link Position}s whose moves may lead back ({@code sprague graph
 * --game-file}: the command line parses the start).
 *
 * @param edges the edge list's text, one {@code FROM TO [WEIGHT]} a line
 *     ({@link org.sprague.loopy.EdgeListParser}'s format); null when another source is given
 * @param input the edge list as a stream of UTF-8 bytes, read once and closed by the call;
 *     null when another source is given
 * @param game a game to explore from {@code position}; null when another source is given (a
 *     catalogue game's report names the start by its format and the game's id, any other by
 *     the position's {@code toString()})
 * @param position the start position, with {@code game}
 * @param all with {@code game}: report every position reached, not only the start
 * @param source how messages name the graph ({@code "the graph"}, a file's name)
 * @param start report only this vertex; null: every vertex
 * @param sum the vertices that hold a token, for the sum of tokens; null: one token
 * @param weighted the min/max weighted game (needs weights)
 * @param maxVertices the most vertices the graph may have (past it: a limit, exit 3 / 422)
 * @param threads the threads of the win/loss/draw analysis
 * @param timeLimit the deadline from the call's start; null: none
 */
public record GraphQuestion(String edges, InputStream input, ImpartialGame<Position> game, Position position,
        boolean all, String source, String start, List<String> sum, boolean weighted, long maxVertices, int threads,
        Duration timeLimit) {

    public GraphQuestion {
        int sources = (edges != null ? 1 : 0) + (input != null ? 1 : 0) + (game != null ? 1 : 0);
        if (sources != 1) {
            throw new IllegalArgumentException("a graph question has one source (edges, input or game), got " + sources);
        }
        checkOptions(start, sum, weighted);
        sum = sum == null ? null : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(sum)); // a null name is refused by name, later
    }

    /**
     * Refuses the options that do not go together: the weighted game has no sum of tokens, a
     * sum names at least one vertex, and {@code start} (one vertex's report) is not read by a
     * sum. Every question is checked when built; the command line also calls this before it
     * opens the file, so a bad combination is named first (the rule of both front ends, written
     * once: the command line ignored {@code --start} with {@code --sum} before issue 22's s26).
     *
     * @throws InvalidInputException naming the options
     */
    public static void checkOptions(String start, List<String> sum, boolean weighted) {
        if (weighted && sum != null) {
            throw new InvalidInputException("${weighted} and ${sum} do not go together");
        }
        if (sum != null && sum.isEmpty()) {
            throw new InvalidInputException("${sum} is empty: name the vertices that hold a token");
        }
        if (sum != null && start != null) {
            throw new InvalidInputException("${start} and ${sum} do not go together");
        }
    }

    /** The question about an edge list's text (the web's {@code POST /api/graph}). */
    public GraphQuestion(String edges, String source, String start, List<String> sum, boolean weighted,
            long maxVertices, int threads, Duration timeLimit) {
        this(edges, null, null, null, false, source, start, sum, weighted, maxVertices, threads, timeLimit);
    }

    /** The question about an edge list read from {@code input} (a file the caller opened, named {@code source}). */
    public static GraphQuestion ofStream(InputStream input, String source, String start, List<String> sum,
            boolean weighted, long maxVertices, int threads, Duration timeLimit) {
        return new GraphQuestion(null, input, null, null, false, source, start, sum, weighted, maxVertices, threads,
                timeLimit);
    }

    /**
     * The question about the positions of {@code game} reached from {@code position} (at most
     * {@code maxPositions}): the start's report, or every position's with {@code all}.
     */
    public static GraphQuestion explore(ImpartialGame<Position> game, Position position, boolean all,
            long maxPositions, int threads, Duration timeLimit) {
        return new GraphQuestion(null, null, game, position, all, "the positions explored from " + position,
                null, null, false, maxPositions, threads, timeLimit);
    }
}
