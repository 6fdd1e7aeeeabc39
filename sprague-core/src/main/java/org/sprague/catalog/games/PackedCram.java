package org.sprague.catalog.games;

import java.util.function.LongConsumer;
import org.sprague.search.PackedGame;

/**
 * Cram boards packed for {@link org.sprague.search.engine.PackedSearch}: the free squares as a bit
 * board, square {@code (r, c)} at bit {@code r * stride + c}. Boards up to 8 x 8 use stride 8
 * (a chess bit board); wider boards (at most 64 squares, so at most 7 rows) use their width.
 *
 * <p>A move fills two adjacent free squares; the resulting board is split into its regions
 * (4-connected sets of free squares, found by a bit-parallel flood fill), each a component
 * of a disjunctive sum. A region is stored in canonical form: moved to the top-left corner,
 * and on a stride-8 board the least of its 8 images under the symmetries of the square
 * (mirror: bits reversed in each byte; flip: bytes reversed; transpose: the diagonal flip of
 * the chess-programming bit-board idiom); on a wider board the least of its 4 images under
 * the mirror and the flip (a transposed region does not fit a frame with more columns than
 * rows). Source: Cram, Gardner (1974); Winning Ways, ch. 3; symmetry reduction as in
 * Uiterwijk's Cram solver (J.W.H.M. Uiterwijk, "Solving Cram using combinatorial game
 * theory", ACG 2019).
 */
final class PackedCram implements PackedGame {

    /** A board's free squares as a bit board, canonical under 8 symmetries: a move lands far from its key: {@link org.sprague.search.engine.HashLongMemo}. */
    @Override
    public KeyShape keyShape() {
        return KeyShape.BITBOARD;
    }

    private final int stride;
    private final int rows;
    private final int cols;
    /** Squares not in the last column of the frame (a horizontal domino may start there). */
    private final long notLastCol;
    /** Squares not in the first column (a square shifted left stays in its row). */
    private final long notFirstCol;

    PackedCram(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
        this.stride = rows <= 8 && cols <= 8 ? 8 : cols;
        long first = 0;
        long last = 0;
        for (int r = 0; r * stride < 64; r++) {
            first |= 1L << (r * stride);
            if (r * stride + stride - 1 < 64) {
                last |= 1L << (r * stride + stride - 1);
            }
        }
        this.notFirstCol = ~first;
        this.notLastCol = ~last;
    }

    int stride() {
        return stride;
    }

    /** The bit of square {@code (r, c)}. */
    long bit(int r, int c) {
        return 1L << (r * stride + c);
    }

    @Override
    public void options(long free, OptionSink sink) {
        long h = free & (free >>> 1) & notLastCol;
        while (h != 0) {
            long b = h & -h;
            h ^= b;
            sink.option(free & ~(b | b << 1));
        }
        // a 1 x 64 board's stride is 64, which a Java shift takes mod 64 (free >>> 64 == free):
        // every free square would "move" alone. One row has no vertical move. (Not `rows`: the
        // stride-8 frame is shared by every board up to 8 x 8, whatever shape made it.)
        long v = stride < 64 ? free & (free >>> stride) : 0;
        while (v != 0) {
            long b = v & -v;
            v ^= b;
            sink.option(free & ~(b | b << stride));
        }
    }

    @Override
    public void components(long free, LongConsumer sink) {
        while (free != 0) {
            long region = free & -free;
            while (true) {
                long grown = (region | (region << 1 & notFirstCol) | (region >>> 1 & notLastCol)
                        | (stride < 64 ? region << stride | region >>> stride : 0)) & free;
                if (grown == region) {
                    break;
                }
                region = grown;
            }
            free &= ~region;
            if ((region & (region - 1)) != 0) { // a single square has no move: value 0, not stored
                sink.accept(canonical(region));
            }
        }
    }

    @Override
    public long canonical(long free) {
        if (free == 0) {
            return 0;
        }
        return stride == 8 ? canonical8(free) : canonicalWide(free);
    }

    private static long canonical8(long x) {
        long best = topLeft8(x);
        long m = mirror8(x);
        best = Math.min(best, topLeft8(m));
        long f = Long.reverseBytes(x);
        best = Math.min(best, topLeft8(f));
        best = Math.min(best, topLeft8(Long.reverseBytes(m)));
        long t = transpose8(x);
        best = Math.min(best, topLeft8(t));
        long tm = mirror8(t);
        best = Math.min(best, topLeft8(tm));
        best = Math.min(best, topLeft8(Long.reverseBytes(t)));
        best = Math.min(best, topLeft8(Long.reverseBytes(tm)));
        return best;
    }

    /** Moved up to row 0 and left to column 0. */
    private static long topLeft8(long x) {
        x >>>= Long.numberOfTrailingZeros(x) & ~7;
        long c = x | x >>> 32;
        c |= c >>> 16;
        c |= c >>> 8;
        return x >>> Long.numberOfTrailingZeros(c & 0xff);
    }

    /** Column c to column 7 - c: the bits of every byte reversed. */
    static long mirror8(long x) {
        x = (x >>> 1 & 0x5555555555555555L) | (x & 0x5555555555555555L) << 1;
        x = (x >>> 2 & 0x3333333333333333L) | (x & 0x3333333333333333L) << 2;
        return (x >>> 4 & 0x0f0f0f0f0f0f0f0fL) | (x & 0x0f0f0f0f0f0f0f0fL) << 4;
    }

    /** Square (r, c) to (c, r) (flip about the a1-h8 diagonal). */
    static long transpose8(long x) {
        long t = 0x0f0f0f0f00000000L & (x ^ x << 28);
        x ^= t ^ t >>> 28;
        t = 0x3333000033330000L & (x ^ x << 14);
        x ^= t ^ t >>> 14;
        t = 0x5500550055005500L & (x ^ x << 7);
        x ^= t ^ t >>> 7;
        return x;
    }

    /** A board wider than 8: the least of the 4 images under mirror and flip, moved top-left. */
    private long canonicalWide(long x) {
        int r0 = 64;
        int r1 = -1;
        int c0 = 64;
        int c1 = -1;
        for (long y = x; y != 0; y &= y - 1) {
            int i = Long.numberOfTrailingZeros(y);
            int r = i / stride;
            int c = i % stride;
            r0 = Math.min(r0, r);
            r1 = Math.max(r1, r);
            c0 = Math.min(c0, c);
            c1 = Math.max(c1, c);
        }
        long a = 0;
        long b = 0;
        long c = 0;
        long d = 0;
        for (long y = x; y != 0; y &= y - 1) {
            int i = Long.numberOfTrailingZeros(y);
            int r = i / stride - r0;
            int q = i % stride - c0;
            int rr = r1 - r0 - r;
            int qq = c1 - c0 - q;
            a |= 1L << (r * stride + q);
            b |= 1L << (r * stride + qq);
            c |= 1L << (rr * stride + q);
            d |= 1L << (rr * stride + qq);
        }
        return Math.min(Math.min(a, b), Math.min(c, d));
    }

    @Override
    public String format(long free) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                sb.append('|');
            }
            for (int c = 0; c < cols; c++) {
                sb.append((free & bit(r, c)) != 0 ? '.' : '#');
            }
        }
        return sb.toString();
    }
}
