package org.sprague.heap.engine;

import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapRules;
import org.sprague.heap.NaiveSequenceCalculator;
import org.sprague.heap.Options;
import org.sprague.heap.SparseSpaceCalculator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.sprague.game.InvalidInputException;

class DiskSparseCalculatorTest {
    static final HeapCode GRUNDY = HeapCode.grundysGame();
    static final HeapCode OFFICERS = HeapCode.finite("0.6", 0, 6);
    static final HeapCode KAYLES = HeapCode.finite("0.77", 0, 7, 7);

    /**
     * Tiny memory: a prefix of 40 values, a window of 64, blocks of 16, so that phase 2's
     * partners and phase 4's scans reach the store on every heap past a few hundred.
     */
    static DiskSparseCalculator.Settings tiny(int threads) {
        return new DiskSparseCalculator.Settings(threads, 40, 64, 16, -1, false);
    }

    static int[] inMemory(HeapCode code, int count) {
        return new SparseSpaceCalculator().compute(code, count).values().toIntArray();
    }

    static MemorySequenceStore run(HeapCode code, long count, DiskSparseCalculator.Settings s) {
        MemorySequenceStore store = new MemorySequenceStore();
        new DiskSparseCalculator(s).compute(code, count, store, DiskSparseCalculator.Listener.NONE);
        return store;
    }

    @Test
    void tinyMemoryGivesTheInMemoryValuesOfGrundysGameAndOfficers() {
        for (HeapCode code : List.of(GRUNDY, OFFICERS, KAYLES)) {
            int[] expected = inMemory(code, 5000);
            for (int threads = 1; threads <= 2; threads++) {
                MemorySequenceStore store = run(code, 5000, tiny(threads));
                assertArrayEquals(expected, store.values(), code + " on " + threads + " threads");
                if (code != KAYLES) { // Kayles: 9 rare heaps, all small, and short scans
                    assertTrue(store.reads > 0, code + ": the store was read, the slow paths ran");
                }
            }
        }
    }

    @Provide
    Arbitrary<HeapCode> codes() {
        Arbitrary<HeapCode> octal = Arbitraries.integers().between(0, 4095).map(c -> HeapCode.finite(
                "0." + Integer.toOctalString(c + 4096).substring(1), 0, c >> 9, (c >> 6) & 7, (c >> 3) & 7, c & 7));
        Arbitrary<HeapCode> withZero = Arbitraries.integers().between(0, 511).map(c -> HeapCode.finite(
                "4." + Integer.toOctalString(c + 512).substring(1), 4, c >> 6, (c >> 3) & 7, c & 7));
        return Arbitraries.oneOf(octal, withZero, Arbitraries.just(GRUNDY));
    }

    /** Property: every finite code, any memory split and thread count: the naive mex's values. */
    @Property(tries = 60)
    void everyCodeGivesTheNaiveValues(@ForAll("codes") HeapCode code, @ForAll @IntRange(min = 1, max = 2) int threads,
            @ForAll @IntRange(min = 1, max = 3) int shape) {
        int count = 1500;
        int[] naive = new NaiveSequenceCalculator().compute(code, count).values().toIntArray();
        DiskSparseCalculator.Settings s = switch (shape) {
            case 1 -> tiny(threads);
            case 2 -> new DiskSparseCalculator.Settings(threads, 7, 24, 8, -1, false);
            default -> new DiskSparseCalculator.Settings(threads, 1 << 20, 1 << 12, 1 << 10, -1, false);
        };
        assertArrayEquals(naive, run(code, count, s).values(), code.name());
    }

    @Provide
    Arbitrary<HeapCode> oneSplitDigit() {
        // 0.d1 d2 d3 with bit 4 (two heaps left) in exactly one digit: phase 4's one-digit scan
        Arbitrary<HeapCode> octal = Arbitraries.integers().between(0, 3 * 64 - 1).map(c -> {
            int at = c % 3;
            int r = c / 3;
            int[] d = {r & 3, (r >> 2) & 3, (r >> 4) & 3};
            d[at] |= 4;
            return HeapCode.finite("0." + d[0] + d[1] + d[2], 0, d[0], d[1], d[2]);
        });
        return Arbitraries.oneOf(octal, Arbitraries.just(GRUNDY), Arbitraries.just(OFFICERS));
    }

