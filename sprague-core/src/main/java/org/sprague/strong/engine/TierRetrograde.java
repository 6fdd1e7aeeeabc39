package org.sprague.strong.engine;

import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;
import org.sprague.retrograde.MemoryBudget;
import org.sprague.retrograde.LevelRetrograde;
import org.sprague.retrograde.MoveGraph;
import org.sprague.retrograde.Schedule;
import org.sprague.retrograde.ValueDomain;
import org.sprague.strong.Record;
import org.sprague.strong.StrongGame;
import org.sprague.strong.solve.TierPlan;
import org.sprague.strong.Value;
import org.sprague.strong.space.PositionSpace;
import org.sprague.game.wording.Remedy;

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
 * done after that scan. Otherwise the tier is handed to the retrograde engine
 * ({@link LevelRetrograde}) in the win / lose / tie / draw domain: each remaining position
 * keeps a counter of the children not yet known to be wins for the opponent, the moves
 * inside the tier are reversed into a {@link MoveGraph}, and the children in other tiers take
 * part as notifications at their own level ({@link Schedule}). Time {@code O(V + E)} per
 * tier; memory per position: the 2-byte record and, for a tier with cycles only, 4 bytes of
 * engine state, 4 of reverse offsets and half a byte of bitmaps, plus 12 bytes per position
 * waiting on moves inside the tier and 8 per such move (its child rank, kept from the one scan,
 * and the reversed move); in a symmetric game (Quixo) the engine's 8 bytes are per
 * representative only ({@link ParallelTier}). The same scan feeds the Spark scheduler, one range
 * of ranks per partition ({@link #scanRange}).
 */
public final class TierRetrograde {

    /** The solved records of the tiers a tier's moves reach. */
    public interface Children {
        /** Records of tier index {@code t}, indexed by rank. */
        short[] records(int t);
    }

    /** Told each move inside the tier, as ranks. */
    @FunctionalInterface
    public interface Moves {
        void move(int parent, int child);
    }

    private TierRetrograde() {
    }

    /** The records of every position of tier index {@code t}, stopped at {@code deadline}. */
    public static short[] solve(TierPlan plan, int t, Children children, Deadline deadline) {
        return solve(plan, t, children, deadline, 1, CHUNK);
    }

    /**
     * {@link #solve(TierPlan, int, Children, Deadline)} on {@code threads} threads ({@link ParallelTier}):
     * the tier's ranks are split into chunks of {@code chunk} ({@link #CHUNK}; tests: small ones)
     * that the threads take in turn, each with its own scan state, the child tiers read only; the
     * waiting positions each chunk found are then joined in rank order, so the records are the
     * same for any number of threads, byte for byte. The moves inside the tier are solved by
     * {@link LevelRetrograde} on the same threads (its results do not depend on the schedule).
     */
    public static short[] solve(TierPlan plan, int t, Children children, Deadline deadline, int threads, int chunk) {
        return new ParallelTier(plan, t, children, deadline, threads, chunk).solve();
    }

    /** Ranks a thread takes at a time (a multiple of 64, so no two threads write one word of a bitmap). */
    static final int CHUNK = 1 << 14;

    static int checkedSize(TierPlan plan, int t) {
        long size = plan.space(t).size();
        if (size > Integer.MAX_VALUE - 8) {
            throw Remedy.attach(new LimitExceededException("tier " + plan.id(t) + " has "
                    + size + " positions, more than one in-process array holds"),
                    Remedy.DISTRIBUTED_ENGINE);
        }
        return (int) size;
    }

    /**
     * Undoes the fill cursors: after each child {@code c}'s parents were written at
     * {@code starts[c]++}, {@code starts[c]} is where {@code c + 1}'s begin; shifted one place
     * right (and {@code starts[0] = 0}; {@code starts[n]}, the number of moves, untouched) they are
     * the starts again. Instead of a copy of the starts as cursors: 4 bytes a rank less at a
     * tier's peak.
     */
    static void shiftStarts(int[] starts) {
        for (int v = starts.length - 2; v > 0; v--) {
            starts[v] = starts[v - 1];
        }
        starts[0] = 0;
    }

    /** A growable array of ints (4 bytes a move inside a tier while it is scanned). */
    static final class IntList {
        private int[] a = new int[1024];
        private int size;

        void add(int x) {
            if (size == a.length) {
                if (size >= Integer.MAX_VALUE - 8) {
                    throw new LimitExceededException("a tier has more than 2^31 moves inside it");
                }
                MemoryBudget.require(6L * size, "the moves inside a tier");
                a = java.util.Arrays.copyOf(a, (int) Math.min(size + (size >> 1), Integer.MAX_VALUE - 8L));
            }
            a[size++] = x;
        }

        int get(int i) {
            return a[i];
        }

        void set(int i, int x) {
            a[i] = x;
        }

        int size() {
            return size;
        }
    }

    /**
     * Sets the records {@code out[0..]} of ranks {@code from..} that are not their class's
     * representative to 0, UNDEFINED, as {@link #solve} leaves them (a symmetric game only; a
     * range solved by {@link #scanRange} and the engine, e.g. on Spark).
     */
    public static void undefineRange(TierPlan plan, int t, long from, short[] out) {
        if (!plan.symmetric()) {
            return;
        }
        PositionSpace space = plan.space(t);
        for (int i = 0; i < out.length; i++) {
            long p = space.position(from + i);
            if (plan.canonical(p) != p) {
                out[i] = 0;
            }
        }
    }

    /** Sets the records of the ranks marked in {@code others} (null: none) to 0, UNDEFINED. */
    static short[] undefine(short[] rec, long[] others) {
        if (others != null) {
            for (int w = 0; w < others.length; w++) {
                for (long bits = others[w]; bits != 0; bits &= bits - 1) {
                    rec[(w << 6) + Long.numberOfTrailingZeros(bits)] = 0;
                }
            }
        }
        return rec;
    }

    /**
     * The first scan of {@link #solve} on ranks {@code from .. from+count-1} only (one partition of
     * a tier, e.g. on a Spark executor), into {@code out[at..at+count-1]} (the tier's own array
     * when the caller holds it: a local Spark master's tasks): returns true when every position
     * there is decided by primitives and child tiers; false when some position has a move inside
     * the tier (its record is left 0: the tier needs {@link #solve} whole). Stopped at
     * {@code deadline}.
     */
    public static boolean solveRange(TierPlan plan, int t, Children children, long from, short[] out, int at,
            int count, Deadline deadline) {
        PositionSpace space = plan.space(t);
        Scan scan = new Scan(plan, t, children);
        boolean symmetric = plan.symmetric();
        boolean complete = true;
        for (int i = 0; i < count; i++) {
            if ((i & 4095) == 0) {
                deadline.check();
            }
            long p = space.position(from + i);
            if (symmetric && plan.canonical(p) != p) {
                out[at + i] = 0; // not its class's representative: UNDEFINED, as solve leaves it
                continue;
            }
            short v = scan.evaluate(p);
            out[at + i] = v;
            complete &= v != 0;
        }
        return complete;
    }

    /**
     * Ranks {@code lo..hi-1} of tier {@code t} as the retrograde engine takes them: each
     * position's record becomes a label in {@code state[r - lo]}; a position waiting for children
     * inside the tier gets its counter (its children inside the tier, plus 1 for its children
     * elsewhere that all win, plus 1 that never counts down for any other child elsewhere) and
     * its notifications in {@code schedule}; each of its moves inside the tier goes to
     * {@code moves}. Stopped at {@code deadline}.
     */
    public static void scanRange(TierPlan plan, int t, Children children, int lo, int hi, int[] state,
            Schedule.Builder schedule, Moves moves, Deadline deadline) {
        PositionSpace space = plan.space(t);
        Scan scan = new Scan(plan, t, children);
        boolean symmetric = plan.symmetric();
        for (int r = lo; r < hi; r++) {
            if (((r - lo) & 4095) == 0) {
                deadline.check();
            }
            long p = space.position(r);
            if (symmetric && plan.canonical(p) != p) { // a placeholder, as in solve: a draw that no move reaches
                state[r - lo] = LevelRetrograde.label(LevelRetrograde.DRAW, 0);
                continue;
            }
            short rec = scan.evaluate(p);
            if (rec != 0) {
                state[r - lo] = LevelRetrograde.label(kind(Record.value(rec)), Record.remoteness(rec));
                continue;
            }
            state[r - lo] = scan.waiting(r, schedule);
            for (int i = 0; i < scan.inTier; i++) {
                moves.move(r, (int) space.rank(plan.canonical(scan.inTierChildren[i])));
            }
        }
    }

    static int kind(Value v) {
        return switch (v) {
            case LOSE -> LevelRetrograde.LOSS;
            case WIN -> LevelRetrograde.WIN;
            case TIE -> LevelRetrograde.TIE;
            default -> LevelRetrograde.DRAW;
        };
    }

    /**
     * The win / lose / tie / draw domain: the engine's labels as 16-bit records into
     * {@code records[v - offset]}, or into {@code records[ranks[v]]} when the vertices are a
     * symmetric tier's representatives ({@code ranks}: each vertex's rank, {@code ParallelTier}'s
     * numbering); what is left unlabelled is a draw. A remoteness above
     * {@link Record#MAX_REMOTENESS} is a {@link LimitExceededException}.
     */
    public record Records(short[] records, int offset, int[] ranks) implements ValueDomain {
        private static final Value[] VALUES = {Value.LOSE, Value.WIN, Value.TIE, Value.DRAW};
        private static final short DRAW = Record.of(Value.DRAW, 0);

        @Override
        public boolean ties() {
            return true;
        }

        @Override
        public void finish(int[] state, int base, int lo, int hi) {
            for (int v = lo; v < hi; v++) {
                records[ranks == null ? v - offset : ranks[v]] = record(state[v - base]);
            }
        }

        /** The record of an engine's state: its label's value and level, or a draw when unlabelled (positive). */
        static short record(int state) {
            return state > 0 ? DRAW : Record.of(value(state), LevelRetrograde.level(state));
        }

        /** The value of a label (not a draw: a positive state is unlabelled). */
        static Value value(int label) {
            return VALUES[LevelRetrograde.kind(label)];
        }
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
        /** The child tiers' blocks, when the tier is streamed; null: {@link #children}. */
        StreamedTier.Cache blocks;
        /** The child tier last read and its records (one array per tier would cost a slot per tier). */
        int lastTier = -1;
        short[] lastRecords;
        int otherTier = -1;
        short[] otherRecords;
        int inTier;
        int minLose;
        int maxWin;
        int winCount;
        int minTie;
        boolean otherNonWin;

        /**
         * The counter of position {@code r}, waiting on moves inside the tier: its moves inside,
         * plus one for a winning and one for another child value decided outside; those child
         * values go to {@code schedule}, to be delivered at their levels.
         */
        int waiting(int r, Schedule.Builder schedule) {
            if (minLose != Integer.MAX_VALUE) {
                schedule.childLoses(r, minLose);
            }
            if (winCount > 0) {
                schedule.childWins(r, maxWin);
            }
            if (minTie != Integer.MAX_VALUE) {
                schedule.childTies(r, minTie);
            }
            return inTier + (winCount > 0 ? 1 : 0) + (otherNonWin ? 1 : 0);
        }

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
            if (blocks != null) { // a tier streamed in blocks (StreamedTier)
                if (rank < 0 || !blocks.child(ct)) {
                    throw new InvalidInputException("a move from " + game.format(from) + " reaches " + game.format(c)
                            + ", which tier " + plan.id(ct) + " does not hold (or is not a child tier)");
                }
                short r = blocks.record(ct, rank);
                if (r == 0) {
                    throw new IllegalStateException("child tier " + plan.id(ct) + " is not solved");
                }
                return r;
            }
            short[] recs;
            if (ct == lastTier) {
                recs = lastRecords;
            } else if (ct == otherTier) {
                // two child tiers taken in turn (Quixo: an X or an O more): a second slot
                recs = otherRecords;
                otherTier = lastTier;
                otherRecords = lastRecords;
                lastTier = ct;
                lastRecords = recs;
            } else {
                // measured: fetching through the store on every move (a HashMap lookup) made
                // Connect Four 5x4 take 2.09 s instead of 1.75 s (StrongBench, best of 3)
                recs = children.records(ct);
                otherTier = lastTier;
                otherRecords = lastRecords;
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
}
