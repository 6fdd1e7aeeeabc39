package org.sprague.partizan.outcome;

import java.util.Random;

/** Random Domineering positions for the outcome search's property tests. */
final class RandomDominoes {
    private RandomDominoes() {
    }

    /**
     * Plays {@code moves} random dominoes, alternating players (the first chosen at random), on
     * an empty {@code rows x cols} board (at most 64 squares); a player with no move passes. The
     * empty squares left, square {@code r * cols + c} at bit {@code r * cols + c}.
     */
    static long play(int rows, int cols, int moves, Random rnd) {
        long empty = rows * cols == 64 ? -1L : (1L << (rows * cols)) - 1;
        boolean vertical = rnd.nextBoolean();
        long[] options = new long[2 * rows * cols];
        for (int m = 0; m < moves; m++) {
            int n = 0;
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    int a = r * cols + c;
                    int b = vertical ? a + cols : a + 1;
                    boolean fits = vertical ? r + 1 < rows : c + 1 < cols;
                    if (fits && (empty >>> a & 1) != 0 && (empty >>> b & 1) != 0) {
                        options[n++] = (1L << a) | (1L << b);
                    }
                }
            }
            if (n > 0) {
                empty &= ~options[rnd.nextInt(n)];
            }
            vertical = !vertical;
        }
        return empty;
    }
}
