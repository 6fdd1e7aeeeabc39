package org.sprague.search.engine;

import org.sprague.search.PackedGame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.game.Deadline;
import org.sprague.game.LoopyGameException;
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
                    SplitRootSearch s = new SplitRootSearch(g, g, SearchMonitor.limit(1_000_000), threads);
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
            assertEquals(plain.value(h), new SplitRootSearch(g, g, SearchMonitor.limit(1_000_000), 2).value(h), "heap " + h);
        }
    }

    @Test
    void aDenseRankIsSharedWithoutLocksAndAChainNeedsNoCallStack() {
        SplitRootSearch s = new SplitRootSearch(new PackedSearchTest.Chain(), new PackedSearchTest.Chain(), SearchMonitor.limit(2_000_000), 2);
        assertEquals(0, s.value(1_000_000));
    }

    @Test
    void aPositionLimitOrADeadlineStopsBothThreads() {
        SplitRootSearch s = new SplitRootSearch(new NimberPruningSearchTest.Lasker(), new NimberPruningSearchTest.Lasker(), SearchMonitor.limit(100), 2);
        assertThrows(PositionLimitException.class, () -> s.value(150L << 16 | 149));
        PackedGame endless = (p, sink) -> {
            sink.option(p + 1);
            sink.option(p + 2);
        };
        Deadline deadline = Deadline.after(Duration.ofMillis(200));
        SplitRootSearch t = new SplitRootSearch(endless, endless,
                SearchMonitor.limit(Long.MAX_VALUE).following(SearchThreads.until(deadline)), 2);
        assertThrows(TimeLimitException.class, () -> t.value(0));
    }

    @Test
    void oneSearchAnswersARootThenItsOptionsFromTheSharedMemo() {
        PackedSearchTest.RandomDag g = new PackedSearchTest.RandomDag(3_000, 7, true);
        PackedSearch plain = new PackedSearch(g, Fold.mex(), new HashLongMemo(), SearchMonitor.limit(1_000_000));
        SplitRootSearch s = new SplitRootSearch(g, g, SearchMonitor.limit(1_000_000), 2);
        long root = 2_999;
        while (PackedEdges.options(g, root).size() < 4) {
            root--;
        }
        assertEquals(plain.value(root), s.value(root));
        assertEquals(2, s.threadsUsed());
        long stored = s.positionsStored();
        for (long[] option : PackedEdges.options(g, root)) {
            int expected = plain.value(option);
            int x = 0;
            for (long part : option) {
                x ^= s.value(part);
            }
            assertEquals(expected, x, "option " + java.util.Arrays.toString(option));
        }
        assertEquals(stored, s.positionsStored(), "the options were memo hits");
        assertEquals(plain.value(2_500), s.value(2_500), "a later root, split again");
    }

    /** Heap n: remove one and split the rest into three heaps (parts), or take one (an option). */
    static final class ThreeWaySplit implements PackedGame {
        @Override
        public void options(long p, OptionSink sink) {
            if (p > 0) {
                sink.option(p - 1);
            }
            long[] parts = new long[3];
            for (long a = 1; a <= p - 1; a++) {
                for (long b = a; a + b <= p - 1; b++) {
                    long c = p - 1 - a - b;
                    if (c >= b) {
                        parts[0] = a;
                        parts[1] = b;
                        parts[2] = c;
                        sink.parts(parts, 3);
                    }
                }
            }
        }
    }

    @Test
    void optionsStreamedAsManyPartsAreReversedIntact() {
        ThreeWaySplit g = new ThreeWaySplit();
        PackedSearch plain = new PackedSearch(g, Fold.mex(), new HashLongMemo(), SearchMonitor.limit(1_000_000));
        for (long h : new long[] {0, 1, 5, 17, 40, 61}) {
            assertEquals(plain.value(h), new SplitRootSearch(g, g, SearchMonitor.limit(1_000_000), 2).value(h), "heap " + h);
        }
    }

    @Test
    void aDeadlineGivenToTheMonitorStopsBothThreadsWithNoThreadBoundDeadline() throws Exception {
        PackedGame endless = (p, sink) -> {
            sink.option(p + 1);
            sink.option(p + 2);
        };
        org.sprague.game.Deadline d = org.sprague.game.Deadline.after(Duration.ofMillis(200));
        SplitRootSearch t = new SplitRootSearch(endless, endless, SearchMonitor.limit(Long.MAX_VALUE).following(SearchThreads.until(d)), 2);
        TimeLimitException e = assertThrows(TimeLimitException.class, () -> t.value(0));
        assertEquals(Duration.ofMillis(200), e.limit());
        assertEquals(2, t.threadsUsed());
        for (int i = 0; i < 100 && Thread.getAllStackTraces().keySet().stream()
                .anyMatch(th -> th.isAlive() && th.getName().equals("sprague-split-root")); i++) {
            Thread.sleep(20);
        }
        assertEquals(0, Thread.getAllStackTraces().keySet().stream()
                .filter(th -> th.isAlive() && th.getName().equals("sprague-split-root")).count(),
                "the helper thread ended with its caller");
    }

    @Test
    void aGameThatDoesNotSayItCanBeSharedRunsOnOneThread() {
        NimberPruningSearchTest.Lasker g = new NimberPruningSearchTest.Lasker(); // forAnotherThread: null
        SplitRootSearch s = new SplitRootSearch(g, SearchMonitor.limit(1_000_000), 2);
        PackedSearch plain = new PackedSearch(g, Fold.mex(), new HashLongMemo(), SearchMonitor.limit(1_000_000));
        assertEquals(plain.value(90), s.value(90));
        assertEquals(1, s.threadsUsed());
        assertEquals(SplitRootSearch.ONE_THREAD, s.oneThreadReason(), "said to the solver's SearchThreads");
    }

    @Test
    void aCycleIsFoundOnTwoThreads() {
        PackedGame loopy = (p, sink) -> {
            sink.option((p + 1) % 50);
            sink.option((p + 7) % 50);
            sink.option((p + 13) % 50);
        };
        SplitRootSearch s = new SplitRootSearch(loopy, loopy, SearchMonitor.limit(1_000_000), 2);
        assertThrows(LoopyGameException.class, () -> s.value(0));
    }

    /** A subtraction game {1, 2, 3, 5, 8} with its heap as a dense rank. */
    static final class RankedSubtraction implements PackedGame {
        @Override
        public void options(long p, OptionSink sink) {
            for (int k : new int[] {1, 2, 3, 5, 8}) {
                if (p >= k) {
                    sink.option(p - k);
                }
            }
        }

        @Override
        public long rank(long p) {
            return p;
        }

        @Override
        public long rankBound(long root) {
            return root + 1;
        }
    }

    @Test
    void twoThreadsOnADenseRankGiveThePlainValuesAndTheMemoGrowsForABiggerRoot() {
        PackedSearch plain = new PackedSearch(new RankedSubtraction(), Fold.mex(), new HashLongMemo(),
                SearchMonitor.limit(1_000_000));
        SplitRootSearch s = new SplitRootSearch(new RankedSubtraction(), new RankedSubtraction(), SearchMonitor.limit(1_000_000), 2);
        for (long root : new long[] {100, 7, 5_000, 20_000, 19_999}) {
            assertEquals(plain.value(root), s.value(root), "heap " + root);
        }
        // every rank 0..20,000 stored once and counted once, whichever thread stored it first
        assertEquals(20_001, s.positionsStored(), "positions stored");
    }

    /** Positions -2500..2499 ranked densely, for the dense layout's views. */
    private static final PackedGame RANKED = new PackedGame() {
        @Override
        public void options(long position, OptionSink sink) {
        }

        @Override
        public long rank(long position) {
            return position + 2_500;
        }

        @Override
        public long rankBound(long root) {
            return 5_000;
        }
    };

    @Test
    void aKeyOrAValueTooWideForACompactSlotTurnsItsSegmentWideKeepingTheOthers() {
        SharedLongMemo shared = SharedLongMemo.hashed();
        LongMemo a = shared.view();
        LongMemo b = shared.view();
        for (long k = 0; k < 20_000; k++) {
            a.put(k, (int) (k % 50));
        }
        a.put(-1L, 7);              // 64 bits
        a.put(1L << 55, 9);          // past 52 bits
        a.put(123_456L, 1_000_000);  // past the 12-bit cell
        for (long k = 0; k < 20_000; k++) {
            assertEquals((int) (k % 50), b.get(k), "key " + k);
        }
        assertEquals(7, b.get(-1L));
        assertEquals(9, b.get(1L << 55));
        assertEquals(1_000_000, b.get(123_456L));
        assertEquals(LongMemo.MISSING, b.get((1L << 55) + 1));
        assertEquals(20_003, shared.size());
    }

    @Test
    void aDenseViewKeepsItsOwnPathMarksAndSharesValues() {
        viewsKeepTheirMarks(SharedLongMemo.dense(RANKED, 5_000));
    }

    @Test
    void aViewKeepsItsOwnPathMarksAndSharesValues() {
        viewsKeepTheirMarks(SharedLongMemo.hashed());
    }

    private static void viewsKeepTheirMarks(SharedLongMemo shared) {
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