    /**
     * Property: codes with one split digit take phase 4's one-digit loop (chunks of marks from the
     * prefix and the window); under any fixed mask (bad masks make most values rare, so scans run
     * long or to the end) and with the prefix and window holding every value or few of them, it
     * gives the naive values.
     */
    @Property(tries = 80)
    void oneSplitDigitCodesGiveTheNaiveValuesUnderAnyMask(@ForAll("oneSplitDigit") HeapCode code,
            @ForAll @IntRange(min = 0, max = 511) int mask, @ForAll boolean domain, @ForAll boolean large) {
        int count = 1500;
        int[] naive = new NaiveSequenceCalculator().compute(code, count).values().toIntArray();
        var s = large ? new DiskSparseCalculator.Settings(1, 1 << 20, 1 << 12, 1 << 10, mask, domain)
                : new DiskSparseCalculator.Settings(1, 40, 64, 16, mask, domain);
        assertArrayEquals(naive, run(code, count, s).values(), code.name() + " mask " + mask + " " + domain);
    }

    @Test
    void everyFixedMaskGivesTheSameValues() {
        int[] expected = inMemory(GRUNDY, 1200);
        for (int mask = 0; mask < 16; mask++) {
            for (boolean domain : new boolean[] {false, true}) {
                var s = new DiskSparseCalculator.Settings(1, 40, 64, 16, mask, domain);
                assertArrayEquals(expected, run(GRUNDY, 1200, s).values(), "mask " + mask + " " + domain);
            }
        }
    }

    /**
     * Two threads speculate batches of heaps (from 8 batches on) and complete them in order:
     * under every fixed mask (a bad mask makes many heaps rare, so completions often find a rare
     * mex, scan the skipped splits and meet rare heaps found inside the batch) and with batches
     * of 512 heaps (the completion's skipped splits reach 512 and more), the values of one thread.
     */
    @Test
    void twoThreadsSpeculatingBatchesGiveTheValuesOfOneThread() {
        int[] expected = inMemory(GRUNDY, 1200);
        for (int mask = 0; mask < 16; mask++) {
            for (boolean domain : new boolean[] {false, true}) {
                var s = new DiskSparseCalculator.Settings(2, 40, 64, 16, mask, domain);
                assertArrayEquals(expected, run(GRUNDY, 1200, s).values(), "mask " + mask + " " + domain);
            }
        }
        for (HeapCode code : List.of(GRUNDY, OFFICERS, HeapCode.finite("0.26", 0, 2, 6))) {
            int[] values = inMemory(code, 12_000);
            var s = new DiskSparseCalculator.Settings(2, 1 << 20, 1 << 12, 1 << 10, -1, false);
            assertArrayEquals(values, run(code, 12_000, s).values(), code.name());
        }
    }

    @Test
    void aRunInterruptedAnywhereResumesToTheSameValuesAndReport() {
        for (int threads = 1; threads <= 2; threads++) {
            var s = tiny(threads);
            MemorySequenceStore whole = new MemorySequenceStore();
            DiskSparseCalculator.Result expected = new DiskSparseCalculator(s).compute(OFFICERS, 6000, whole,
                    DiskSparseCalculator.Listener.NONE);
            // stop (checkpoint and throw) every so often, then resume in a new calculator from the store
            MemorySequenceStore store = new MemorySequenceStore();
            DiskSparseCalculator.Result r = null;
            int stops = 0;
            while (r == null) {
                int[] reports = {0};
                try {
                    r = new DiskSparseCalculator(s).compute(OFFICERS, 6000, store, p -> ++reports[0] % 37 == 0
                            ? DiskSparseCalculator.Action.STOP : DiskSparseCalculator.Action.CONTINUE);
                } catch (DiskSparseCalculator.Interrupted e) {
                    stops++;
                    assertEquals(e.saved(), store.state.computed());
                }
            }
            assertTrue(stops > 3, "stopped " + stops + " times");
            assertArrayEquals(whole.values(), store.values());
            assertEquals(expected.censuses(), r.censuses());
            assertEquals(expected.rare(), r.rare());
            assertEquals(expected.last(), r.last());
        }
    }

