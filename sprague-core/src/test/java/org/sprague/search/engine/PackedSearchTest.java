package org.sprague.search.engine;

import org.sprague.game.Deadline;
import org.sprague.search.PackedGame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.game.ImpartialGame;
import org.sprague.game.LoopyGameException;
import org.sprague.game.PositionLimitException;
import org.sprague.game.TimeLimitException;
import org.sprague.impartial.MemoizedGrundySolver;
import org.sprague.impartial.MemoizedOutcomeSolver;
import org.sprague.impartial.MemoizedRemotenessSolver;

/** The packed engine against the object solvers (the oracle) on random acyclic games. */
class PackedSearchTest {

    /**
     * Positions 0..n-1; position i has a few random options below i, some of them sums of
     * two positions (each written as the packed pair {@code a << 20 | b + 1 << 40}).
     */
    static final class RandomDag implements PackedGame {
        final long[][] options;
        final boolean withSums;

        RandomDag(int n, long seed, boolean withSums) {
            Random r = new Random(seed);
            options = new long[n][];
            this.withSums = withSums;
            for (int i = 0; i < n; i++) {
                int k = i == 0 ? 0 : r.nextInt(Math.min(i, 6) + 1);
                options[i] = new long[k];
                for (int j = 0; j < k; j++) {
                    long a = r.nextInt(i);
                    options[i][j] = withSums && r.nextInt(3) == 0 ? pair(a, r.nextInt(i)) : a;
                }
            }
        }

        static long pair(long a, long b) {
            return (b + 1) << 40 | a;
        }

        @Override
        public void options(long p, OptionSink sink) {
            for (long o : options[(int) p]) {
                if (o >>> 40 != 0) {
                    sink.sum(o & 0xfffffL, (o >>> 40) - 1);
                } else {
                    sink.option(o);
                }
            }
        }

        /** The same game over objects: a position is a list of atoms. */
        ImpartialGame<List<Long>> objects() {
            return new ImpartialGame<>() {
                @Override
                public List<List<Long>> options(List<Long> ps) {
                    List<List<Long>> out = new ArrayList<>();
                    for (int k = 0; k < ps.size(); k++) {
                        for (long o : RandomDag.this.options[(int) (long) ps.get(k)]) {
                            List<Long> next = new ArrayList<>(ps);
                            next.remove(k);
                            next.add(o & 0xfffffL);
                            if (o >>> 40 != 0) {
                                next.add((o >>> 40) - 1);
                            }
                            next.sort(null);
                            out.add(List.copyOf(next));
                        }
                    }
                    return out;
                }

                @Override
                public List<List<Long>> components(List<Long> ps) {
                    List<List<Long>> out = new ArrayList<>();
                    for (long p : ps) {
                        out.add(List.of(p));
                    }
                    return out;
                }
            };
        }
    }

    @Test
    void grundyValuesMatchTheObjectSolverOnRandomGamesWithSums() {
        for (long seed = 1; seed <= 20; seed++) {
            RandomDag g = new RandomDag(300, seed, true);
            PackedSearch s = new PackedSearch(g, Fold.mex(), new HashLongMemo(), SearchMonitor.limit(1_000_000));
            MemoizedGrundySolver<List<Long>> oracle = new MemoizedGrundySolver<>(g.objects());
            for (long p = 299; p >= 0; p--) {
                assertEquals(oracle.grundy(List.of(p)), s.value(p), "seed " + seed + " position " + p);
            }
        }
    }

