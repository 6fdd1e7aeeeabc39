package org.sprague.strong;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sprague.game.Cancellation;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.loopy.MemoryBudget;

/**
 * Solves one tier by retrograde analysis, its child tiers being solved: value and
 * remoteness of every position of the tier, with draws for the positions that can keep
 * play inside a cycle and cannot force a better result.
 *
 * <p>Algorithm (the tier solver of GamesmanOne, after Ströhlein and Thompson): one scan
 * over the tier's ranks settles the primitive positions and, from the child tiers'
 * records, every position whose moves all leave the tier (win in 1 + the fastest losing
 * child; lose in 1 + the slowest child when all children are wins; else tie in 1 + the
 * fastest tie; else draw). A tier without moves inside it (Connect Four, tic-tac-toe) is
 * done after that scan. Otherwise each remaining position keeps a counter of the children
 * not yet known to be wins for the opponent, and the moves inside the tier are reversed
 * into compressed rows; then levels r = 0, 1, 2, ... are processed in order: a child that
 * loses at r makes each unsolved parent a win at r + 1, a child that wins at r decrements
 * each unsolved parent's counter and a parent reaching 0 loses at r + 1 (its slowest
 * child); the children in other tiers take part as notifications at their own level. Then
 * ties spread the same way (tie in 1 + the fastest tie child), and what is left is a draw.
 * Time {@code O(V + E)} per tier; memory per position: the 2-byte record and, for a tier
 * with cycles only, a 2-byte counter plus the reversed moves (4 bytes per edge inside the tier).
 */
public final class TierRetrograde {

    /** The solved records of the tiers a tier's moves reach. */
    public interface Children {
        /** Records of tier index {@code t}, indexed by rank. */
        short[] records(int t);
    }

    private TierRetrograde() {
    }

    /** The records of every position of tier index {@code t}. */
    public static short[] solve(TierPlan plan, int t, Children children) {
        PositionSpace space = plan.space(t);
        long size = space.size();
        if (size > Integer.MAX_VALUE - 8) {
            throw new LimitExceededException(LimitExceededException.Kind.SIZE, "tier " + plan.id(t) + " has "
                    + size + " positions, more than one in-process array holds",
                    org.sprague.game.Remedy.DISTRIBUTED_ENGINE);
        }
        int n = (int) size;
        MemoryBudget.require(2L * n, "the records of tier " + plan.id(t));
        short[] rec = new short[n];
        Scan scan = new Scan(plan, t, children);
        // first scan: everything decided by primitives and child tiers; count moves inside
        int pending = 0;
        long inTierEdges = 0;
        for (int r = 0; r < n; r++) {
            if ((r & 4095) == 0) {
                Cancellation.check();
            }
            short v = scan.evaluate(space.position(r));
            rec[r] = v;
            if (v == 0) {
                pending++;
                inTierEdges += scan.inTier;
            }
        }
        if (pending == 0) {
            return rec;
        }
        new Cycles(plan, t, scan, rec, inTierEdges).run();
        return rec;
    }

    /**
     * One position of a tier with cycles, as the level-by-level phase needs it (for a solver
     * that distributes that phase, e.g. over Spark partitions): after {@link #scan}, either
     * {@link #record()} is final, or the position waits with {@link #counter()} children not
     * known to be wins, notifications from other tiers at levels {@link #extLose()},
     * {@link #extWin()}, {@link #extTie()} (-1: none) and the ranks of its children inside the
     * tier. Reused per position.
     */
    public static final class PositionScan {
        private final Scan scan;
        private final PositionSpace space;
        private short record;

        public PositionScan(TierPlan plan, int t, Children children) {
            this.scan = new Scan(plan, t, children);
            this.space = plan.space(t);
        }

        /** Scans the position of rank {@code rank}. */
        public void scan(long rank) {
            record = scan.evaluate(space.position(rank));
        }

        /** The record, or 0 when the position waits for children inside the tier. */
        public short record() {
            return record;
        }

        public int counter() {
            return scan.inTier + (scan.winCount > 0 ? 1 : 0) + (scan.otherNonWin ? 1 : 0);
        }

        public int extLose() {
            return scan.minLose == Integer.MAX_VALUE ? -1 : scan.minLose;
        }