    @Test
    void aRunResumedBeforeOrAfterTheValuesPass255WidensToTheSameValues() {
        // 0.6's values pass 255 at heap 10,344: the prefix and window go from bytes to chars there,
        // in a run, in a run resumed below it, and while a store holding chars is loaded
        int[] expected = inMemory(OFFICERS, 12_000);
        assertTrue(Arrays.stream(expected, 0, 10_344).max().getAsInt() <= 255);
        assertTrue(expected[10_344] > 255);
        // two threads (one thread widens in aRunLongerThanTheWindow...); the prefix holds every
        // value (the scans stay in memory), the window shifts
        var s = new DiskSparseCalculator.Settings(2, 1 << 14, 1 << 10, 1 << 8, -1, false);
        for (int first : new int[] {10_000, 11_000}) {
            MemorySequenceStore store = run(OFFICERS, first, s);
            new DiskSparseCalculator(s).compute(OFFICERS, 12_000, store, DiskSparseCalculator.Listener.NONE);
            assertArrayEquals(expected, store.values(), "resumed at " + first);
        }
    }

    @Test
    void aCrashAfterACheckpointResumesFromIt() {
        // kill -9 in the middle: the store holds the last commit and blocks written since
        var s = tiny(2);
        MemorySequenceStore store = new MemorySequenceStore();
        List<MemorySequenceStore> snapshots = new ArrayList<>();
        new DiskSparseCalculator(s).compute(GRUNDY, 4000, store, p -> {
            if (store.state != null && snapshots.size() < 30) {
                snapshots.add(store.crashCopy());
            }
            return p.computed() % 3 == 0 ? DiskSparseCalculator.Action.CHECKPOINT : DiskSparseCalculator.Action.CONTINUE;
        });
        int[] expected = store.values();
        assertTrue(snapshots.size() > 5);
        for (MemorySequenceStore crashed : snapshots) {
            new DiskSparseCalculator(s).compute(GRUNDY, 4000, crashed, DiskSparseCalculator.Listener.NONE);
            assertArrayEquals(expected, crashed.values());
        }
    }

    @Test
    void aLongerRunExtendsAStoredOneAndAShorterOneReportsWithoutComputing() {
        var s = tiny(1);
        MemorySequenceStore store = run(GRUNDY, 1000, s);
        new DiskSparseCalculator(s).compute(GRUNDY, 3000, store, DiskSparseCalculator.Listener.NONE);
        assertArrayEquals(inMemory(GRUNDY, 3000), store.values());
        int commits = store.commits;
        var r = new DiskSparseCalculator(s).compute(GRUNDY, 2048, store, DiskSparseCalculator.Listener.NONE);
        assertEquals(2048, r.computed());
        assertEquals(commits, store.commits, "a shorter run writes nothing");
        assertEquals(3000, store.state.computed());
    }

    @Test
    void aStoreOfAnotherRuleIsRefused() {
        MemorySequenceStore store = run(GRUNDY, 100, tiny(1));
        var e = assertThrows(InvalidInputException.class, () -> new DiskSparseCalculator(tiny(1)).compute(OFFICERS,
                200, store, DiskSparseCalculator.Listener.NONE));
        assertTrue(e.getMessage().contains("4.0"), e.getMessage());
    }

    @Test
    void infiniteCodesAndThreeHeapSplitsAreRefused() {
        assertThrows(InvalidInputException.class, () -> run(HeapRules.resolve("0.[3]"), 100, tiny(1)));
        assertThrows(InvalidInputException.class, () -> run(HeapRules.resolve("0.8"), 100, tiny(1)));
    }

    /** Brute force: the census of G(0..n-1) by trying every mask on the values. */
    static SequenceCensus bruteCensus(int[] g, int n, boolean domainAllowed, int q) {
        int largest = 0;
        int largestIndex = 0;
        for (int x = 0; x < n; x++) {
            if (g[x] > largest) {
                largest = g[x];
                largestIndex = x;
            }
        }
        int size = Integer.highestOneBit(Math.max(1, largest)) * 2;
        long best = Long.MAX_VALUE;
        int bestMask = 0;
        boolean bestDomain = false;
        long bestLast = 0;
        for (int m = 0; m < size; m++) {
            for (boolean d : new boolean[] {false, true}) {
                if (d && !domainAllowed) {
                    continue;
                }
                long rare = 0;
                long last = 0;
                for (int x = 0; x < n; x++) {
                    int parity = d ? (x ^ q) & 1 : 0;
                    if ((Integer.bitCount(g[x] & m) & 1) == parity) {
                        rare++;
                        last = x;
                    }
                }
                if (rare < best) {
                    best = rare;
                    bestMask = m;
                    bestDomain = d;
                    bestLast = last;
                }
            }
        }
        return new SequenceCensus(n, largestIndex, largest, bestMask, bestDomain, best, bestLast);
    }

