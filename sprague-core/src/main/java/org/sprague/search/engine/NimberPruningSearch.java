package org.sprague.search.engine;

import org.sprague.search.PackedGame;

import java.util.Arrays;
import java.util.function.LongConsumer;
import org.sprague.game.LoopyGameException;

/**
 * Nimbers and outcomes of sums by Lemoine and Viennot's method: instead of computing every
 * component's Grundy value in full (as {@link PackedSearch} with {@link Fold#mex()} does),
 * it asks "is {@code G + *n} a P-position?", that is "is the nimber of {@code G} exactly
 * {@code n}?", and answers by a search pruned at the first witness.
 *
 * <p>Algorithm. {@code g(G) = n} iff for every {@code m < n} some option of {@code G} has nimber
 * {@code m} (a <i>witness</i> for {@code m}) and no option has nimber {@code n}. A probe
 * {@code (G, n)} looks for witnesses for {@code m = lb, lb + 1, ...} in turn, stopping at the
 * first witness for each {@code m}: no witness for {@code m} means {@code g(G) = m} (exact);
 * a witness for {@code n} itself means {@code g(G) > n}. Whether an option
 * {@code A1 + ... + Ak} has nimber {@code m} is decided by computing the nimbers of all its
 * parts but one in full and probing the last one, {@code (Ak, m ^ g(A1) ^ ... )}: only one
 * part per option is searched with pruning (Lemoine, Viennot). A full nimber is a probe with
 * no target ({@code n = ∞}). The outcome of a sum {@code G1 + ... + Gk} is the probe
 * {@code (Gk, g(G1) ^ ... ^ g(Gk-1))}: a P-position iff it answers yes.
 *
 * <p>The memo keeps partial knowledge per component: either its exact nimber, or a lower bound
 * {@code lb} (every value below it has a witness), so a later probe of the same component
 * starts from {@code lb} rather than 0. Options whose parts are all known are folded at
 * once into a 64-bit set of reached values and never scanned again; an option found to be a
 * witness is dropped from the scan; a probe {@code (G, n)} with {@code n} above the number of
 * options of {@code G} answers no at once. The search keeps its own explicit stack (frames
 * and the options of the positions on the path in flat arrays), so depth is not limited by
 * the call stack, and allocates nothing per position.
 *
 * <p>Cost: no better than the plain search in the worst case (a full nimber visits every
 * position), often far less for outcomes and for sums whose large part needs only a probe;
 * an option may be probed once per target value, so a position's options can be scanned
 * several times. Memory: the memo ({@link HashLongMemo} or {@link DenseLongMemo}) plus the
 * stacks.
 *
 * <p>Sources: J. Lemoine, S. Viennot, "Nimbers are inevitable", Theoretical Computer Science
 * 462 (2012) 70-79; P. Beling, M. Rogalski, "On pruning search trees of impartial games",
 * Artificial Intelligence 283 (2020) (the skip of values reached by known options, and the
 * bound by the number of options).
 */
public final class NimberPruningSearch {
    /** A probe's target meaning "the exact nimber". */
    private static final int FULL = Integer.MAX_VALUE;

    // Memo cells: value << 2 | EXACT (exact nimber) or lb << 2 (lower bound), | ON_PATH.
    private static final int EXACT = 2;
    private static final int ON_PATH = 1;

    private static final int WAIT_NONE = 0;
    private static final int WAIT_FULL = 1; // a part's full nimber was asked: re-evaluate the option
    private static final int WAIT_PROBE = 2; // a part was probed: the answer is in 'answer'

    private final PackedGame game;
    private final LongMemo memo;
    private final SearchMonitor monitor;
    private final boolean direct;

    private Frame[] frames = Frames.filled(new Frame[64], Frame::new);
    private int depth;

    private long[] components = new long[1024];
    private int componentTop;
    private int[] optionBegin = new int[256];
    private int[] optionEnd = new int[256];
    private boolean[] optionDead = new boolean[256];
    private int optionTop;

    private boolean answer; // the answer of the probe that just ended
    private long entered;
    private long nextPoll;
    private long abandoned; // cells left with no knowledge by a stopped search (value 0)
    private final Sink sink = new Sink();

