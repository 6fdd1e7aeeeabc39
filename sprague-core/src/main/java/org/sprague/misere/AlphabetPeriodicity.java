package org.sprague.misere;

import org.sprague.heap.HeapCode;

/**
 * The periodicity of a heap alphabet (the element each heap maps to), and when it proves the
 * quotient for every heap size.
 *
 * <p>The proof (the misère analogue of Guy and Smith's periodicity theorem; Plambeck and
 * Siegel 2008, and Siegel's <i>Combinatorial Game Theory</i>, ch. V): let the code be finite
 * with last non-zero digit t, a move leaving at most M heaps, equal splits allowed. Suppose
 * the alphabet of the quotient Q of heaps 0..N satisfies {@code phi(n + p) = phi(n)} for
 * {@code n0 <= n <= N - p}, and put {@code f = max(n0, 1)}. For a heap
 * {@code n >= max(M (f + p) + t - M + 1, p + t + 1)} every option of n maps to an option of
 * {@code n - p} with the same element and back (a split's largest part, at least
 * {@code ceil((n - t) / M) >= f + p}, loses p; one heap left loses p; no digit lets n or
 * {@code n - p} be taken whole), so the two heaps have the same transition set. A heap whose
 * transition set is that of a heap already in Q may be given that heap's element without
 * changing Q (compare the sums {@code w + n^j} and {@code w + (n-p)^j}: same elements, same
 * transition sets, so the same outcomes, by induction on the options). With
 * {@code N + 1} at least that bound, heap N + 1 is such a heap, and by induction every
 * larger one: Q is the quotient of the whole game and the alphabet is periodic for ever.
 *
 * <p>{@link #add} keeps, for every period p, the least n0 that works so far: O(N) per heap.
 */
final class AlphabetPeriodicity {
    private final boolean provable;
    private final int maxHeaps;
    private final int lastDigit;
    private int[] start = new int[16]; // start[p]: the least n0 for period p, over heaps 0..last
    private int[] alphabet = new int[16];
    private int last = -1;

    AlphabetPeriodicity(HeapCode code) {
        this.provable = code.isFinite() && !code.unequalSplit();
        this.lastDigit = provable ? code.lastDigit() : -1;
        this.maxHeaps = provable ? code.maxHeaps(lastDigit) : 0;
    }

    /** Whether a theorem can prove this code's alphabet periodic (finite code, equal splits allowed). */
    boolean provable() {
        return provable;
    }

    /** Starts again from {@code elements[0 .. count)} (after the elements were renumbered). */
    void reset(int[] elements, int count) {
        last = -1;
        for (int n = 0; n < count; n++) {
            add(elements[n]);
        }
    }

    /** Appends the element of the next heap. */
    void add(int element) {
        int n = ++last;
        if (n >= alphabet.length) {
            alphabet = java.util.Arrays.copyOf(alphabet, 2 * alphabet.length);
            start = java.util.Arrays.copyOf(start, 2 * start.length);
        }
        alphabet[n] = element;
        for (int p = 1; p < n; p++) {
            if (alphabet[n - p] != element) {
                start[p] = n - p + 1;
            }
        }
        if (n >= 1) {
            start[n] = alphabet[0] == element ? 0 : 1;
        }
    }

    /**
     * The last heap the alphabet must reach to prove period p from n0, or -1 when no theorem
     * applies: {@code max(M (f + p) + t - M + 1, p + t + 1) - 1}, f = max(n0, 1).
     */
    long lastHeapNeeded(int n0, int p) {
        if (!provable) {
            return -1;
        }
        long f = Math.max(n0, 1);
        long bound = Math.max((long) maxHeaps * (f + p) + lastDigit - maxHeaps + 1, (long) p + lastDigit + 1);
        return bound - 1;
    }

    /** The proven periodicity over heaps 0..last with the least period, or null. */
    MisereQuotient.Periodicity proven() {
        if (!provable) {
            return null;
        }
        for (int p = 1; p <= last; p++) {
            long need = lastHeapNeeded(start[p], p);
            if (need <= last) {
                return new MisereQuotient.Periodicity(start[p], p, true, need);
            }
        }
        return null;
    }

    /**
     * The periodicity seen but not proven: the least period whose periodic part covers at
     * least three periods and a quarter of the heaps; null when none does.
     */
    MisereQuotient.Periodicity observed() {
        for (int p = 1; 3L * p <= last + 1; p++) {
            int covered = last + 1 - start[p];
            if (covered >= 3 * p && 4L * covered >= last + 1) {
                return new MisereQuotient.Periodicity(start[p], p, false, lastHeapNeeded(start[p], p));
            }
        }
        return null;
    }
}
