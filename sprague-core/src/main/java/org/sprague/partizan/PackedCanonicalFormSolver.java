package org.sprague.partizan;

import java.util.Arrays;
import java.util.BitSet;
import org.sprague.game.LoopyGameException;
import org.sprague.game.PositionLimitException;
import org.sprague.search.engine.Frames;
import org.sprague.search.engine.HashLongMemo;

/**
 * The walk of {@link CanonicalFormSolver}, on keys ({@link PackedRegions}): a region's value is
 * the canonical form of {@code { sums of Left's options' regions | same for Right }}
 * ({@link CanonicalForms#game}), every region valued once through a transposition table from
 * its key to its form id, a region with a closed form taking it, a region whose negative is
 * valued taking the negative. The keys are a game's packing (Domineering, Clobber) or, for
 * every other game and position, the object regions interned ({@link InternedRegions}): one
 * walk for both (an object walk is the tests' oracle). The table is open addressing over longs, and the walk
 * keeps its frames made once and reused ({@link Frames}; a frame's option regions in one shared
 * {@link LongList}, the ends of its options in an int stack), so that nothing is allocated per
 * position. Iterative: no recursion on the game's depth.
 *
 * <p>Measured against the object solver: docs/performance-log.md, "Values 10x CGSuite".
 */
final class PackedCanonicalFormSolver {
    private final PackedRegions<?> game;
    private final CanonicalForms forms;
    private final long maxPositions;
    private final HashLongMemo table = new HashLongMemo();
    private final LongList regionsOut = new LongList();
    private final LongList optionsOut = new LongList();
    /** The option regions of every frame on the stack, frame after frame. */
    private final LongList work = new LongList();
    /** Per option of every frame: the end of its regions in {@link #work}. */
    private int[] optionEnds = new int[256];
    private int optionTop;
    private Frame[] frames = Frames.filled(new Frame[64], Frame::new);
    private int depth;
    /** The regions on the walk's path, for a game that {@link PackedRegions#mayLoop may loop}; else null. */
    private final BitSet onPath;
    /**
     * For such a game, whose keys are dense (0, 1, 2, ...): the value of key k at k, plus one (0:
     * none), in place of {@link #table}: one array read per look-up instead of a second hash
     * table beside the interning one (Toads-and-Frogs ttttt.....fffff in one JVM: about 10% less).
     */
    private int[] dense;
    private int denseCount;

    PackedCanonicalFormSolver(PackedRegions<?> game, CanonicalForms forms, long maxPositions) {
        this.game = game;
        this.forms = forms;
        this.maxPositions = maxPositions;
        this.onPath = game.mayLoop() ? new BitSet() : null;
        this.dense = game.mayLoop() ? new int[1024] : null;
    }

    private int stored(long region) {
        if (dense == null) {
            return table.get(region);
        }
        return region < dense.length ? dense[(int) region] - 1 : -1;
    }

    private void store(long region, int value) {
        if (dense == null) {
            table.put(region, value);
            return;
        }
        int i = (int) region;
        if (i >= dense.length) {
            dense = Arrays.copyOf(dense, Math.max(2 * dense.length, i + 1));
        }
        if (dense[i] == 0) {
            denseCount++;
        }
        dense[i] = value + 1;
    }

    private int storedCount() {
        return dense == null ? (int) table.size() : denseCount;
    }

    /** How many regions the table holds. */
    long positionsStored() {
        return storedCount();
    }

    /** The canonical form id of {@code position}: the sum of its regions' values. */
    int value(long position) {
        regionsOut.truncate(0);
        game.regions(position, regionsOut);
        int n = regionsOut.size();
        long[] regions = new long[n];
        for (int i = 0; i < n; i++) {
            regions[i] = regionsOut.get(i);
        }
        int sum = CanonicalForms.ZERO;
        for (long r : regions) {
            sum = forms.add(sum, regionValue(r));
        }
        return sum;
    }

    /** The value of one region (a key), from the table or computed. */
    private int regionValue(long region) {
        int known = known(region);
        if (known >= 0) {
            return known;
        }
        push(region);
        while (depth > 0) {
            int f = depth - 1;
            long missing = firstMissing(f);
            if (missing != -1) {
                forms.checkDeadline(); // every region: about 20 ns against microseconds
                if (onPath != null && onPath.get((int) missing)) {
                    throw new LoopyGameException(((InternedRegions<?>) game).region(missing));
                }
                push(missing);
                continue;
            }
            int v = forms.game(sums(f, true), sums(f, false));
            if (storedCount() >= maxPositions) {
                throw new PositionLimitException(storedCount(), maxPositions);
            }
            store(frames[f].key, v);
            if (onPath != null) {
                onPath.clear((int) frames[f].key);
            }
            work.truncate(frames[f].work);
            optionTop = frames[f].options;
            depth--;
        }
        return stored(region);
    }

    /** The table's value of {@code region}, or its closed form or its negative's negated (then stored), or -1. */
    private int known(long region) {
        int v = stored(region);
        if (v >= 0) {
            return v;
        }
        v = game.closedForm(region, forms);
        if (v >= 0) {
            store(region, v);
            return v;
        }
        long twin = game.negative(region);
        if (twin != -1) {
            int t = stored(twin);
            if (t >= 0) {
                v = forms.negate(t);
                store(region, v);
                return v;
            }
        }
        return -1;
    }

    /** Pushes the frame of {@code region}: its options' regions appended to {@link #work}. */
    private void push(long region) {
        if (depth == frames.length) {
            frames = Frames.doubled(frames, Frame::new);
        }
        final Frame fr = frames[depth++];
        fr.key = region;
        if (onPath != null) {
            onPath.set((int) region);
        }
        fr.work = work.size();
        fr.next = work.size();
        fr.options = optionTop;
        for (int side = 0; side < 2; side++) {
            optionsOut.truncate(0);
            game.options(region, side == 0, optionsOut);
            int n = optionsOut.size();
            for (int i = 0; i < n; i++) {
                game.regions(optionsOut.get(i), work);
                if (optionTop == optionEnds.length) {
                    optionEnds = Arrays.copyOf(optionEnds, optionTop * 2);
                }
                optionEnds[optionTop++] = work.size();
            }
            if (side == 0) {
                fr.left = n;
            }
        }
    }

    /** The first region of frame {@code f} not yet valued, or -1 when all are. */
    private long firstMissing(int f) {
        int end = work.size();
        if (f + 1 < depth) {
            end = frames[f + 1].work;
        }
        for (int i = frames[f].next; i < end; i++) {
            long r = work.get(i);
            if (known(r) < 0) {
                frames[f].next = i;
                return r;
            }
        }
        frames[f].next = end;
        return -1;
    }

    /** The sums of the regions of Left's ({@code left}) or Right's options of frame {@code f}. */
    private int[] sums(int f, boolean left) {
        int first = frames[f].options;
        int last = f + 1 < depth ? frames[f + 1].options : optionTop;
        int from = left ? first : first + frames[f].left;
        int to = left ? first + frames[f].left : last;
        int[] out = new int[to - from];
        for (int o = from; o < to; o++) {
            int start = o == first ? frames[f].work : optionEnds[o - 1];
            int s = CanonicalForms.ZERO;
            for (int i = start; i < optionEnds[o]; i++) {
                s = forms.add(s, stored(work.get(i)));
            }
            out[o - from] = s;
        }
        return out;
    }

    /**
     * One region on the walk's path: its key, its first region in {@link #work}, its first option
     * in {@link #optionEnds}, how many options are Left's, and the next region to check.
     */
    private static final class Frame {
        long key;
        int work;
        int options;
        int left;
        int next;
    }
}