        public int extWin() {
            return scan.winCount > 0 ? scan.maxWin : -1;
        }

        public int extTie() {
            return scan.minTie == Integer.MAX_VALUE ? -1 : scan.minTie;
        }

        public int inTierChildren() {
            return scan.inTier;
        }

        /** The rank of the {@code i}-th child inside the tier. */
        public long inTierChild(int i) {
            return space.rank(scan.plan.canonical(scan.inTierChildren[i]));
        }
    }

    /**
     * The first scan of {@link #solve} on ranks {@code from .. from+out.length-1} only (one
     * partition of a tier, e.g. on a Spark executor): fills {@code out} and returns true when
     * every position there is decided by primitives and child tiers; false when some position
     * has a move inside the tier (its record is left 0: the tier needs {@link #solve} whole).
     */
    public static boolean solveRange(TierPlan plan, int t, Children children, long from, short[] out) {
        PositionSpace space = plan.space(t);
        Scan scan = new Scan(plan, t, children);
        boolean complete = true;
        for (int i = 0; i < out.length; i++) {
            if ((i & 4095) == 0) {
                Cancellation.check();
            }
            out[i] = scan.evaluate(space.position(from + i));
            complete &= out[i] != 0;
        }
        return complete;
    }

    /**
     * The record of {@code position} when it is decided by its primitive value and its
     * children outside its tier; 0 when some child is inside the tier (then {@link #inTier}
     * and the aggregates describe the outside children). Reused per position, allocates nothing.
     */
    static final class Scan {
        final StrongGame game;
        final TierPlan plan;
        final int tier;
        /** The game's id of {@link #tier}. */
        final int tierId;
        final Children children;
        final long[] buf;
        final long[] inTierChildren;
        final boolean scored;
        /** The child tier last read and its records (one array per tier would cost a slot per tier). */
        int lastTier = -1;
        short[] lastRecords;
        int inTier;
        int minLose;
        int maxWin;
        int winCount;
        int minTie;
        boolean otherNonWin;

        Scan(TierPlan plan, int tier, Children children) {
            this.game = plan.game();
            this.plan = plan;
            this.tier = tier;
            this.tierId = plan.id(tier);
            this.children = children;
            this.buf = new long[game.maxMoves()];
            this.inTierChildren = new long[game.maxMoves()];
            this.scored = game.scored();
        }

        short evaluate(long pos) {
            if (scored) {
                return evaluateScored(pos);
            }
            Value prim = game.primitive(pos);
            if (prim != null) {
                if (prim != Value.WIN && prim != Value.LOSE && prim != Value.TIE) {
                    throw new InvalidInputException("primitive() of " + game.format(pos)
                            + " must be WIN, LOSE, TIE or null, not " + prim);
                }
                return Record.of(prim, 0);
            }
            int m = game.moves(pos, buf);
            inTier = 0;
            minLose = Integer.MAX_VALUE;
            maxWin = -1;
            winCount = 0;
            minTie = Integer.MAX_VALUE;
            otherNonWin = false;
            if (m == 0) {
                return Record.of(Value.LOSE, 0);
            }
            for (int i = 0; i < m; i++) {
                long c = buf[i];
                int ct = plan.index(game.childTier(pos, tierId, c));
                if (ct == tier) {
                    inTierChildren[inTier++] = c;
                    continue;
                }
                short cr = childRecord(ct, c, pos);
                int rem = Record.remoteness(cr);
                switch (Record.value(cr)) {
                    case LOSE -> {
                        minLose = Math.min(minLose, rem);
                        otherNonWin = true; // keeps the counter above 0 until the win at minLose + 1
                    }
                    case WIN -> {
                        winCount++;
                        maxWin = Math.max(maxWin, rem);
                    }
                    case TIE -> {
                        minTie = Math.min(minTie, rem);
                        otherNonWin = true;
                    }
                    default -> otherNonWin = true;
                }
            }
            if (inTier > 0) {
                return 0;
            }
            if (minLose != Integer.MAX_VALUE) {
                return Record.of(Value.WIN, minLose + 1);
            }
            if (winCount == m) {
                return Record.of(Value.LOSE, maxWin + 1);
            }
            if (minTie != Integer.MAX_VALUE) {
                return Record.of(Value.TIE, minTie + 1);
            }
            return Record.of(Value.DRAW, 0);
        }

