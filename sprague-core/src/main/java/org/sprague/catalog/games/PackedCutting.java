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
        long w = p >>> 32;
        long h = p & 0xffffffffL;
        for (long a = 2; a <= w - a; a++) {
            sink.sum(sheet(a, h), sheet(w - a, h));
        }
        for (long b = 2; b <= h - b; b++) {
            sink.sum(sheet(w, b), sheet(w, h - b));
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
