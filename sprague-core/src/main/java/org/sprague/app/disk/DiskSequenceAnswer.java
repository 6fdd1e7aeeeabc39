package org.sprague.app.disk;

import java.util.ArrayList;
import java.util.List;
import org.sprague.heap.HeapCode;
import org.sprague.heap.engine.DiskSparseCalculator;
import org.sprague.heap.engine.SequenceCensus;

/**
 * The answer of {@link #of(DiskSequenceQuestion)}: what {@code sprague grundy RULE --to N --disk DIR
 * --json} prints (this record), in the layout of the field's tables: the census at each power of
 * two (T. Czajka's UnsolvedGames.md) and the rare values (A. Flammenkamp's lists). The store's
 * size is the caller's to measure: 0 until {@link #stored}.
 *
 * @param rule the rule as written
 * @param code the rule in the field's notation
 * @param to the last heap computed
 * @param method "sparse"
 * @param store the store's name (the directory)
 * @param storeBytes the store's bytes of zstd blocks (0 until {@link #stored})
 * @param resumedFrom values that were stored before the run (0 for a fresh run)
 * @param rareMask the rare/common split in effect at the end
 * @param rareDomainParity whether that split is of the domain type
 * @param largest the largest value
 * @param largestIndex the first heap with it
 * @param rareCount rare heaps, heap 0 included
 * @param lastRare the last rare heap
 * @param censuses the census at every power of two up to the values computed
 * @param last the census of every value computed
 * @param rare each rare heap and its value, {@code [heap, value]}
 * @param slowScans scans that ran past the prefix or the window (read the store)
 */
public record DiskSequenceAnswer(String rule, String code, long to, String method, String store, long storeBytes,
        long resumedFrom, int rareMask, boolean rareDomainParity, int largest, long largestIndex, long rareCount,
        long lastRare, List<Census> censuses, Census last, List<long[]> rare, long slowScans) {

    public DiskSequenceAnswer {
        censuses = List.copyOf(censuses);
        rare = List.copyOf(rare);
    }

    /**
     * The values G(0 .. n-1) summed up as the field's tables do: the largest value and where it first
     * appears, the rare/common split, how many heaps are rare and the last of them.
     */
    public record Census(long n, long largestIndex, int largest, int rareMask, boolean rareDomainParity,
            String rareMaskText, long rareCount, long lastRare) {

        static Census of(SequenceCensus c) {
            return new Census(c.n(), c.largestIndex(), c.largest(), c.rareMask(), c.domainParity(), c.maskText(),
                    c.rareCount(), c.lastRare());
        }

        /** One row of Czajka's table: {@code game | n | largest idx | largest | rare mask | num rare | last rare}. */
        public String row(String game) {
            return new SequenceCensus(n, largestIndex, largest, rareMask, rareDomainParity, rareCount, lastRare)
                    .row(game);
        }
    }

    /**
     * A heap game's Grundy values G(0..to) on disk ({@link DiskSequenceQuestion}): the sparse
     * method of {@link DiskSparseCalculator} (rare and common values, the values in the caller's
     * store, resumed from it), with the census at each power of two and the rare values. The
     * caller opens and closes the store (the core opens no file). The command line's app call.
     *
     * @throws org.sprague.game.InvalidInputException for a rule that is not a finite code without
     *     three-heap splits, or a store of another rule
     * @throws org.sprague.game.LimitExceededException at the deadline or when the listener stops
     *     the run (the values computed are committed first)
     */
    public static DiskSequenceAnswer of(DiskSequenceQuestion q) {
        HeapCode code = org.sprague.heap.HeapRules.resolve(q.rule());
        DiskSparseCalculator.Result r = new DiskSparseCalculator(q.settings())
                .compute(code, q.to() + 1, q.store(), q.listener(), q.deadline());
        return of(q.rule(), code, q.storeName(), r);
    }

    static DiskSequenceAnswer of(String rule, HeapCode code, String store, DiskSparseCalculator.Result r) {
        List<Census> censuses = new ArrayList<>();
        for (SequenceCensus c : r.censuses()) {
            censuses.add(Census.of(c));
        }
        List<long[]> rare = new ArrayList<>();
        for (DiskSparseCalculator.RareValue v : r.rare()) {
            rare.add(new long[] {v.heap(), v.value()});
        }
        SequenceCensus last = r.last();
        return new DiskSequenceAnswer(rule, code.notation(), r.computed() - 1, "sparse", store, 0, r.resumedFrom(),
                r.rareMask(), r.domainParity(), last.largest(), last.largestIndex(), last.rareCount(), last.lastRare(),
                censuses, Census.of(last), rare, r.slowScans());
    }

    /** This answer with the store's size, measured by the caller. */
    public DiskSequenceAnswer stored(long bytes) {
        return new DiskSequenceAnswer(rule, code, to, method, store, bytes, resumedFrom, rareMask, rareDomainParity,
                largest, largestIndex, rareCount, lastRare, censuses, last, rare, slowScans);
    }
}
