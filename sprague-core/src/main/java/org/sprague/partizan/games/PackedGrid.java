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

    static long full(int cells) {
        return (1L << cells) - 1;
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
    static long normalise(long region, long layer0, long layer1, boolean twoLayers, int rows, int cols,
            boolean transpose) {
        int r0 = Long.numberOfTrailingZeros(region) / cols;
        int r1 = (63 - Long.numberOfLeadingZeros(region)) / cols;
        long rowMask = (1L << cols) - 1;
        long used = 0;
        for (int r = r0; r <= r1; r++) {
            used |= (region >>> (r * cols)) & rowMask;
        }
        int c0 = Long.numberOfTrailingZeros(used);
        int w = 64 - Long.numberOfLeadingZeros(used) - c0;
        int h = r1 - r0 + 1;
        long a = layer0 & region;
        long b = layer1 & region;
        long best = -1L; // the unsigned maximum, above every key (a region 32 or more wide has bit 63 set)
        for (int s = 0; s < 4; s++) {
            long k = image(a, b, twoLayers, r0, h, c0, w, cols, s);
            if (Long.compareUnsigned(k, best) < 0) {
                best = k;
            }
        }
        if (transpose && h * w > 1) {
            // the transposed board, then its four images
            long ta = transposed(a, r0, h, c0, w, cols);
            long tb = twoLayers ? transposed(b, r0, h, c0, w, cols) : 0;
            for (int s = 0; s < 4; s++) {
                long k = image(ta, tb, twoLayers, 0, w, 0, h, h, s);
                if (Long.compareUnsigned(k, best) < 0) {
                    best = k;
                }
            }
        }
        return best;
    }

    /** One of the four row-keeping images of the box (r0, h, c0, w) of a board {@code cols} wide, as a key. */
    private static long image(long a, long b, boolean twoLayers, int r0, int h, int c0, int w, int cols, int s) {
        long rowMask = (1L << w) - 1;
        long da = 0;
        long db = 0;
        for (int i = 0; i < h; i++) {
            int src = (s & 1) != 0 ? r0 + h - 1 - i : r0 + i;
            long ra = (a >>> (src * cols + c0)) & rowMask;
            long rb = (b >>> (src * cols + c0)) & rowMask;
            if ((s & 2) != 0) {
                ra = Long.reverse(ra) >>> (64 - w);
                rb = Long.reverse(rb) >>> (64 - w);
            }
            da |= ra << (i * w);
            db |= rb << (i * w);
        }
        return key(twoLayers ? da | (db << (h * w)) : da, h, w);
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
