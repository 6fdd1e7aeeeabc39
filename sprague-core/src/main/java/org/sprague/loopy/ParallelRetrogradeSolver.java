package org.sprague.loopy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.sprague.game.Cancellation;

/**
 * {@link RetrogradeSolver}'s analysis (win / loss / draw with exact remoteness) processed
 * level by level, on one thread or several, with the same results (tested).
 *
 * <p>Algorithm. Level r is the set of vertices labelled at remoteness r (level 0: the
 * sinks, losses). Processing a level applies each of its vertices to its predecessors, as
 * in the sequential solver: a predecessor of a loss becomes a win at r + 1, a predecessor
 * of a win has its counter decremented and becomes a loss at r + 1 when it reaches 0. The
 * labels given while processing level r do not depend on the order of its vertices (a
 * vertex with a losing option at level r never reaches counter 0 in that level), so a
 * level may be processed in any order and split between threads. Three things make a level
 * fast:
 * <ul>
 * <li><b>Sorted frontier.</b> A wide level (at least a sixteenth as many vertices as there
 * are 64-bit words in a bitmap of all vertices) is held as two bitmaps (losses, wins) and
 * read in increasing vertex order, so the reverse rows are streamed rather than read at
 * random. A narrow level is a list, so a graph with many tiny levels (a long path) costs
 * {@code O(V + E)} and not {@code O(V^2 / 64)}.
 * <li><b>Group prefetch.</b> The predecessors are collected in batches of {@value #BATCH};
 * a first, branch-free loop reads their states (independent loads the processor overlaps),
 * a second applies the rules with their unpredictable branches to states now in cache.
 * <li><b>Owners, no atomics.</b> With T threads the vertices are split in T ranges
 * (multiples of 1024 ids, so no two threads write one cache line); on a wide level each
 * thread reads the whole frontier but applies only the predecessors it owns, with plain
 * reads and writes. Reverse rows are sorted by source ({@link GameGraph#tails()}), so a
 * thread reads only its part of each row. Levels below {@value #PARALLEL_MIN} vertices run
 * on the calling thread.
 * </ul>
 *
 * <p>Cost: {@code O(V + E)} work; each wide level adds {@code O(V / 64)} per thread for the
 * bitmap, at most 16 words per vertex of the level; per thread, the frontier's reverse-row
 * offsets are read once. Memory: 4 bytes per vertex of state (the counter or
 * {@code ~(2 remoteness + win)}, as in {@link RetrogradeSolver}), 0.5 for the four level
 * bitmaps, small lists, then 1 more for the result's outcomes (the remoteness array reuses
 * the state). On 10^7 vertices and 5x10^7 edges (bench/loopy.sh, a shared 2-core machine):
 * one thread 1.5x faster than the FIFO solver, two threads 1.3x faster than one (the same
 * code in C++ gains the same), as the work is bound by random access to memory
 * (docs/performance.md, "Games with cycles").
 *
 * <p>Sources: the level-synchronous frontier is the usual parallel breadth-first search
 * (e.g. Beamer, Asanović, Patterson, "Direction-optimizing breadth-first search", SC 2012,
 * for the bitmap frontier); group prefetching as in Chen, Ailamaki, Gibbons, Mowry,
 * "Improving hash join performance through prefetching", ICDE 2004.
 */
public final class ParallelRetrogradeSolver {
    /** Predecessors collected before their states are read. */
    static final int BATCH = 256;
    /** Levels with fewer vertices run on the calling thread. */
    static final int PARALLEL_MIN = 1 << 13;
    /** Threads own ranges of vertex ids that are multiples of this. */
    private static final int RANGE_ALIGN = 1024;

    private ParallelRetrogradeSolver() {
    }

    /** Solves every vertex with up to {@code threads} threads ({@code 1}: on the calling thread). */
    public static RetrogradeSolver.Result solve(GameGraph g, int threads) {
        return solve(g, threads, PARALLEL_MIN, -1);
    }

