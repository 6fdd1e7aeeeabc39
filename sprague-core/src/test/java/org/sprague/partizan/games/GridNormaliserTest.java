package org.sprague.partizan.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.LongList;
import org.sprague.partizan.games.Clobber.Stones;
import org.sprague.partizan.games.Domineering.Board;

/**
 * Domineering's and Clobber's object regions and packed regions come from one normaliser
 * ({@link PackedGrid}): on every board that packs, the object regions, packed, are the packed
 * regions, in order; on boards too large to pack (up to 64 squares) a board and its images
 * under the symmetries each game uses have the same regions.
 */
class GridNormaliserTest {
    private final Domineering domineering = new Domineering();
    private final Clobber clobber = new Clobber();

    @Test
    void domineeringObjectRegionsPackedAreThePackedRegionsOnEveryBoardUpToTwelveSquares() {
        int checked = 0;
        for (int rows = 1; rows <= 12; rows++) {
            for (int cols = 1; rows * cols <= 12; cols++) {
                for (long empty = 0; empty < 1L << (rows * cols); empty++) {
                    Board b = new Board(rows, cols, empty);
                    LongList packed = new LongList();
                    domineering.regions(domineering.pack(b), packed);
                    List<Long> object = new ArrayList<>();
                    for (Board r : domineering.regions(b)) {
                        object.add(domineering.pack(r));
                        assertEquals(domineering.pack(domineering.negative(r)), domineering.negative(domineering.pack(r)),
                                domineering.format(r));
                    }
                    assertEquals(object, list(packed), domineering.format(b));
                    checked++;
                }
            }
        }
        assertTrue(checked > 10_000, "boards checked: " + checked);
    }

    @Test
    void clobberObjectRegionsPackedAreThePackedRegionsOnEveryBoardUpToEightSquares() {
        int checked = 0;
        for (int rows = 1; rows <= 8; rows++) {
            for (int cols = 1; rows * cols <= 8; cols++) {
                int n = rows * cols;
                for (int k = 0; k < Math.pow(3, n); k++) {
                    long left = 0;
                    long right = 0;
                    for (int i = 0, x = k; i < n; i++, x /= 3) {
                        left |= x % 3 == 1 ? 1L << i : 0;
                        right |= x % 3 == 2 ? 1L << i : 0;
                    }
                    Stones s = new Stones(rows, cols, left, right);
                    LongList packed = new LongList();
                    clobber.regions(clobber.pack(s), packed);
                    List<Long> object = new ArrayList<>();
                    for (Stones r : clobber.regions(s)) {
                        object.add(clobber.pack(r));
                    }
                    assertEquals(object, list(packed), clobber.format(s));
                    checked++;
                }
            }
        }
        assertTrue(checked > 10_000, "boards checked: " + checked);
    }

    @Test
    void boardsTooLargeToPackHaveTheRegionsOfTheirImages() {
        Random random = new Random(22);
        for (int round = 0; round < 300; round++) {
            int rows = 1 + random.nextInt(8);
            int cols = Math.max(1, Math.min(64 / rows, 53 / rows + random.nextInt(8)));
            long cells = rows * cols == 64 ? -1L : (1L << (rows * cols)) - 1;
            long a = random.nextLong() & cells;
            long b = random.nextLong() & cells & ~a;
            Board board = new Board(rows, cols, a | random.nextLong() & cells);
            assertEquals(new HashSet<>(domineering.regions(board)),
                    new HashSet<>(domineering.regions(new Board(rows, cols, flip(board.empty(), rows, cols)))),
                    domineering.format(board));
            Stones stones = new Stones(rows, cols, a, b);
            Stones turned = new Stones(cols, rows, transpose(a, rows, cols), transpose(b, rows, cols));
            assertEquals(new HashSet<>(clobber.regions(stones)), new HashSet<>(clobber.regions(turned)),
                    clobber.format(stones));
        }
    }

    /** The board upside down and mirrored: the half turn, one of the four symmetries Domineering keeps. */
    private static long flip(long m, int rows, int cols) {
        long out = 0;
        for (int i = 0; i < rows * cols; i++) {
            if ((m >>> i & 1) != 0) {
                out |= 1L << (rows * cols - 1 - i);
            }
        }
        return out;
    }

    private static long transpose(long m, int rows, int cols) {
        long out = 0;
        for (int i = 0; i < rows * cols; i++) {
            if ((m >>> i & 1) != 0) {
                out |= 1L << ((i % cols) * rows + i / cols);
            }
        }
        return out;
    }

    private static List<Long> list(LongList l) {
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < l.size(); i++) {
            out.add(l.get(i));
        }
        return out;
    }
}
