package org.sprague.retrograde;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;

/**
 * The retrograde engine: win / lose (/ tie) / draw with exact remoteness for every vertex of
 * a {@link MoveGraph} that may have cycles, level by level, on one thread or several (a Spark
 * scheduler drives the same {@link Shard}s from {@code sprague-spark}). Games on graphs
 * ({@code sprague graph}), the tiers of a strong solve and Spark partitions all run here.
 *
 * <p>Algorithm (retrograde analysis, Ströhlein 1970, Thompson 1986, levels as in Winning
 * Ways ch. 9 remoteness): each unlabelled vertex keeps a counter of its children not yet
 * known to win. Labels given before the analysis are level 0 sinks (counter 0: the player to
 * move cannot move and loses) or a caller's labels at any level (a tier's positions decided
 * by their child tiers); children outside the graph arrive as a {@link Schedule}. Levels
 * r = 0, 1, 2, ... in order: each vertex that loses at r makes every unlabelled parent a
 * win at r + 1 (the winner hurries: 1 + the fastest losing child); each vertex that wins at
 * r takes one off every unlabelled parent's counter, and a parent reaching 0 loses at r + 1
 * (the loser delays: its slowest child). No vertex can both win and reach 0 in one level (a
 * losing child never counts down), so the order inside a level changes nothing: results are
 * the same for every scheduler. With ties ({@link ValueDomain#ties()}), a second phase
 * spreads ties the same way among what is left (a tie in 1 + the fastest tie child). What is
 * never labelled is a draw. {@code O(V + E)} time per phase.
 *
 * <p>A level's frontier is a list while it is short and a pair of bitmaps (losses, wins)
 * once it passes a sixteenth of the bitmap's words; a wide level is processed in increasing
 * vertex order, and the parents reached are collected {@link Shard#BATCH} at a time and their
 * states read ahead, so the cache misses overlap (group prefetching). Threads own ranges of
 * vertex ids (multiples of 1024, so no two write one bitmap word); each expands the whole
 * frontier and keeps the parents in its range, found by binary search in the sorted reverse
 * rows; levels smaller than {@link #PARALLEL_MIN} run on the calling thread. On 10^7 vertices
 * and 5x10^7 edges (bench/loopy.sh, a shared 2-core machine): one thread 1.5x faster than a
 * FIFO queue, two threads 1.3x faster than one, as the work is bound by random access to
 * memory (docs/performance-log.md, "Games with cycles").
 *
 * <p>Memory: the caller's state (4 bytes a vertex: a counter, or {@code ~(level << 2 | kind)}
 * once labelled), four bitmaps (half a byte a vertex) and the graph. Levels are limited to
 * 2^29 - 2 (past it: {@link LimitExceededException}). The deadline is checked every level and
 * every 16,384 messages.
 *
 * <p>Sources: the level-synchronous frontier is the usual parallel breadth-first search
 * (Beamer, Asanović, Patterson, "Direction-optimizing breadth-first search", SC 2012, for the
 * bitmap frontier); group prefetching as in Chen, Ailamaki, Gibbons, Mowry, "Improving hash
 * join performance through prefetching", ICDE 2004.
 */
public final class LevelRetrograde {
    /** Label kinds. */
    public static final int LOSS = 0;
    public static final int WIN = 1;
    public static final int TIE = 2;
    public static final int DRAW = 3;
    /** Phases: wins and losses, then ties. */
    public static final int WIN_LOSE = 0;
    public static final int TIES = 1;
    /** The largest level a label holds. */
    public static final int MAX_LEVEL = (1 << 29) - 2;
    /** Levels with fewer vertices run on the calling thread. */
    static final int PARALLEL_MIN = 1 << 13;
    /** Threads own ranges of vertex ids that are multiples of this. */
    private static final int RANGE_ALIGN = 1024;

    private LevelRetrograde() {
    }

