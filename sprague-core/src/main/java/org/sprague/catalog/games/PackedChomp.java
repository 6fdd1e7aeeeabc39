package org.sprague.catalog.games;

import java.util.Arrays;
import java.util.stream.LongStream;
import java.util.stream.Collectors;
import org.sprague.search.PackedGame;

/**
 * Chomp positions packed for {@link org.sprague.search.engine.PackedSearch}: the height of column
 * {@code i} (at most 15) in bits {@code 4i .. 4i+3}, at most 16 columns, heights never
 * increasing to the right. Taking the square in column {@code i}, row {@code j} cuts every
 * column from {@code i} on down to height {@code j}; the poisoned square (column 0, row 0) is
 * never taken, so the position with only it left has no option (a loss for the player to move).
 */
final class PackedChomp implements PackedGame {

    /** Columns' heights in 4-bit fields, but a bite lowers every column from one on at once: keys far apart: {@link org.sprague.search.engine.HashLongMemo}. */
    @Override
    public KeyShape keyShape() {
        return KeyShape.BITBOARD;
    }

    static final int MAX_HEIGHT = 15;
    static final int MAX_COLUMNS = 16;

    @Override
    public void options(long p, OptionSink sink) {
        for (int i = 0; i < MAX_COLUMNS; i++) {
            int h = (int) (p >>> (4 * i) & 15);
            if (h == 0) {
                break;
            }
            for (int j = i == 0 ? 1 : 0; j < h; j++) {
                sink.option(cut(p, i, j));
            }
        }
    }

    /** Every column from {@code i} on cut down to height {@code j}. */
    static long cut(long p, int i, int j) {
        long out = p & ((1L << (4 * i)) - 1);
        for (int k = i; k < MAX_COLUMNS; k++) {
            long h = p >>> (4 * k) & 15;
            if (h == 0) {
                break;
            }
            out |= Math.min(h, j) << (4 * k);
        }
        return out;
    }

    @Override
    public String format(long p) {
        return Arrays.stream(heights(p)).mapToObj(Long::toString).collect(Collectors.joining(" "));
    }

    /** The columns' heights, left to right (4 bits each, up to the first empty column). */
    static long[] heights(long p) {
        return LongStream.range(0, MAX_COLUMNS).map(i -> p >>> (4 * i) & 15).takeWhile(h -> h != 0).toArray();
    }

    /** No state between calls: one instance serves two threads. */
    @Override
    public PackedGame forAnotherThread() {
        return this;
    }
}