    @Test
    void censusesAtPowersOfTwoAreThoseOfTheValuesByBruteForce() {
        for (HeapCode code : List.of(GRUNDY, OFFICERS, KAYLES, HeapCode.finite("0.04", 0, 0, 4))) {
            Options o = new Options(code, 5000);
            int q = Math.max(0, o.splitParity());
            int[] g = inMemory(code, 4096);
            var r = new DiskSparseCalculator(tiny(2)).compute(code, 4096, new MemorySequenceStore(),
                    DiskSparseCalculator.Listener.NONE);
            assertEquals(13, r.censuses().size(), "2^0 .. 2^12");
            for (SequenceCensus c : r.censuses()) {
                assertEquals(bruteCensus(g, (int) c.n(), o.splitParity() >= 0, q), c, code + " at " + c.n());
            }
        }
    }

    @Test
    void memoryUpFrontStopsGrowingWithTheCountAndShortRunsNeedOnlyTheirValues() {
        var d = DiskSparseCalculator.Settings.defaults(2);
        long at30 = DiskSparseMemory.bytesUpFront(1L << 30, d);
        assertEquals(at30, DiskSparseMemory.bytesUpFront(1L << 32, d), "2^32 values need what 2^30 need");
        assertEquals(at30, DiskSparseMemory.bytesUpFront(1L << 40, d));
        assertTrue(at30 <= 256L << 20, "prefix, window and cached blocks fit a 4 GB heap many times: " + at30);
        // a run the window holds: the prefix and the window (2 bytes a value each) and no block
        // cache; before, 2^23 values of window and 64 MB of blocks were asked for at any count
        long n = 1L << 20;
        assertTrue(DiskSparseMemory.bytesUpFront(n, d) <= 4 * n + 2 * DiskSparseMemory.BATCH,
                "2^20 values: " + DiskSparseMemory.bytesUpFront(n, d));
    }

    @Test
    void aRunLongerThanTheWindowGivesTheValuesOfOneThatFitsIt() {
        // the window sized to the count (no shift) and the full window (shifts, block reads) agree
        var fits = new DiskSparseCalculator.Settings(1, 1 << 16, 1 << 14, 1 << 10, -1, false);
        var shifts = new DiskSparseCalculator.Settings(1, 1 << 16, 1 << 10, 1 << 8, -1, false);
        for (HeapCode code : List.of(GRUNDY, OFFICERS)) {
            assertArrayEquals(run(code, 12000, fits).values(), run(code, 12000, shifts).values(), code.toString());
        }
    }

    @Test
    void grundysGameRareValuesBeginAsFlammenkampLists() {
        // A. Flammenkamp, "Sprague-Grundy Values of Grundy's Game", the first known sparse values
        long[][] published = {{0, 0}, {1, 0}, {2, 0}, {3, 1}, {4, 0}, {6, 1}, {7, 0}, {9, 1}, {10, 0}, {12, 1},
            {15, 1}, {20, 0}, {23, 0}, {26, 0}, {28, 1}, {31, 1}, {34, 1}, {37, 1}, {40, 1}, {43, 1}, {46, 1},
            {49, 1}, {50, 0}, {52, 1}, {53, 0}, {55, 1}, {58, 1}, {61, 1}, {87, 7}, {90, 7}, {93, 7}, {146, 6},
            {149, 6}, {152, 6}, {158, 11}, {161, 11}, {164, 11}, {167, 11}, {176, 7}, {179, 7}, {181, 12},
            {182, 7}, {185, 7}, {188, 7}, {190, 12}, {193, 12}, {196, 10}, {231, 10}};
        var r = new DiskSparseCalculator(DiskSparseCalculator.Settings.defaults(2)).compute(GRUNDY, 1 << 16,
                new MemorySequenceStore(), DiskSparseCalculator.Listener.NONE);
        assertEquals(0xfe, r.rareMask());
        for (int i = 0; i < published.length; i++) {
            assertEquals(new DiskSparseCalculator.RareValue(published[i][0], (int) published[i][1]), r.rare().get(i));
        }
    }
}