    /** The label of a vertex of {@code kind} at {@code level} (negative). */
    public static int label(int kind, int level) {
        if (level > MAX_LEVEL) {
            throw new LimitExceededException("a remoteness above " + MAX_LEVEL + " (retrograde analysis)");
        }
        return ~(level << 2 | kind);
    }

    /** The kind of a label ({@link #LOSS}, {@link #WIN}, {@link #TIE}, {@link #DRAW}); a state &gt; 0 is unlabelled. */
    public static int kind(int state) {
        return ~state & 3;
    }

    /** The level (remoteness) of a label. */
    public static int level(int state) {
        return ~state >>> 2;
    }

    /** The bitmap threshold for {@code n} vertices: a sixteenth of the words, at least 256. */
    static int wideMin(int n) {
        return Math.max(256, ((n + 63) >>> 6) >>> 4);
    }

    /**
     * Labels every vertex of {@code g} and hands the labels to {@code domain}, stopped at
     * {@code deadline} (checked every level on the calling thread and every batch on each worker).
     *
     * @param state per vertex: its counter (0 for a sink), or a label given by the caller;
     *        used in place
     * @param schedule the notifications from children outside the graph
     * @param threads 1: on the calling thread
     */
    public static void solve(MoveGraph g, int[] state, Schedule schedule, ValueDomain domain, int threads,
            Deadline deadline) {
        solve(g, state, schedule, domain, threads, PARALLEL_MIN, -1, deadline);
    }

