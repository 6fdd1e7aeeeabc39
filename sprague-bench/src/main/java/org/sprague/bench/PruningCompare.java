package org.sprague.bench;

import org.sprague.search.engine.Fold;
import org.sprague.search.engine.HashLongMemo;
import org.sprague.search.PackedGame;
import org.sprague.search.engine.PackedSearch;
import org.sprague.search.engine.SearchMonitor;

/**
 * What stopping at the first move to a P-position gains when only the outcome is asked:
 * Chomp R x C (heights in 4-bit fields) solved with the mex fold (every option of every
 * position) and with the outcome fold (normal play, pruned), each from an empty memo in a
 * fresh search, best of {@code reps} after one warm-up.
 *
 *   java -cp sprague-bench/target/sprague-bench.jar org.sprague.bench.PruningCompare 10 10 3
 */
public final class PruningCompare {
    private PruningCompare() {
    }

    /** Chomp: take a square and all above and right of it; the poisoned corner is never taken. */
    static final class Chomp implements PackedGame {
        @Override
        public void options(long p, OptionSink sink) {
            for (int i = 0; i < 16; i++) {
                int h = (int) (p >>> (4 * i) & 15);
                if (h == 0) {
                    break;
                }
                for (int j = i == 0 ? 1 : 0; j < h; j++) {
                    long out = p & ((1L << (4 * i)) - 1);
                    for (int k = i; k < 16; k++) {
                        long hk = p >>> (4 * k) & 15;
                        if (hk == 0) {
                            break;
                        }
                        out |= Math.min(hk, j) << (4 * k);
                    }
                    sink.option(out);
                }
            }
        }

        @Override
        public boolean streamsCanonicalParts() {
            return true;
        }
    }

    public static void main(String[] args) {
        int rows = Integer.parseInt(args[0]);
        int cols = Integer.parseInt(args[1]);
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        long root = 0;
        for (int i = 0; i < cols; i++) {
            root |= (long) rows << (4 * i);
        }
        for (String kind : new String[] {"mex", "outcome"}) {
            long best = Long.MAX_VALUE;
            long stored = 0;
            int value = 0;
            for (int r = 0; r <= reps; r++) {
                PackedSearch s = new PackedSearch(new Chomp(), kind.equals("mex") ? Fold.mex() : Fold.outcome(false),
                        new HashLongMemo(), SearchMonitor.limit(Long.MAX_VALUE));
                long t0 = System.nanoTime();
                value = s.value(root);
                long t = System.nanoTime() - t0;
                if (r > 0) {
                    best = Math.min(best, t);
                }
                stored = s.positionsStored();
            }
            System.out.printf("chomp %dx%d %-8s value=%d positions=%d ms=%.1f%n", rows, cols, kind, value, stored,
                    best / 1e6);
        }
    }
}
