package org.sprague.strong;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;
import org.sprague.strong.games.Quixo;

/**
 * A declared {@link Shape}: its tiers, dense multinomial rank and symmetry against brute force
 * (every board of small shapes; the rank as defined, computed with plain binomials; the least
 * image by trying every permutation), and the catalogue's Quixo ranked by it.
 */
class ShapeTest {

    /** C(a, b) by the multiplicative formula, no tables. */
    private static long binomial(int a, int b) {
        if (b < 0 || b > a) {
            return 0;
        }
        long r = 1;
        for (int i = 1; i <= b; i++) {
            r = r * (a - b + i) / i;
        }
        return r;
    }

    /** The colex rank of a set of indices: sum of C(a_i, i) over its members a_1 < a_2 < ... */
    private static long colex(long mask) {
        long r = 0;
        int i = 0;
        for (int a = 0; a < 64; a++) {
            if ((mask >>> a & 1) != 0) {
                r += binomial(a, ++i);
            }
        }
        return r;
    }

    /** The members of {@code mask} renumbered by their place among {@code within}'s members. */
    private static long among(long mask, long within) {
        long out = 0;
        int j = 0;
        for (int a = 0; a < 64; a++) {
            if ((within >>> a & 1) != 0) {
                if ((mask >>> a & 1) != 0) {
                    out |= 1L << j;
                }
                j++;
            }
        }
        return out;
    }

    /** The rank as Shape's javadoc defines it, written out plainly. */
    private static long naiveRank(long p, int cells, int[] offsets, long flagMask) {
        long cellMask = cells == 64 ? -1 : (1L << cells) - 1;
        long occ = 0;
        for (int off : offsets) {
            occ |= p >>> off & cellMask;
        }
        int n = Long.bitCount(occ);
        long r = colex(occ);
        long rest = occ;
        for (int i = 0; i < offsets.length - 1; i++) {
            long m = p >>> offsets[i] & cellMask;
            r = r * binomial(n, Long.bitCount(m)) + colex(among(m, rest));
            rest &= ~m;
            n -= Long.bitCount(m);
        }
        return r << Long.bitCount(flagMask) | among(p & flagMask, flagMask);
    }

    /** Every code of a shape: each cell empty or one kind (base-(P+1) digits), each flag combination. */
    private static long[] allCodes(int cells, int[] offsets, long flagMask) {
        int k = offsets.length + 1;
        int boards = (int) Math.pow(k, cells);
        int flagCombos = 1 << Long.bitCount(flagMask);
        long[] codes = new long[boards * flagCombos];
        int i = 0;
        for (int b = 0; b < boards; b++) {
            long code = 0;
            int rest = b;
            for (int c = 0; c < cells; c++) {
                int state = rest % k;
                rest /= k;
                if (state > 0) {
                    code |= 1L << (offsets[state - 1] + c);
                }
            }
            for (int f = 0; f < flagCombos; f++) {
                codes[i++] = code | Long.expand(f, flagMask);
            }
        }
        return codes;
    }

    /**
     * The piece-major rank of a symmetric shape of two kinds, written out plainly: the cells of the
     * kind whose plane has the higher offset, numbered from the last cell, by colex among all
     * cells; then the other kind's, numbered the same way, by colex among the cells left; then the flags.
     */
    private static long naivePieceMajorRank(long p, int cells, int[] offsets, long flagMask) {
        long cellMask = (1L << cells) - 1;
        int top = offsets[1] > offsets[0] ? 1 : 0;
        long h = reversed(p >>> offsets[top] & cellMask, cells);
        long l = reversed(p >>> offsets[1 - top] & cellMask, cells);
        long free = cellMask & ~h;
        long r = colex(h) * binomial(Long.bitCount(free), Long.bitCount(l)) + colex(among(l, free));
        return r << Long.bitCount(flagMask) | among(p & flagMask, flagMask);
    }

