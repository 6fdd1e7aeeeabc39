package org.sprague.catalog.games;

import java.math.BigInteger;

/** Move labels shared by the heap games, so every game says moves the same way. */
final class HeapLabels {
    private HeapLabels() {
    }

    /** {@code heap 1: 3 -> 1} (heap index 0-based in, 1-based out). */
    static String reduce(int heap, BigInteger from, BigInteger to) {
        return "heap " + (heap + 1) + ": " + from + " -> " + to;
    }

    /** {@code heap 1: 3 -> 1}. */
    static String reduce(int heap, long from, long to) {
        return "heap " + (heap + 1) + ": " + from + " -> " + to;
    }
}
