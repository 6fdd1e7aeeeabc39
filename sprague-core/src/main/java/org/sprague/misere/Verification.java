package org.sprague.misere;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether a pretension (a monoid Q, a P-portion P, an element g_h and a transition set T_h for
 * each heap h) predicts the misère outcome of every sum of heaps: a word w must be P exactly
 * when it has options and none of them is P. Exact, over infinitely many words, in two parts
 * (Plambeck and Siegel 2008; the same two checks as Siegel's MisereSolver):
 * <ul>
 *   <li>P-check: no word in P has an option in P. An option of {@code v h} replaces h by an
 *       option of h, so the check is over pairs (element y, heap h): never {@code y g_h} in P
 *       while {@code y t} is in P for a t in T_h. O(|Q| sum |T_h|).</li>
 *   <li>N-check: every word outside P with options has an option in P. Walked in
 *       lexicographic order ({@link LexWalk}); a word whose transition set contains the
 *       transition set of a smaller word with the same element is pruned with its extensions
 *       (if the smaller word has an option in P, so has the larger; the pruning keeps an
 *       antichain of minimal transition sets per element). The walk is finite because there
 *       are finitely many antichains.</li>
 * </ul>
 * Both name the lexicographically least word that fails, which the quotient algorithm
 * recalibrates against.
 */
final class Verification {
    private Verification() {
    }

    /** The outcome of an N-check: the least failing word (heap exponents) or null, and the antichains walked. */
    record NCheck(int[] failure, List<long[]>[] minimalTransitions) {
    }

    /**
     * The least word in P with an option in P, or null.
     *
     * @param least the least words of the elements (a marking walk of the same pretension)
     * @param markLetters the letters that walk used
     */
    static int[] leastPFailure(Monoid m, boolean[] p, int[] image, int[][] transitions, int heaps,
            LexMarking least, HeapLetters markLetters) {
        int[] best = null;
        int size = m.size();
        // a heap with the element and no more options than a smaller heap fails only where the
        // smaller one fails, on a smaller word: skip it (periodic alphabets repeat a few heaps)
        java.util.Map<Integer, List<int[]>> checked = new java.util.HashMap<>();
        for (int h = 0; h < heaps; h++) {
            int[] t = transitions[h];
            if (t.length == 0) {
                continue;
            }
            int g = image[h];
            List<int[]> same = checked.computeIfAbsent(g, k -> new ArrayList<>());
            boolean covered = false;
            for (int[] other : same) {
                if (HeapLetters.subset(t, other)) {
                    covered = true;
                    break;
                }
            }
            if (covered) {
                continue;
            }
            same.add(t);
            for (int y = 0; y < size; y++) {
                if (!p[m.product(y, g)]) {
                    continue;
                }
                for (int x : t) {
                    if (p[m.product(y, x)]) {
                        int[] w = least.word(y, markLetters, heaps);
                        w[h]++;
                        if (best == null || compare(w, best) < 0) {
                            best = w;
                        }
                        break;
                    }
                }
            }
        }
        return best;
    }

    /**
     * The least word outside P with options, none of them in P, below {@code bound} (null: no
     * bound), and the antichains of minimal transition sets the walk built (complete when the
     * walk found no failure and had no bound).
     */
    static NCheck leastNFailure(Monoid m, boolean[] p, HeapLetters letters, int heaps, int[] bound,
            org.sprague.game.Deadline deadline) {
        return leastNFailure(m, p, letters, heaps, bound, null, deadline);
    }

    /**
     * The N-check of the words that contain the largest letter, when {@code seed} holds the
     * antichains of a complete N-check of the words without it (same monoid, P and smaller
     * letters): those words passed, and their minimal transition sets still prune. The
     * antichains returned are then complete for all words. O(new words) instead of O(all).
     */
    static NCheck leastNFailureWithLastLetter(Monoid m, boolean[] p, HeapLetters letters, int heaps,
            List<long[]>[] seed, org.sprague.game.Deadline deadline) {
        return leastNFailure(m, p, letters, heaps, null, seed, deadline);
    }

    @SuppressWarnings("unchecked")
    private static NCheck leastNFailure(Monoid m, boolean[] p, HeapLetters letters, int heaps, int[] bound,
            List<long[]>[] seed, org.sprague.game.Deadline deadline) {
        int size = m.size();
        int words = (size + 63) >>> 6;
        long[] pBits = new long[words];
        for (int x = 0; x < size; x++) {
            if (p[x]) {
                pBits[x >>> 6] |= 1L << x;
            }
        }
        List<long[]>[] minimal = new List[size];
        if (seed != null) {
            for (int x = 0; x < size; x++) {
                minimal[x] = seed[x] == null ? null : new ArrayList<>(seed[x]);
            }
        }
        int[][] failure = {null};
        int k = letters.size();
        int[] letterHeap = letters.heap();
        int[] boundAt = null;
        int boundExtra = -1; // the highest heap of the bound that is no letter
        if (bound != null) {
            boundAt = new int[k];
            boolean[] isLetter = new boolean[heaps];
            for (int j = 0; j < k; j++) {
                boundAt[j] = bound[letterHeap[j]];
                isLetter[letterHeap[j]] = true;
            }
            for (int h = heaps - 1; h >= 0 && boundExtra < 0; h--) {
                if (bound[h] > 0 && !isLetter[h]) {
                    boundExtra = h;
                }
            }
        }
        int[] boundLetters = boundAt;
        int extra = boundExtra;
        LexWalk walk = new LexWalk(m, letters.element(), letters.transitions(), deadline);
        long[] bits = new long[words];
        walk.walk((x, s, n, from, letter) -> {
            if (boundLetters != null && !below(walk, boundLetters, letterHeap, extra)) {
                return LexWalk.Step.STOP;
            }
            java.util.Arrays.fill(bits, 0L);
            boolean anyP = false;
            for (int i = 0; i < n; i++) {
                int y = s[i];
                bits[y >>> 6] |= 1L << y;
                anyP |= p[y];
            }
            if (!p[x] && !anyP) {
                int[] w = new int[heaps];
                for (int j = 0; j < k; j++) {
                    w[letterHeap[j]] = walk.exponent(j);
                }
                failure[0] = w;
                return LexWalk.Step.STOP;
            }
            List<long[]> list = minimal[x];
            if (list == null) {
                list = new ArrayList<>(2);
                minimal[x] = list;
            } else {
                for (long[] other : list) {
                    if (contains(bits, other)) {
                        return LexWalk.Step.PRUNE;
                    }
                }
                list.removeIf(other -> contains(other, bits));
            }
            list.add(bits.clone());
            return LexWalk.Step.EXTEND;
        }, seed == null ? 0 : Math.max(k - 1, 0));
        return new NCheck(failure[0], minimal);
    }

    /** Whether the word being visited is below the bound (letters compared from the top). */
    private static boolean below(LexWalk walk, int[] boundAt, int[] letterHeap, int extra) {
        for (int j = boundAt.length - 1; j >= 0; j--) {
            if (letterHeap[j] < extra) {
                return true; // equal above the bound's highest non-letter heap, where the word has 0
            }
            int e = walk.exponent(j);
            if (e != boundAt[j]) {
                return e < boundAt[j];
            }
        }
        return extra >= 0;
    }

    /** Whether set {@code a} contains set {@code b} (bitsets of equal length). */
    static boolean contains(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            if ((b[i] & ~a[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Lexicographic order of heap words: the largest heap most significant. */
    static int compare(int[] a, int[] b) {
        int n = Math.max(a.length, b.length);
        for (int h = n - 1; h >= 0; h--) {
            int x = h < a.length ? a[h] : 0;
            int y = h < b.length ? b[h] : 0;
            if (x != y) {
                return Integer.compare(x, y);
            }
        }
        return 0;
    }
}