    @Test
    void outcomesAndRemotenessMatchTheObjectSolversNormalAndMisere() {
        for (boolean misere : new boolean[] {false, true}) {
            for (long seed = 1; seed <= 20; seed++) {
                RandomDag g = new RandomDag(300, seed, false);
                PackedSearch outcome = new PackedSearch(g, Fold.outcome(misere), new HashLongMemo(),
                        SearchMonitor.limit(1_000_000));
                PackedSearch remote = new PackedSearch(g, Fold.remoteness(misere), new HashLongMemo(),
                        SearchMonitor.limit(1_000_000));
                MemoizedOutcomeSolver<List<Long>> o = new MemoizedOutcomeSolver<>(g.objects(), misere, 1_000_000, SearchThreads.one());
                MemoizedRemotenessSolver<List<Long>> r = new MemoizedRemotenessSolver<>(g.objects(), misere, 1_000_000, SearchThreads.one());
                for (long p = 299; p >= 0; p--) {
                    List<Long> op = List.of(p);
                    assertEquals(o.wins(op), outcome.fold().wins(outcome.value(p)), "outcome " + p);
                    int code = remote.value(p);
                    assertEquals(r.remoteness(op), code >>> 1, "remoteness " + p);
                    assertEquals(r.wins(op), remote.fold().wins(code), "remoteness outcome " + p);
                    int wins = 0;
                    for (long[] m : PackedEdges.options(g, p)) {
                        if (!outcome.fold().wins(outcome.value(m))) {
                            assertTrue(!o.wins(List.of(m[0])));
                            wins++;
                        }
                    }
                    assertEquals(o.solve(op).winningMoves().size(), wins, "winning moves of " + p);
                }
            }
        }
    }