    private static long reversed(long mask, int cells) {
        long out = 0;
        for (int c = 0; c < cells; c++) {
            if ((mask >>> c & 1) != 0) {
                out |= 1L << (cells - 1 - c);
            }
        }
        return out;
    }

    private static void checkDenseAndInverse(Shape shape, int cells, int[] offsets, long flagMask) {
        checkDenseAndInverse(shape.ranking(), shape, cells, offsets, flagMask, false);
    }

    private static void checkDenseAndInverse(StrongGame.Ranking rk, Shape shape, int cells, int[] offsets, long flagMask,
            boolean pieceMajor) {
        long[] codes = allCodes(cells, offsets, flagMask);
        boolean[][] hit = new boolean[rk.tierCount()][];
        long total = 0;
        for (int t = 0; t < rk.tierCount(); t++) {
            hit[t] = new boolean[Math.toIntExact(rk.tierSize(t))];
            total += rk.tierSize(t);
        }
        assertEquals(codes.length, total, "the tiers hold every board once");
        for (long p : codes) {
            int t = shape.tier(p);
            long r = rk.rank(p);
            assertEquals(pieceMajor ? naivePieceMajorRank(p, cells, offsets, flagMask) : naiveRank(p, cells, offsets, flagMask),
                    r, Long.toHexString(p));
            assertTrue(!hit[t][(int) r], "rank " + r + " given twice in tier " + t);
            hit[t][(int) r] = true;
            assertEquals(p, rk.unrank(t, r), "unrank of rank " + r + " in tier " + t);
        }
    }

    @Test
    void threeKindsOfPieceOnFiveCellsWithTwoFlagsRankEveryBoardDenselyAsDefined() {
        int[] offsets = {0, 8, 16};
        long flags = 1L << 30 | 1L << 40;
        checkDenseAndInverse(Shape.cells(5).pieces(offsets).flags(flags), 5, offsets, flags);
    }

    @Test
    void twoKindsInUnorderedPlanesOnNineCellsRankEveryBoardDenselyAsDefined() {
        int[] offsets = {32, 0}; // the first kind's plane above the second's
        long flags = 1L << 31;
        checkDenseAndInverse(Shape.cells(9).pieces(offsets).flags(flags), 9, offsets, flags);
    }

    @Test
    void oneKindIsASetRankedByItsColexAmongSubsetsOfItsSize() {
        checkDenseAndInverse(Shape.cells(10), 10, new int[] {0}, 0);
    }

    @Test
    void tiersAreTheCountVectorsInLexicographicOrderWithOneMorePieceAsChildren() {
        Shape shape = Shape.cells(3).pieces(0, 8);
        StrongGame.Ranking rk = shape.ranking();
        assertEquals(10, rk.tierCount()); // (x, o) with x + o <= 3
        assertArrayEquals(new int[] {0, 0}, shape.counts(0));
        assertArrayEquals(new int[] {0, 1}, shape.counts(1));
        assertArrayEquals(new int[] {1, 0}, shape.counts(4));
        assertArrayEquals(new int[] {4, 1}, rk.childTiers(0)); // one more X, one more O
        assertArrayEquals(new int[0], rk.childTiers(3)); // (0, 3): the board is full
        assertEquals(3, rk.tierSize(shape.tier(0b011L << 8 | 0b100L))); // one X, two O: 3 boards, no flag
    }

    @Test
    void aPredicateKeepsOnlySomeTiersAndTheChildTiersFollowIt() {
        // tic-tac-toe: X moves first, so X has as many pieces as O or one more
        Shape shape = Shape.cells(9).pieces(0, 16).tiers(c -> c[0] == c[1] || c[0] == c[1] + 1);
        StrongGame.Ranking rk = shape.ranking();
        assertEquals(10, rk.tierCount());
        for (int t = 0; t < rk.tierCount(); t++) {
            int[] c = shape.counts(t);
            assertEquals(t, c[0] + c[1]);
            assertArrayEquals(t < 9 ? new int[] {t + 1} : new int[0], rk.childTiers(t));
        }
        long all = 0;
        for (int t = 0; t < rk.tierCount(); t++) {
            all += rk.tierSize(t);
        }
        assertEquals(6046, all); // boards with #X - #O in {0, 1}, reachable or not
    }

