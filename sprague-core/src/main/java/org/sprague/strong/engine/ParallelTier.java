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
 * One tier solved by {@link TierRetrograde} on several threads, GamesmanOne's scheme for its
 * tier solver: the tier's ranks are split into chunks that the threads take in turn (dynamic
 * scheduling, as OpenMP's), each thread with its own scan buffers and child-tier cache, the
 * child tiers read only. A position decided by its primitive value and child tiers is written
 * straight into the records (each rank by one thread). A position waiting for moves inside
 * the tier is kept in its chunk's list (12 bytes, plus 4 a move inside); the lists are then
 * read in chunk order, so the counters, notifications and reversed moves are built exactly as
 * the one-thread scan builds them, and the records are the same bytes. The cycles are solved
 * by {@link LevelRetrograde} on the same number of threads (its levels make the result
 * independent of the schedule).
 */
final class ParallelTier {
    private static final int NONE = 0x3FFF;

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
        int n = (int) space.size();
        MemoryBudget.require(2L * n, "the records of tier " + plan.id(tier));
        short[] rec = new short[n];
        long[] others = plan.symmetric() ? new long[(n + 63) >>> 6] : null;
        short placeholder = Record.of(Value.DRAW, 0);
        int chunks = (n + chunk - 1) / chunk;
        TierRetrograde.IntList[] waiting = new TierRetrograde.IntList[chunks];
        AtomicInteger next = new AtomicInteger();
        Workers workers = new Workers();
        workers.run(threads, () -> {
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
        w.add(r);
        w.add(scan.inTier | (scan.otherNonWin ? 1 << 10 : 0) | (scan.winCount > 0 ? scan.maxWin + 1 : 0) << 11);
        w.add((scan.minLose == Integer.MAX_VALUE ? 0 : scan.minLose + 1)
                | (scan.minTie == Integer.MAX_VALUE ? 0 : scan.minTie + 1) << 14);
        for (int i = 0; i < scan.inTier; i++) {
            w.add((int) space.rank(plan.canonical(scan.inTierChildren[i])));
        }
    }

    /** The moves inside the tier: counters, notifications and reversed moves, in rank order; then the engine. */
    private short[] cycles(short[] rec, long[] others, TierRetrograde.IntList[] waiting) {
        int n = rec.length;
        MemoryBudget.require(8L * n + 4L, "the cycles of tier " + plan.id(tier));
        int[] state = new int[n];
        int[] parentStart = new int[n + 1];
        for (int q = 0; q < n; q++) {
            state[q] = LevelRetrograde.label(TierRetrograde.kind(Record.value(rec[q])), Record.remoteness(rec[q]));
        }
        Schedule.Builder schedule = new Schedule.Builder();
        long edges = 0;
        for (TierRetrograde.IntList w : waiting) {
            for (int i = 0; w != null && i < w.size();) {
                int r = w.get(i);
                int b = w.get(i + 1);
                int c = w.get(i + 2);
                int inTier = b & 0x3FF;
                int win = b >>> 11;
                int lose = c & NONE;
                int tie = c >>> 14;
                // the one-thread scan's calls, in its order (Scan.waiting)
                if (lose != 0) {
                    schedule.childLoses(r, lose - 1);
                }
                if (win != 0) {
                    schedule.childWins(r, win - 1);
                }
                if (tie != 0) {
                    schedule.childTies(r, tie - 1);
                }
                state[r] = inTier + (win != 0 ? 1 : 0) + ((b & 1 << 10) != 0 ? 1 : 0);
                for (int k = 0; k < inTier; k++) {
                    parentStart[w.get(i + 3 + k) + 1]++;
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
        // no copy of it at the tier's peak (4 bytes a rank: 16 MB on Quixo 4x4's largest tier)
        for (int j = 0; j < waiting.length; j++) {
            TierRetrograde.IntList w = waiting[j];
            for (int i = 0; w != null && i < w.size();) {
                int r = w.get(i);
                int inTier = w.get(i + 1) & 0x3FF;
                for (int k = 0; k < inTier; k++) {
                    parents[parentStart[w.get(i + 3 + k)]++] = r;
                }
                i += 3 + inTier;
            }
            waiting[j] = null;
        }
        TierRetrograde.shiftStarts(parentStart);
        LevelRetrograde.solve(MoveGraph.ofParents(n, parentStart, parents), state, schedule.build(),
                new TierRetrograde.Records(rec, 0), threads, deadline);
        return TierRetrograde.undefine(rec, others);
    }
}
