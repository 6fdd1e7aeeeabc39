package org.sprague.partizan.games;

/**
 * Boards packed into one {@code long}, the codec of Domineering's and Clobber's
 * {@link org.sprague.partizan.PackedRegions}: the cells in the low {@link #CELL_BITS} bits (cell {@code r*cols + c}, one or two layers of
 * {@code rows*cols} bits), the rows in bits 52-57 and the columns in bits 58-63. Regions are
 * found with shifts over whole rows and cropped to their bounding box; the symmetries of the
 * rectangle move whole rows and reverse bits within a row ({@link Long#reverse}), the
 * transposition goes cell by cell. Nothing here allocates.
 */
final class PackedGrid {
    /** The bits the cells may use. */
    static final int CELL_BITS = 52;
    private static final long CELLS = (1L << CELL_BITS) - 1;
    /** {@code FIRST_COLUMN[rows][cols]}: a bit in column 0 of every row, for every board of up to 64 squares. */
    private static final long[][] FIRST_COLUMN = new long[BitGrid.MAX_CELLS + 1][BitGrid.MAX_CELLS + 1];

    static {
        for (int r = 1; r <= BitGrid.MAX_CELLS; r++) {
            for (int c = 1; r * c <= BitGrid.MAX_CELLS; c++) {
                long m = 0;
                for (int i = 0; i < r; i++) {
                    m |= 1L << (i * c);
                }
                FIRST_COLUMN[r][c] = m;
            }
        }
    }

    private PackedGrid() {
    }

    static long key(long cells, int rows, int cols) {
        return cells | ((long) rows << 52) | ((long) cols << 58);
    }

    static long cells(long key) {
        return key & CELLS;
    }

    static int rows(long key) {
        return (int) (key >>> 52) & 63;
    }

    static int cols(long key) {
        return (int) (key >>> 58);
    }

    static long firstColumn(int rows, int cols) {
        return FIRST_COLUMN[rows][cols];
    }

    /** The 4-connected region of {@code mask} (any board of up to 64 squares) that holds its lowest cell. */
    static long component(long mask, int rows, int cols) {
        long first = FIRST_COLUMN[rows][cols];
        long notLast = ~(first << (cols - 1));
        long notFirst = ~first;
        long comp = Long.lowestOneBit(mask);
        while (true) {
            long grown = (comp | (comp << cols) | (comp >>> cols) | ((comp & notLast) << 1)
                    | ((comp & notFirst) >>> 1)) & mask;
            if (grown == comp) {
                return comp;
            }
            comp = grown;
        }
    }

    /**
     * The key of {@code layer0} and {@code layer1} (each restricted to {@code region}), cropped
     * to the region's bounding box and brought to the least of its images under the four
     * symmetries that keep rows as rows ({@code transpose}: and the four more with rows and
     * columns swapped). The layers are stored side by side: layer 1 above layer 0's cells.
     */
    static long normalise(long region, long layer0, long layer1, boolean twoLayers, int cols, boolean transpose) {
        return least(region, layer0, layer1, twoLayers, cols, transpose, false);
    }

    /**
     * {@link #normalise} for the object boards of up to 64 squares, whose layers need not fit
     * one key: the same least image, as {rows, cols, layer0, layer1}.
     */
    static long[] normaliseWide(long region, long layer0, long layer1, boolean twoLayers, int cols,
            boolean transpose) {
        long at = least(region, layer0, layer1, twoLayers, cols, transpose, true);
        int s = (int) at & 7;
        int r0 = (int) (at >>> 8) & 127;
        int h = (int) (at >>> 16) & 127;
        int c0 = (int) (at >>> 24) & 127;
        int w = (int) (at >>> 32) & 127;
        long a = layer0 & region;
        long b = twoLayers ? layer1 & region : 0;
        if (s >= 4) {
            return new long[] {w, h, layer(transposed(a, r0, h, c0, w, cols), 0, w, 0, h, h, s),
                    layer(transposed(b, r0, h, c0, w, cols), 0, w, 0, h, h, s)};
        }
        return new long[] {h, w, layer(a, r0, h, c0, w, cols, s), layer(b, r0, h, c0, w, cols, s)};
    }

