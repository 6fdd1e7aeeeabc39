package org.sprague.partizan.outcome;

/**
 * A Clobber position for {@link AlphaBetaOutcomeSearch}, from the side of the player to move:
 * {@code mine} and {@code theirs} stones on a board of at most 64 squares (bit
 * {@code r * cols + c}). Both players move alike, so the key is (mover's stones, other's
 * stones) and a position with the colours swapped and the other player to move is the same
 * entry. Moves are ordered by how many replies they leave the other player (fewest first,
 * counted with shifts: the other's stones next to one of the mover's).
 */
final class ClobberBoard extends TwoLayerBoard {
    private final int rows;
    private final int cols;
    private final long[] neighbours;
    private final long notFirstCol;
    private final long notLastCol;
    private final long all;

    ClobberBoard(int rows, int cols, long mine, long theirs) {
        super(mine, theirs, rows * cols);
        this.rows = rows;
        this.cols = cols;
        int n = rows * cols;
        all = n == 64 ? -1L : (1L << n) - 1;
        long firstCol = 0;
        for (int r = 0; r < rows; r++) {
            firstCol |= 1L << (r * cols);
        }
        notFirstCol = ~firstCol;
        notLastCol = ~(firstCol << (cols - 1));
        neighbours = new long[n];
        for (int i = 0; i < n; i++) {
            neighbours[i] = spread(1L << i);
        }
    }

    private long spread(long m) {
        return ((m << cols) | (m >>> cols) | ((m & notLastCol) << 1) | ((m & notFirstCol) >>> 1)) & all;
    }

    @Override
    public int maxPlies() {
        return rows * cols; // each move removes a stone
    }

    @Override
    public int maxMoves() {
        return 4 * rows * cols;
    }

    @Override
    public int moves(int[] out, int at) {
        int count = 0;
        for (long m = mine & spread(theirs); m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            for (long t = neighbours[i] & theirs; t != 0; t &= t - 1) {
                int j = Long.numberOfTrailingZeros(t);
                // after i takes j: the other's stones beside the mover's stones (their replies, roughly)
                long nm = (mine & ~(1L << i)) | (1L << j);
                long nt = theirs & ~(1L << j);
                int replies = Long.bitCount(nt & spread(nm));
                out[at + count++] = (replies << 12) | (i << 6) | j;
            }
        }
        for (int k = 1; k < count; k++) {
            int v = out[at + k];
            int q = k - 1;
            while (q >= 0 && (out[at + q] >>> 12) > (v >>> 12)) {
                out[at + q + 1] = out[at + q];
                q--;
            }
            out[at + q + 1] = v;
        }
        for (int k = 0; k < count; k++) {
            out[at + k] &= 0xFFF;
        }
        return count;
    }

    @Override
    public void play(int move) {
        save();
        int i = (move >>> 6) & 63;
        int j = move & 63;
        long nm = (mine & ~(1L << i)) | (1L << j);
        long nt = theirs & ~(1L << j);
        mine = nt; // the other player moves next
        theirs = nm;
    }

    @Override
    public long key2() {
        return 0;
    }

    @Override
    public ClobberBoard copy() {
        return new ClobberBoard(rows, cols, mine, theirs);
    }
}
