package org.sprague.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.sprague.game.Deadline;
import org.sprague.strong.Record;
import org.sprague.strong.solve.StrongSolver;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.engine.TierRetrograde;
import org.sprague.strong.solve.TierStore;
import org.sprague.strong.Value;
import org.sprague.strong.db.DatabaseWriter;
import scala.collection.Iterator;
import scala.reflect.ClassTag$;
import scala.runtime.AbstractFunction2;

/**
 * The strong solver on Apache Spark: the driver walks the tiers children first (the order
 * of {@link TierPlan#order()}, as GamesmanOne's manager hands ready tiers to workers). Each
 * tier is one Spark job over slices of its rank range (4 a core), each a run of database blocks of
 * {@link DatabaseWriter#BLOCK} ranks, the child tiers' records shared with the executors
 * ({@link SharedTiers}: broadcast to a cluster, read in place with a local master).
 * Each task runs {@link TierRetrograde#solveRange} (the in-process solver's scan) and returns
 * its block compressed, so the database is written by the driver from the executors' blocks.
 * A tier with moves inside it (cycles) then goes through the level-by-level phase over hash
 * partitions of its ranks ({@link SparkRetrograde}). With a local master, consecutive tiers of
 * the order that go to the executors are one job instead ({@link LocalRun}: one task a core,
 * blocks claimed from a counter, a tier begun once its children are complete), until a tier
 * with cycles, from which on it is one job a tier as above.
 *
 * <p>Scheduling: consecutive tiers of the order whose children are all solved (independent
 * tiers, e.g. Dodgem's) are submitted together from a small driver-side thread pool, so
 * their jobs run concurrently (Spark's FAIR scheduler shares the executors between them);
 * their records are still stored in the plan's order. A tier of at most
 * {@link #driverTierMax} positions is solved on the driver by {@link TierRetrograde#solve}:
 * a job's fixed cost (0.15-0.4 s here) is far more than solving one block.
 * Same tiers, same order, same blocks: the file is byte-identical to the in-process solver's.
 *
 * <p>Executors rebuild the game from its {@link GameSource}: a catalogue id, or the class of a
 * user's game file shipped in a jar.
 */
public final class SparkStrongSolver implements StrongSolver {
    private final JavaSparkContext sc;
    private final GameSource source;
    private final int threads;
    private final long driverTierMax;
    /** The RDDs of slice numbers, by count, reused by every tier's job ({@link #slices}). */
    private final Map<Integer, JavaRDD<Integer>> sliceRdds = new ConcurrentHashMap<>();
    /**
     * The driver's deadline: none (spark-submit takes no time limit), so only an interrupt stops
     * the driver's loop and the tiers it solves itself. Executors get no deadline object either:
     * Spark's task kill (cancelling the job interrupts its tasks) is what stops them.
     */
    private static final Deadline DRIVER = Deadline.unlimited();
    /**
     * The default {@link #driverTierMax}: a job's fixed cost on a local master is about 0.1 CPU s
     * and its latency 0.1-0.25 s, so at about 0.12 us a position one driver thread solves a tier
     * as soon as two executors up to about 2-4 M positions. Connect Four 5x5 local[2]: 22.56 ->
     * 22.05 CPU s against 2^20 (docs/performance-log.md, "strong21").
     */
    public static final long DRIVER_TIER_MAX = 1L << 22;
    /** Tiers with cycles (solved level by level by {@link SparkRetrograde}), and tiers solved on the driver. */
    private int cycleTiers;
    private int driverTiers;
    private int jobTiers;
    private int concurrentRuns;
    private int runJobs;
    private int runTiers;
    /** A local master's executor tiers in one job per run of them ({@link LocalRun}); false: one job a tier. */
    private final boolean localRuns;

    public SparkStrongSolver(JavaSparkContext sc, String gameId) {
        this(sc, GameSource.catalog(gameId), 2, DRIVER_TIER_MAX);
    }

    /**
     * @param threads tiers submitted at once (1: one job after the other)
     * @param driverTierMax tiers with at most this many positions are solved on the driver (0: none)
     */
    public SparkStrongSolver(JavaSparkContext sc, GameSource source, int threads, long driverTierMax) {
        this(sc, source, threads, driverTierMax, true);
    }

    /**
     * @param localRuns with a local master, the consecutive tiers the executors solve in one
     *     Spark job ({@link LocalRun}); false: one job a tier, as on a cluster
     */
    public SparkStrongSolver(JavaSparkContext sc, GameSource source, int threads, long driverTierMax,
            boolean localRuns) {
        this.sc = sc;
        this.source = source;
        this.threads = Math.max(1, threads);
        this.driverTierMax = driverTierMax;
        this.localRuns = localRuns;
    }

    /** Spark jobs that each solved a run of tiers ({@link LocalRun}, a local master) in the last solve. */
    public int runJobs() {
        return runJobs;
    }

