package org.sprague.catalog.games;

import org.sprague.catalog.engine.DerivedMoves;
import org.sprague.search.PackedGame;

/**
 * The cutting game's sheets packed for {@link org.sprague.search.engine.PackedSearch}: a sheet
 * {@code w x h} is {@code min << 32 | max} (a sheet and its rotation are one memo entry),
 * a cut is streamed as the sum of its two pieces, and the rank
 * {@code max (max + 1) / 2 + min} indexes every sheet with sides up to {@code M} in a
 * dense array of {@code (M + 1)(M + 2) / 2} cells, as the tutorials' {@code int sg[N][N]}.
 */
final class PackedCutting extends PackedPair.Unordered {
    /** {@link CuttingGame}'s moves: the rule with each piece as it lies. */
    static final DerivedMoves.Rules IN_PLACE = new PackedCutting()::inPlace;

    /** The packed sheet {@code w x h}. */
    static long sheet(long w, long h) {
        return sorted(w, h);
    }

    /**
     * The rule, once: a cut leaves two pieces, each side at least 2, the first piece not longer
     * than the second; in {@link CuttingGame}'s order (cuts across the width, then across the
     * height), each piece turned ({@code turns}: a sheet and its rotation are one memo entry)
     * or as it lies (width, height).
     */
    @Override
    void options(long p, OptionSink sink, boolean turns) {
        long w = first(p);
        long h = second(p);
        for (long a = 2; a <= w - a; a++) {
            sink.sum(turns ? sheet(a, h) : pair(a, h), turns ? sheet(w - a, h) : pair(w - a, h));
        }
        for (long b = 2; b <= h - b; b++) {
            sink.sum(turns ? sheet(w, b) : pair(w, b), turns ? sheet(w, h - b) : pair(w, h - b));
        }
    }

    @Override
    public String format(long p) {
        return first(p) + "x" + second(p);
    }

    /** No state between calls: one instance serves two threads. */
    @Override
    public PackedGame forAnotherThread() {
        return this;
    }
}
