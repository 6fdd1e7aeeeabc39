package org.sprague.loopy;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;

/**
 * {@link RetrogradeSolver}'s analysis spread over several threads, level synchronously:
 * the vertices labelled at remoteness r (the frontier) are cut into chunks processed in
 * parallel; a loss claims each unlabelled predecessor as a win at r + 1 with a
 * compare-and-set on its outcome byte, a win decrements each unlabelled predecessor's
 * counter atomically and the thread that takes it to 0 labels it a loss at r + 1 (a
 * predecessor reaching 0 has only winning options, so no thread claims it a win in the same
 * level). The new labels of a level form the next frontier. Same results as the sequential
 * solver (tested); {@code O(V + E)} work, {@code O(levels)} barriers. Small frontiers are
 * done on the calling thread.
 */
public final class ParallelRetrogradeSolver {
    private static final VarHandle BYTES = MethodHandles.arrayElementVarHandle(byte[].class);
    private static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
    private static final int CHUNK = 1 << 12;

    private ParallelRetrogradeSolver() {
    }

    /** Solves every vertex with {@code threads} threads. */
    public static RetrogradeSolver.Result solve(GameGraph g, int threads) {
        int n = g.vertexCount();
        MemoryBudget.require(17L * n, "retrograde analysis of " + n + " vertices");
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
        int[] next = new int[n];
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            for (int level = 0; size > 0; level++) {
                int r = level + 1;
                int chunks = (size + CHUNK - 1) / CHUNK;
                int[][] found = new int[chunks][];
                int[] cur = frontier;
                int curSize = size;
                if (chunks == 1 || threads == 1) {
                    for (int c = 0; c < chunks; c++) {
                        found[c] = expand(g, cur, c * CHUNK, Math.min(curSize, (c + 1) * CHUNK), r,
                                counter, remoteness, outcome);
                    }
                } else {
                    pool.submit(() -> IntStream.range(0, chunks).parallel().forEach(c -> found[c] = expand(g,
                            cur, c * CHUNK, Math.min(curSize, (c + 1) * CHUNK), r, counter, remoteness,
                            outcome))).get();
                }
                size = 0;
                for (int[] f : found) {
                    int len = f[0];
                    System.arraycopy(f, 1, next, size, len);
                    size += len;
                }
                int[] t = frontier;
                frontier = next;
                next = t;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdown();
        }
        return new RetrogradeSolver.Result(g, outcome, remoteness);
    }

    /** Processes frontier[from..to); returns {count, vertices labelled at r...}. */
    private static int[] expand(GameGraph g, int[] frontier, int from, int to, int r, int[] counter,
            int[] remoteness, byte[] outcome) {
        int[] inStart = g.inStart();
        int[] tail = g.tails();
        int[] out = new int[17];
        int count = 0;
        for (int i = from; i < to; i++) {
            int v = frontier[i];
            boolean loss = outcome[v] == RetrogradeSolver.LOSS;
            for (int k = inStart[v], end = inStart[v + 1]; k < end; k++) {
                int u = tail[k];
                if ((byte) BYTES.getOpaque(outcome, u) != RetrogradeSolver.DRAW) {
                    continue;
                }
                boolean labelled;
                if (loss) {
                    labelled = BYTES.compareAndSet(outcome, u, RetrogradeSolver.DRAW, RetrogradeSolver.WIN);
                } else {
                    labelled = (int) INTS.getAndAdd(counter, u, -1) == 1
                            && BYTES.compareAndSet(outcome, u, RetrogradeSolver.DRAW, RetrogradeSolver.LOSS);
                }
                if (labelled) {
                    remoteness[u] = r;
                    if (++count == out.length) {
                        out = Arrays.copyOf(out, out.length * 2);
                    }
                    out[count] = u;
                }
            }
        }
        out[0] = count;
        return out;
    }
}