    /** Tiers solved in those jobs (counted in {@link #jobTiers} too). */
    public int runTiers() {
        return runTiers;
    }

    /** Tiers with cycles in the last solve. */
    public int cycleTiers() {
        return cycleTiers;
    }

    /** Tiers solved on the driver (small ones) in the last solve. */
    public int driverTiers() {
        return driverTiers;
    }

    /** Tiers solved as Spark jobs in the last solve. */
    public int jobTiers() {
        return jobTiers;
    }

    /** Groups of two or more tiers solved concurrently in the last solve. */
    public int concurrentRuns() {
        return concurrentRuns;
    }

    /** The plan of a catalogue game, built once per JVM (driver or executor). */
    static TierPlan plan(String gameId) {
        return plan(GameSource.catalog(gameId));
    }

    /** The plan of a game, built once per JVM (driver or executor). */
    static TierPlan plan(GameSource source) {
        return Plans.PLANS.computeIfAbsent(source.key(), k -> TierPlan.of(source.game(), Long.MAX_VALUE));
    }

    private static final class Plans {
        static final Map<String, TierPlan> PLANS = new ConcurrentHashMap<>();
    }

    /**
     * What one task sends back: its block compressed (null when the tier has cycles), which
     * the driver decompresses into the tier's records; the records themselves are not sent (2
     * bytes a position through Java serialization: Connect Four 5x5 344 MB instead of 39 MB;
     * docs/performance-log.md, "Strong solving on Spark, third pass").
     */
    record Block(int index, int count, byte[] compressed) implements Serializable {
    }

    /** A tier solved: its records and its compressed blocks. */
    private record Solved(short[] records, List<byte[]> blocks) {
    }

