package org.sprague.search.engine;

import org.sprague.search.PackedGame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;
import org.sprague.game.LoopyGameException;
import org.sprague.game.PositionLimitException;
import org.sprague.game.TimeLimitException;

/** Lemoine and Viennot's pruned nimber search against the plain mex search (the oracle). */
class NimberPruningSearchTest {

    /**
     * Lasker's Nim: take any number from a heap, or split a heap into two non-empty heaps; a
     * position is two heaps {@code a << 16 | b}, split into its heaps as components. Values
     * grow like the heap, so they pass 64 (the search's reached-values mask).
     */
    static final class Lasker implements PackedGame {
        @Override
        public void options(long p, OptionSink sink) {
            long a = p >>> 16;
            long b = p & 0xffff;
            if (a != 0) { // a position with two heaps: options are each heap's options beside the other
                for (long k = 0; k < a; k++) {
                    sink.sum(k, b);
                }
                for (long k = 0; k < b; k++) {
                    sink.sum(a, k);
                }
                return;
            }
            for (long k = 0; k < b; k++) {
                sink.option(k);
            }
            for (long k = 1; k <= b - k; k++) {
                sink.option(k << 16 | (b - k));
            }
        }

        @Override
        public void components(long p, java.util.function.LongConsumer sink) {
            long a = p >>> 16;
            long b = p & 0xffff;
            if (a != 0) {
                sink.accept(a);
            }
            if (b != 0) {
                sink.accept(b);
            }
        }
    }

    private static int laskerValue(long heap) {
        // Lasker's Nim: g(4k+1)=4k+1, g(4k+2)=4k+2, g(4k+3)=4k+4, g(4k+4)=4k+3 (Winning Ways ch. 4)
        if (heap == 0) {
            return 0;
        }
        long r = heap % 4;
        return (int) (r == 3 ? heap + 1 : r == 0 ? heap - 1 : heap);
    }

    @Test
    void nimbersOfRandomGamesWithSumsMatchThePlainSearch() {
        for (long seed = 1; seed <= 20; seed++) {
            PackedSearchTest.RandomDag g = new PackedSearchTest.RandomDag(300, seed, true);
            PackedSearch plain = new PackedSearch(g, Fold.mex(), new HashLongMemo(), SearchMonitor.limit(1_000_000));
            NimberPruningSearch pruned = new NimberPruningSearch(g, new HashLongMemo(), SearchMonitor.limit(1_000_000));
            for (long p = 299; p >= 0; p--) {
                assertEquals(plain.value(p), pruned.nimber(p), "seed " + seed + " position " + p);
            }
        }
    }

    @Test
    void probesOfEveryTargetAnswerLikeThePlainSearchWithKnowledgeSharedBetweenProbes() {
        for (long seed = 1; seed <= 10; seed++) {
            PackedSearchTest.RandomDag g = new PackedSearchTest.RandomDag(200, seed, true);
            PackedSearch plain = new PackedSearch(g, Fold.mex(), new HashLongMemo(), SearchMonitor.limit(1_000_000));
            NimberPruningSearch shared = new NimberPruningSearch(g, new HashLongMemo(), SearchMonitor.limit(1_000_000));
            for (long p = 199; p >= 0; p -= 3) {
                int v = plain.value(p);
                for (int n = 0; n <= v + 2; n++) {
                    NimberPruningSearch fresh = new NimberPruningSearch(g, new HashLongMemo(),
                            SearchMonitor.limit(1_000_000));
                    assertEquals(v == n, fresh.hasNimber(p, n), "seed " + seed + " fresh " + p + " + *" + n);
                    assertEquals(v == n, shared.hasNimber(p, n), "seed " + seed + " shared " + p + " + *" + n);
                }
                assertEquals(v != 0, shared.wins(p));
            }
        }
    }

    @Test
    void laskersNimValuesAbove64MatchTheKnownFormula() {
        NimberPruningSearch s = new NimberPruningSearch(new Lasker(), new HashLongMemo(), SearchMonitor.limit(1_000_000));
        for (long h = 150; h >= 0; h -= 7) {
            assertEquals(laskerValue(h), s.nimber(h), "heap " + h);
        }
        assertEquals(laskerValue(100) ^ laskerValue(77), s.nimber(100 << 16 | 77));
        assertTrue(s.hasNimber(99 << 16 | 70, laskerValue(99) ^ laskerValue(70)));
    }

    @Property(tries = 60)
    void aSumOfTwoLaskerHeapsIsAPPositionExactlyWhenTheirValuesAreEqual(
            @ForAll @LongRange(min = 1, max = 90) long a, @ForAll @LongRange(min = 0, max = 90) long b,
            @ForAll @IntRange(min = 0, max = 3) int extra) {
        NimberPruningSearch s = new NimberPruningSearch(new Lasker(), new HashLongMemo(), SearchMonitor.limit(1_000_000));
        boolean p = laskerValue(a) == (laskerValue(b) ^ extra);
        assertEquals(p, s.hasNimber(a << 16 | b, extra), a + " + " + b + " + *" + extra);
        assertEquals(laskerValue(a) != laskerValue(b), s.wins(a << 16 | b));
    }

    @Test
    void aChainOfAMillionPositionsNeedsNoCallStack() {
        NimberPruningSearch s = NimberPruningSearch.of(new PackedSearchTest.Chain(), SearchMonitor.limit(2_000_000),
                1_000_000);
        assertEquals(0, s.nimber(1_000_000));
        assertTrue(s.wins(999_999));
    }

    @Test
    void aPositionLimitStopsTheSearchAndTheMemoStaysUsable() {
        NimberPruningSearch s = new NimberPruningSearch(new PackedSearchTest.Chain(), new HashLongMemo(),
                SearchMonitor.limit(10_000));
        assertThrows(PositionLimitException.class, () -> s.nimber(100_000));
        assertEquals(1, s.nimber(5_001));
    }

    @Test
    void theMonitorsDeadlineStopsTheSearch() {
        PackedGame endless = (p, sink) -> sink.option(p + 1);
        Deadline deadline = Deadline.after(Duration.ofMillis(200));
        NimberPruningSearch s = new NimberPruningSearch(endless, new HashLongMemo(),
                SearchMonitor.limit(Long.MAX_VALUE).following(SearchThreads.until(deadline)));
        assertThrows(TimeLimitException.class, () -> s.wins(0));
    }

    @Test
    void aCycleIsReportedAsLoopy() {
        PackedGame loop = (p, sink) -> sink.option((p + 1) % 5);
        NimberPruningSearch s = new NimberPruningSearch(loop, new HashLongMemo(), SearchMonitor.limit(100));
        assertThrows(LoopyGameException.class, () -> s.nimber(0));
    }
}
