package org.sprague.retrograde;

import java.io.Serializable;
import java.util.Arrays;

/**
 * The compressed move graph that every retrograde analysis runs on: vertices are dense ids
 * {@code 0..n-1} (positions, ranks of a tier, or the part of them one worker owns) and
 * moves are compressed rows of {@code int}. The moves of {@code v} are
 * {@code children[childStart[v] .. childStart[v+1]-1]} (optional: a tier keeps only the
 * reverse rows), the positions that move to {@code v} are
 * {@code parents[parentStart[v] .. parentStart[v+1]-1]}, each reverse row in increasing
 * order (filled by one scan of the forward rows, or of the positions in rank order), which
 * lets a worker that owns a range of ids find its part of a row by binary search.
 *
 * <p>Memory: 4 bytes per move and per vertex for each direction kept. No object per vertex
 * or move. Building the reverse rows from forward rows is two counting passes, {@code O(V + E)}.
 * A row's vertex ids may also be global ids of a larger graph (a Spark partition's parents):
 * the arrays are read only through {@link #parentStart()} and {@link #parents()}.
 */
public final class MoveGraph implements Serializable {
    private static final long serialVersionUID = 1L;
    private final int n;
    private final int[] childStart;
    private final int[] children;
    private final int[] parentStart;
    private final int[] parents;

    private MoveGraph(int n, int[] childStart, int[] children, int[] parentStart, int[] parents) {
        this.n = n;
        this.childStart = childStart;
        this.children = children;
        this.parentStart = parentStart;
        this.parents = parents;
    }

    /**
     * The graph of forward rows already built ({@code childStart} of length n+1,
     * {@code children} of length {@code childStart[n]}); the reverse rows are derived. The
     * arrays are used as they are, not copied.
     */
    public static MoveGraph ofChildren(int n, int[] childStart, int[] children) {
        int edges = childStart[n];
        MemoryBudget.require(4L * (n + 1) + 4L * edges, "the reverse rows of a graph of " + n
                + " vertices and " + edges + " edges");
        int[] parentStart = new int[n + 1];
        for (int i = 0; i < edges; i++) {
            parentStart[children[i] + 1]++;
        }
        for (int v = 0; v < n; v++) {
            parentStart[v + 1] += parentStart[v];
        }
        int[] parents = new int[edges];
        reverse(n, childStart, children, parentStart, parents, null);
        return new MoveGraph(n, childStart, children, parentStart, parents);
    }

    /** The graph of reverse rows only ({@code parentStart} of length n+1, each row increasing). */
    public static MoveGraph ofParents(int n, int[] parentStart, int[] parents) {
        return new MoveGraph(n, null, null, parentStart, parents);
    }

    /**
     * Fills the reverse rows by one scan of the forward rows, so each row's sources are in
     * increasing order: the sources into {@code parents}, or (when it is null) the forward
     * index of each reverse slot into {@code forwardIndex}.
     */
    private static void reverse(int n, int[] childStart, int[] children, int[] parentStart, int[] parents,
            int[] forwardIndex) {
        int[] fill = Arrays.copyOf(parentStart, n);
        for (int u = 0; u < n; u++) {
            for (int k = childStart[u], end = childStart[u + 1]; k < end; k++) {
                int slot = fill[children[k]]++;
                if (parents != null) {
                    parents[slot] = u;
                } else {
                    forwardIndex[slot] = k;
                }
            }
        }
    }

    /**
     * For each reverse slot (index as {@link #parents}), the index of the same move in the
     * forward rows; computed on each call, 4 bytes per move. Needs the forward rows.
     */
    public int[] reverseToForward() {
        MemoryBudget.require(4L * parents.length, "the reverse edge index of " + parents.length + " edges");
        int[] index = new int[parents.length];
        reverse(n, childStart, children, parentStart, null, index);
        return index;
    }

    public int vertexCount() {
        return n;
    }

    public int edgeCount() {
        return parents.length;
    }

    /** Forward row offsets (length n+1), or null when only the reverse rows are kept; read-only. */
    public int[] childStart() {
        return childStart;
    }

    /** Forward row targets, or null; read-only by contract. */
    public int[] children() {
        return children;
    }

    /** Reverse row offsets (length n+1); read-only by contract. */
    public int[] parentStart() {
        return parentStart;
    }

    /** Reverse row sources, each row in increasing order; read-only by contract. */
    public int[] parents() {
        return parents;
    }

    /** Bytes held by the rows. */
    public long bytes() {
        return 4L * (parentStart.length + parents.length)
                + (childStart == null ? 0 : 4L * (childStart.length + children.length));
    }
}
