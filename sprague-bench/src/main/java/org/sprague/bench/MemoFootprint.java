package org.sprague.bench;

import java.util.List;
import org.sprague.catalog.games.CramGame;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.search.engine.Fold;
import org.sprague.search.engine.ChainedLongMemo;
import org.sprague.search.engine.HashLongMemo;
import org.sprague.search.engine.LongMemo;
import org.sprague.search.PackedGame;
import org.sprague.search.engine.PackedSearch;
import org.sprague.search.engine.SearchMonitor;

/**
 * Bytes per stored position of {@link HashLongMemo}, measured on the memo itself
 * ({@code bytesPerPosition()}: the arrays' length over the positions stored), and the search's
 * time in this process: three Fibonacci heaps (A, A, A) as one position (the packed layout of
 * examples/FibonacciThreeHeaps.java and sprague-bench/cpp/fib3.cpp) with the hash memo, best
 * of {@code reps}; and Cram R x C through the catalogue (whose memo is not reachable from
 * here: a fresh memo given the same number of distinct keys, whose footprint depends on the
 * count only).
 *
 *   java -cp sprague-bench/target/sprague-bench.jar org.sprague.bench.MemoFootprint 300 2
 */
public final class MemoFootprint {
    private MemoFootprint() {
    }

    /** HDU 1848, three heaps in 21-bit fields, sorted. */
    static final class Fib3 implements PackedGame {
        private static final int[] FIB = {1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597,
            2584, 4181, 6765, 10946, 17711, 28657, 46368, 75025, 121393, 196418, 317811, 514229, 832040};

        static long pack(long a, long b, long c) {
            long t;
            if (a > b) { t = a; a = b; b = t; }
            if (b > c) { t = b; b = c; c = t; }
            if (a > b) { t = a; a = b; b = t; }
            return a | b << 21 | c << 42;
        }

        @Override
        public void options(long p, OptionSink sink) {
            long a = p & 0x1FFFFF;
            long b = p >>> 21 & 0x1FFFFF;
            long c = p >>> 42;
            for (int f : FIB) {
                if (f > c) {
                    break;
                }
                if (f <= a) {
                    sink.option(pack(a - f, b, c));
                }
                if (f <= b) {
                    sink.option(pack(a, b - f, c));
                }
                sink.option(pack(a, b, c - f));
            }
        }

        @Override
        public boolean streamsCanonicalParts() {
            return true;
        }
    }

    /** {@code -Dsprague.memo=chained} measures {@link ChainedLongMemo}, else {@link HashLongMemo}. */
    static LongMemo newMemo() {
        return "chained".equals(System.getProperty("sprague.memo")) ? new ChainedLongMemo() : new HashLongMemo();
    }

    public static void main(String[] args) {
        int heap = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        long best = Long.MAX_VALUE;
        for (int r = 0; r < reps; r++) {
            LongMemo memo = newMemo();
            PackedSearch s = new PackedSearch(new Fib3(), Fold.mex(), memo, SearchMonitor.limit(Long.MAX_VALUE));
            long t0 = System.nanoTime();
            int g = s.value(Fib3.pack(heap, heap, heap));
            long ms = (System.nanoTime() - t0) / 1_000_000;
            best = Math.min(best, ms);
            System.out.printf("fib3 (%d,%d,%d) grundy=%d positions=%d bytes/position=%.2f ms=%d%n",
                    heap, heap, heap, g, memo.size(), memo.bytesPerPosition(), ms);
        }
        System.out.println("fib3 best ms=" + best);
        for (String board : new String[] {"5x6", "4x8"}) {
            CramGame cram = new CramGame();
            GrundyAlgorithm<org.sprague.game.Position> solver = cram.searchSolver(Long.MAX_VALUE);
            int g = solver.grundy(cram.parse(List.of(board)));
            long n = solver.positionsStored();
            LongMemo same = newMemo();
            for (long k = 0; k < n; k++) {
                same.put(k * 0x9E3779B97F4A7C15L >>> 26, 0);
            }
            System.out.printf("cram %s grundy=%d positions=%d bytes/position=%.2f%n", board, g, n,
                    same.bytesPerPosition());
        }
    }
}