    /** A chain 0 <- 1 <- 2 ... of a million positions, with a dense rank. */
    static final class Chain implements PackedGame {
        @Override
        public void options(long p, OptionSink sink) {
            if (p > 0) {
                sink.option(p - 1);
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

    /** Heap n moves to any smaller heap (G(n) = n); heap ROOT to every heap below 200 but 130. */
    static final class NimWithAGap implements PackedGame {
        static final long ROOT = 1_000;

        @Override
        public void options(long p, OptionSink sink) {
            for (long q = 0; q < Math.min(p, 200); q++) {
                if (p != ROOT || q != 130) {
                    sink.option(q);
                }
            }
        }
    }

    @Test
    void valuesFrom64OnAreTheMexOfTheirOptions() {
        PackedSearch s = new PackedSearch(new NimWithAGap(), Fold.mex(), new HashLongMemo(), SearchMonitor.limit(10_000));
        assertEquals(64, s.value(64));
        assertEquals(199, s.value(199));
        assertEquals(130, s.value(NimWithAGap.ROOT)); // a gap past 64: the first value no option has
        assertEquals(200, s.value(200));
    }

    @Test
    void aChainOfAMillionPositionsNeedsNoCallStack() {
        PackedSearch s = PackedSearch.of(new Chain(), Fold.mex(), SearchMonitor.limit(2_000_000), 1_000_000);
        assertEquals(0, s.value(1_000_000));
        assertEquals(1, s.value(999_999));
        assertTrue(s.memo() instanceof DenseLongMemo);
    }

    @Test
    void aPositionLimitStopsTheSearchAndTheMemoStaysUsable() {
        PackedSearch s = new PackedSearch(new Chain(), Fold.mex(), new HashLongMemo(), SearchMonitor.limit(10_000));
        assertThrows(PositionLimitException.class, () -> s.value(100_000));
        assertEquals(1, s.value(5_001));
    }

    @Test
    void theMonitorsDeadlineStopsTheSearch() {
        PackedGame endless = (p, sink) -> sink.option(p + 1); // no end: an infinite DAG
        Deadline deadline = Deadline.after(Duration.ofMillis(200));
        PackedSearch s = new PackedSearch(endless, Fold.mex(), new HashLongMemo(),
                SearchMonitor.limit(Long.MAX_VALUE).following(SearchThreads.until(deadline)));
        assertThrows(TimeLimitException.class, () -> s.value(0));
    }

    @Test
    void aMonitorFollowsTheDeadlineOfTheCallNowRunningOnItsThreads() {
        SearchThreads call = SearchThreads.one();
        SearchMonitor m = SearchMonitor.limit(Long.MAX_VALUE).following(call);
        Deadline d = Deadline.after(Duration.ofMillis(200));
        PackedGame endless = (p, sink) -> sink.option(p + 1);
        PackedSearch s = new PackedSearch(endless, Fold.mex(), new HashLongMemo(), m);
        assertThrows(TimeLimitException.class, () -> call.during(d, () -> s.value(0)));
        assertEquals(Deadline.unlimited(), call.deadline(), "the call's deadline ends with the call");
    }

    @Test
    void aFixedDeadlineIsTheThreadsDeadlineOutsideAnyCallAndACallCanOnlyShortenIt() {
        Deadline d = Deadline.after(Duration.ofMillis(200));
        SearchThreads fixed = SearchThreads.until(d);
        assertSame(d, fixed.deadline());
        assertSame(d, fixed.during(Deadline.unlimited(), fixed::deadline));
        Deadline sooner = Deadline.after(Duration.ofMillis(100));
        assertSame(sooner, fixed.during(sooner, fixed::deadline));
    }

    @Test
    void progressIsReportedWhileSearching() {
        List<Long> seen = new ArrayList<>();
        PackedSearch s = new PackedSearch(new Chain(), Fold.mex(), new HashLongMemo(),
                SearchMonitor.limit(1_000_000).withProgress(seen::add));
        s.value(100_000);
        assertTrue(seen.size() >= 20, "progress calls: " + seen.size());
    }

    @Test
    void aCycleIsReportedAsLoopy() {
        PackedGame loop = (p, sink) -> sink.option((p + 1) % 5);
        PackedSearch s = new PackedSearch(loop, Fold.mex(), new HashLongMemo(), SearchMonitor.limit(100));
        assertThrows(LoopyGameException.class, () -> s.value(0));
    }

    @Test
    void theHashMemoKeepsEveryKeyIncludingZeroAndNegatives() {
        HashLongMemo m = new HashLongMemo();
        Random r = new Random(7);
        long[] keys = new long[100_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = i < 3 ? i - 1 : r.nextLong();
            m.put(keys[i], i % 1000);
        }
        for (int i = 0; i < keys.length; i++) {
            assertEquals(i % 1000, m.get(keys[i]));
        }
        assertEquals(LongMemo.MISSING, m.get(123456789L));
        assertTrue(m.bytesPerPosition() <= 32, "bytes " + m.bytesPerPosition());
    }

    @Test
    void theCompactHashMemoKeepsSmallKeysUnder16BytesEachAndWidensForLargeValues() {
        HashLongMemo m = new HashLongMemo();
        int n = 200_000;
        for (int i = 0; i < n; i++) {
            m.put((long) i * 1_000_003L, i % 200);
            double b = m.bytesPerPosition();
            assertTrue(i < 1024 || b <= 16, "bytes per position " + b + " at " + (i + 1)); // past the first table
        }
        m.put(5L * 1_000_003L, 100_000);               // a value past the 8-bit field
        m.put(7L * 1_000_003L, LongMemo.ON_STACK);
        m.put(9L * 1_000_003L, LongMemo.ABANDONED);
        for (int i = 0; i < n; i++) {
            int want = i == 5 ? 100_000 : i == 7 ? LongMemo.ON_STACK : i == 9 ? LongMemo.ABANDONED : i % 200;
            assertEquals(want, m.get((long) i * 1_000_003L));
        }
        assertEquals(n, m.size());
        assertTrue(m.bytesPerPosition() <= 16, "still compact: " + m.bytesPerPosition());
        m.put(-1L, 3);                                  // a key using all 64 bits: wide mode
        assertEquals(3, m.get(-1L));
        assertEquals(100_000, m.get(5L * 1_000_003L));
        assertEquals(LongMemo.MISSING, m.get(-2L));
        assertEquals(n + 1, m.size());
    }
}
