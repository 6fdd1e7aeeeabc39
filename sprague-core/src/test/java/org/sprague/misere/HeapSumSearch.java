package org.sprague.misere;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.heap.HeapRule;

/**
 * The oracle of these tests: plain misère search over sums of heaps, with no quotient
 * anywhere. A sum is its vector of heap counts (heaps 1..{@value #MAX_HEAP}, at most 63 of a
 * size), packed into two longs and memoized; a sum is P when it has options and every option
 * is N (the player who cannot move wins).
 */
final class HeapSumSearch {
    static final int MAX_HEAP = 20;

    private final int[][][] options; // options[h] = the heap lists one move on heap h leaves
    private final Map<Key, Boolean> memo = new HashMap<>();

    private record Key(long lo, long hi) {
    }

    HeapSumSearch(HeapRule rule) {
        options = new int[MAX_HEAP + 1][][];
        for (int h = 1; h <= MAX_HEAP; h++) {
            options[h] = rule.options(h).toArray(new int[0][]);
        }
    }

    /** Whether the sum of {@code heaps} (sizes 0..20) is a misère P-position. */
    boolean isP(List<Integer> heaps) {
        int[] counts = new int[MAX_HEAP + 1];
        for (int h : heaps) {
            if (h > 0) {
                counts[h]++;
            }
        }
        return isP(counts);
    }

    private boolean isP(int[] counts) {
        Key key = key(counts);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean any = false;
        boolean p = true;
        for (int h = 1; h <= MAX_HEAP && p; h++) {
            if (counts[h] == 0) {
                continue;
            }
            for (int[] option : options[h]) {
                any = true;
                counts[h]--;
                for (int part : option) {
                    counts[part]++;
                }
                boolean optionIsP = isP(counts);
                for (int part : option) {
                    counts[part]--;
                }
                counts[h]++;
                if (optionIsP) {
                    p = false;
                    break;
                }
            }
        }
        boolean result = any && p;
        memo.put(key, result);
        return result;
    }

    private static Key key(int[] counts) {
        long lo = 0;
        long hi = 0;
        for (int h = 1; h <= MAX_HEAP; h++) {
            if (counts[h] > 63) {
                throw new IllegalArgumentException("more than 63 heaps of size " + h);
            }
            if (h <= 10) {
                lo |= (long) counts[h] << (6 * (h - 1));
            } else {
                hi |= (long) counts[h] << (6 * (h - 11));
            }
        }
        return new Key(lo, hi);
    }

    /**
     * Every multiset of 1 to {@code maxHeaps} heaps of sizes 1..{@code maxSize} with total at
     * most {@code maxTotal}, sizes ascending.
     */
    static List<List<Integer>> sums(int maxHeaps, int maxSize, int maxTotal) {
        List<List<Integer>> out = new ArrayList<>();
        collect(new ArrayList<>(), 1, maxHeaps, maxSize, maxTotal, out);
        return out;
    }

    private static void collect(List<Integer> prefix, int from, int left, int maxSize, int budget,
            List<List<Integer>> out) {
        if (!prefix.isEmpty()) {
            out.add(List.copyOf(prefix));
        }
        if (left == 0) {
            return;
        }
        for (int h = from; h <= Math.min(maxSize, budget); h++) {
            prefix.add(h);
            collect(prefix, h, left - 1, maxSize, budget - h, out);
            prefix.remove(prefix.size() - 1);
        }
    }
}
