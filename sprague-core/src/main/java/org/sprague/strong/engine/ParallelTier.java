package org.sprague.strong.engine;

import java.util.concurrent.atomic.AtomicInteger;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;
import org.sprague.retrograde.LevelRetrograde;
import org.sprague.retrograde.MemoryBudget;
import org.sprague.retrograde.MoveGraph;
import org.sprague.retrograde.Schedule;
import org.sprague.strong.Record;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.Value;
import org.sprague.strong.space.PositionSpace;

/**
 * One tier solved by {@link TierRetrograde} on one thread or several, GamesmanOne's scheme for its
 * tier solver: the tier's ranks are split into chunks that the threads take in turn (dynamic
 * scheduling, as OpenMP's), each thread with its own scan buffers and child-tier cache, the
 * child tiers read only. A position decided by its primitive value and child tiers is written
 * straight into the records (each rank by one thread). A position waiting for moves inside
 * the tier is kept in its chunk's list (12 bytes, plus 4 a move inside); the lists are then
 * read in chunk order, so the counters, notifications and reversed moves are built in rank
 * order whatever the number of threads, and the records are the same bytes. The cycles are solved
 * by {@link LevelRetrograde} on the same number of threads (its levels make the result
 * independent of the schedule).
 */
final class ParallelTier {
    private static final int NONE = 0x3FFF;
    /** The most moves inside the tier that a waiting position's entry holds (17 bits). */
    static final int MOST_IN_TIER = (1 << 17) - 1;

    private final TierPlan plan;
    private final int tier;
    private final TierRetrograde.Children children;
    private final Deadline deadline;
    private final int threads;
    /** Ranks a thread takes at a time, a multiple of 64. */
    private final int chunk;

    ParallelTier(TierPlan plan, int tier, TierRetrograde.Children children, Deadline deadline, int threads,
            int chunk) {
        if (chunk % 64 != 0) {
            throw new IllegalArgumentException("chunk " + chunk + " is not a multiple of 64");
        }
        this.chunk = chunk;
        this.plan = plan;
        this.tier = tier;
        this.children = readOnly(plan, tier, children);
        this.deadline = deadline;
        this.threads = threads;
    }

    /**
     * The child tiers fetched once on the calling thread (a store may load them from disk and is
     * not thread-safe), then read from every thread.
     */
    private static TierRetrograde.Children readOnly(TierPlan plan, int tier, TierRetrograde.Children children) {
        int[] kids = plan.children(tier);
        short[][] byTier = new short[plan.tierCount()][];
        for (int c : kids) {
            byTier[c] = children.records(c);
        }
        return c -> byTier[c];
    }

    short[] solve() {
        PositionSpace space = plan.space(tier);
        int n = TierRetrograde.checkedSize(plan, tier);
        MemoryBudget.require(2L * n, "the records of tier " + plan.id(tier));
        short[] rec = new short[n];
        long[] others = plan.symmetric() ? new long[(n + 63) >>> 6] : null;
        short placeholder = Record.of(Value.DRAW, 0);
        int chunks = (n + chunk - 1) / chunk;
        TierRetrograde.IntList[] waiting = new TierRetrograde.IntList[chunks];
        AtomicInteger next = new AtomicInteger();
        Workers workers = new Workers();
        workers.run(Math.max(1, Math.min(threads, chunks)), () -> { // an empty tier: one thread, no chunk
            TierRetrograde.Scan scan = new TierRetrograde.Scan(plan, tier, children);
            for (int c; !workers.failed() && (c = next.getAndIncrement()) < chunks;) {
                int lo = c * chunk;
                int hi = Math.min(n, lo + chunk);
                TierRetrograde.IntList w = null;
                for (int r = lo; r < hi; r++) {
                    if (((r - lo) & 4095) == 0) {
                        deadline.check();
                    }
                    long p = space.position(r);
                    if (others != null && plan.canonical(p) != p) {
                        others[r >>> 6] |= 1L << r;
                        rec[r] = placeholder;
                        continue;
                    }
                    short v = scan.evaluate(p);
                    rec[r] = v;
                    if (v == 0) {
                        if (w == null) {
                            w = new TierRetrograde.IntList();
                        }
                        keep(w, r, scan, space);
                    }
                }
                waiting[c] = w;
            }
        });
        int first = 0;
        while (first < chunks && waiting[first] == null) {
            first++;
        }
        if (first == chunks) {
            return TierRetrograde.undefine(rec, others);
        }
        return cycles(rec, others, waiting);
    }

    /**
     * Position {@code r}, waiting: its rank; its moves inside, whether another child outside
     * does not win, and 1 + the slowest winning child outside (0: none); 1 + the fastest
     * losing and tying child outside (0: none); then its children inside, as ranks.
     */
    private void keep(TierRetrograde.IntList w, int r, TierRetrograde.Scan scan, PositionSpace space) {
        if (scan.inTier > MOST_IN_TIER) {
            throw new LimitExceededException("a position of tier " + plan.id(tier) + " has " + scan.inTier
                    + " moves inside its tier, more than " + MOST_IN_TIER);
        }
        w.add(r);
        w.add(scan.inTier | (scan.otherNonWin ? 1 << 17 : 0) | (scan.winCount > 0 ? scan.maxWin + 1 : 0) << 18);
        w.add((scan.minLose == Integer.MAX_VALUE ? 0 : scan.minLose + 1)
                | (scan.minTie == Integer.MAX_VALUE ? 0 : scan.minTie + 1) << 14);
        for (int i = 0; i < scan.inTier; i++) {
            w.add((int) space.rank(plan.canonical(scan.inTierChildren[i])));
        }
    }