        /**
         * A scored game's position: its score when finished, else the best child for the
         * mover: the largest margin (a child's margin negated), then the fastest win or tie,
         * or the slowest loss.
         */
        private short evaluateScored(long pos) {
            inTier = 0;
            if (game.primitive(pos) != null) {
                return Record.scored(game.score(pos), 0);
            }
            int m = game.moves(pos, buf);
            if (m == 0) {
                throw new InvalidInputException("scored game: " + game.format(pos)
                        + " has no moves and no primitive value (give it a score)");
            }
            int best = Integer.MIN_VALUE;
            int bestRem = 0;
            for (int i = 0; i < m; i++) {
                long c = buf[i];
                int ct = plan.index(game.childTier(pos, tierId, c));
                if (ct == tier) {
                    throw new InvalidInputException("scored game: the move from " + game.format(pos) + " to "
                            + game.format(c) + " stays in its tier (scored games need every move to change tier)");
                }
                short cr = childRecord(ct, c, pos);
                int margin = -Record.margin(cr);
                int rem = Record.remoteness(cr);
                if (margin > best || margin == best && (margin < 0 ? rem > bestRem : rem < bestRem)) {
                    best = margin;
                    bestRem = rem;
                }
            }
            return Record.scored(best, bestRem + 1);
        }

        private short childRecord(int ct, long child, long from) {
            long c = plan.canonical(child);
            if (ct < 0) {
                throw new InvalidInputException("a move from " + game.format(from) + " reaches " + game.format(c)
                        + ", in tier " + game.tier(c) + " that the game does not list");
            }
            long rank = plan.space(ct).rank(c);
            short[] recs;
            if (ct == lastTier) {
                recs = lastRecords;
            } else {
                // measured: fetching through the store on every move (a HashMap lookup) made
                // Connect Four 5x4 take 2.09 s instead of 1.75 s (StrongBench, best of 3)
                recs = children.records(ct);
                lastTier = ct;
                lastRecords = recs;
            }
            if (rank < 0 || recs == null) {
                throw new InvalidInputException("a move from " + game.format(from) + " reaches " + game.format(c)
                        + ", which tier " + plan.id(ct) + " does not hold (or is not a child tier)");
            }
            short r = recs[(int) rank];
            if (r == 0) {
                throw new IllegalStateException("child tier " + plan.id(ct) + " is not solved");
            }
            return r;
        }
    }

    /** The level-by-level phase for a tier whose moves stay inside it. */
    private static final class Cycles {
        private final PositionSpace space;
        private final Scan scan;
        private final short[] rec;
        private final int n;
        private final char[] counter;
        private final int[] inStart;
        private final int[] parent;
        // per level: positions to notify (children outside the tier) and solved positions
        private final List<IntList> extLose = new ArrayList<>();
        private final List<IntList> extWin = new ArrayList<>();
        private final List<IntList> extTie = new ArrayList<>();
        private final List<IntList> lose = new ArrayList<>();
        private final List<IntList> win = new ArrayList<>();
        private final List<IntList> tie = new ArrayList<>();

        Cycles(TierPlan plan, int t, Scan scan, short[] rec, long edges) {
            this.space = plan.space(t);
            this.scan = scan;
            this.rec = rec;
            this.n = rec.length;
            if (edges > Integer.MAX_VALUE - 8) {
                throw new LimitExceededException("tier " + plan.id(t) + " has more than 2^31 moves inside it");
            }
            MemoryBudget.require(2L * n + 4L * (n + 1) + 4L * edges, "the cycles of tier " + plan.id(t));
            counter = new char[n];
            inStart = new int[n + 1];
            parent = new int[(int) edges];
        }