    /**
     * As {@link #solve(GameGraph, int)} with the thresholds given: levels of at least
     * {@code parallelMin} vertices run on all threads, levels of at least {@code wideMin}
     * vertices are bitmaps ({@code -1}: the default, a sixteenth of the bitmap's words).
     */
    static RetrogradeSolver.Result solve(GameGraph g, int threads, int parallelMin, int wideMin) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads + " < 1");
        }
        int n = g.vertexCount();
        MemoryBudget.require(6L * n + 8L * threads * BATCH, "retrograde analysis of " + n + " vertices");
        int words = (n + 63) >>> 6;
        int wide = wideMin >= 0 ? Math.max(1, wideMin) : Math.max(256, words >>> 4);
        int t = Math.max(1, Math.min(threads, n / RANGE_ALIGN));
        ExecutorService pool = t > 1 ? Executors.newFixedThreadPool(t - 1, r -> {
            Thread th = new Thread(r, "sprague-retrograde");
            th.setDaemon(true);
            return th;
        }) : null;
        try {
            return new Run(g, t, Math.max(parallelMin, 1), wide, pool).solve();
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
    }

    /** One solve: the shared arrays and the workers. */
    private static final class Run {
        final GameGraph g;
        final int n;
        final int words;
        final int threads;
        final int parallelMin;
        final int wideMin;
        final ExecutorService pool;
        final int[] state;
        long[] curLoss;
        long[] curWin;
        long[] nextLoss;
        long[] nextWin;
        final Worker[] owners; // one per thread, each over its range of vertex ids
        final Worker all; // the whole range, for levels run on the calling thread

        Run(GameGraph g, int threads, int parallelMin, int wideMin, ExecutorService pool) {
            this.g = g;
            this.n = g.vertexCount();
            this.words = (n + 63) >>> 6;
            this.threads = threads;
            this.parallelMin = parallelMin;
            this.wideMin = wideMin;
            this.pool = pool;
            state = new int[n];
            curLoss = new long[words];
            curWin = new long[words];
            nextLoss = new long[words];
            nextWin = new long[words];
            owners = new Worker[threads];
            for (int i = 0; i < threads; i++) {
                int lo = i == 0 ? 0 : (int) ((long) n * i / threads / RANGE_ALIGN * RANGE_ALIGN);
                int hi = i == threads - 1 ? n : (int) ((long) n * (i + 1) / threads / RANGE_ALIGN * RANGE_ALIGN);
                owners[i] = new Worker(this, lo, hi);
            }
            all = threads == 1 ? owners[0] : new Worker(this, 0, n);
        }

        RetrogradeSolver.Result solve() {
            // level 0: the sinks, found by each owner in its range
            parallel(w -> w.initialise());
            int size = found(owners);
            int[] frontier = size < wideMin ? gather(owners, size) : null;
            for (int r = 0; size > 0; r++) {
                Worker[] ran;
                if (frontier != null) {
                    all.narrowLevel(frontier, size, r);
                    ran = new Worker[] {all};
                    for (int i = 0; i < size; i++) { // clear the level's bits
                        int v = frontier[i] < 0 ? ~frontier[i] : frontier[i];
                        curLoss[v >>> 6] = 0;
                        curWin[v >>> 6] = 0;
                    }
                } else {
                    int level = r;
                    if (threads > 1 && size >= parallelMin) {
                        parallel(w -> w.wideLevel(level));
                        ran = owners;
                    } else {
                        all.wideLevel(level);
                        ran = new Worker[] {all};
                    }
                    Arrays.fill(curLoss, 0L);
                    Arrays.fill(curWin, 0L);
                }
                long[] t = curLoss;
                curLoss = nextLoss;
                nextLoss = t;
                t = curWin;
                curWin = nextWin;
                nextWin = t;
                size = found(ran);
                frontier = size < wideMin ? gather(ran, size) : null;
            }
            curLoss = curWin = nextLoss = nextWin = null;
            byte[] outcome = new byte[n];
            parallel(w -> w.finish(outcome));
            return new RetrogradeSolver.Result(g, outcome, state);
        }

        private static int found(Worker[] ran) {
            long total = 0;
            for (Worker w : ran) {
                total += w.found;
            }
            return (int) total;
        }

        /** The level's vertices from the workers' lists (complete, as the level is narrow). */
        private static int[] gather(Worker[] ran, int size) {
            int[] frontier = new int[size];
            int at = 0;
            for (Worker w : ran) {
                System.arraycopy(w.list, 0, frontier, at, w.found);
                at += w.found;
            }
            return frontier;
        }

        /** Runs the task for every owner: owner 0 on this thread, the others on the pool. */
        private void parallel(java.util.function.Consumer<Worker> task) {
            Cancellation.check(); // every level: the caller's deadline, or its interrupt
            if (threads == 1) {
                task.accept(owners[0]);
                return;
            }
            List<Future<?>> others = new ArrayList<>(threads - 1);
            for (int i = 1; i < threads; i++) {
                Worker w = owners[i];
                others.add(pool.submit(() -> task.accept(w)));
            }
            task.accept(owners[0]);
            try {
                for (Future<?> f : others) {
                    f.get();
                }
            } catch (InterruptedException e) {
                for (Future<?> f : others) {
                    f.cancel(true);
                }
                Thread.currentThread().interrupt();
                Cancellation.check(); // throws: the caller gave the answer up
                throw new IllegalStateException("interrupted", e);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException re) {
                    throw re;
                }
                if (e.getCause() instanceof Error err) {
                    throw err;
                }
                throw new IllegalStateException(e.getCause());
            }
        }
    }

    /**
     * The vertices {@code lo..hi-1}: labels them, and lists the ones labelled at this level
     * (up to {@code wideMin}: more means the next level is a bitmap, and the list is unused).
     */
    private static final class Worker {
        final Run run;
        final int lo;
        final int hi;
        final int[] state;
        final int[] inStart;
        final int[] tail;
        final int[] batch = new int[BATCH]; // predecessors: ~u from a loss, u from a win
        final int[] list;
        int found;
        int touched; // the sum of the states read ahead, so those reads are kept
        int winLabel;
        int lossLabel;
        long[] nextLoss;
        long[] nextWin;

        Worker(Run run, int lo, int hi) {
            this.run = run;
            this.lo = lo;
            this.hi = hi;
            this.state = run.state;
            this.inStart = run.g.inStart();
            this.tail = run.g.tails();
            this.list = new int[Math.min(run.wideMin, hi - lo)];
        }

        void initialise() {
            int[] outStart = run.g.outStart();
            long[] loss = run.curLoss;
            found = 0;
            for (int v = lo; v < hi; v++) {
                int d = outStart[v + 1] - outStart[v];
                if (d == 0) {
                    state[v] = ~0;
                    loss[v >>> 6] |= 1L << v;
                    if (found < list.length) {
                        list[found] = ~v;
                    }
                    found++;
                } else {
                    state[v] = d;
                }
            }
        }

        private void begin(int r) {
            winLabel = ~(2 * (r + 1) + 1);
            lossLabel = ~(2 * (r + 1));
            nextLoss = run.nextLoss;
            nextWin = run.nextWin;
            found = 0;
        }

        /** Level r from the bitmaps, in increasing vertex order. */
        void wideLevel(int r) {
            begin(r);
            long[] loss = run.curLoss;
            long[] win = run.curWin;
            int[] in = inStart;
            int[] b = batch;
            int len = 0;
            for (int w = 0, words = run.words; w < words; w++) {
                for (long bits = loss[w]; bits != 0; bits &= bits - 1) {
                    int v = (w << 6) + Long.numberOfTrailingZeros(bits);
                    for (int k = first(in[v], in[v + 1]), end = in[v + 1]; k < end; k++) {
                        int u = tail[k];
                        if (u >= hi) {
                            break;
                        }
                        b[len++] = ~u;
                        if (len == BATCH) {
                            apply(len);
                            len = 0;
                        }
                    }
                }
                for (long bits = win[w]; bits != 0; bits &= bits - 1) {
                    int v = (w << 6) + Long.numberOfTrailingZeros(bits);
                    for (int k = first(in[v], in[v + 1]), end = in[v + 1]; k < end; k++) {
                        int u = tail[k];
                        if (u >= hi) {
                            break;
                        }
                        b[len++] = u;
                        if (len == BATCH) {
                            apply(len);
                            len = 0;
                        }
                    }
                }
            }
            apply(len);
        }

        /** Level r from a list of entries (v a win, ~v a loss); the whole range (lo = 0). */
        void narrowLevel(int[] frontier, int size, int r) {
            begin(r);
            int[] b = batch;
            int len = 0;
            for (int i = 0; i < size; i++) {
                int e = frontier[i];
                int mark = e >> 31; // ~0 from a loss
                int v = e ^ mark;
                for (int k = inStart[v], end = inStart[v + 1]; k < end; k++) {
                    b[len++] = tail[k] ^ mark;
                    if (len == BATCH) {
                        apply(len);
                        len = 0;
                    }
                }
            }
            apply(len);
        }

        /** The first index of the reverse row {@code tail[k..end)} (sorted) this worker owns. */
        private int first(int k, int end) {
            if (lo == 0) {
                return k;
            }
            if (end - k <= 16) {
                while (k < end && tail[k] < lo) {
                    k++;
                }
                return k;
            }
            int a = k;
            int b = end;
            while (a < b) {
                int mid = (a + b) >>> 1;
                if (tail[mid] < lo) {
                    a = mid + 1;
                } else {
                    b = mid;
                }
            }
            return a;
        }

        /** Applies the first {@code size} predecessors in the batch (~u from a loss, u from a win). */
        private void apply(int size) {
            int[] st = state;
            int[] b = batch;
            int sum = touched;
            for (int i = 0; i < size; i++) { // independent loads: the processor overlaps the misses
                int e = b[i];
                sum += st[e ^ (e >> 31)];
            }
            touched = sum;
            int winAt = winLabel;
            int lossAt = lossLabel;
            long[] wins = nextWin;
            long[] losses = nextLoss;
            int[] out = list;
            int count = found;
            for (int i = 0; i < size; i++) {
                int e = b[i];
                if (e < 0) { // from a loss: an unlabelled predecessor wins
                    int u = ~e;
                    if (st[u] > 0) {
                        st[u] = winAt;
                        wins[u >>> 6] |= 1L << u;
                        if (count < out.length) {
                            out[count] = u;
                        }
                        count++;
                    }
                } else { // from a win: one more move of the predecessor is bad
                    int c = st[e];
                    if (c > 0) {
                        if (c == 1) {
                            st[e] = lossAt;
                            losses[e >>> 6] |= 1L << e;
                            if (count < out.length) {
                                out[count] = ~e;
                            }
                            count++;
                        } else {
                            st[e] = c - 1;
                        }
                    }
                }
            }
            found = count;
        }

        /** The outcomes of lo..hi-1, and the state turned into remoteness in place. */
        void finish(byte[] outcome) {
            for (int v = lo; v < hi; v++) {
                int st = state[v];
                if (st < 0) {
                    outcome[v] = (~st & 1) == 1 ? RetrogradeSolver.WIN : RetrogradeSolver.LOSS;
                    state[v] = ~st >>> 1;
                } else {
                    state[v] = 0;
                }
            }
        }
    }
}
