package org.sprague.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.HashPartitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.storage.StorageLevel;
import org.sprague.strong.Record;
import org.sprague.strong.TierPlan;
import org.sprague.strong.TierRetrograde;
import org.sprague.strong.Value;
import scala.Tuple2;

/**
 * The level-by-level phase of {@link TierRetrograde} for a tier with cycles, distributed:
 * the tier's ranks are hash-partitioned ({@code rank mod P}); each partition holds the
 * records, counters and notifications of its ranks and the reversed moves into them. Level
 * r is one shuffle: every position solved at r (and every notification from another tier
 * due at r) sends a message to each parent, messages are partitioned like the state and
 * applied with {@code zipPartitions} (losing children first: the parent wins at r + 1; then
 * winning children: a counter reaching 0 loses at r + 1). Ties follow the same way, then
 * what is left is a draw. Same rules in the same level order as the in-process solver, so
 * the same records. The lineage is cut every 8 levels ({@code localCheckpoint}).
 */
final class SparkCycles {
    private static final byte LOSE_CHILD = 0;
    private static final byte WIN_CHILD = 1;
    private static final byte TIE_CHILD = 2;

    private SparkCycles() {
    }

    /** The state of the ranks {@code p, p + P, p + 2P, ...} of the tier. */
    static final class Part implements Serializable {
        private static final long serialVersionUID = 1L;
        final int p;
        final int parts;
        short[] rec;
        char[] counter;
        int[] extLose;
        int[] extWin;
        int[] extTie;
        /** Moves inside the tier out of this part's positions, until they are reversed: child, parent. */
        int[] outChild;
        int[] outParent;
        /** Reversed moves: the parents (global ranks) of local position i. */
        int[] parentStart;
        int[] parents;

        Part(int p, int parts) {
            this.p = p;
            this.parts = parts;
        }

        int rank(int i) {
            return p + i * parts;
        }

        Part copy() {
            Part c = new Part(p, parts);
            c.rec = rec.clone();
            c.counter = counter.clone();
            c.extLose = extLose;
            c.extWin = extWin;
            c.extTie = extTie;
            c.parentStart = parentStart;
            c.parents = parents;
            return c;
        }
    }

    static short[] solve(JavaSparkContext sc, GameSource gameId, int t, long size, Broadcast<short[][]> children) {
        int parts = Math.max(2, 2 * sc.defaultParallelism());
        List<Integer> ids = new ArrayList<>();
        for (int p = 0; p < parts; p++) {
            ids.add(p);
        }
        HashPartitioner hp = new HashPartitioner(parts);
        JavaRDD<Part> scanned = sc.parallelize(ids, parts).map(p -> scan(gameId, t, size, children, p, parts))
                .persist(StorageLevel.MEMORY_ONLY());
        JavaPairRDD<Integer, Integer> edges = scanned.flatMapToPair(part -> {
            List<Tuple2<Integer, Integer>> out = new ArrayList<>(part.outChild.length);
            for (int k = 0; k < part.outChild.length; k++) {
                out.add(new Tuple2<>(part.outChild[k], part.outParent[k]));
            }
            return out.iterator();
        }).partitionBy(hp);
        JavaRDD<Part> state = scanned.zipPartitions(edges, SparkCycles::reverse).persist(StorageLevel.MEMORY_ONLY());
        state.count();
        scanned.unpersist();
        state = levels(state, hp, false);
        state = levels(state, hp, true);
        short[] rec = new short[(int) size];
        short draw = Record.of(Value.DRAW, 0);
        for (Part part : state.collect()) {
            for (int i = 0; i < part.rec.length; i++) {
                rec[part.rank(i)] = part.rec[i] == 0 ? draw : part.rec[i];
            }
        }
        state.unpersist();
        return rec;
    }

    private static Part scan(GameSource gameId, int t, long size, Broadcast<short[][]> children, int p, int parts) {
        TierPlan plan = SparkStrongSolver.plan(gameId);
        TierRetrograde.PositionScan scan = new TierRetrograde.PositionScan(plan, t, c -> children.value()[c]);
        int n = (int) Math.max(0, (size - p + parts - 1) / parts);
        Part part = new Part(p, parts);
        part.rec = new short[n];
        part.counter = new char[n];
        part.extLose = new int[n];
        part.extWin = new int[n];
        part.extTie = new int[n];
        int[] oc = new int[16];
        int[] op = new int[16];
        int edges = 0;
        for (int i = 0; i < n; i++) {
            int r = part.rank(i);
            scan.scan(r);
            part.rec[i] = scan.record();
            part.extLose[i] = -1;
            part.extWin[i] = -1;
            part.extTie[i] = -1;
            if (scan.record() != 0) {
                continue;
            }
            part.counter[i] = (char) scan.counter();
            part.extLose[i] = scan.extLose();
            part.extWin[i] = scan.extWin();
            part.extTie[i] = scan.extTie();
            for (int k = 0; k < scan.inTierChildren(); k++) {
                if (edges == oc.length) {
                    oc = Arrays.copyOf(oc, 2 * edges);
                    op = Arrays.copyOf(op, 2 * edges);
                }
                oc[edges] = (int) scan.inTierChild(k);
                op[edges++] = r;
            }
        }
        part.outChild = Arrays.copyOf(oc, edges);
        part.outParent = Arrays.copyOf(op, edges);
        return part;
    }