    /**
     * As {@link #solve(MoveGraph, int[], Schedule, ValueDomain, int, Deadline)} with the thresholds given:
     * levels of at least {@code parallelMin} vertices run on all threads, levels of at least
     * {@code wideMin} vertices are bitmaps ({@code -1}: the default).
     */
    static void solve(MoveGraph g, int[] state, Schedule schedule, ValueDomain domain, int threads,
            int parallelMin, int wideMin, Deadline deadline) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads + " < 1");
        }
        int n = g.vertexCount();
        MemoryBudget.require(n / 2 + 8L * threads * Shard.BATCH + 4L * Math.min(n, wideMin(n)) * (threads + 1),
                "retrograde analysis of " + n + " vertices");
        int wide = wideMin >= 0 ? Math.max(1, wideMin) : wideMin(n);
        int t = Math.max(1, Math.min(threads, n / RANGE_ALIGN));
        ExecutorService pool = t > 1 ? Executors.newFixedThreadPool(t - 1, r -> {
            Thread th = new Thread(r, "sprague-retrograde");
            th.setDaemon(true);
            return th;
        }) : null;
        try {
            new Run(g, state, schedule, t, Math.max(parallelMin, 1), wide, pool, deadline).solve(domain);
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
    }

    /** One in-process solve: shards over shared arrays, one per thread. */
    private static final class Run {
        final int n;
        final int threads;
        final int parallelMin;
        final int wideMin;
        final ExecutorService pool;
        final Schedule schedule;
        final Shard.Frontier sets;
        final Shard[] owners; // one per thread, each over its range of vertex ids
        final Shard all; // the whole range, for levels run on the calling thread
        final Deadline deadline; // every shard's, on every thread

        Run(MoveGraph g, int[] state, Schedule schedule, int threads, int parallelMin, int wideMin,
                ExecutorService pool, Deadline deadline) {
            this.deadline = deadline;
            this.n = g.vertexCount();
            this.threads = threads;
            this.parallelMin = parallelMin;
            this.wideMin = wideMin;
            this.pool = pool;
            this.schedule = schedule;
            this.sets = new Shard.Frontier(n);
            owners = new Shard[threads];
            for (int i = 0; i < threads; i++) {
                int lo = i == 0 ? 0 : (int) ((long) n * i / threads / RANGE_ALIGN * RANGE_ALIGN);
                int hi = i == threads - 1 ? n : (int) ((long) n * (i + 1) / threads / RANGE_ALIGN * RANGE_ALIGN);
                owners[i] = new Shard(lo, hi, false, state, g, schedule, sets, wideMin);
                owners[i].deadline = deadline;
            }
            all = threads == 1 ? owners[0] : new Shard(0, n, false, state, g, schedule, sets, wideMin);
            all.deadline = deadline;
        }

        void solve(ValueDomain domain) {
            phase(LevelRetrograde.WIN_LOSE);
            if (domain.ties()) {
                phase(LevelRetrograde.TIES);
            }
            parallel(w -> domain.finish(w.state, 0, w.lo, w.hi));
        }

        private void phase(int phase) {
            LevelRows.Builder[] later = new LevelRows.Builder[threads];
            parallel(w -> later[indexOf(w)] = w.startPhase(phase));
            LevelRows.Builder joins = later[0];
            for (int i = 1; i < threads; i++) {
                joins.addAll(later[i]);
            }
            LevelRows rows = joins.build();
            for (Shard w : owners) {
                w.joins = rows;
            }
            all.joins = rows;
            sets.swap();
            Shard[] ran = owners;
            int size = found(ran);
            int[] frontier = size < wideMin ? gather(ran, size) : null;
            for (int r = 0;; r++) {
                deadline.check();
                if (size == 0) {
                    int next = all.nextScheduled(phase, r);
                    if (next < 0) {
                        return;
                    }
                    if (next > r) { // nothing moves until then: that level's joins start it
                        r = next;
                        all.found = 0;
                        all.addJoins(r);
                        sets.swap();
                        ran = new Shard[] {all};
                        size = all.found;
                        frontier = size < wideMin ? gather(ran, size) : null;
                    }
                }
                int level = r;
                if (frontier != null) {
                    all.levelNarrow(phase, r, frontier, size);
                    ran = new Shard[] {all};
                    for (int i = 0; i < size; i++) { // clear the level's bits
                        int v = frontier[i] < 0 ? ~frontier[i] : frontier[i];
                        sets.curD[v >>> 6] = 0;
                        sets.curC[v >>> 6] = 0;
                    }
                } else if (threads > 1 && size >= parallelMin) {
                    parallel(w -> w.levelWide(phase, level));
                    ran = owners;
                    Arrays.fill(sets.curD, 0L);
                    Arrays.fill(sets.curC, 0L);
                } else {
                    all.levelWide(phase, r);
                    ran = new Shard[] {all};
                    Arrays.fill(sets.curD, 0L);
                    Arrays.fill(sets.curC, 0L);
                }
                sets.swap();
                size = found(ran);
                frontier = size < wideMin ? gather(ran, size) : null;
            }
        }

        private int indexOf(Shard w) {
            for (int i = 0; i < owners.length; i++) {
                if (owners[i] == w) {
                    return i;
                }
            }
            throw new IllegalStateException("not an owner");
        }

        private static int found(Shard[] ran) {
            return (int) Arrays.stream(ran).mapToLong(w -> w.found).sum();
        }

        /** The level's vertices from the shards' lists (complete, as the level is narrow). */
        private static int[] gather(Shard[] ran, int size) {
            int[] frontier = new int[size];
            int at = 0;
            for (Shard w : ran) {
                System.arraycopy(w.list, 0, frontier, at, w.found);
                at += w.found;
            }
            return frontier;
        }

        /** Runs the task for every owner: owner 0 on this thread, the others on the pool. */
        private void parallel(Consumer<Shard> task) {
            if (threads == 1) {
                task.accept(owners[0]);
                return;
            }
            List<Future<?>> others = new ArrayList<>(threads - 1);
            for (int i = 1; i < threads; i++) {
                Shard w = owners[i];
                others.add(pool.submit(() -> task.accept(w)));
            }
            task.accept(owners[0]);
            for (Future<?> f : others) {
                org.sprague.game.TimeLimitException.await(f, "a level");
            }
        }
    }
}
