package org.sprague.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.sprague.game.Cancellation;
import org.sprague.strong.Record;
import org.sprague.strong.StrongGames;
import org.sprague.strong.StrongSolver;
import org.sprague.strong.TierPlan;
import org.sprague.strong.TierRetrograde;
import org.sprague.strong.TierStore;
import org.sprague.strong.Value;
import org.sprague.strong.db.DatabaseWriter;

/**
 * The strong solver on Apache Spark: the driver walks the tiers children first (the order
 * of {@link TierPlan#order()}, as GamesmanOne's manager hands ready tiers to workers); each
 * tier is one Spark job over partitions of its rank range, one task per database block of
 * {@link DatabaseWriter#BLOCK} ranks, the child tiers' records broadcast to the executors.
 * Each task runs {@link TierRetrograde#solveRange} and returns its records with the block
 * already compressed, so the database is written by the driver from the executors' blocks.
 * A tier with moves inside it (cycles) then goes through the level-by-level phase over hash
 * partitions of its ranks ({@link SparkCycles}).
 * Same tiers, same order, same blocks: the file is byte-identical to the in-process solver's.
 *
 * <p>Executors rebuild the game from its catalogue id ({@link StrongGames#of}), so only
 * catalogue games run on Spark.
 */
public final class SparkStrongSolver implements StrongSolver {
    private final JavaSparkContext sc;
    private final String gameId;
    /** Tiers with cycles (solved level by level by {@link SparkCycles}). */
    private int cycleTiers;

    public SparkStrongSolver(JavaSparkContext sc, String gameId) {
        this.sc = sc;
        this.gameId = gameId;
    }

    /** Tiers with cycles in the last solve. */
    public int cycleTiers() {
        return cycleTiers;
    }

    /** The plan of a catalogue game, built once per JVM (driver or executor). */
    static TierPlan plan(String gameId) {
        return Plans.PLANS.computeIfAbsent(gameId, id -> TierPlan.of(StrongGames.of(id), Long.MAX_VALUE));
    }

    private static final class Plans {
        static final Map<String, TierPlan> PLANS = new ConcurrentHashMap<>();
    }

    /** What one task sends back: its block's records (null when the tier has cycles) and their compressed bytes. */
    record Block(int index, short[] records, byte[] compressed) implements Serializable {
    }

    @Override
    public Result solve(TierPlan plan, TierStore store, Progress progress) {
        int n = plan.tierCount();
        int[] order = plan.order();
        int[] lastUse = new int[n];
        int[] pos = new int[n];
        for (int i = 0; i < n; i++) {
            pos[order[i]] = i;
            lastUse[order[i]] = i;
        }
        for (int t = 0; t < n; t++) {
            for (int c : plan.children(t)) {
                lastUse[c] = Math.max(lastUse[c], pos[t]);
            }
        }
        long[] counts = new long[Value.values().length];
        long done = 0;
        int resumed = 0;
        cycleTiers = 0;
        for (int i = 0; i < n; i++) {
            Cancellation.check();
            int t = order[i];
            short[] rec = store.get(t);
            boolean had = rec != null;
            if (had) {
                resumed++;
            } else {
                rec = solveTier(plan, t, store);
            }
            for (short r : rec) {
                counts[Record.value(r).ordinal()]++;
            }
            done += rec.length;
            progress.tierSolved(i + 1, done, had);
            for (int c : plan.children(t)) {
                if (lastUse[c] == i) {
                    store.release(c);
                }
            }
        }
        long[] at = plan.locate(plan.game().start());
        return new Result(done, n, resumed, store.get((int) at[0])[(int) at[1]], counts);
    }

    private short[] solveTier(TierPlan plan, int t, TierStore store) {
        long size = plan.space(t).size();
        short[][] children = new short[plan.tierCount()][];
        for (int c : plan.children(t)) {
            children[c] = store.get(c);
        }
        long t0 = System.nanoTime();
        Broadcast<short[][]> shared = sc.broadcast(children);
        long t1 = System.nanoTime();
        int blocks = (int) ((size + DatabaseWriter.BLOCK - 1) / DatabaseWriter.BLOCK);
        List<Integer> ids = new ArrayList<>();
        for (int b = 0; b < blocks; b++) {
            ids.add(b);
        }
        String id = gameId;
        int tier = t;
        List<Block> parts = sc.parallelize(ids, Math.max(1, Math.min(blocks, 4 * sc.defaultParallelism())))
                .map(b -> {
                    TierPlan p = plan(id);
                    long from = (long) b * DatabaseWriter.BLOCK;
                    short[] out = new short[(int) Math.min(DatabaseWriter.BLOCK, p.space(tier).size() - from)];
                    boolean complete = TierRetrograde.solveRange(p, tier, c -> shared.value()[c], from, out);
                    return complete ? new Block(b, out, DatabaseWriter.compressBlock(out, 0, out.length))
                            : new Block(b, null, null);
                }).collect();
        long t2 = System.nanoTime();
        if (System.getenv("SPRAGUE_SPARK_DEBUG") != null) {
            System.err.printf("tier %d: broadcast %.3f s, job %.3f s, destroy %.3f s%n", plan.id(t), (t1 - t0) / 1e9,
                    (t2 - t1) / 1e9, (System.nanoTime() - t2) / 1e9);
        }
        boolean cycles = parts.stream().anyMatch(b -> b.records() == null);
        short[] rec;
        List<byte[]> compressed;
        if (cycles) {
            cycleTiers++;
            rec = SparkCycles.solve(sc, gameId, t, size, shared);
            compressed = DatabaseWriter.compress(rec);
        } else {
            rec = new short[(int) size];
            compressed = new ArrayList<>();
            for (Block b : parts) { // collect() keeps the partitions' order: blocks in rank order
                System.arraycopy(b.records(), 0, rec, b.index() * DatabaseWriter.BLOCK, b.records().length);
                compressed.add(b.compressed());
            }
        }
        shared.destroy(); // after the level-by-level phase, which reads it too
        if (store instanceof DatabaseWriter w) {
            w.put(t, rec, compressed);
        } else {
            store.put(t, rec);
        }
        return rec;
    }
}