        void run() {
            // second scan: counters, notifications from other tiers, in-tier edge counts
            for (int r = 0; r < n; r++) {
                if ((r & 4095) == 0) {
                    Cancellation.check();
                }
                if (rec[r] != 0) {
                    Value v = Record.value(rec[r]);
                    add(v == Value.LOSE ? lose : v == Value.WIN ? win : v == Value.TIE ? tie : null,
                            Record.remoteness(rec[r]), r);
                    continue;
                }
                scan.evaluate(space.position(r));
                int c = scan.inTier + (scan.winCount > 0 ? 1 : 0) + (scan.otherNonWin ? 1 : 0);
                if (c > Character.MAX_VALUE) {
                    throw new LimitExceededException("a position has more than 65535 moves");
                }
                counter[r] = (char) c;
                if (scan.minLose != Integer.MAX_VALUE) {
                    add(extLose, scan.minLose, r);
                }
                if (scan.winCount > 0) {
                    add(extWin, scan.maxWin, r);
                }
                if (scan.minTie != Integer.MAX_VALUE) {
                    add(extTie, scan.minTie, r);
                }
                for (int i = 0; i < scan.inTier; i++) {
                    inStart[childRank(scan.inTierChildren[i]) + 1]++;
                }
            }
            for (int v = 0; v < n; v++) {
                inStart[v + 1] += inStart[v];
            }
            int[] fill = Arrays.copyOf(inStart, n);
            for (int r = 0; r < n; r++) {
                if (rec[r] == 0) {
                    scan.evaluate(space.position(r));
                    for (int i = 0; i < scan.inTier; i++) {
                        parent[fill[childRank(scan.inTierChildren[i])]++] = r;
                    }
                }
            }
            // wins and losses, level by level
            for (int level = 0; level < Math.max(Math.max(lose.size(), win.size()),
                    Math.max(extLose.size(), extWin.size())); level++) {
                Cancellation.check();
                short w = Record.of(Value.WIN, level + 1);
                for (int p : targets(extLose, lose, level)) {
                    if (rec[p] == 0) {
                        rec[p] = w;
                        add(win, level + 1, p);
                    }
                }
                short l = Record.of(Value.LOSE, level + 1);
                for (int p : targets(extWin, win, level)) {
                    if (rec[p] == 0 && --counter[p] == 0) {
                        rec[p] = l;
                        add(lose, level + 1, p);
                    }
                }
            }
            // ties, level by level
            for (int level = 0; level < Math.max(tie.size(), extTie.size()); level++) {
                short tv = Record.of(Value.TIE, level + 1);
                for (int p : targets(extTie, tie, level)) {
                    if (rec[p] == 0) {
                        rec[p] = tv;
                        add(tie, level + 1, p);
                    }
                }
            }
            short draw = Record.of(Value.DRAW, 0);
            for (int r = 0; r < n; r++) {
                if (rec[r] == 0) {
                    rec[r] = draw;
                }
            }
        }

        private int childRank(long c) {
            return (int) space.rank(scan.plan.canonical(c));
        }

        /** The notified positions at {@code level}, then the in-tier parents of those solved at it. */
        private IntList targets(List<IntList> ext, List<IntList> solved, int level) {
            IntList out = new IntList();
            if (level < ext.size() && ext.get(level) != null) {
                out.addAll(ext.get(level));
            }
            if (level < solved.size() && solved.get(level) != null) {
                IntList s = solved.get(level);
                for (int i = 0; i < s.size; i++) {
                    int v = s.a[i];
                    for (int k = inStart[v]; k < inStart[v + 1]; k++) {
                        out.add(parent[k]);
                    }
                }
            }
            return out;
        }

        private static void add(List<IntList> lists, int level, int r) {
            if (lists == null) {
                return;
            }
            while (lists.size() <= level) {
                lists.add(null);
            }
            IntList l = lists.get(level);
            if (l == null) {
                l = new IntList();
                lists.set(level, l);
            }
            l.add(r);
        }
    }

    /** A growable list of ints, iterable without boxing through {@link #a} and {@link #size}. */
    static final class IntList implements Iterable<Integer> {
        int[] a = new int[8];
        int size;

        void add(int x) {
            if (size == a.length) {
                a = Arrays.copyOf(a, 2 * size);
            }
            a[size++] = x;
        }

        void addAll(IntList o) {
            for (int i = 0; i < o.size; i++) {
                add(o.a[i]);
            }
        }

        @Override
        public java.util.Iterator<Integer> iterator() {
            return new java.util.Iterator<>() {
                int i;

                @Override
                public boolean hasNext() {
                    return i < size;
                }

                @Override
                public Integer next() {
                    return a[i++];
                }
            };
        }
    }
}
