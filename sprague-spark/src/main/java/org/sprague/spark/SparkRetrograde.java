package org.sprague.spark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.spark.HashPartitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;
import org.sprague.retrograde.MoveGraph;
import org.sprague.retrograde.Schedule;
import org.sprague.retrograde.Shard;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.engine.TierRetrograde;
import scala.Tuple2;

/**
 * The Spark scheduler of the retrograde engine ({@link org.sprague.retrograde.LevelRetrograde}):
 * the vertices are cut into P ranges of ids, partition p holding range p as a {@link Shard}
 * (its states, notifications and the parents of its vertices). Level r is one shuffle: each
 * shard emits the messages of its frontier to their parents, grouped by the parent's range
 * (one {@code int[]} per destination, not one record per message), and each shard applies the
 * messages it receives with {@code zipPartitions}, by the engine's own rule; then one small job
 * finds the next level with work. Shards are copied, never changed in place, so Spark may
 * recompute a lost partition; the lineage is cut every 8 levels ({@code localCheckpoint}).
 * The order of messages inside a level changes nothing (see {@code LevelRetrograde}), so the
 * results are the in-process ones exactly.
 */
final class SparkRetrograde {

    private SparkRetrograde() {
    }

    /** The range of partition {@code p} of {@code size} ids cut in ranges of {@code chunk}. */
    private static int lo(int p, int chunk, long size) {
        return (int) Math.min(size, (long) p * chunk);
    }

    private static int hi(int p, int chunk, long size) {
        return (int) Math.min(size, (long) (p + 1) * chunk);
    }

    /** Every level of every phase of the domain, on shards partitioned by range of {@code chunk} ids. */
    static JavaRDD<Shard> run(JavaRDD<Shard> shards, int parts, int chunk, boolean ties) {
        HashPartitioner hp = new HashPartitioner(parts);
        JavaRDD<Shard> state = shards;
        for (int phase = 0; phase < (ties ? 2 : 1); phase++) {
            int ph = phase;
            JavaRDD<Shard> next = state.map(s -> s.beginPhase(ph)).persist(StorageLevel.MEMORY_ONLY());
            int at = 0; // the level the shards' frontiers are at
            int level = nextLevel(next, ph, at);
            state.unpersist();
            state = next;
            for (int steps = 0; level >= 0; steps++) {
                if (level > at) { // a gap: every frontier is empty until the next scheduled level
                    int to = level;
                    next = state.map(s -> s.skipTo(to)).persist(StorageLevel.MEMORY_ONLY());
                    next.count();
                    state.unpersist();
                    state = next;
                }
                int r = level;
                JavaRDD<Shard> from = state;
                JavaPairRDD<Integer, int[]> msgs = from.flatMapToPair(s -> byRange(s.emit(ph, r), chunk, parts, true))
                        .partitionBy(hp);
                next = from.zipPartitions(msgs, (ss, ms) -> List.of(ss.next().receive(ph, r, values(ms))).iterator())
                        .persist(StorageLevel.MEMORY_ONLY());
                if (steps % 8 == 7) {
                    next.rdd().localCheckpoint(); // cut the lineage: level r + 1 needs only level r's shards
                }
                at = r + 1;
                level = nextLevel(next, ph, at);
                from.unpersist();
                state = next;
            }
        }
        return state;
    }

    /** The smallest level at or after r at which some shard has work, or -1. */
    private static int nextLevel(JavaRDD<Shard> shards, int phase, int r) {
        int min = shards.map(s -> {
            int l = s.nextLevel(phase, r);
            return l < 0 ? Integer.MAX_VALUE : l;
        }).reduce(Math::min);
        return min == Integer.MAX_VALUE ? -1 : min;
    }