    /**
     * @param memo an empty memo, used by this search only (its cells are this search's own
     *     encoding: they cannot be shared with a {@link PackedSearch})
     */
    public NimberPruningSearch(PackedGame game, LongMemo memo, SearchMonitor monitor) {
        this.game = game;
        this.memo = memo;
        this.monitor = monitor;
        this.direct = game.streamsCanonicalParts();
    }

    /** A search with the memo {@link PackedSearch#memoFor} picks for positions reachable from {@code root}. */
    public static NimberPruningSearch of(PackedGame game, SearchMonitor monitor, long root) {
        return new NimberPruningSearch(game, PackedSearch.memoFor(game, root, monitor.maxPositions()), monitor);
    }

    /** How many positions hold knowledge (an exact nimber or a lower bound). */
    public long positionsStored() {
        return memo.size() - abandoned;
    }

    /** The nimber of {@code position}: the XOR of its components' nimbers. */
    public int nimber(long position) {
        ensureBound(position);
        return nimber(PackedEdges.components(game, position));
    }

    /**
     * Whether {@code position + *n} is a P-position, that is whether the nimber of
     * {@code position} is {@code n}: the nimbers of all components but the largest are
     * computed in full, the largest is probed.
     */
    public boolean hasNimber(long position, int n) {
        return hasNimber(PackedEdges.components(game, position), n);
    }

    /**
     * Whether the sum of {@code parts} (canonical atomic positions, as {@link PackedGame#components}
     * streams them) plus {@code *n} is a P-position: the nimbers of all parts but the largest
     * are computed in full, the largest is probed.
     */
    public boolean hasNimber(long[] parts, int n) {
        if (n < 0) {
            throw new IllegalArgumentException("a nimber is >= 0: " + n);
        }
        if (parts.length == 0) {
            return n == 0;
        }
        for (long c : parts) {
            ensureBound(c);
        }
        int big = largest(parts, 0, parts.length);
        int x = n;
        for (int i = 0; i < parts.length; i++) {
            if (i != big) {
                probe(parts[i], FULL);
                x ^= exact(parts[i]);
            }
        }
        return probe(parts[big], x);
    }

    /** The nimber of the sum of {@code parts} (canonical atomic positions). */
    public int nimber(long[] parts) {
        int x = 0;
        for (long c : parts) {
            ensureBound(c);
            probe(c, FULL);
            x ^= exact(c);
        }
        return x;
    }

    /** Whether the player to move wins {@code position} (normal play): its nimber is not 0. */
    public boolean wins(long position) {
        return !hasNimber(position, 0);
    }

    private void ensureBound(long position) {
        if (memo instanceof DenseLongMemo dense) {
            dense.ensureBound(game.rankBound(position));
        }
    }

    private int exact(long c) {
        int cell = memo.get(c);
        if (cell < 0 || (cell & EXACT) == 0) {
            throw new IllegalStateException("no exact nimber for " + game.format(c));
        }
        return cell >>> 2;
    }

    /**
     * The index in {@code components[from, to)} of the part probed rather than computed in full:
     * the one with the most set bits (a heuristic for "the largest": squares of a Cram region),
     * the last on ties.
     */
    private int largest(long[] cs, int from, int to) {
        int best = from;
        for (int i = from + 1; i < to; i++) {
            if (Long.bitCount(cs[i]) >= Long.bitCount(cs[best])) {
                best = i;
            }
        }
        return best;
    }

    /** Is the nimber of the canonical atomic {@code root} equal to {@code n} ({@link #FULL}: compute it). */
    private boolean probe(long root, int n) {
        final int base = depth;
        final int componentBase = componentTop;
        final int optionBase = optionTop;
        boolean done = false;
        try {
            if (!enter(root, n)) {
                done = true;
                return answer;
            }
            while (depth > base) {
                step(depth - 1);
            }
            done = true;
            return answer;
        } finally {
            if (!done) {
                while (depth > base) { // a limit or a deadline: keep what is known, clear the path marks
                    depth--;
                    long position = frames[depth].position;
                    int cell = memo.get(position);
                    if (cell >= 0) {
                        memo.put(position, cell & ~ON_PATH);
                        if (cell >>> 2 == 0) {
                            abandoned++; // only a stopped search leaves a cell with no knowledge
                        }
                    }
                }
                componentTop = componentBase;
                optionTop = optionBase;
            }
        }
    }