    @Override
    public Result solve(TierPlan plan, TierStore store, Progress progress) {
        int n = plan.tierCount();
        int[] order = plan.order();
        int[] lastUse = plan.lastUse();
        int[] pos = new int[n];
        for (int i = 0; i < n; i++) {
            pos[order[i]] = i;
        }
        long[] counts = new long[Value.values().length];
        int resumed = 0;
        cycleTiers = 0;
        driverTiers = 0;
        jobTiers = 0;
        concurrentRuns = 0;
        runJobs = 0;
        runTiers = 0;
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread th = new Thread(r, "sprague-tier");
            th.setDaemon(true);
            return th;
        });
        Tally tally = new Tally(counts, order, lastUse, progress);
        boolean runs = localRuns && sc.isLocal();
        try {
            int i = 0;
            while (i < n) {
                DRIVER.check();
                if (runs && isJobTier(plan, order[i]) && !store.has(order[i])) {
                    // a local master: the consecutive executor tiers from i in one job (LocalRun)
                    int to = i + 1;
                    while (to < n && isJobTier(plan, order[to]) && !store.has(order[to])) {
                        to++;
                    }
                    int stopped = solveRun(plan, store, pos, i, to, tally, pool);
                    if (stopped < to) { // a tier with cycles: it and the rest one job a tier, as on a cluster
                        runs = false;
                    }
                    i = stopped;
                    continue;
                }
                short[] had = store.get(order[i]);
                int to = i + 1;
                List<Future<Solved>> run = new ArrayList<>();
                if (had == null) {
                    // the run: following tiers whose children are all before i (solved, or resumed)
                    while (to < n && to - i < threads && childrenBefore(plan, order[to], pos, i)) {
                        to++;
                    }
                    if (to - i > 1) {
                        concurrentRuns++;
                    }
                    for (int k = i; k < to; k++) {
                        int t = order[k];
                        short[][] children = new short[n][];
                        for (int c : plan.children(t)) {
                            children[c] = store.get(c);
                        }
                        run.add(pool.submit(() -> solveTier(plan, t, children)));
                    }
                }
                for (int k = i; k < to; k++) {
                    if (had != null) {
                        resumed++;
                        tally.stored(plan, store, k, had, null, true);
                    } else {
                        Solved sv = join(run.get(k - i));
                        tally.stored(plan, store, k, sv.records(), sv.blocks(), false);
                    }
                }
                i = to;
            }
        } finally {
            pool.shutdownNow();
        }
        long[] at = plan.locate(plan.game().start());
        return new Result(tally.done, n, resumed, store.get((int) at[0])[(int) at[1]], counts);
    }

    /** Whether tier {@code t} goes to the executors (else it is solved on the driver). */
    private boolean isJobTier(TierPlan plan, int t) {
        return plan.space(t).size() > driverTierMax;
    }

    /** What the solve has stored so far: the value counts, the positions, and the releases of tiers no longer read. */
    private static final class Tally {
        private final long[] counts;
        private final int[] order;
        private final int[] lastUse;
        private final Progress progress;
        private long done;
        /** Called with the index of each child tier released (a run's table drops it too). */
        private java.util.function.IntConsumer onRelease = c -> { };

        Tally(long[] counts, int[] order, int[] lastUse, Progress progress) {
            this.counts = counts;
            this.order = order;
            this.lastUse = lastUse;
            this.progress = progress;
        }

        /** Tier number {@code k} of the order solved (or resumed): written, counted, its last-read children released. */
        void stored(TierPlan plan, TierStore store, int k, short[] rec, List<byte[]> blocks, boolean resumed) {
            int t = order[k];
            if (!resumed) {
                if (store instanceof DatabaseWriter w) {
                    w.put(t, rec, blocks);
                } else {
                    store.put(t, rec);
                }
            }
            for (short r : rec) {
                counts[Record.value(r).ordinal()]++;
            }
            done += rec.length;
            progress.tierSolved(k + 1, done, resumed);
            for (int c : plan.children(t)) {
                if (lastUse[c] == k) {
                    store.release(c);
                    onRelease.accept(c);
                }
            }
        }
    }

    /**
     * Tiers {@code order[i..to-1]} (each solved by the executors) in one Spark job of one task a
     * core ({@link LocalRun}), a local master only; the driver stores each tier as soon as its
     * last block is solved, while the tasks go on with the next. Returns {@code to}, or the
     * number of the first tier found to have cycles (its blocks and those of the tiers after it
     * dropped: the caller solves them one job a tier, whose path has the level-by-level phase).
     */
    private int solveRun(TierPlan plan, TierStore store, int[] pos, int i, int to, Tally tally, ExecutorService pool) {
        int n = plan.tierCount();
        int[] order = plan.order();
        short[][] tiers = new short[n][];
        for (int k = i; k < to; k++) {
            for (int c : plan.children(order[k])) {
                if (pos[c] < i) {
                    tiers[c] = store.get(c); // solved before the run (or resumed): read by the tasks in place
                }
            }
        }
        LocalRun run = LocalRun.open(plan, java.util.Arrays.copyOfRange(order, i, to), tiers);
        int tasks = Math.max(1, sc.defaultParallelism());
        synchronized (this) {
            runJobs++;
        }
        Future<?> job = pool.submit(() -> {
            try {
                sc.sc().runJob(slices(tasks).rdd(), new SolveRun(source, run.key()),
                        ClassTag$.MODULE$.apply(Integer.class));
            } catch (RuntimeException | Error e) {
                run.fail(e);
                throw e;
            }
            return null;
        });
        tally.onRelease = c -> tiers[c] = null; // the run's table no longer holds a tier no task reads
        try {
            for (int k = i; k < to; k++) {
                short[] rec = run.await(k - i);
                if (rec == null) { // cycles in this tier: the job stops; its tier and those after it are solved again
                    join(job);
                    return k;
                }
                synchronized (this) {
                    jobTiers++;
                    runTiers++;
                }
                List<byte[]> blocks = plan.symmetric() ? DatabaseWriter.compress(rec, true) // the database's larger blocks
                        : run.blocks(k - i);
                tally.stored(plan, store, k, rec, blocks, false);
            }
            join(job);
            return to;
        } finally {
            tally.onRelease = c -> { };
            run.close();
        }
    }

    private static boolean childrenBefore(TierPlan plan, int t, int[] pos, int i) {
        return java.util.Arrays.stream(plan.children(t)).allMatch(c -> pos[c] < i);
    }

    private static <T> T join(Future<T> f) {
        return org.sprague.game.TimeLimitException.await(f, "a tier");
    }

    private Solved solveTier(TierPlan plan, int t, short[][] children) {
        long size = plan.space(t).size();
        if (size <= driverTierMax) {
            synchronized (this) {
                driverTiers++;
            }
            short[] rec = TierRetrograde.solve(plan, t, c -> children[c], DRIVER);
            return new Solved(rec, DatabaseWriter.compress(rec, plan.symmetric()));
        }
        synchronized (this) {
            jobTiers++;
        }
        long t0 = System.nanoTime();
        SharedTiers shared = SharedTiers.of(sc, children, size);
        long t1 = System.nanoTime();
        int blocks = (int) ((size + DatabaseWriter.BLOCK - 1) / DatabaseWriter.BLOCK);
        int slices = Math.max(1, Math.min(blocks, 4 * sc.defaultParallelism()));
        // One job over a reused RDD of slice numbers, with a named function (SolveBlocks, which says
        // why): 5x5 on local[2] 41.54 -> 39.93 CPU s (docs/performance-log.md, "strong15").
        Block[][] sliced = (Block[][]) sc.sc().runJob(slices(slices).rdd(),
                new SolveBlocks(source, t, shared, blocks, slices), ClassTag$.MODULE$.apply(Block[].class));
        List<Block> parts = new ArrayList<>(blocks);
        for (Block[] bs : sliced) { // the slices in order: blocks in rank order
            parts.addAll(List.of(bs));
        }
        long t2 = System.nanoTime();
        if (System.getenv("SPRAGUE_SPARK_DEBUG") != null) {
            System.err.printf("tier %d: %,d positions, shared %.3f s, job %.3f s%n", plan.id(t), size,
                    (t1 - t0) / 1e9, (t2 - t1) / 1e9);
        }
        boolean cycles = parts.stream().anyMatch(b -> b.compressed() == null);
        short[] rec;
        List<byte[]> compressed;
        if (cycles) {
            synchronized (this) {
                cycleTiers++;
            }
            rec = SparkRetrograde.solveTier(sc, source, t, size, shared);
            compressed = DatabaseWriter.compress(rec, plan.symmetric());
        } else {
            rec = shared.records();
            boolean inPlace = rec != null;
            if (!inPlace) {
                rec = new short[(int) size];
            }
            compressed = new ArrayList<>();
            for (Block b : parts) { // in rank order
                if (!inPlace) {
                    DatabaseWriter.decompressBlock(plan, t, b.compressed(), rec, b.index() * DatabaseWriter.BLOCK,
                            b.count());
                }
                compressed.add(b.compressed());
            }
            if (plan.symmetric()) { // the tasks' blocks were transport (record format 2): the database's are larger
                compressed = DatabaseWriter.compress(rec, true);
            }
        }
        shared.destroy(); // after the level-by-level phase, which reads it too
        return new Solved(rec, compressed);
    }

    /** One database block of tier {@code tier}: its records solved, written in place when local, sent back compressed. */
    private static Block solveBlock(GameSource src, int tier, SharedTiers shared, int b) {
        TierPlan p = plan(src);
        long from = (long) b * DatabaseWriter.BLOCK;
        short[] out = new short[(int) Math.min(DatabaseWriter.BLOCK, p.space(tier).size() - from)];
        boolean complete = TierRetrograde.solveRange(p, tier, c -> shared.children()[c], from, out, 0, out.length,
                Deadline.unlimited()); // an executor: stopped by Spark's task kill
        short[] in = shared.records();
        if (in != null) { // a local master: the records in place, the block sent back
            System.arraycopy(out, 0, in, (int) from, out.length);
        }
        return new Block(b, out.length, complete ? DatabaseWriter.compressBlock(out, 0, out.length, p.symmetric()) : null);
    }

    /** The RDD of slice numbers 0 to n - 1, one a partition, made once per n and reused by every tier's job. */
    private JavaRDD<Integer> slices(int n) {
        return sliceRdds.computeIfAbsent(n, k -> sc.parallelize(IntStream.range(0, k).boxed().toList(), k));
    }

    /**
     * A tier's task: slice p of the tier's blocks (blocks p * blocks / slices up to the next
     * slice's, as Spark's {@code parallelize} cuts a list), each block solved by {@link #solveBlock}.
     * A named function, not a lambda: Spark's closure cleaner reads a lambda's declaring class
     * with ASM and serialises an operation scope as JSON for every job; for this class it only
     * checks that it serialises.
     */
    private static final class SolveBlocks extends AbstractFunction2<TaskContext, Iterator<Integer>, Block[]>
            implements Serializable {
        private static final long serialVersionUID = 1L;
        private final GameSource source;
        private final int tier;
        private final SharedTiers shared;
        private final int blocks;
        private final int slices;

        SolveBlocks(GameSource source, int tier, SharedTiers shared, int blocks, int slices) {
            this.source = source;
            this.tier = tier;
            this.shared = shared;
            this.blocks = blocks;
            this.slices = slices;
        }

        @Override
        public Block[] apply(TaskContext context, Iterator<Integer> slice) {
            int p = slice.next();
            int from = (int) ((long) p * blocks / slices);
            int to = (int) ((long) (p + 1) * blocks / slices);
            Block[] out = new Block[to - from];
            for (int b = from; b < to; b++) {
                out[b - from] = solveBlock(source, tier, shared, b);
            }
            return out;
        }
    }

    /**
     * A task of a run's job ({@link LocalRun}): the run's tiers in order, each block claimed from
     * the tier's counter, solved by {@link TierRetrograde#solveRange} and written in place; a tier
     * is begun once its children in the run are complete. Returns the blocks it solved.
     */
    private static final class SolveRun extends AbstractFunction2<TaskContext, Iterator<Integer>, Integer>
            implements Serializable {
        private static final long serialVersionUID = 1L;
        private final GameSource source;
        private final long key;

        SolveRun(GameSource source, long key) {
            this.source = source;
            this.key = key;
        }

        @Override
        public Integer apply(TaskContext context, Iterator<Integer> slice) {
            return LocalRun.of(key).work(plan(source));
        }
    }
}
