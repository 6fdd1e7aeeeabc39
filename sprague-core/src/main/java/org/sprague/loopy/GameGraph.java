package org.sprague.loopy;

import java.util.Arrays;
import org.sprague.game.InvalidInputException;
import org.sprague.retrograde.MemoryBudget;
import org.sprague.retrograde.MoveGraph;

/**
 * A finite directed move graph (the positions of a game that may have cycles): a
 * {@link MoveGraph} (vertices are dense ids {@code 0..n-1}; the moves of {@code v} are
 * {@code head[outStart[v] .. outStart[v+1]-1]} and the positions that move to {@code v} are
 * {@code parents[parentStart[v] .. parentStart[v+1]-1]}, each reverse row in increasing order) with
 * optional weights, vertex names and labels. Multi-edges and self-loops are kept as given.
 *
 * <p>Memory: 8 bytes per edge (one {@code int} forward, one reverse) plus 8 bytes per vertex
 * (two offset arrays), plus 8 bytes per edge when the graph is weighted ({@code long}
 * weights in forward order). No object per vertex or per edge; vertex names and labels
 * are optional side arrays used only for printing. {@link #bytesFor} gives the figure
 * (checked against the heap by {@link MemoryBudget}); {@code EdgeListParserTest} measures it.
 *
 * <p>Construction from an edge list is two counting passes, {@code O(V + E)}.
 */
public final class GameGraph {
    private final MoveGraph moves;
    private final long[] weights;
    private final String[] names;
    private final String[] labels;

    private GameGraph(MoveGraph moves, long[] weights, String[] names, String[] labels) {
        this.moves = moves;
        this.weights = weights;
        this.names = names;
        this.labels = labels;
    }

    /** Bytes the graph needs for {@code vertices} and {@code edges} (weights: 8 more per edge). */
    public static long bytesFor(long vertices, long edges, boolean weighted) {
        return 8L * (vertices + 1) + (weighted ? 16L : 8L) * edges;
    }

    /**
     * A graph from an edge list: edge {@code i} goes from {@code from[i]} to {@code to[i]}.
     *
     * @param n the number of vertices
     * @param edges the number of edges (a prefix of the arrays)
     * @param weights per edge, or {@code null}
     * @param names per vertex, or {@code null} (then the name is the id)
     * @param labels per vertex (entries may be null), or {@code null}
     */
    public static GameGraph fromEdges(int n, int[] from, int[] to, int edges, long[] weights,
            String[] names, String[] labels) {
        MemoryBudget.require(bytesFor(n, edges, weights != null), "a graph of " + n + " vertices and "
                + edges + " edges");
        int[] outStart = new int[n + 1];
        for (int i = 0; i < edges; i++) {
            if (from[i] < 0 || from[i] >= n || to[i] < 0 || to[i] >= n) {
                throw new InvalidInputException("edge " + i + " (" + from[i] + " -> " + to[i]
                        + ") names a vertex outside 0.." + (n - 1));
            }
            outStart[from[i] + 1]++;
        }
        for (int v = 0; v < n; v++) {
            outStart[v + 1] += outStart[v];
        }
        int[] head = new int[edges];
        long[] w = weights == null ? null : new long[edges];
        int[] outFill = Arrays.copyOf(outStart, n);
        for (int i = 0; i < edges; i++) {
            int k = outFill[from[i]]++;
            head[k] = to[i];
            if (w != null) {
                w[k] = weights[i];
            }
        }
        return new GameGraph(MoveGraph.ofChildren(n, outStart, head), w, names, labels);
    }

    /**
     * A graph from forward compressed rows already built ({@code outStart} of length n+1,
     * {@code head} of length {@code outStart[n]}); the reverse rows are derived. The arrays
     * are used as they are, not copied.
     */
    public static GameGraph fromForwardRows(int n, int[] outStart, int[] head) {
        return new GameGraph(MoveGraph.ofChildren(n, outStart, head), null, null, null);
    }

    /** The compressed rows, as the retrograde engine reads them; the reverse rows only from here. */
    public MoveGraph moves() {
        return moves;
    }

    /** Number of vertices. */
    public int vertexCount() {
        return moves.vertexCount();
    }

    /** Number of edges (moves). */
    public int edgeCount() {
        return moves.edgeCount();
    }

    /** Number of moves from {@code v}. */
    public int outDegree(int v) {
        return moves.childStart()[v + 1] - moves.childStart()[v];
    }

    /** Forward row offsets (length n+1); read-only by contract. */
    public int[] outStart() {
        return moves.childStart();
    }

    /** Forward row targets (length E); read-only by contract. */
    public int[] heads() {
        return moves.children();
    }

    /** Whether the edges carry weights. */
    public boolean weighted() {
        return weights != null;
    }

    /** Weights in forward order (index as {@link #heads}), or {@code null}. */
    public long[] weights() {
        return weights;
    }

    /** The moves of {@code v}, as vertex ids (a copy). */
    public int[] options(int v) {
        return Arrays.copyOfRange(heads(), outStart()[v], outStart()[v + 1]);
    }

    /** The vertex's name (its id when the graph has no names). */
    public String name(int v) {
        return names == null ? Integer.toString(v) : names[v];
    }

    /** The vertex's label, or {@code null}. */
    public String label(int v) {
        return labels == null ? null : labels[v];
    }

    /** Whether any vertex has a label. */
    public boolean hasLabels() {
        return labels != null && Arrays.stream(labels).anyMatch(s -> s != null);
    }

    /** The id of the vertex with this name, or -1. Linear scan when names are ids. */
    public int idOf(String name) {
        int n = vertexCount();
        if (names == null) {
            try {
                int v = Integer.parseInt(name);
                return v >= 0 && v < n ? v : -1;
            } catch (NumberFormatException e) {
                return -1;
            }
        }
        for (int v = 0; v < n; v++) {
            if (names[v].equals(name)) {
                return v;
            }
        }
        return -1;
    }

    /** Bytes held by the adjacency arrays (offsets, targets, sources, weights). */
    public long adjacencyBytes() {
        return moves.bytes() + (weights == null ? 0 : 8L * weights.length);
    }
}
