package org.sprague.catalog.games;

import org.sprague.search.PackedGame;

/**
 * The cutting game's sheets packed for {@link org.sprague.search.engine.PackedSearch}: a sheet
 * {@code w x h} is {@code min << 32 | max} (a sheet and its rotation are one memo entry),
 * a cut is streamed as the sum of its two pieces, and the rank
 * {@code max (max + 1) / 2 + min} indexes every sheet with sides up to {@code M} in a
 * dense array of {@code (M + 1)(M + 2) / 2} cells, as the tutorials' {@code int sg[N][N]}.
 */
final class PackedCutting implements PackedGame {

    /** A sheet's two sides as whole numbers in fields: {@link org.sprague.search.engine.ChainedLongMemo} when there is no rank. */
    @Override
    public KeyShape keyShape() {
        return KeyShape.NUMBERS;
    }

    /** The packed sheet {@code w x h}. */
    static long sheet(long w, long h) {
        return w <= h ? w << 32 | h : h << 32 | w;
    }

    @Override
    public void options(long p, OptionSink sink) {
        cuts(p, sink, true);
    }

    /**
     * The cuts of the sheet {@code w << 32 | h} with each piece as it lies (width, height), not
     * turned: {@link CuttingGame}'s moves, in their order (cuts across the width, then across
     * the height).
     */
    static void inPlace(long p, OptionSink sink) {
        cuts(p, sink, false);
    }

    /**
     * The rule, once: a cut leaves two pieces, each side at least 2, the first piece not longer
     * than the second. {@code turns} is a constant at each call, so the compiled search has no
     * branch on it (as {@link PackedPair.Wythoff}'s {@code sorts}).
     */
    private static void cuts(long p, OptionSink sink, boolean turns) {
        long w = p >>> 32;
        long h = p & 0xffffffffL;
        for (long a = 2; a <= w - a; a++) {
            sink.sum(turns ? sheet(a, h) : a << 32 | h, turns ? sheet(w - a, h) : (w - a) << 32 | h);
        }
        for (long b = 2; b <= h - b; b++) {
            sink.sum(turns ? sheet(w, b) : w << 32 | b, turns ? sheet(w, h - b) : w << 32 | (h - b));
        }
    }

    @Override
    public boolean streamsCanonicalParts() {
        return true;
    }

    @Override
    public long canonical(long p) {
        return sheet(p >>> 32, p & 0xffffffffL);
    }

    @Override
    public long rank(long p) {
        long h = p & 0xffffffffL;
        return h * (h + 1) / 2 + (p >>> 32);
    }

    @Override
    public long rankBound(long root) {
        long m = Math.max(root >>> 32, root & 0xffffffffL);
        return (m + 1) * (m + 2) / 2;
    }

    @Override
    public String format(long p) {
        return (p >>> 32) + "x" + (p & 0xffffffffL);
    }

    /** No state between calls: one instance serves two threads. */
    @Override
    public PackedGame forAnotherThread() {
        return this;
    }
}
