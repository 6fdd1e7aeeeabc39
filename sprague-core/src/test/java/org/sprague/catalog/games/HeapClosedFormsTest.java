package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.engine.GrundyClosedForm;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Move;
import org.sprague.game.Position;

class HeapClosedFormsTest {
    private static final Catalog CATALOG = Catalog.standard();

    private static ImpartialCatalogGame game(String id) {
        return (ImpartialCatalogGame) CATALOG.game(id);
    }

    @Test
    void bashIsNModMPlusOneOnEverySmallHeap() {
        for (int m = 1; m <= 7; m++) {
            ClosedFormChecks.assertAgrees(game("bash:" + m), ClosedFormChecks.all(1, 60));
        }
    }

    @Test
    void cappedNimIsTheNimSumOfResiduesOnAllSmallPositions() {
        for (int m = 1; m <= 5; m++) {
            ClosedFormChecks.assertAgrees(game("capped-nim:" + m), ClosedFormChecks.all(3, 9));
        }
        ClosedFormChecks.assertAgrees(game("capped-nim:1000"), ClosedFormChecks.all(2, 15));
    }

    @Test
    void powersOfTwoSubtractionIsNModThreeWithEveryPowerAsAMove() {
        ImpartialCatalogGame g = game("subtraction:pow2");
        ClosedFormChecks.assertAgrees(g, ClosedFormChecks.all(1, 300));
        ClosedFormChecks.assertAgrees(g, ClosedFormChecks.all(3, 12));
    }

    @Test
    void finiteSubtractionSetsAgreeWithSearchThroughTheirPeriod() {
        for (String s : List.of("1,3,4", "2,5,7", "1", "3", "1,4,9,16", "2,3")) {
            ImpartialCatalogGame g = game("subtraction:" + s);
            ClosedFormChecks.assertAgrees(g, ClosedFormChecks.all(1, 150));
            ClosedFormChecks.assertAgrees(g, ClosedFormChecks.all(2, 20));
        }
    }

    @Test
    void laskerFormulaAndItsSplitsAgreeWithSearch() {
        ImpartialCatalogGame g = game("lasker");
        ClosedFormChecks.assertAgrees(g, ClosedFormChecks.all(1, 70));
        ClosedFormChecks.assertAgrees(g, ClosedFormChecks.all(2, 16));
        ClosedFormChecks.assertAgrees(g, ClosedFormChecks.all(3, 6));
    }

    @Test
    void staircaseIsTheNimSumOfTheOddStairs() {
        ImpartialCatalogGame g = game("staircase");
        for (int stairs = 1; stairs <= 4; stairs++) {
            ClosedFormChecks.assertAgrees(g, ClosedFormChecks.all(stairs, stairs <= 2 ? 8 : 3));
        }
    }

    @Test
    void staircaseWinningMovesIncludeMovesFromAnEvenStairOntoAnOddOne() {
        ImpartialCatalogGame g = game("staircase");
        List<Move> moves = ((GrundyClosedForm) g.closedForm().orElseThrow()).winningMoves(Position.of(0, 1, 3, 3), 10);
        assertEquals(List.of("stair 2 -> 1: 2 coins", "stair 3 -> 2: 2 coins"), moves.stream().map(Move::label).toList());
        assertEquals(Position.of(0, 3, 1, 3), moves.get(0).to());
    }

    @Property(tries = 200)
    void laskerSplitsOfBigHeapsAreExactlyTheSolutions(@ForAll @IntRange(min = 1, max = 3000) int n,
            @ForAll @IntRange(min = 0, max = 4095) int w) {
        BigInteger target = BigInteger.valueOf(w);
        List<Long> expected = new ArrayList<>();
        for (long a = 1; 2 * a <= n; a++) {
            BigInteger ga = LaskerNim.grundy(BigInteger.valueOf(a));
            BigInteger gb = LaskerNim.grundy(BigInteger.valueOf(n - a));
            if (ga.xor(gb).equals(target)) {
                expected.add(a);
            }
        }
        List<Long> found = LaskerNim.splits(BigInteger.valueOf(n), target, Integer.MAX_VALUE).stream()
                .map(ab -> ab[0].longValueExact()).sorted().toList();
        assertEquals(expected, found);
    }