    /** Attaches to each part the parents of its positions (compressed rows, parents in increasing order). */
    private static Iterator<Part> reverse(Iterator<Part> parts, Iterator<Tuple2<Integer, Integer>> edges) {
        Part part = parts.next().copy();
        List<int[]> list = new ArrayList<>();
        int n = part.rec.length;
        int[] start = new int[n + 1];
        while (edges.hasNext()) {
            Tuple2<Integer, Integer> e = edges.next();
            int local = e._1() / part.parts;
            start[local + 1]++;
            list.add(new int[] {local, e._2()});
        }
        for (int i = 0; i < n; i++) {
            start[i + 1] += start[i];
        }
        int[] fill = Arrays.copyOf(start, n);
        int[] parents = new int[list.size()];
        for (int[] e : list) {
            parents[fill[e[0]]++] = e[1];
        }
        part.parentStart = start;
        part.parents = parents;
        return List.of(part).iterator();
    }

    /** The win/lose levels, or (ties) the tie levels, one shuffle per level. */
    private static JavaRDD<Part> levels(JavaRDD<Part> start, HashPartitioner hp, boolean ties) {
        JavaRDD<Part> state = start;
        int max = state.map(part -> maxLevel(part, ties)).reduce(Math::max);
        for (int level = 0; level <= max; level++) {
            int l = level;
            JavaPairRDD<Integer, Byte> msgs = state.flatMapToPair(part -> messages(part, l, ties)).partitionBy(hp);
            JavaRDD<Part> next = state.zipPartitions(msgs, (ps, ms) -> apply(ps, ms, l, ties))
                    .persist(StorageLevel.MEMORY_ONLY());
            if (level % 8 == 7) {
                next.rdd().localCheckpoint(); // cut the lineage: level r + 1 needs only level r's state
            }
            max = Math.max(max, next.map(part -> maxLevel(part, ties)).reduce(Math::max));
            state.unpersist();
            state = next;
        }
        return state;
    }

    private static int maxLevel(Part part, boolean ties) {
        int max = -1;
        for (int i = 0; i < part.rec.length; i++) {
            short r = part.rec[i];
            Value v = Record.value(r);
            if (ties ? v == Value.TIE : v == Value.WIN || v == Value.LOSE) {
                max = Math.max(max, Record.remoteness(r));
            }
            if (r == 0) {
                max = ties ? Math.max(max, part.extTie[i]) : Math.max(max, Math.max(part.extLose[i], part.extWin[i]));
            }
        }
        return max;
    }

    private static Iterator<Tuple2<Integer, Byte>> messages(Part part, int level, boolean ties) {
        List<Tuple2<Integer, Byte>> out = new ArrayList<>();
        for (int i = 0; i < part.rec.length; i++) {
            short r = part.rec[i];
            int rank = part.rank(i);
            if (r == 0) {
                if (!ties && part.extLose[i] == level) {
                    out.add(new Tuple2<>(rank, LOSE_CHILD));
                }
                if (!ties && part.extWin[i] == level) {
                    out.add(new Tuple2<>(rank, WIN_CHILD));
                }
                if (ties && part.extTie[i] == level) {
                    out.add(new Tuple2<>(rank, TIE_CHILD));
                }
                continue;
            }
            if (Record.remoteness(r) != level) {
                continue;
            }
            Value v = Record.value(r);
            byte m = v == Value.LOSE ? LOSE_CHILD : v == Value.WIN ? WIN_CHILD : v == Value.TIE ? TIE_CHILD : -1;
            if (m < 0 || ties != (m == TIE_CHILD)) {
                continue;
            }
            for (int k = part.parentStart[i]; k < part.parentStart[i + 1]; k++) {
                out.add(new Tuple2<>(part.parents[k], m));
            }
        }
        return out.iterator();
    }

    private static Iterator<Part> apply(Iterator<Part> parts, Iterator<Tuple2<Integer, Byte>> msgs, int level,
            boolean ties) {
        Part part = parts.next().copy();
        List<Integer> lose = new ArrayList<>();
        List<Integer> win = new ArrayList<>();
        while (msgs.hasNext()) {
            Tuple2<Integer, Byte> m = msgs.next();
            int local = m._1() / part.parts;
            (m._2() == WIN_CHILD ? win : lose).add(local); // ties: TIE_CHILD goes with "lose" (first pass)
        }
        short first = ties ? Record.of(Value.TIE, level + 1) : Record.of(Value.WIN, level + 1);
        for (int i : lose) {
            if (part.rec[i] == 0) {
                part.rec[i] = first;
            }
        }
        short lost = Record.of(Value.LOSE, level + 1);
        for (int i : win) {
            if (part.rec[i] == 0 && --part.counter[i] == 0) {
                part.rec[i] = lost;
            }
        }
        return List.of(part).iterator();
    }
}
