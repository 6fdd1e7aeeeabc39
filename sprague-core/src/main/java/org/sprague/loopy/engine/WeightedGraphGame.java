package org.sprague.loopy.engine;

import org.sprague.loopy.GameGraph;

import java.util.Arrays;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.retrograde.MemoryBudget;

/**
 * The weighted min/max game on a graph (AtCoder ABC261 Ex "Game on Graph"): a token moves
 * along weighted edges, the first player (to move at the start) minimizes the total weight
 * walked and puts ending the game first; the second maximizes it and puts endless play
 * first. Sinks end the game.
 *
 * <p>Algorithm: states (vertex, player to move), 2V of them; sinks have value 0. A
 * Dijkstra-like pass over reversed edges with a binary heap keyed by value: a minimizer's
 * state is final at its first pop (its cheapest finished continuation, weights being
 * non-negative); a maximizer's state is pushed when its last move becomes final (a counter
 * of moves reaches 0), with the largest continuation. A state never final lets the
 * maximizer keep the game going forever: INFINITY. {@code O((V + E) log V)} time, 2V longs
 * and ints besides the graph. Weights must be non-negative.
 *
 * <p>Source: AtCoder Beginner Contest 261, problem Ex (editorial: retrograde Dijkstra).
 */
public final class WeightedGraphGame {
    /** The value of a state from which play need not end. */
    public static final long INFINITY = Long.MAX_VALUE;

    private WeightedGraphGame() {
    }

    /**
     * The values of every vertex with the minimizer to move ({@code [0][v]}) and with the
     * maximizer to move ({@code [1][v]}); {@link #INFINITY} where play need not end. Stopped at
     * {@code deadline} (checked every 4,096 states settled).
     */
    public static long[][] solve(GameGraph g, Deadline deadline) {
        if (!g.weighted()) {
            throw new InvalidInputException("the weighted game needs a weight on every edge (FROM TO WEIGHT)");
        }
        int n = g.vertexCount();
        MemoryBudget.require(2L * n * 8 * 3 + 2L * n * 4 * 2, "the weighted game on " + n + " vertices");
        int[] outStart = g.outStart();
        int[] inStart = g.moves().parentStart();
        int[] tail = g.moves().parents();
        long[] w = g.weights();
        for (long x : w) {
            if (x < 0) {
                throw new InvalidInputException("the weighted game needs non-negative weights; found " + x);
            }
        }
        int[] forward = g.moves().reverseToForward();
        long[] dist = new long[2 * n];
        Arrays.fill(dist, INFINITY);
        boolean[] done = new boolean[2 * n];
        int[] counter = new int[n]; // maximizer states: moves not yet final
        long[] best = new long[n]; // maximizer states: largest final continuation
        Heap heap = new Heap(2 * n);
        for (int v = 0; v < n; v++) {
            counter[v] = outStart[v + 1] - outStart[v];
            if (counter[v] == 0) {
                dist[v] = 0;
                dist[n + v] = 0;
                heap.push(0, v);
                heap.push(0, n + v);
            }
        }
        for (long popped = 0; !heap.isEmpty(); popped++) {
            if ((popped & 4095) == 0) {
                deadline.check(); // every 4,096 states settled
            }
            long d = heap.topKey();
            int s = heap.pop();
            if (done[s]) {
                continue;
            }
            done[s] = true;
            int v = s < n ? s : s - n;
            boolean predIsMax = s < n; // the predecessor moved into a minimizer state: it is the maximizer
            for (int k = inStart[v], end = inStart[v + 1]; k < end; k++) {
                int u = tail[k];
                int ps = predIsMax ? n + u : u;
                if (done[ps]) {
                    continue;
                }
                // every forward edge u -> v contributes once per reverse edge; take them in turn
                long weight = w[forward[k]];
                if (d > Long.MAX_VALUE - 1 - weight) {
                    throw new LimitExceededException("the weighted game's total weight passes "
                            + (Long.MAX_VALUE - 1) + " (at vertex " + g.name(u) + ")");
                }
                long cand = d + weight;
                if (predIsMax) {
                    best[u] = Math.max(best[u], cand);
                    if (--counter[u] == 0) {
                        dist[ps] = best[u];
                        heap.push(best[u], ps);
                    }
                } else if (cand < dist[ps]) {
                    dist[ps] = cand;
                    heap.push(cand, ps);
                }
            }
        }
        long[][] result = new long[2][n];
        for (int v = 0; v < n; v++) {
            result[0][v] = done[v] ? dist[v] : INFINITY;
            result[1][v] = done[n + v] ? dist[n + v] : INFINITY;
        }
        return result;
    }

    /** A binary min-heap of (long key, int state), no object per entry. */
    private static final class Heap {
        private long[] keys;
        private int[] items;
        private int size;

        Heap(int capacity) {
            keys = new long[Math.max(16, capacity)];
            items = new int[keys.length];
        }

        boolean isEmpty() {
            return size == 0;
        }

        long topKey() {
            return keys[0];
        }

        void push(long key, int item) {
            if (size == keys.length) {
                if (keys.length > (Integer.MAX_VALUE - 8) / 2) {
                    throw new LimitExceededException("the weighted game's queue outgrew an array");
                }
                MemoryBudget.require(12L * keys.length, "the weighted game's queue");
                keys = Arrays.copyOf(keys, keys.length * 2);
                items = Arrays.copyOf(items, items.length * 2);
            }
            int i = size++;
            while (i > 0) {
                int parent = (i - 1) >>> 1;
                if (keys[parent] <= key) {
                    break;
                }
                put(i, keys[parent], items[parent]);
                i = parent;
            }
            put(i, key, item);
        }

        int pop() {
            int top = items[0];
            long key = keys[--size];
            int item = items[size];
            int i = 0;
            while (true) {
                int c = 2 * i + 1;
                if (c >= size) {
                    break;
                }
                if (c + 1 < size && keys[c + 1] < keys[c]) {
                    c++;
                }
                if (keys[c] >= key) {
                    break;
                }
                put(i, keys[c], items[c]);
                i = c;
            }
            put(i, key, item);
            return top;
        }

        /** The entry {@code (key, item)} at {@code i}: sifting up and down move the hole with it. */
        private void put(int i, long key, int item) {
            keys[i] = key;
            items[i] = item;
        }
    }
}