    private static Iterator<int[]> values(Iterator<Tuple2<Integer, int[]>> it) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public int[] next() {
                return it.next()._2();
            }
        };
    }

    /**
     * Entries grouped by the range of their id: messages ({@code ~u} or {@code u}, one int
     * each) or, with {@code messages} false, moves (parent, child) by the child's range.
     */
    private static Iterator<Tuple2<Integer, int[]>> byRange(int[] a, int chunk, int parts, boolean messages) {
        int step = messages ? 1 : 2;
        int[] count = new int[parts];
        for (int i = 0; i < a.length; i += step) {
            count[dest(a, i, chunk, messages)] += step;
        }
        int[][] out = new int[parts][];
        for (int p = 0; p < parts; p++) {
            out[p] = new int[count[p]];
        }
        int[] fill = new int[parts];
        for (int i = 0; i < a.length; i += step) {
            int p = dest(a, i, chunk, messages);
            System.arraycopy(a, i, out[p], fill[p], step);
            fill[p] += step;
        }
        List<Tuple2<Integer, int[]>> list = new ArrayList<>();
        for (int p = 0; p < parts; p++) {
            if (count[p] > 0) {
                list.add(new Tuple2<>(p, out[p]));
            }
        }
        return list.iterator();
    }

    private static int dest(int[] a, int i, int chunk, boolean messages) {
        int u = messages ? a[i] ^ (a[i] >> 31) : a[i + 1];
        return u / chunk;
    }

    /** A tier's records: its ranks scanned on the executors, then the engine over Spark. */
    static short[] solveTier(JavaSparkContext sc, GameSource source, int t, long size,
            SharedTiers children) {
        int parts = Math.max(2, 2 * sc.defaultParallelism());
        int chunk = (int) Math.max(1, (size + parts - 1) / parts);
        List<Integer> ids = IntStream.range(0, parts).boxed().toList();
        JavaRDD<Scanned> scanned = sc.parallelize(ids, parts).map(p -> scan(source, t, size, children, p, chunk))
                .persist(StorageLevel.MEMORY_ONLY());
        JavaPairRDD<Integer, int[]> moves = scanned.flatMapToPair(s -> byRange(s.moves, chunk, parts, false))
                .partitionBy(new HashPartitioner(parts));
        JavaRDD<Shard> shards = scanned.zipPartitions(moves, (ss, ms) -> List.of(ss.next().shard(ms)).iterator())
                .persist(StorageLevel.MEMORY_ONLY());
        shards.count();
        scanned.unpersist();
        JavaRDD<Shard> solved = run(shards, parts, chunk, true);
        short[] rec = new short[(int) size];
        for (Tuple2<Integer, short[]> part : solved.map(s -> {
            short[] out = new short[s.hi() - s.lo()];
            s.finish(new TierRetrograde.Records(out, s.lo(), null));
            TierRetrograde.undefineRange(SparkStrongSolver.plan(source), t, s.lo(), out);
            return new Tuple2<>(s.lo(), out);
        }).collect()) {
            System.arraycopy(part._2(), 0, rec, part._1(), part._2().length);
        }
        solved.unpersist();
        return rec;
    }

    /** A partition's ranks after the scan: states, notifications, moves inside the tier (parent, child). */
    private record Scanned(int lo, int hi, int[] state, Schedule schedule, int[] moves) implements java.io.Serializable {

        /** The shard, with the reversed moves into its ranks (each a pair parent, child). */
        Shard shard(Iterator<Tuple2<Integer, int[]>> in) {
            int n = hi - lo;
            List<int[]> arrays = new ArrayList<>();
            int total = 0;
            while (in.hasNext()) {
                int[] a = in.next()._2();
                arrays.add(a);
                total += a.length / 2;
            }
            int[] start = new int[n + 1];
            for (int[] a : arrays) {
                for (int i = 0; i < a.length; i += 2) {
                    start[a[i + 1] - lo + 1]++;
                }
            }
            for (int v = 0; v < n; v++) {
                start[v + 1] += start[v];
            }
            int[] fill = Arrays.copyOf(start, n);
            int[] parents = new int[total];
            for (int[] a : arrays) {
                for (int i = 0; i < a.length; i += 2) {
                    parents[fill[a[i + 1] - lo]++] = a[i];
                }
            }
            return Shard.standalone(lo, hi, state, MoveGraph.ofParents(n, start, parents), schedule);
        }
    }

    private static Scanned scan(GameSource source, int t, long size, SharedTiers children, int p, int chunk) {
        TierPlan plan = SparkStrongSolver.plan(source);
        int lo = lo(p, chunk, size);
        int hi = hi(p, chunk, size);
        int[] state = new int[hi - lo];
        Schedule.Builder schedule = new Schedule.Builder();
        int[][] moves = {new int[16]};
        int[] count = {0};
        TierRetrograde.scanRange(plan, t, c -> children.children()[c], lo, hi, state, schedule, (parent, child) -> {
            if (count[0] + 2 > moves[0].length) {
                moves[0] = Arrays.copyOf(moves[0], 2 * moves[0].length);
            }
            moves[0][count[0]++] = parent;
            moves[0][count[0]++] = child;
        }, org.sprague.game.Deadline.unlimited()); // an executor: stopped by Spark's task kill (an interrupt)
        return new Scanned(lo, hi, state, schedule.build(), Arrays.copyOf(moves[0], count[0]));
    }
}
