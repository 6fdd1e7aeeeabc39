package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.search.engine.SearchThreads;
import org.sprague.catalog.CatalogSolver;
import org.sprague.game.Position;
import org.sprague.game.Solution;
import org.sprague.catalog.SolveOptions;
import org.sprague.game.InvalidInputException;
import org.sprague.impartial.GrundyAlgorithm;

/** Cram on the packed engine (regions, symmetries) against a plain brute force. */
class CramGameTest {
    private final CramGame game = new CramGame();

    /** Plain memoized mex over whole boards (row-major free masks): no regions, no symmetry. */
    static final class BruteForce {
        final int rows;
        final int cols;
        final Map<Long, Integer> memo = new HashMap<>();

        BruteForce(int rows, int cols) {
            this.rows = rows;
            this.cols = cols;
        }

        int grundy(long free) {
            Integer known = memo.get(free);
            if (known != null) {
                return known;
            }
            long seen = 0;
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    long a = 1L << (r * cols + c);
                    if ((free & a) == 0) {
                        continue;
                    }
                    if (c + 1 < cols && (free & a << 1) != 0) {
                        seen |= 1L << grundy(free & ~(a | a << 1));
                    }
                    if (r + 1 < rows && (free & a << cols) != 0) {
                        seen |= 1L << grundy(free & ~(a | a << cols));
                    }
                }
            }
            int g = Long.numberOfTrailingZeros(~seen);
            memo.put(free, g);
            return g;
        }
    }

    private static long all(int rows, int cols) {
        return rows * cols == 64 ? -1L : (1L << (rows * cols)) - 1;
    }

    @Test
    void everyRectangleUpTo20SquaresMatchesThePlainBruteForce() {
        GrundyAlgorithm<Position> packed = game.searchSolver(10_000_000);
        for (int r = 1; r <= 20; r++) {
            for (int c = 1; r * c <= 20; c++) {
                int expected = new BruteForce(r, c).grundy(all(r, c));
                Position p = game.parse(List.of(r + "x" + c));
                assertEquals(expected, packed.grundy(p), r + "x" + c);
                if (r % 2 == 0 && c % 2 == 0) {
                    assertEquals(0, expected, "even by even is P (symmetry strategy): " + r + "x" + c);
                }
                if (r % 2 == 0 && c % 2 == 1 || r % 2 == 1 && c % 2 == 0) {
                    assertNotEquals(0, expected, "even by odd is N (symmetry strategy): " + r + "x" + c);
                }
            }
        }
    }

    @Test
    void boardsWithFilledSquaresMatchTheBruteForceWithTheSameWinningMoves() {
        Random random = new Random(11);
        GrundyAlgorithm<Position> packed = game.searchSolver(10_000_000);
        int[][] shapes = {{4, 5}, {5, 4}, {3, 6}, {2, 9}, {4, 4}, {2, 10}, {1, 20}, {3, 7}};
        for (int[] shape : shapes) {
            BruteForce brute = new BruteForce(shape[0], shape[1]);
            for (int k = 0; k < 40; k++) {
                StringBuilder sb = new StringBuilder();
                long free = 0;
                for (int r = 0; r < shape[0]; r++) {
                    if (r > 0) {
                        sb.append('|');
                    }
                    for (int c = 0; c < shape[1]; c++) {
                        boolean isFree = random.nextInt(4) != 0;
                        sb.append(isFree ? '.' : '#');
                        if (isFree) {
                            free |= 1L << (r * shape[1] + c);
                        }
                    }
                }
                Position p = game.parse(List.of(sb.toString()));
                assertEquals(brute.grundy(free), packed.grundy(p), sb.toString());
                for (Position to : packed.movesToValue(p, 0)) {
                    assertEquals(0, packed.grundy(to));
                }
            }
        }
    }

    @Test
    void wideBoardsUseFourSymmetriesAndStillMatch() {
        GrundyAlgorithm<Position> packed = game.searchSolver(10_000_000);
        for (String board : List.of("2x11", "1x30", "2x12", "..........#|.#.........")) {
            Position p = game.parse(List.of(board));
            String[] rows = game.format(p).contains("|") ? game.format(p).split("\\|") : null;
            int r = rows == null ? p.intValue(0) : rows.length;
            int c = rows == null ? p.intValue(1) : rows[0].length();
            long free = 0;
            for (int i = 0; i < r; i++) {
                for (int j = 0; j < c; j++) {
                    if (rows == null || rows[i].charAt(j) == '.') {
                        free |= 1L << (i * c + j);
                    }
                }
            }
            if (r * c <= 24) {
                assertEquals(new BruteForce(r, c).grundy(free), packed.grundy(p), board);
            }
        }
        // 1 x n Cram is Dawson's Kayles-like: the octal game 0.07, G(n) for n = 0..12
        int[] strip = {0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2};
        for (int n = 1; n < strip.length; n++) {
            assertEquals(strip[n], packed.grundy(game.parse(List.of("1x" + n))), "1x" + n);
        }
    }

    /**
     * Boards of exactly 64 squares (the most allowed) are solved, not refused with "the number
     * 1 is too large for a search" (a mask past 2^63 made the position's numbers BigIntegers):
     * 1 x 64 against the octal game 0.07 (a row of Cram is Dawson's Kayles), its winning moves
     * included; sparse 64-square boards of every frame, as rows, against the plain brute force
     * in normal play and the object search in misère play (a 1 x 64 frame has stride 64, which
     * Java's shifts take mod 64: it gave single-square "moves" and a wrong misère outcome).
     */
    @Test
    void boardsOfSixtyFourSquaresAreSolved() {
        int[] g = new int[65]; // 0.07: a domino leaves rows a + b = n - 2
        for (int n = 2; n <= 64; n++) {
            long seen = 0;
            for (int a = 0; a <= n - 2; a++) {
                seen |= 1L << (g[a] ^ g[n - 2 - a]);
            }
            g[n] = Long.numberOfTrailingZeros(~seen);
        }
        Solution strip = new CatalogSolver(SolveOptions.defaults()).solve(game, game.parse(List.of("1x64")));
        assertEquals(g[64], strip.grundy().intValueExact());
        java.util.Set<String> want = new java.util.TreeSet<>();
        for (int c = 0; c + 1 < 64; c++) {
            if ((g[c] ^ g[62 - c]) == 0) {
                want.add("row 1, columns " + (c + 1) + "-" + (c + 2));
            }
        }
        java.util.Set<String> listed = new java.util.TreeSet<>();
        strip.winningMoves().forEach(m -> listed.add(m.move()));
        assertEquals(want, listed, "1x64");
        assertTrue(strip.winningMovesComplete());

        GrundyAlgorithm<Position> packed = game.searchSolver(10_000_000);
        var misere = game.misereSolver(1_000_000, SearchThreads.one());
        var oracle = new org.sprague.impartial.MemoizedOutcomeSolver<>(game, true, 1_000_000, SearchThreads.one());
        Random random = new Random(64);
        int checked = 0;
        for (int[] shape : new int[][] {{1, 64}, {2, 32}, {4, 16}, {8, 8}, {16, 4}, {32, 2}, {64, 1}}) {
            BruteForce brute = new BruteForce(shape[0], shape[1]);
            for (int k = 0; k < 25; k++) {
                StringBuilder sb = new StringBuilder();
                long free = 0;
                for (int r = 0; r < shape[0]; r++) {
                    sb.append(r > 0 ? "|" : "");
                    for (int c = 0; c < shape[1]; c++) {
                        boolean isFree = random.nextInt(5) == 0 || k == 0 && r == shape[0] - 1 && c >= shape[1] - 2;
                        sb.append(isFree ? '.' : '#');
                        free |= isFree ? 1L << (r * shape[1] + c) : 0;
                    }
                }
                Position p = game.parse(List.of(sb.toString()));
                String what = shape[0] + "x" + shape[1] + " " + sb;
                assertEquals(brute.grundy(free), packed.grundy(p), what);
                assertEquals(oracle.solve(p), misere.solve(p), "misère " + what);
                checked++;
            }
        }
        assertEquals(7 * 25, checked);
        // the whole 8 x 8 board starts its search and stops at the position limit, like any other
        var limited = game.searchSolver(1000);
        assertThrows(org.sprague.game.PositionLimitException.class, () -> limited.grundy(game.parse(List.of("8x8"))));
    }

    @Test
    void solveListsTheWinningMovesOfA3x4Board() {
        Solution s = new CatalogSolver(SolveOptions.defaults()).solve(game, game.parse(List.of("3x4")));
        assertTrue(s.grundy().signum() != 0);
        assertTrue(!s.winningMoves().isEmpty());
    }

    @Test
    void misereOutcomesMatchTheObjectSearchOnSmallBoards() {
        var packed = game.misereSolver(1_000_000, SearchThreads.one());
        var oracle = new org.sprague.impartial.MemoizedOutcomeSolver<>(game, true, 1_000_000, SearchThreads.one());
        Random random = new Random(5);
        for (int k = 0; k < 60; k++) {
            int r = 2 + random.nextInt(3);
            int c = 2 + random.nextInt(3);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < r; i++) {
                sb.append(i > 0 ? "|" : "");
                for (int j = 0; j < c; j++) {
                    sb.append(random.nextInt(5) == 0 ? '#' : '.');
                }
            }
            Position p = game.parse(List.of(sb.toString()));
            assertEquals(oracle.solve(p), packed.solve(p), sb.toString());
        }
    }

    @Test
    void malformedBoardsNameTheRowAndCharacter() {
        assertEquals("cram: bad character 'x' in row 2 (allowed: . #)", bad("...|.x."));
        assertEquals("cram: row 2 '..' has 2 cells, row 1 has 3 (rows are separated by '|')", bad("...|.."));
        assertEquals("cram: board size '9x8' must have 1 to 64 squares", bad("9x8"));
        assertEquals("cram: board size '9x8' must have 1 to 64 squares", bad("9", "8"));
        assertEquals("cram: board size '9x8' must have 1 to 64 squares", bad("........|".repeat(9)));
    }

    /** The message of {@code tokens}' refusal, bad input (exit 2), never a limit or another exception. */
    private String bad(String... tokens) {
        return assertThrows(InvalidInputException.class, () -> game.parse(List.of(tokens))).getMessage();
    }

    @Test
    void symmetricImagesShareOneCanonicalForm() {
        PackedCram g = new PackedCram(8, 8);
        long l = g.bit(0, 0) | g.bit(1, 0) | g.bit(2, 0) | g.bit(2, 1); // an L tromino-plus
        long c = g.canonical(l);
        assertEquals(c, g.canonical(PackedCram.mirror8(l)));
        assertEquals(c, g.canonical(PackedCram.transpose8(l)));
        assertEquals(c, g.canonical(Long.reverseBytes(l)));
        assertEquals(c, g.canonical(l << 19));
    }

    @Test
    void aMalformedSizeIsReportedAsASizeNotAsABoardRow() {
        assertEquals("cram: bad size '3x2x'; a board size is written RxC, e.g. 8x8", bad("3x2x"));
        assertEquals("cram: bad size '3xb'; a board size is written RxC, e.g. 8x8", bad("3xb"));
        for (String same : List.of("2X3", "02x003", "2 3", "...|...")) {
            assertEquals(game.parse(List.of("2x3")), game.parse(List.of(same.split(" "))), same);
        }
    }

    @Test
    void aTokenStartingWithADigitIsASizeAndItsBadPartIsNamed() {
        for (String size : List.of("3x#", "3x4.", "3", "8y8")) {
            assertEquals("cram: bad size '" + size + "'; a board size is written RxC, e.g. 8x8", bad(size));
        }
        assertEquals("cram: board size '0x3' must have 1 to 64 squares", bad("0x3"));
        assertEquals("cram: board size '100000000000000000000x2' must have 1 to 64 squares", bad("100000000000000000000x2"));
    }

    @Test
    void aBoardNamesItsBadRowAndCharacter() {
        assertEquals("cram: bad character 'x' in row 1 (allowed: . #)", bad("..x.|...."));
        assertEquals("cram: empty board; write rows separated by '|', e.g. ..|..", bad(""));
        assertEquals("cram: missing board; write rows separated by '|' (..|..) or RxC (4x4)", bad());
        assertEquals("cram: bad character 'a' in row 2 (allowed: . #)", bad("#.#|a.."));
        // read as every board game reads them: a trailing '|', and words as rows
        assertEquals(game.parse(List.of("..")), game.parse(List.of("..|")));
        assertEquals(game.parse(List.of("..|.#")), game.parse(List.of("..", ".#")));
    }
}