    /**
     * Starts the probe {@code (c, n)}: answers at once from the memo or the options' known
     * values when it can (false returned, {@link #answer} set), else pushes a frame (true).
     */
    private boolean enter(long c, int n) {
        int cell = memo.get(c);
        int lb = 0;
        final boolean wasAbandoned = cell == 0;
        if (cell >= 0) {
            if ((cell & ON_PATH) != 0) {
                throw new LoopyGameException(game.format(c));
            }
            if ((cell & EXACT) != 0) {
                answer = (cell >>> 2) == n;
                return false;
            }
            lb = cell >>> 2;
            if (lb > n) {
                answer = false;
                return false;
            }
        }
        if (entered >= nextPoll) {
            long size = memo.size() - abandoned;
            monitor.poll(size);
            nextPoll = entered + Math.max(1, Math.min(SearchMonitor.CHECK_EVERY, monitor.maxPositions() - size));
        }
        entered++;
        int f = depth;
        if (f == frames.length) {
            frames = Frames.doubled(frames, Frame::new);
        }
        final Frame fr = frames[f];
        fr.componentStart = componentTop;
        fr.optionStart = optionTop;
        sink.reached = 0;
        sink.count = 0;
        game.options(c, sink);
        long reached = sink.reached;
        int count = sink.count;
        int m = lb;
        while (m < 64 && (reached >>> m & 1) != 0) {
            m++;
        }
        if (m > n) { // every value up to n is reached: g > n (kept: measured on Chomp 10x10, outcome
            // probes that answered 'an option is a P-position' without storing it cost 3x the time)
            componentTop = fr.componentStart;
            optionTop = fr.optionStart;
            memo.put(c, m << 2);
            if (wasAbandoned) {
                abandoned--;
            }
            answer = false;
            return false;
        }
        if (n != FULL && (n > count || n < 64 && (reached >>> n & 1) != 0)) {
            // g <= count (at most 'count' values are reached); or an option has nimber n
            componentTop = fr.componentStart;
            optionTop = fr.optionStart;
            if (m > lb) {
                memo.put(c, m << 2);
                if (wasAbandoned) {
                    abandoned--;
                }
            }
            answer = false;
            return false;
        }
        memo.put(c, m << 2 | ON_PATH);
        if (wasAbandoned) {
            abandoned--; // searched again now
        }
        fr.position = c;
        fr.target = n;
        fr.m = m;
        fr.reached = reached;
        fr.optionEnd = optionTop;
        fr.scan = fr.optionStart;
        fr.waitingFor = WAIT_NONE;
        depth = f + 1;
        return true;
    }

    /** One step of the frame on top: scan options for a witness, until a child is pushed or the frame ends. */
    private void step(int f) {
        final Frame fr = frames[f];
        final int n = fr.target;
        int m = fr.m;
        int i = fr.scan;
        final int end = fr.optionEnd;
        if (fr.waitingFor == WAIT_PROBE) {
            fr.waitingFor = WAIT_NONE;
            if (answer) {
                witness(f, i, m);
                return;
            }
            i++;
        } else {
            fr.waitingFor = WAIT_NONE;
        }
        for (; i < end; i++) {
            if (optionDead[i]) {
                continue;
            }
            int x = 0;
            int unknown = 0;
            int from = optionBegin[i];
            int to = optionEnd[i];
            for (int j = from; j < to; j++) {
                int cell = memo.get(components[j]);
                if (cell >= 0 && (cell & EXACT) != 0) {
                    x ^= cell >>> 2;
                } else {
                    unknown++;
                }
            }
            if (unknown == 0) {
                if (x == m) {
                    witness(f, i, m);
                    return;
                }
                if (x < 64) {
                    fr.reached |= 1L << x;
                    optionDead[i] = true;
                }
                continue;
            }
            // the unknown parts, moved to the front of the option's range
            int u = from;
            for (int j = from; j < to; j++) {
                int cell = memo.get(components[j]);
                if (cell < 0 || (cell & EXACT) == 0) {
                    long t = components[u];
                    components[u] = components[j];
                    components[j] = t;
                    u++;
                }
            }
            if (unknown >= 2) { // compute in full every unknown part but the largest
                int big = largest(components, from, u);
                int other = big == from ? from + 1 : from;
                fr.scan = i;
                fr.waitingFor = WAIT_FULL;
                if (enter(components[other], FULL)) {
                    return;
                }
                i--; // answered at once (cannot happen for FULL unless exact): re-evaluate
                continue;
            }
            long part = components[from];
            int t = m ^ x;
            int cell = memo.get(part);
            if (cell >= 0 && (cell >>> 2) > t) {
                continue; // lower bound above t: this option's nimber is not m
            }
            fr.scan = i;
            fr.waitingFor = WAIT_PROBE;
            if (enter(part, t)) {
                return;
            }
            fr.waitingFor = WAIT_NONE;
            if (answer) {
                witness(f, i, m);
                return;
            }
        }
        // no witness for m: g = m
        finish(f, m << 2 | EXACT, m == n);
    }