    /**
     * The least image in the order of keys (columns, rows, then layer 1 and layer 0 unsigned):
     * its key, or ({@code where}) its symmetry (bits 0-2: 0-3 the images that keep rows as
     * rows, 4-7 the same of the transposed box) and the box (r0, h, c0, w in bytes 1-4).
     */
    private static long least(long region, long layer0, long layer1, boolean twoLayers, int cols, boolean transpose,
            boolean where) {
        int r0 = Long.numberOfTrailingZeros(region) / cols;
        int r1 = (63 - Long.numberOfLeadingZeros(region)) / cols;
        int h = r1 - r0 + 1;
        long rowMask = -1L >>> (64 - cols);
        long used = 0;
        // an exclusive bound: `r <= r1` was no counted loop for C2, whose loop_limit_check trap
        // recompiled this method in every Domineering and Clobber value (values13)
        for (int i = 0; i < h; i++) {
            used |= (region >>> ((r0 + i) * cols)) & rowMask;
        }
        int c0 = Long.numberOfTrailingZeros(used);
        int w = 64 - Long.numberOfLeadingZeros(used) - c0;
        long a = layer0 & region;
        long b = layer1 & region;
        int best = 0;
        long bestA = layer(a, r0, h, c0, w, cols, 0);
        long bestB = twoLayers ? layer(b, r0, h, c0, w, cols, 0) : 0;
        for (int s = 1; s < 4; s++) {
            long ia = layer(a, r0, h, c0, w, cols, s);
            long ib = twoLayers ? layer(b, r0, h, c0, w, cols, s) : 0;
            if (less(ib, ia, bestB, bestA)) {
                best = s;
                bestA = ia;
                bestB = ib;
            }
        }
        // the transposed box is h wide: narrower than the upright one (every image of it is less), as wide, or wider
        if (transpose && h * w > 1 && h <= w) {
            long ta = transposed(a, r0, h, c0, w, cols);
            long tb = twoLayers ? transposed(b, r0, h, c0, w, cols) : 0;
            for (int s = 0; s < 4; s++) {
                long ia = layer(ta, 0, w, 0, h, h, s);
                long ib = twoLayers ? layer(tb, 0, w, 0, h, h, s) : 0;
                if (h < w && s == 0 || less(ib, ia, bestB, bestA)) {
                    best = 4 + s;
                    bestA = ia;
                    bestB = ib;
                }
            }
        }
        if (where) {
            return best | (long) r0 << 8 | (long) h << 16 | (long) c0 << 24 | (long) w << 32;
        }
        return best < 4 ? key(twoLayers ? bestA | (bestB << (h * w)) : bestA, h, w)
                : key(twoLayers ? bestA | (bestB << (h * w)) : bestA, w, h);
    }

    /** Whether the image with layers (b, a) is less than (bb, ba): layer 1 first, unsigned, as in a key. */
    private static boolean less(long b, long a, long bb, long ba) {
        return b != bb ? Long.compareUnsigned(b, bb) < 0 : Long.compareUnsigned(a, ba) < 0;
    }

    /** Image {@code s} (0-3: bit 0 the rows reversed, bit 1 each row) of the box (r0, h, c0, w) of a layer {@code cols} wide. */
    private static long layer(long a, int r0, int h, int c0, int w, int cols, int s) {
        long rowMask = -1L >>> (64 - w);
        long d = 0;
        for (int i = 0; i < h; i++) {
            int src = (s & 1) != 0 ? r0 + h - 1 - i : r0 + i;
            long row = (a >>> (src * cols + c0)) & rowMask;
            if ((s & 2) != 0) {
                row = Long.reverse(row) >>> (64 - w);
            }
            d |= row << (i * w);
        }
        return d;
    }

    /** The box (r0, h, c0, w) of a board {@code cols} wide, transposed: a board h wide and w high, cell by cell. */
    static long transposed(long a, int r0, int h, int c0, int w, int cols) {
        long t = 0;
        for (long m = a; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            int r = i / cols - r0;
            int c = i % cols - c0;
            t |= 1L << (c * h + r);
        }
        return t;
    }
}