    /**
     * The moves inside the tier: counters, notifications and reversed moves, in rank order; then
     * the engine. The engine's vertices are the tier's ranks, or in a symmetric game only its
     * representatives' ({@link Vertices}): the other ranks take no part in any move.
     */
    private short[] cycles(short[] rec, long[] others, TierRetrograde.IntList[] waiting) {
        Vertices vx = others == null ? new Vertices(rec.length) : new Vertices(rec.length, others);
        int n = vx.count;
        MemoryBudget.require(8L * n + 4L, "the cycles of tier " + plan.id(tier));
        int[] state = new int[n];
        int[] parentStart = new int[n + 1];
        for (int v = 0; v < n; v++) {
            short r = rec[vx.rank(v)];
            state[v] = LevelRetrograde.label(TierRetrograde.kind(Record.value(r)), Record.remoteness(r));
        }
        Schedule.Builder schedule = new Schedule.Builder();
        long edges = 0;
        for (TierRetrograde.IntList w : waiting) {
            for (int i = 0; w != null && i < w.size();) {
                int v = vx.of(w.get(i));
                int b = w.get(i + 1);
                int c = w.get(i + 2);
                int inTier = b & MOST_IN_TIER;
                int win = b >>> 18;
                int lose = c & NONE;
                int tie = c >>> 14;
                // Scan.waiting's calls, in its order
                if (lose != 0) {
                    schedule.childLoses(v, lose - 1);
                }
                if (win != 0) {
                    schedule.childWins(v, win - 1);
                }
                if (tie != 0) {
                    schedule.childTies(v, tie - 1);
                }
                state[v] = inTier + (win != 0 ? 1 : 0) + ((b & 1 << 17) != 0 ? 1 : 0);
                for (int k = 0; k < inTier; k++) {
                    int child = vx.of(w.get(i + 3 + k));
                    w.set(i + 3 + k, child);
                    parentStart[child + 1]++;
                }
                edges += inTier;
                i += 3 + inTier;
            }
        }
        if (edges > Integer.MAX_VALUE - 8) {
            throw new LimitExceededException("tier " + plan.id(tier) + " has more than 2^31 moves inside it");
        }
        for (int v = 0; v < n; v++) {
            parentStart[v + 1] += parentStart[v];
        }
        MemoryBudget.require(4L * edges, "the moves inside tier " + plan.id(tier));
        int[] parents = new int[(int) edges];
        // parentStart[c] serves as c's fill cursor, then TierRetrograde.shiftStarts puts it back:
        // no copy of it at the tier's peak (4 bytes a vertex)
        for (int j = 0; j < waiting.length; j++) {
            TierRetrograde.IntList w = waiting[j];
            for (int i = 0; w != null && i < w.size();) {
                int v = vx.of(w.get(i));
                int inTier = w.get(i + 1) & MOST_IN_TIER;
                for (int k = 0; k < inTier; k++) {
                    parents[parentStart[w.get(i + 3 + k)]++] = v;
                }
                i += 3 + inTier;
            }
            waiting[j] = null;
        }
        TierRetrograde.shiftStarts(parentStart);
        LevelRetrograde.solve(MoveGraph.ofParents(n, parentStart, parents), state, schedule.build(),
                new TierRetrograde.Records(rec, 0, vx.ranks), threads, deadline);
        return TierRetrograde.undefine(rec, others);
    }

    /**
     * The engine's vertices: every rank of the tier, or in a symmetric game its representatives
     * only, numbered in rank order (a rank/select map over the bitmap of the other ranks).
     * Quixo 4x4's largest tier: 4,036,032 ranks, about an eighth of them representatives, so the
     * engine's state and reversed-move starts take 8 bytes a representative instead of 8 bytes a
     * rank (about 28 MB less at the solve's peak).
     */
    static final class Vertices {
        final int count;
        /** The rank of each vertex; null: vertex = rank. */
        final int[] ranks;
        /** The vertices before each 64-rank word of {@link #others}. */
        private final int[] before;
        private final long[] others;

        Vertices(int n) {
            count = n;
            ranks = null;
            before = null;
            others = null;
        }

        /** The ranks {@code 0..n-1} not marked in {@code others}. */
        Vertices(int n, long[] others) {
            this.others = others;
            before = new int[others.length];
            int k = 0;
            for (int w = 0; w < others.length; w++) {
                before[w] = k;
                int bits = Math.min(64, n - (w << 6));
                k += bits - Long.bitCount(others[w]);
            }
            count = k;
            ranks = new int[k];
            for (int r = 0, v = 0; r < n; r++) {
                if ((others[r >>> 6] >>> r & 1) == 0) {
                    ranks[v++] = r;
                }
            }
        }

        /** The vertex of rank {@code r} (a rank not in {@code others}). */
        int of(int r) {
            return others == null ? r : before[r >>> 6] + Long.bitCount(~others[r >>> 6] & (1L << r) - 1);
        }

        int rank(int v) {
            return ranks == null ? v : ranks[v];
        }
    }
}