    /** Option {@code i} of frame {@code f} has nimber {@code m}: go on to the next value, or end. */
    private void witness(int f, int i, int m) {
        final Frame fr = frames[f];
        optionDead[i] = true;
        long reached = fr.reached;
        m++;
        while (m < 64 && (reached >>> m & 1) != 0) {
            m++;
        }
        if (m > fr.target) { // every value up to the target reached: g > n
            finish(f, m << 2, false);
            return;
        }
        fr.m = m;
        fr.scan = fr.optionStart;
    }

    private void finish(int f, int cell, boolean result) {
        final Frame fr = frames[f];
        memo.put(fr.position, cell);
        answer = result;
        depth = f;
        componentTop = fr.componentStart;
        optionTop = fr.optionStart;
    }

    /** One probe on the path: its position, the value sought, and where its scan of the options stands. */
    private static final class Frame {
        long position;
        int target;
        /** The value whose witness is sought. */
        int m;
        /** Values < 64 of options known exactly. */
        long reached;
        int optionStart;
        int optionEnd;
        int componentStart;
        int scan;
        int waitingFor;
    }

    /**
     * Receives the options of the position being entered: an option whose parts all have
     * exact nimbers below 64 is folded into {@link #reached} and forgotten; the others are kept
     * on the stacks for the frame to scan.
     */
    private final class Sink implements PackedGame.OptionSink, LongConsumer {
        long reached;
        int count;
        private int start;

        @Override
        public void option(long position) {
            begin();
            if (direct) {
                accept(position);
            } else {
                game.components(position, this);
            }
            end();
        }

        @Override
        public void sum(long first, long second) {
            begin();
            if (direct) {
                accept(first);
                accept(second);
            } else {
                game.components(first, this);
                game.components(second, this);
            }
            end();
        }

        @Override
        public void parts(long[] parts, int n) {
            begin();
            for (int i = 0; i < n; i++) {
                if (direct) {
                    accept(parts[i]);
                } else {
                    game.components(parts[i], this);
                }
            }
            end();
        }

        @Override
        public void accept(long part) {
            if (componentTop == components.length) {
                components = Arrays.copyOf(components, componentTop * 2);
            }
            components[componentTop++] = part;
        }

        private void begin() {
            count++;
            start = componentTop;
        }

        private void end() {
            int x = 0;
            boolean known = true;
            for (int j = start; j < componentTop; j++) {
                int cell = memo.get(components[j]);
                if (cell < 0 || (cell & EXACT) == 0) {
                    known = false;
                    break;
                }
                x ^= cell >>> 2;
            }
            if (known && x < 64) {
                reached |= 1L << x;
                componentTop = start;
                return;
            }
            if (optionTop == optionEnd.length) {
                int n = optionTop * 2;
                optionBegin = Arrays.copyOf(optionBegin, n);
                optionEnd = Arrays.copyOf(optionEnd, n);
                optionDead = Arrays.copyOf(optionDead, n);
            }
            optionBegin[optionTop] = start;
            optionEnd[optionTop] = componentTop;
            optionDead[optionTop] = false;
            optionTop++;
        }
    }
}
