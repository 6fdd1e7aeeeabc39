package org.sprague.heap.engine;

import java.util.Locale;

/**
 * The figures the field's tables give for G(0 .. n-1) of a heap game, so that a run can be
 * compared with them line by line: the largest value and the first heap where it occurs, and
 * the rare/common split that makes the fewest heaps rare (the Walsh-Hadamard choice of
 * {@link RareMaskChooser} over the histogram of every heap, heap 0 included, ties to the
 * smaller mask and to the range type), with the number of rare heaps under it (heap 0
 * included when rare) and the last of them.
 *
 * <p>These are the columns of T. Czajka's tables of octal games (UnsolvedGames.md, "n |
 * largest idx | largest | rare mask | num rare | last rare", n a power of two, the mask in
 * hexadecimal with "+pos" for the domain type) and the counts behind A. Flammenkamp's lists of
 * sparse values.
 *
 * @param n how many values: G(0 .. n-1)
 * @param largestIndex the first heap whose value is the largest
 * @param largest the largest value
 * @param rareMask the mask m of the split
 * @param domainParity whether the split is of the domain type (rareness depends on the heap's parity too)
 * @param rareCount how many heaps 0 .. n-1 are rare under it
 * @param lastRare the last rare heap (0 when none)
 */
public record SequenceCensus(long n, long largestIndex, int largest, int rareMask, boolean domainParity,
        long rareCount, long lastRare) {

    /** The mask as the tables print it: hexadecimal, "+pos" for the domain type. */
    public String maskText() {
        return Integer.toHexString(rareMask) + (domainParity ? "+pos" : "");
    }

    /** n as the tables print it: 2^k for a power of two, else the number. */
    public String nText() {
        return n > 0 && (n & (n - 1)) == 0 ? "2^" + Long.numberOfTrailingZeros(n) : Long.toString(n);
    }

    /** One row of Czajka's table: {@code game | n | largest idx | largest | rare mask | num rare | last rare}. */
    public String row(String game) {
        return String.format(Locale.ROOT, "%s | %s | %d | %d | %s | %d | %d", game, nText(), largestIndex, largest,
                maskText(), rareCount, lastRare);
    }
}
