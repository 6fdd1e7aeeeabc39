package org.sprague.loopy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * {@link RetrogradeSolver}'s analysis on several threads, level synchronously and without
 * atomic operations. Vertices are owned by threads in blocks of 4096 ids (so no two threads
 * write the same cache line). Each level r (the vertices labelled at remoteness r, the
 * frontier) takes two phases: (1) each thread streams through its slice of the frontier's
 * reverse rows and appends every predecessor to a bucket for the predecessor's owner,
 * marked by whether it came from a loss or a win; (2) each owner applies its buckets to its
 * own vertices with plain writes: from a loss, an unlabelled predecessor becomes a win at
 * r + 1; from a win, its counter drops and at 0 it is a loss at r + 1 (it then has only
 * winning options, so no loss also claims it in the same level). The new labels are the
 * next frontier. Same results as the sequential solver (tested); {@code O(V + E)} work plus
 * 4 bytes per edge of bucket traffic, two barriers per level. Small levels run on the
 * calling thread. Measured slower than the sequential solver on the shared 2-core benchmark
 * machine (docs/performance.md, "Games with cycles"), so the command line does not use it.
 */
public final class ParallelRetrogradeSolver {
    private static final int BLOCK_BITS = 12;
    private static final int SEQUENTIAL_BELOW = 1 << 14;

    private ParallelRetrogradeSolver() {
    }

    /** Solves every vertex with {@code threads} threads. */
    public static RetrogradeSolver.Result solve(GameGraph g, int threads) {
        return solve(g, threads, SEQUENTIAL_BELOW);
    }

    /** As {@link #solve(GameGraph, int)}, levels smaller than {@code sequentialBelow} on the calling thread. */
    static RetrogradeSolver.Result solve(GameGraph g, int threads, int sequentialBelow) {
        int n = g.vertexCount();
        MemoryBudget.require(17L * n + 4L * g.edgeCount(), "parallel retrograde analysis of " + n + " vertices");
        int[] outStart = g.outStart();
        int[] counter = new int[n];
        int[] remoteness = new int[n];
        byte[] outcome = new byte[n];
        int[] frontier = new int[n];
        int size = 0;
        for (int v = 0; v < n; v++) {
            counter[v] = outStart[v + 1] - outStart[v];
            if (counter[v] == 0) {
                outcome[v] = RetrogradeSolver.LOSS;
                frontier[size++] = v;
            }
        }
        State s = new State(g, threads, counter, remoteness, outcome);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            int[] next = new int[n];
            for (int r = 1; size > 0; r++) {
                int nextSize;
                if (size < sequentialBelow || threads == 1) {
                    nextSize = s.sequentialLevel(frontier, size, r, next);
                } else {
                    nextSize = s.parallelLevel(pool, frontier, size, r, next);
                }
                int[] t = frontier;
                frontier = next;
                next = t;
                size = nextSize;
            }
        } finally {
            pool.shutdown();
        }
        return new RetrogradeSolver.Result(g, outcome, remoteness);
    }

    private static final class State {
        final int[] inStart;
        final int[] tail;
        final int threads;
        final int[] counter;
        final int[] remoteness;
        final byte[] outcome;
        final int[][][] buckets; // [producer][owner] -> entries (~u for "from a loss")
        final int[][] bucketSize;
        final int[][] found; // [owner] -> labelled at this level
        final int[] foundSize;

        State(GameGraph g, int threads, int[] counter, int[] remoteness, byte[] outcome) {
            this.inStart = g.inStart();
            this.tail = g.tails();
            this.threads = threads;
            this.counter = counter;
            this.remoteness = remoteness;
            this.outcome = outcome;
            buckets = new int[threads][threads][16];
            bucketSize = new int[threads][threads];
            found = new int[threads][16];
            foundSize = new int[threads];
        }

        int sequentialLevel(int[] frontier, int size, int r, int[] next) {
            int count = 0;
            for (int i = 0; i < size; i++) {
                int v = frontier[i];
                boolean loss = outcome[v] == RetrogradeSolver.LOSS;
                for (int k = inStart[v], end = inStart[v + 1]; k < end; k++) {
                    int u = tail[k];
                    if (apply(u, loss, r)) {
                        next[count++] = u;
                    }
                }
            }
            return count;
        }

        /** Labels u from a child that is a loss (or a win); true when u is labelled now. */
        boolean apply(int u, boolean fromLoss, int r) {
            if (outcome[u] != RetrogradeSolver.DRAW) {
                return false;
            }
            if (fromLoss) {
                outcome[u] = RetrogradeSolver.WIN;
            } else if (--counter[u] == 0) {
                outcome[u] = RetrogradeSolver.LOSS;
            } else {
                return false;
            }
            remoteness[u] = r;
            return true;
        }

        int parallelLevel(ExecutorService pool, int[] frontier, int size, int r, int[] next) {
            List<Callable<Void>> scatter = new ArrayList<>(threads);
            for (int t = 0; t < threads; t++) {
                int producer = t;
                int from = (int) ((long) size * t / threads);
                int to = (int) ((long) size * (t + 1) / threads);
                scatter.add(() -> {
                    scatter(producer, frontier, from, to);
                    return null;
                });
            }
            runAll(pool, scatter);
            List<Callable<Void>> apply = new ArrayList<>(threads);
            for (int t = 0; t < threads; t++) {
                int owner = t;
                apply.add(() -> {
                    gather(owner, r);
                    return null;
                });
            }
            runAll(pool, apply);
            int count = 0;
            for (int t = 0; t < threads; t++) {
                System.arraycopy(found[t], 0, next, count, foundSize[t]);
                count += foundSize[t];
            }
            return count;
        }

        private void scatter(int producer, int[] frontier, int from, int to) {
            int[][] mine = buckets[producer];
            int[] sizes = bucketSize[producer];
            Arrays.fill(sizes, 0);
            for (int i = from; i < to; i++) {
                int v = frontier[i];
                boolean loss = outcome[v] == RetrogradeSolver.LOSS;
                for (int k = inStart[v], end = inStart[v + 1]; k < end; k++) {
                    int u = tail[k];
                    int owner = (u >>> BLOCK_BITS) % threads;
                    int[] b = mine[owner];
                    if (sizes[owner] == b.length) {
                        b = Arrays.copyOf(b, b.length * 2);
                        mine[owner] = b;
                    }
                    b[sizes[owner]++] = loss ? ~u : u;
                }
            }
        }

        private void gather(int owner, int r) {
            int count = 0;
            int[] out = found[owner];
            for (int p = 0; p < threads; p++) {
                int[] b = buckets[p][owner];
                for (int i = 0, len = bucketSize[p][owner]; i < len; i++) {
                    int e = b[i];
                    int u = e < 0 ? ~e : e;
                    if (apply(u, e < 0, r)) {
                        if (count == out.length) {
                            out = Arrays.copyOf(out, out.length * 2);
                        }
                        out[count++] = u;
                    }
                }
            }
            found[owner] = out;
            foundSize[owner] = count;
        }

        private static void runAll(ExecutorService pool, List<Callable<Void>> tasks) {
            try {
                for (Future<Void> f : pool.invokeAll(tasks)) {
                    f.get();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
        }
    }
}
