package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.api.Test;
import org.sprague.search.engine.ChainedLongMemo;
import org.sprague.search.engine.HashLongMemo;
import org.sprague.search.engine.KeyShapes;
import org.sprague.search.PackedGame;
import org.sprague.search.PackedGame.KeyShape;
import org.sprague.search.engine.PackedSearch;

/**
 * The catalogue's packed games declare the shape of their keys, and a search without a rank
 * (or past the rank's bound) gets the memo for it: heaps, pairs, a number in fields
 * {@link ChainedLongMemo}; bit boards {@link HashLongMemo}.
 */
class PackedKeyShapeTest {
    private static final long LIMIT = 1_000; // a small position limit: a rank's bound past it is not dense

    private static void memoIs(Class<?> memo, PackedGame g, long root) {
        assertInstanceOf(memo, PackedSearch.memoFor(g, root, LIMIT), g.getClass().getSimpleName());
    }

    @Test
    void heapsInFieldsDeclareNumbersAndGetTheChainedMemo() {
        PackedRuleHeaps whole = new PackedRuleHeaps(PackedRuleHeaps.NIM, 8, false);
        assertEquals(KeyShape.NUMBERS, whole.keyShape());
        memoIs(ChainedLongMemo.class, whole, whole.pack(new int[] {200, 150, 100}, 3));
        PackedMoore moore = new PackedMoore(2, 4);
        assertEquals(KeyShape.NUMBERS, moore.keyShape());
        memoIs(ChainedLongMemo.class, moore, moore.pack(new int[] {12, 12, 12, 12, 12}, 5));
        PackedStaircase stairs = new PackedStaircase(4);
        assertEquals(KeyShape.NUMBERS, stairs.keyShape());
    }

    @Test
    void unaryHeapsDeclareABitBoard() {
        assertEquals(KeyShape.BITBOARD, new PackedRuleHeaps(PackedRuleHeaps.NIM, 0, false).keyShape());
    }

    @Test
    void pairsANumberAndSheetsDeclareNumbersAndFallBackFromTheirRankToTheChainedMemo() {
        PackedPair.Wythoff wythoff = new PackedPair.Wythoff();
        PackedPair.Kiki kiki = new PackedPair.Kiki();
        assertEquals(KeyShape.NUMBERS, wythoff.keyShape());
        assertEquals(KeyShape.NUMBERS, kiki.keyShape());
        memoIs(ChainedLongMemo.class, wythoff, PackedPair.pair(30_000, 30_000)); // rank past 4 LIMIT + 2^20
        memoIs(ChainedLongMemo.class, kiki, PackedPair.pair(30_000, 30_000));
        assertEquals(KeyShape.NUMBERS, new PackedMultiplication().keyShape());
        memoIs(ChainedLongMemo.class, new PackedMultiplication(), 20_000);
        assertEquals(KeyShape.NUMBERS, new PackedCutting().keyShape());
    }

    @Test
    void cramAndChompDeclareBitBoardsAndTheirSampleAgrees() {
        PackedCram cram = new PackedCram(5, 6);
        long full = 0;
        for (int r = 0; r < 5; r++) {
            for (int c = 0; c < 6; c++) {
                full |= cram.bit(r, c);
            }
        }
        assertEquals(KeyShape.BITBOARD, cram.keyShape());
        assertEquals(KeyShape.BITBOARD, KeyShapes.sample(cram, full));
        memoIs(HashLongMemo.class, cram, full);
        PackedChomp chomp = new PackedChomp();
        long square = 0;
        for (int i = 0; i < 11; i++) {
            square |= 11L << (4 * i);
        }
        assertEquals(KeyShape.BITBOARD, chomp.keyShape());
        assertEquals(KeyShape.BITBOARD, KeyShapes.sample(chomp, square));
        memoIs(HashLongMemo.class, chomp, square);
        assertEquals(KeyShape.BITBOARD, new PackedZeroXorSet().keyShape());
    }
}