    @Test
    void laskerSplitsOfAFortyDigitHeapAreCorrectAndLimited() {
        BigInteger n = new BigInteger("1234567890123456789012345678901234567890");
        BigInteger a0 = new BigInteger("98765432109876543210");
        BigInteger w = LaskerNim.grundy(a0).xor(LaskerNim.grundy(n.subtract(a0)));
        List<BigInteger[]> splits = LaskerNim.splits(n, w, 50);
        assertTrue(!splits.isEmpty());
        assertTrue(splits.size() <= 50);
        for (BigInteger[] ab : splits) {
            assertEquals(n, ab[0].add(ab[1]));
            assertTrue(ab[0].signum() > 0 && ab[0].compareTo(ab[1]) <= 0);
            assertEquals(w, LaskerNim.grundy(ab[0]).xor(LaskerNim.grundy(ab[1])));
        }
    }

    @Test
    void bigHeapsAreExactForEveryClosedForm() {
        BigInteger big = new BigInteger("1234567890123456789012345678901234567890");
        Position p = new Position(List.of(big));
        assertEquals(big.mod(BigInteger.valueOf(4)), closed("bash:3").grundy(p));
        assertEquals(big.mod(BigInteger.valueOf(3)), closed("subtraction:pow2").grundy(p));
        // 1,3,4 has period 7: 0 1 0 1 2 3 2
        int[] period = {0, 1, 0, 1, 2, 3, 2};
        assertEquals(BigInteger.valueOf(period[big.mod(BigInteger.valueOf(7)).intValue()]),
                closed("subtraction:1,3,4").grundy(p));
        assertEquals(big, closed("lasker").grundy(p)); // big = 2 mod 4
        List<Move> moves = closed("subtraction:pow2").winningMoves(p, Integer.MAX_VALUE);
        // every 2^k <= n with 2^k = n mod 3 (here n = 0 mod 3? then none)
        for (Move m : moves) {
            assertEquals(BigInteger.ZERO, m.to().get(0).mod(BigInteger.valueOf(3)));
            assertEquals(1, big.subtract(m.to().get(0)).bitCount());
        }
    }

    @Test
    void everyPowerOfTwoOfTheRightResidueIsAWinningMoveOnABigHeap() {
        BigInteger n = BigInteger.ONE.shiftLeft(100).add(BigInteger.valueOf(6)); // = 1 mod 3: the even powers
        int r = n.mod(BigInteger.valueOf(3)).intValue();
        List<BigInteger> expected = new ArrayList<>();
        for (int k = 0; k <= 100; k++) {
            BigInteger power = BigInteger.ONE.shiftLeft(k);
            if (power.mod(BigInteger.valueOf(3)).intValue() == r && power.compareTo(n) <= 0) {
                expected.add(n.subtract(power));
            }
        }
        List<BigInteger> found = closed("subtraction:pow2").winningMoves(new Position(List.of(n)), Integer.MAX_VALUE)
                .stream().map(m -> m.to().get(0)).toList();
        assertEquals(java.util.Set.copyOf(expected), java.util.Set.copyOf(found));
        assertEquals(expected.size(), found.size());
        assertEquals(51, found.size()); // 2^0, 2^2, ..., 2^100
    }

    @Property(tries = 60)
    void residueClosedFormsAgreeWithSearchOnLargerRandomPositions(@ForAll @IntRange(min = 1, max = 40) int m,
            @ForAll @IntRange(min = 0, max = 1500) int a, @ForAll @IntRange(min = 0, max = 1500) int b) {
        Position p = Position.of(a, b);
        for (String id : List.of("capped-nim:" + m, "subtraction:pow2", "lasker")) {
            ClosedFormChecks.assertAgrees(game(id), List.of(p), 4);
        }
        ClosedFormChecks.assertAgrees(game("bash:" + m), List.of(Position.of(a)), 4);
    }

    private static GrundyClosedForm closed(String id) {
        return (GrundyClosedForm) game(id).closedForm().orElseThrow();
    }
}
