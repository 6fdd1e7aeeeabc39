package org.sprague.catalog.games;

import org.sprague.search.PackedGame;

/**
 * The packed forms of Cram, Chomp and the cutting game, for code outside this package that
 * drives an engine of {@code org.sprague.search} directly (benchmarks, the pruned and
 * two-thread searches): the games and their starting positions, nothing else.
 */
public final class PackedBoards {
    private PackedBoards() {
    }

    /** Cram in a frame of {@code rows x cols} squares (at most 64). */
    public static PackedGame cram(int rows, int cols) {
        return new PackedCram(rows, cols);
    }

    /** The bit of square {@code (r, c)} in the Cram frame {@code game} (from {@link #cram}). */
    public static long cramSquare(PackedGame game, int r, int c) {
        return ((PackedCram) game).bit(r, c);
    }

    /** The empty {@code rows x cols} Cram board in the frame {@code game}, top-left. */
    public static long cramBoard(PackedGame game, int rows, int cols) {
        long free = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                free |= cramSquare(game, r, c);
            }
        }
        return free;
    }

    /** Chomp (heights of at most 15 in 4-bit fields, at most 16 columns). */
    public static PackedGame chomp() {
        return new PackedChomp();
    }

    /** The full {@code rows x cols} Chomp rectangle. */
    public static long chompRectangle(int rows, int cols) {
        long p = 0;
        for (int i = 0; i < cols; i++) {
            p |= (long) rows << (4 * i);
        }
        return p;
    }

    /** The cutting game (sheets cut into two pieces of at least 2 along a side). */
    public static PackedGame cutting() {
        return new PackedCutting();
    }

    /** The sheet {@code w x h}. */
    public static long sheet(long w, long h) {
        return PackedCutting.sheet(w, h);
    }
}
