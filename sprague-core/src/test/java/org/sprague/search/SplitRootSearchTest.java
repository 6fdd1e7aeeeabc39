package org.sprague.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.game.Cancellation;
import org.sprague.game.PositionLimitException;
import org.sprague.game.TimeLimitException;

/** The two-thread root split against the one-thread engine, and the shared memo's views. */
class SplitRootSearchTest {

    @Test
    void twoThreadsGiveTheValuesOfTheOneThreadSearchOnRandomGamesWithSums() {
        for (long seed = 1; seed <= 20; seed++) {
            PackedSearchTest.RandomDag g = new PackedSearchTest.RandomDag(2_000, seed, true);
            PackedSearch plain = new PackedSearch(g, Fold.mex(), new HashLongMemo(), SearchMonitor.limit(1_000_000));
            for (long p = 1_999; p >= 1_900; p -= 9) {
                for (int threads = 1; threads <= 2; threads++) {
                    SplitRootSearch s = new SplitRootSearch(g, SearchMonitor.limit(1_000_000), threads);
                    assertEquals(plain.value(p), s.value(p), "seed " + seed + " position " + p + " threads " + threads);
                }
            }
        }
    }

    @Test
    void twoThreadsOnLaskersNimWithLargeValues() {
        NimberPruningSearchTest.Lasker g = new NimberPruningSearchTest.Lasker();
        PackedSearch plain = new PackedSearch(g, Fold.mex(), new HashLongMemo(), SearchMonitor.limit(1_000_000));
        for (long h : new long[] {0, 1, 70, 131, 200}) {
            assertEquals(plain.value(h), new SplitRootSearch(g, SearchMonitor.limit(1_000_000), 2).value(h), "heap " + h);
        }
    }

    @Test
    void aDenseRankIsSharedWithoutLocksAndAChainNeedsNoCallStack() {
        SplitRootSearch s = new SplitRootSearch(new PackedSearchTest.Chain(), SearchMonitor.limit(2_000_000), 2);
        assertEquals(0, s.value(1_000_000));
    }

    @Test
    void aPositionLimitOrADeadlineStopsBothThreads() {
        SplitRootSearch s = new SplitRootSearch(new NimberPruningSearchTest.Lasker(), SearchMonitor.limit(100), 2);
        assertThrows(PositionLimitException.class, () -> s.value(150L << 16 | 149));
        PackedGame endless = (p, sink) -> {
            sink.option(p + 1);
            sink.option(p + 2);
        };
        SplitRootSearch t = new SplitRootSearch(endless, SearchMonitor.limit(Long.MAX_VALUE), 2);
        assertThrows(TimeLimitException.class, () -> Cancellation.within(Duration.ofMillis(200), () -> t.value(0)));
    }

    @Test
    void aViewKeepsItsOwnPathMarksAndSharesValues() {
        SharedLongMemo shared = SharedLongMemo.hashed();
        LongMemo a = shared.view();
        LongMemo b = shared.view();
        Random r = new Random(3);
        Map<Long, Integer> marks = new HashMap<>();
        for (int i = 0; i < 200_000; i++) {
            long key = r.nextInt(5_000) - 2_500;
            int op = r.nextInt(3);
            if (op == 0) {
                a.put(key, LongMemo.ON_STACK);
                marks.putIfAbsent(key, LongMemo.ON_STACK);
            } else if (op == 1 && marks.containsKey(key)) {
                a.put(key, (int) (key & 7) + 1); // a value: the mark goes, the value is shared
                marks.remove(key);
            }
            long probe = r.nextInt(5_000) - 2_500;
            Integer mark = marks.get(probe);
            int inShared = b.get(probe);
            if (mark != null && inShared < 0) {
                assertEquals(LongMemo.ON_STACK, a.get(probe), "key " + probe);
            }
            if (inShared >= 0) {
                assertEquals((int) (probe & 7) + 1, inShared);
                assertEquals(inShared, a.get(probe));
            } else {
                assertEquals(LongMemo.MISSING, b.get(probe), "b sees no mark of a: " + probe);
            }
        }
    }
}
