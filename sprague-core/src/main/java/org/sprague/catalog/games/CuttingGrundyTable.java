package org.sprague.catalog.games;

import org.sprague.game.InvalidInputException;

/**
 * The dense table of Grundy values of the cutting game (POJ 2311) for every sheet
 * {@code w x h} with {@code 1 <= w, h <= maxSide}.
 *
 * <p>Rules: a move cuts one sheet along a grid line into two sheets; only cuts that leave
 * both parts at least 2 wide count (a cut leaving a strip of width 1 hands the opponent a
 * 1 x 1 piece), so
 * <pre>
 *   g(w, h) = mex ( { g(a, h) XOR g(w - a, h) : 2 &lt;= a &lt;= w - 2 }
 *                 u { g(w, b) XOR g(w, h - b) : 2 &lt;= b &lt;= h - 2 } )
 * </pre>
 * and a sheet with no such cut has value 0 (Sprague-Grundy: a cut sheet is the disjunctive
 * sum of its two parts).
 *
 * <p>Algorithm: bottom-up over {@code w = 1..maxSide}, {@code h = 1..w}, each value stored
 * at {@code (w, h)} and {@code (h, w)}. Complexity {@code O(W H (W + H))} time for a
 * {@code W x H} table (here {@code W = H = maxSide}: about {@code maxSide^3 / 4} XORs after
 * the tricks below), {@code O(maxSide^2)} memory (2 bytes a cell), no allocation after the
 * constructor's arrays. The tricks, each with the gain measured on the 1000 x 1000 table
 * ({@code Compare cutting 1000 3 VARIANT} in sprague-bench; docs/performance-log.md):
 * <ol>
 *   <li>a cut at {@code a} and at {@code w - a} give the same option, so only
 *       {@code a <= w / 2} is visited: half the XORs, but no measurable gain on its own
 *       (2.50 s both ways) while the reads go down a column;</li>
 *   <li>symmetric fill ({@code g(w, h) = g(h, w)}): half the cells are computed, and the
 *       column {@code g(., h)} is read as the row {@code g(h, .)}, so every read of the inner
 *       loops is sequential in memory instead of a stride of {@code maxSide + 1} cells:
 *       2.50 s to 0.73 s;</li>
 *   <li>a generation-stamped mex array: marking option {@code x} is
 *       {@code stamp[x] = generation}, a new cell only increments {@code generation}, so no
 *       clearing: 0.73 s to 0.66 s; values below 64 go to a {@code long} bit mask first and
 *       the mex is one {@code numberOfTrailingZeros}, the stamp array only holding values
 *       from 64 on (none up to 1000 x 1000, where the largest value is 9): 0.66 s to 0.59 s;</li>
 *   <li>{@code char} cells (exact: a value is at most the number of cuts,
 *       {@code < maxSide < 2^16}) halve the table's memory; no measurable time gain
 *       (0.59 s to 0.54-0.69 s, within the noise of the shared machine).</li>
 * </ol>
 *
 * <p>Source: POJ 2311 "Cutting Game"; the Sprague-Grundy theorem (Sprague 1935, Grundy 1939).
 */
public final class CuttingGrundyTable {
    /** The largest side: a table of {@code (maxSide + 1)^2} cells must fit in one array. */
    public static final int MAX_SIDE = 40_000;

    private final int maxSide;
    private final int stride;
    private final char[] cells;

    /**
     * Computes the table for every sheet up to {@code maxSide x maxSide}.
     *
     * @throws InvalidInputException if {@code maxSide} is not in {@code 1..MAX_SIDE}
     */
    public CuttingGrundyTable(int maxSide) {
        this(maxSide, org.sprague.game.Deadline.unlimited());
    }

    /** The same, stopping at {@code deadline} (polled once a row). */
    public CuttingGrundyTable(int maxSide, org.sprague.game.Deadline deadline) {
        if (maxSide < 1 || maxSide > MAX_SIDE) {
            throw new InvalidInputException("cutting: table side '" + maxSide
                    + "' must be between 1 and " + MAX_SIDE);
        }
        this.maxSide = maxSide;
        this.stride = maxSide + 1;
        this.cells = new char[stride * stride];
        fill(deadline);
    }

    private void fill(org.sprague.game.Deadline deadline) {
        final char[] g = cells;
        final int n = maxSide;
        final int s = stride;
        // Every option value is the XOR of two values < maxSide, so below this power of two.
        final int[] stamp = new int[Math.max(64, Integer.highestOneBit(Math.max(1, n)) << 1)];
        int generation = 0;
        for (int w = 1; w <= n; w++) {
            deadline.check(); // once a row: O(w^2) work between polls
            final int rowW = w * s;
            for (int h = 1; h <= w; h++) {
                final int rowH = h * s; // g(a, h) is read as g(h, a): sequential
                generation++;
                // Option values below 64 (all of them in practice); larger ones are stamped.
                long low = cuts(g, rowH, w, stamp, generation) | cuts(g, rowW, h, stamp, generation);
                int v;
                if (~low != 0) {
                    v = Long.numberOfTrailingZeros(~low);
                } else {
                    v = 64; // stamp has 128+ cells once all 64 low values can occur
                    while (stamp[v] == generation) {
                        v++;
                    }
                }
                g[rowW + h] = (char) v;
                g[rowH + w] = (char) v;
            }
        }
    }

    /**
     * The cuts of one side: {@code g(a) XOR g(side - a)} from the row at {@code row}, values below
     * 64 as the bits returned, larger ones stamped with {@code generation}.
     */
    private static long cuts(char[] g, int row, int side, int[] stamp, int generation) {
        long low = 0;
        for (int a = 2, b = side - 2; a <= b; a++, b--) {
            int x = g[row + a] ^ g[row + b];
            if (x < 64) {
                low |= 1L << x;
            } else {
                stamp[x] = generation;
            }
        }
        return low;
    }

    /** The largest width and height in the table. */
    public int maxSide() {
        return maxSide;
    }

    /**
     * The Grundy value of a {@code w x h} sheet; 0 means the player to move loses.
     *
     * @throws InvalidInputException if a side is outside {@code 1..maxSide()}
     */
    public int grundy(int w, int h) {
        if (w < 1 || w > maxSide || h < 1 || h > maxSide) {
            throw new InvalidInputException("cutting: sheet '" + w + "x" + h
                    + "' is outside the table 1.." + maxSide);
        }
        return cells[w * stride + h];
    }

    /**
     * A 64-bit digest of the whole table, {@code c = 31 c + g(w, h)} over {@code w} then
     * {@code h} ascending (wrapping), for comparing with another implementation.
     */
    public long checksum() {
        long c = 0;
        for (int w = 1; w <= maxSide; w++) {
            for (int h = 1; h <= maxSide; h++) {
                c = c * 31 + cells[w * stride + h];
            }
        }
        return c;
    }
}
