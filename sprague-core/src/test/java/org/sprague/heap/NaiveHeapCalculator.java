package org.sprague.heap;

/**
 * The tests' oracle: Grundy values {@code G(0..N)} of a heap game by the definition, {@code G(n)}
 * the mex of the options' values, each the XOR of its heaps' values, the options listed by the
 * rule's own {@link HeapRule#forEachOption} ({@link NaiveSequenceCalculator.Mex}, the loop behind
 * {@code grundy --method naive}). Iterative, {@code O(sum of options)}. Source: Sprague (1935),
 * Grundy (1939).
 */
final class NaiveHeapCalculator {
    private NaiveHeapCalculator() {
    }

    /** {@code G(0..n)} of {@code rule}, a fresh array. */
    static int[] grundyValues(HeapRule rule, int n) {
        GrundyValues g = new GrundyValues(n + 1);
        NaiveSequenceCalculator.Mex mex = new NaiveSequenceCalculator.Mex();
        while (g.length() <= n) {
            g.add(mex.of(rule, g));
        }
        return g.toIntArray();
    }
}
