package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.Move;
import org.sprague.game.Position;

/**
 * The moves Cram and Chomp derive from their packed rules ({@code DerivedMoves}:
 * packed options, unpacked and named), and those Wythoff's game, the cutting game, Moore's Nim_k
 * and Nim take from their packed rules ({@code PackedPair.Wythoff} unsorted,
 * {@code PackedCutting.inPlace}, {@code PackedMoore.Rule}, {@code PackedRuleHeaps.NIM}), are the
 * moves, labels and order included, that their object rules listed before the packed game became the only statement of the rules. The object rules
 * are kept here, small, as the oracle; every position of the small boards is checked.
 */
class DerivedMovesTest {

    @Test
    void cramMovesEqualTheObjectRulesOnEveryBoardUpToTwelveSquares() {
        CramGame game = new CramGame();
        int checked = 0;
        for (int rows = 1; rows <= 6; rows++) {
            for (int cols = 1; cols <= 12 && rows * cols <= 12; cols++) {
                for (long filled = 0; filled < 1L << (rows * cols); filled++) {
                    Position p = filled == 0 ? Position.of(rows, cols) : Position.of(rows, cols, filled);
                    assertEquals(objectCramMoves(rows, cols, filled), game.moves(p), game.format(p));
                    checked++;
                }
            }
        }
        assertTrue(checked > 20_000, "boards checked: " + checked);
    }

    @Test
    void cramMovesOnAWideBoardUseItsOwnFrame() {
        CramGame game = new CramGame();
        Position p = game.parse(List.of("2x12"));
        assertEquals(objectCramMoves(2, 12, 0), game.moves(p));
        Position q = game.parse(List.of("1x64"));
        assertEquals(objectCramMoves(1, 64, 0), game.moves(q));
    }

    @Test
    void chompMovesEqualTheObjectRulesOnEveryPositionUpToFiveColumnsOfFive() {
        ChompGame game = new ChompGame();
        List<int[]> positions = new ArrayList<>();
        heights(new int[0], 5, 5, positions);
        for (int[] h : positions) {
            Position p = Position.of(java.util.Arrays.stream(h).asLongStream().toArray());
            assertEquals(objectChompMoves(p), game.moves(p), p.toString());
        }
        assertTrue(positions.size() > 200, "positions checked: " + positions.size());
    }

    /** Every non-increasing list of at most {@code cols} heights in 1..{@code max}, after {@code prefix}. */
    private static void heights(int[] prefix, int cols, int max, List<int[]> out) {
        if (prefix.length > 0) {
            out.add(prefix);
        }
        if (prefix.length == cols) {
            return;
        }
        for (int h = 1; h <= max; h++) {
            int[] next = java.util.Arrays.copyOf(prefix, prefix.length + 1);
            next[prefix.length] = h;
            heights(next, cols, h, out);
        }
    }