    @Test
    void declaredChildTiersReplaceThePlacementDefault() {
        Shape shape = Shape.cells(4).childTiers(c -> new int[][] {{c[0] - 1}, {c[0] - 2}}); // a move removes 1 or 2
        StrongGame.Ranking rk = shape.ranking();
        assertArrayEquals(new int[0], rk.childTiers(0));
        assertArrayEquals(new int[] {0}, rk.childTiers(1));
        assertArrayEquals(new int[] {2, 1}, rk.childTiers(3));
    }

    /** A random code of a shape with offsets 0 and 32 and flag bit 31 on {@code cells} cells. */
    private static long randomCode(Random rnd, int cells) {
        long x = 0;
        long o = 0;
        for (int c = 0; c < cells; c++) {
            int s = rnd.nextInt(3);
            if (s == 1) {
                x |= 1L << c;
            } else if (s == 2) {
                o |= 1L << c;
            }
        }
        return o << 32 | x | (rnd.nextBoolean() ? 1L << 31 : 0);
    }

    private static long image(long p, int[] perm) {
        long q = p & 1L << 31;
        for (int c = 0; c < perm.length; c++) {
            q |= (p >>> c & 1) << perm[c];
            q |= (p >>> (32 + c) & 1) << (32 + perm[c]);
        }
        return q;
    }

    @Property(tries = 300)
    void theRepresentativeIsTheLeastImageUnderTheDeclaredSymmetries(@ForAll long seed,
            @ForAll @IntRange(min = 2, max = 5) int n) {
        int[][] perms = Shape.squareSymmetries(n);
        Shape shape = Shape.cells(n * n).pieces(0, 32).flags(1L << 31).symmetries(perms);
        assertTrue(shape.ranking().symmetric());
        long p = randomCode(new Random(seed), n * n);
        long least = Long.MAX_VALUE;
        for (int[] perm : perms) {
            least = Math.min(least, image(p, perm));
        }
        assertEquals(least, shape.canonical(p));
        assertEquals(shape.tier(p), shape.tier(least));
    }

    /**
     * The representatives of a range of ranks, as a symmetric database's reader recomputes them,
     * are the ranks whose position is its own canonical, tested rank by rank: in both rankings,
     * flags below or above the planes, three kinds, ranges that start and end inside a board's
     * flag values and inside a word.
     */
    @Test
    void representativesOfARangeOfRanksAreThoseWhosePositionIsItsOwnCanonical() {
        Shape[] shapes = {
            Shape.cells(9).pieces(0, 32).flags(1L << 31).symmetries(Shape.squareSymmetries(3)),
            Shape.cells(9).pieces(32, 0).flags(1L << 20 | 1L << 63).symmetries(Shape.squareSymmetries(3)),
            Shape.cells(9).pieces(0, 10, 20).flags(1L << 40).symmetries(Shape.squareSymmetries(3)),
            Shape.cells(16).pieces(0, 32).flags(1L << 31).symmetries(Shape.squareSymmetries(4)),
        };
        for (Shape shape : shapes) {
            for (StrongGame.Ranking rk : new StrongGame.Ranking[] {shape.ranking(), shape.formerRanking()}) {
                for (int t = 0; t < rk.tierCount(); t += shape == shapes[3] ? 7 : 1) {
                    long size = rk.tierSize(t);
                    long from = size > 5 ? 3 : 0;
                    int count = (int) Math.min(size - from, 20_000);
                    long[] got = shape.representatives(rk, t, from, count);
                    for (int i = 0; i < count; i++) {
                        long p = rk.unrank(t, from + i);
                        assertEquals(shape.canonical(p) == p, (got[i >>> 6] >>> i & 1) != 0, "tier " + t + " rank " + (from + i));
                    }
                    for (int i = count; i < got.length * 64; i++) {
                        assertEquals(0, got[i >>> 6] >>> i & 1);
                    }
                }
            }
        }
        Shape other = Shape.cells(9).pieces(0, 32).symmetries(Shape.squareSymmetries(3));
        assertThrows(IllegalArgumentException.class, () -> shapes[0].representatives(other.ranking(), 0, 0, 1));
    }

    @Test
    void theSquaresSymmetriesAreEightDistinctPermutationsIdentityFirst() {
        int[][] perms = Shape.squareSymmetries(4);
        assertEquals(8, Arrays.stream(perms).map(Arrays::toString).distinct().count());
        int[] identity = new int[16];
        Arrays.setAll(identity, i -> i);
        assertArrayEquals(identity, perms[0]);
    }

    @Test
    void aSymmetricShapeOfTwoKindsRanksPieceMajorAndItsFormerRankingAsBefore() {
        int[] offsets = {32, 0}; // the first kind's plane above the second's: the first kind is major
        Shape shape = Shape.cells(9).pieces(offsets).flags(1L << 20).symmetries(Shape.squareSymmetries(3));
        assertTrue(shape.ranking().symmetric() && shape.formerRanking().symmetric());
        checkDenseAndInverse(shape.ranking(), shape, 9, offsets, 1L << 20, true);
        checkDenseAndInverse(shape.formerRanking(), shape, 9, offsets, 1L << 20, false);
        Shape plain = Shape.cells(9).pieces(offsets).flags(1L << 20); // no symmetries: one ranking, as before
        assertSame(plain.ranking(), plain.formerRanking());
    }

    @Test
    void theCatalogueQuixoIsRankedByItsShapeSoOldDatabasesStillRead() {
        // ranks and representatives of the catalogue quixo:4 before it was ranked by a Shape
        // (its own colex tables, commit 56d7a22), which its databases are indexed by
        Quixo q = new Quixo(4);
        Shape shape = Shape.cells(16).pieces(0, 32).flags(1L << 31).symmetries(Shape.squareSymmetries(4));
        Random rnd = new Random(24);
        for (int i = 0; i < 20_000; i++) {
            long p = randomCode(rnd, 16);
            assertEquals(q.tier(p), shape.tier(p));
            assertEquals(q.ranking().rank(p), shape.ranking().rank(p));
            assertEquals(q.shape().formerRanking().rank(p), shape.formerRanking().rank(p));
            assertEquals(q.canonical(p), shape.canonical(p));
        }
        // the ranks of databases before record format 4 (session 11), and the piece-major ones since
        assertEquals(GOLDEN_RANK, q.shape().formerRanking().rank(q.parse("XO.X/.OO./X..X/O.XO:O")));
        assertEquals(GOLDEN_PIECE_MAJOR_RANK, q.ranking().rank(q.parse("XO.X/.OO./X..X/O.XO:O")));
        assertEquals(GOLDEN_REPRESENTATIVE, q.format(q.canonical(q.parse("XO.X/.OO./X..X/O.XO:O"))));
    }

    private static final long GOLDEN_RANK = 2_958_645;
    private static final long GOLDEN_PIECE_MAJOR_RANK = 2_124_943;
    private static final String GOLDEN_REPRESENTATIVE = "OX.X/..OO/X.O./OX.X:O";

    @Test
    void badShapesAreBadInputNamingThePart() {
        assertThrows(InvalidInputException.class, () -> Shape.cells(0));
        assertThrows(InvalidInputException.class, () -> Shape.cells(16).pieces(0, 8));
        assertThrows(InvalidInputException.class, () -> Shape.cells(16).pieces(0, 50));
        assertThrows(InvalidInputException.class, () -> Shape.cells(16).pieces(0, 32).flags(1L << 33));
        assertThrows(InvalidInputException.class, () -> Shape.cells(4).symmetries(new int[] {0, 0, 1, 2}));
        assertThrows(InvalidInputException.class, () -> Shape.cells(60).pieces(0, 0));
    }
}