    /** The object rules of Cram as CramGame wrote them before: horizontal dominoes row by row, then vertical ones. */
    private static List<Move> objectCramMoves(int rows, int cols, long filled) {
        List<Move> moves = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c + 1 < cols; c++) {
                if (free(filled, cols, r, c) && free(filled, cols, r, c + 1)) {
                    moves.add(new Move("row " + (r + 1) + ", columns " + (c + 1) + "-" + (c + 2),
                            with(rows, cols, filled, r * cols + c, r * cols + c + 1)));
                }
            }
        }
        for (int r = 0; r + 1 < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (free(filled, cols, r, c) && free(filled, cols, r + 1, c)) {
                    moves.add(new Move("column " + (c + 1) + ", rows " + (r + 1) + "-" + (r + 2),
                            with(rows, cols, filled, r * cols + c, (r + 1) * cols + c)));
                }
            }
        }
        return moves;
    }

    private static boolean free(long filled, int cols, int r, int c) {
        return (filled >>> (r * cols + c) & 1) == 0;
    }

    private static Position with(int rows, int cols, long filled, int a, int b) {
        long f = filled | 1L << a | 1L << b;
        return new Position(List.of(BigInteger.valueOf(rows), BigInteger.valueOf(cols),
                new BigInteger(Long.toUnsignedString(f))));
    }

    /** The object rules of Chomp as ChompGame wrote them before: a bite at (column i, row j), column by column. */
    private static List<Move> objectChompMoves(Position p) {
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            for (int j = i == 0 ? 1 : 0; j < p.intValue(i); j++) {
                List<Long> after = new ArrayList<>();
                for (int k = 0; k < p.size(); k++) {
                    long h = k < i ? p.intValue(k) : Math.min(p.intValue(k), j);
                    if (h == 0) {
                        break;
                    }
                    after.add(h);
                }
                moves.add(new Move("take column " + (i + 1) + ", row " + (j + 1),
                        Position.of(after.stream().mapToLong(Long::longValue).toArray())));
            }
        }
        return moves;
    }

    @Test
    void wythoffMovesEqualTheObjectRulesOnEveryPairUpToTwelve() {
        WythoffGame game = new WythoffGame();
        for (int a = 0; a <= 12; a++) {
            for (int b = 0; b <= 12; b++) {
                Position p = Position.of(a, b);
                List<Move> moves = objectWythoffMoves(a, b);
                assertEquals(moves, game.moves(p), p.toString());
                assertEquals(moves.stream().map(Move::to).toList(), game.options(p), p.toString());
            }
        }
    }

    @Test
    void mooreMovesEqualTheObjectRulesOnEveryPositionOfFourHeapsUpToThree() {
        int checked = 0;
        for (int k = 1; k <= 4; k++) {
            MooreNimGame game = new MooreNimGame(k);
            for (int code = 0; code < 256; code++) {
                long[] h = {code & 3, code >> 2 & 3, code >> 4 & 3, code >> 6 & 3};
                Position p = Position.of(h);
                assertEquals(objectMooreMoves(k, p), game.moves(p), k + ": " + p);
                checked++;
            }
        }
        assertTrue(checked == 1024, "positions checked: " + checked);
    }

    @Test
    void nimMovesEqualTheObjectRulesOnEveryPositionOfThreeHeapsUpToFour() {
        NimGame game = new NimGame();
        for (int code = 0; code < 125; code++) {
            Position p = Position.of(code % 5, code / 5 % 5, code / 25);
            List<Move> moves = new ArrayList<>();
            for (int i = 0; i < p.size(); i++) {
                for (int to = p.intValue(i) - 1; to >= 0; to--) {
                    moves.add(new Move("heap " + (i + 1) + ": " + p.get(i) + " -> " + to, p.with(i, to)));
                }
            }
            assertEquals(moves, game.moves(p), p.toString());
        }
    }

    /** The object rules of Wythoff's game as WythoffGame wrote them before: heap 1 lowered, heap 2, then both. */
    private static List<Move> objectWythoffMoves(int a, int b) {
        List<Move> moves = new ArrayList<>();
        for (int to = a - 1; to >= 0; to--) {
            moves.add(new Move("heap 1: " + a + " -> " + to, Position.of(to, b)));
        }
        for (int to = b - 1; to >= 0; to--) {
            moves.add(new Move("heap 2: " + b + " -> " + to, Position.of(a, to)));
        }
        for (int d = 1; d <= Math.min(a, b); d++) {
            moves.add(new Move("heaps 1,2: " + a + " -> " + (a - d) + ", " + b + " -> " + (b - d),
                    Position.of(a - d, b - d)));
        }
        return moves;
    }

    /**
     * The object rules of Moore's Nim_k as MooreNimGame wrote them before: each set of 1..k
     * non-empty heaps in lexicographic order ({0}, {0,1}, ...), each set's new sizes by an
     * odometer, the last heap fastest.
     */
    private static List<Move> objectMooreMoves(int k, Position p) {
        List<Integer> nonEmpty = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            if (p.intValue(i) > 0) {
                nonEmpty.add(i);
            }
        }
        List<Move> moves = new ArrayList<>();
        heapSets(nonEmpty, 0, new ArrayList<>(), Math.min(k, nonEmpty.size()), set -> {
            int[] to = new int[set.size()];
            lower(p, set, to, 0, moves);
        });
        return moves;
    }

    /** Every set of at most {@code max} of {@code indices} from {@code start}, each set before its extensions. */
    private static void heapSets(List<Integer> indices, int start, List<Integer> set, int max,
            java.util.function.Consumer<List<Integer>> out) {
        for (int c = start; c < indices.size() && set.size() < max; c++) {
            set.add(indices.get(c));
            out.accept(set);
            heapSets(indices, c + 1, set, max, out);
            set.remove(set.size() - 1);
        }
    }

    private static void lower(Position p, List<Integer> set, int[] to, int j, List<Move> moves) {
        if (j == set.size()) {
            StringBuilder label = new StringBuilder(set.size() == 1 ? "heap " : "heaps ");
            for (int s = 0; s < set.size(); s++) {
                label.append(s == 0 ? "" : ",").append(set.get(s) + 1);
            }
            label.append(':');
            Position after = p;
            for (int s = 0; s < set.size(); s++) {
                label.append(s == 0 ? " " : ", ").append(p.get(set.get(s))).append(" -> ").append(to[s]);
                after = after.with(set.get(s), to[s]);
            }
            moves.add(new Move(label.toString(), after));
            return;
        }
        for (int v = 0; v < p.intValue(set.get(j)); v++) {
            to[j] = v;
            lower(p, set, to, j + 1, moves);
        }
    }
    @Test
    void cuttingMovesEqualTheObjectRulesOnEveryTwoSheetsUpToNine() {
        CuttingGame game = new CuttingGame();
        int checked = 0;
        for (int w = 2; w <= 9; w++) {
            for (int h = 2; h <= 9; h++) {
                Position one = Position.of(w, h);
                assertEquals(objectCuttingMoves(one), game.moves(one), one.toString());
                for (int w2 = 2; w2 <= 9; w2++) {
                    for (int h2 = 2; h2 <= 9; h2++) {
                        Position two = Position.of(w, h, w2, h2);
                        assertEquals(objectCuttingMoves(two), game.moves(two), two.toString());
                        checked++;
                    }
                }
            }
        }
        Position wide = Position.of(2000, 1999, 3, 7, 40, 2);
        assertEquals(objectCuttingMoves(wide), game.moves(wide));
        assertTrue(checked == 4096, "positions checked: " + checked);
    }

    /**
     * The object rules of the cutting game as CuttingGame wrote them before: sheet by sheet, cuts
     * across the width then across the height, the first piece not longer than the second, the
     * two pieces in the cut sheet's place.
     */
    private static List<Move> objectCuttingMoves(Position p) {
        List<Move> moves = new ArrayList<>();
        for (int s = 0; s < p.size() / 2; s++) {
            int w = p.intValue(2 * s);
            int h = p.intValue(2 * s + 1);
            for (int a = 2; a <= w - a; a++) {
                moves.add(cut(p, s, w, h, a, h, w - a, h));
            }
            for (int b = 2; b <= h - b; b++) {
                moves.add(cut(p, s, w, h, w, b, w, h - b));
            }
        }
        return moves;
    }

    private static Move cut(Position p, int sheet, int w, int h, int w1, int h1, int w2, int h2) {
        List<BigInteger> v = new ArrayList<>(p.values());
        v.set(2 * sheet, BigInteger.valueOf(w1));
        v.set(2 * sheet + 1, BigInteger.valueOf(h1));
        v.addAll(2 * sheet + 2, List.of(BigInteger.valueOf(w2), BigInteger.valueOf(h2)));
        String label = "sheet " + (sheet + 1) + ": " + w + "x" + h + " -> " + w1 + "x" + h1 + " + " + w2 + "x" + h2;
        return new Move(label, new Position(v));
    }
    @Test
    void pebblesMovesEqualTheObjectRulesOnEveryPositionOfFourHeapsUpToFive() {
        int checked = 0;
        for (int[] xy : new int[][] {{1, 2}, {2, 3}, {1, 1}}) {
            PebblesGame game = new PebblesGame(BigInteger.valueOf(xy[0]), BigInteger.valueOf(xy[1]));
            for (int code = 0; code < 6 * 6 * 6 * 6; code++) {
                Position p = Position.of(code % 6, code / 6 % 6, code / 36 % 6, code / 216);
                assertEquals(objectPebblesMoves(p, BigInteger.valueOf(xy[0])), game.moves(p, true), "L " + p);
                assertEquals(objectPebblesMoves(p, BigInteger.valueOf(xy[1])), game.moves(p, false), "R " + p);
                checked++;
            }
        }
        Position big = new Position(List.of(new BigInteger("100000000000000000000"), BigInteger.ONE, BigInteger.TEN));
        PebblesGame game = new PebblesGame(BigInteger.ONE, BigInteger.TWO);
        assertEquals(objectPebblesMoves(big, BigInteger.ONE), game.moves(big, true));
        assertTrue(checked == 3 * 1296, "positions checked: " + checked);
    }

    /** The object rules of Piles of Pebbles as PebblesGame wrote them before: each non-empty set of the heaps holding at least {@code take}, each lowered by it. */
    private static List<Move> objectPebblesMoves(Position p, BigInteger take) {
        List<Integer> usable = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            if (p.get(i).compareTo(take) >= 0) {
                usable.add(i);
            }
        }
        List<Move> moves = new ArrayList<>();
        for (int set = 1; set < 1 << usable.size(); set++) {
            int[] heaps = new int[Integer.bitCount(set)];
            List<BigInteger> from = new ArrayList<>();
            List<BigInteger> to = new ArrayList<>();
            Position q = p;
            for (int j = 0, k = 0; j < usable.size(); j++) {
                if ((set >> j & 1) != 0) {
                    int i = usable.get(j);
                    heaps[k++] = i;
                    from.add(p.get(i));
                    to.add(p.get(i).subtract(take));
                    q = q.with(i, p.get(i).subtract(take));
                }
            }
            moves.add(new Move(HeapLabels.reduce(heaps, from, to), q));
        }
        return moves;
    }
}
