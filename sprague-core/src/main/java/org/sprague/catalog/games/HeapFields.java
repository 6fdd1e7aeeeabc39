package org.sprague.catalog.games;

import java.util.Arrays;
import java.util.stream.Collectors;
import org.sprague.catalog.engine.PositionCodec;
import org.sprague.search.PackedGame;

/**
 * Positions made of a few whole numbers (heaps, stairs, a list of numbers) packed into a
 * {@code long} for {@link org.sprague.search.engine.PackedSearch}: field {@code i} holds number
 * {@code i} in bits {@code [i * bits, (i + 1) * bits)}, so {@code 64 / bits} fields fit. A
 * <em>multiset</em> layout (heaps whose order does not matter) keeps the numbers sorted in
 * decreasing order with the empty heaps (0) last, which is the canonical form the memo is
 * keyed by; an <em>array</em> layout (stairs) keeps the order.
 *
 * <p>A multiset may instead be packed in <em>unary</em> ({@code bits = 0}): the heaps in
 * increasing order, each written from the low bit up as its difference from the previous heap
 * in 0s and then a 1, so a multiset of {@code n} heaps up to {@code h} takes {@code n + h}
 * bits. Many small heaps fit there where fields do not: misère Kayles {@code 9 10 11 12}
 * reaches 20 heaps and more, 4-bit fields hold 16 heaps, unary 52.
 *
 * <p>Scratch arrays are reused (nothing is allocated per position), so an instance serves
 * one search on one thread.
 */
abstract class HeapFields implements PackedGame {
    final int bits;
    final int slots;
    final long fieldMask;
    private final boolean multiset;
    /** Scratch for {@link #canonical} and {@link #format}; option generators use their own. */
    private final int[] scratch;

    /** Whether this is the unary layout ({@code bits == 0}). */
    final boolean unary;

    HeapFields(int bits, boolean multiset) {
        if (bits < 0 || bits > 31 || (bits == 0 && !multiset)) {
            throw new IllegalArgumentException("bits per field must be 1..31 (0: unary, multisets only), got " + bits);
        }
        this.unary = bits == 0;
        this.bits = bits;
        this.slots = unary ? 64 : 64 / bits;
        this.fieldMask = unary ? 0 : (1L << bits) - 1;
        this.multiset = multiset;
        this.scratch = new int[slots];
    }

    /**
     * Heaps in fields are whole numbers a move lowers a little ({@link
     * org.sprague.search.engine.ChainedLongMemo} when there is no rank); the unary layout is a bit
     * string whose bits a move shifts ({@link org.sprague.search.engine.HashLongMemo}).
     */
    @Override
    public KeyShape keyShape() {
        return unary ? KeyShape.BITBOARD : KeyShape.NUMBERS;
    }

    /** The fewest bits that hold {@code max} (at least 1). */
    static int bitsFor(long max) {
        return Math.max(1, 64 - Long.numberOfLeadingZeros(max));
    }

    /** Field {@code i} of {@code p}. */
    final int field(long p, int i) {
        return (int) (p >>> (i * bits) & fieldMask);
    }

    /**
     * Unpacks {@code p} into {@code out}: for a multiset the non-empty heaps (decreasing), their
     * count returned; for an array every field, {@link #slots} returned.
     */
    final int unpack(long p, int[] out) {
        if (unary) { // low bit up: gaps in 0s, a 1 ends each heap; increasing, written out decreasing
            int n = 0;
            int h = 0;
            while (p != 0) {
                int gap = Long.numberOfTrailingZeros(p);
                h += gap;
                out[n++] = h;
                p >>>= gap;
                p >>>= 1;
            }
            for (int i = 0, j = n - 1; i < j; i++, j--) {
                int t = out[i];
                out[i] = out[j];
                out[j] = t;
            }
            return n;
        }
        if (!multiset) {
            for (int i = 0; i < slots; i++) {
                out[i] = field(p, i);
            }
            return slots;
        }
        int n = 0;
        while (n < slots) {
            int v = field(p, n);
            if (v == 0) {
                break;
            }
            out[n++] = v;
        }
        return n;
    }

    /**
     * Inserts {@code x} into {@code v[0..size)}, sorted decreasing, shifting the smaller ones up
     * by one (into {@code v[size]} at most): one step of an insertion sort, shared with
     * {@link PackedPebbles}.
     */
    static void insertDecreasing(int[] v, int size, int x) {
        int j = size - 1;
        while (j >= 0 && v[j] < x) {
            v[j + 1] = v[j];
            j--;
        }
        v[j + 1] = x;
    }

    /**
     * Packs the first {@code n} numbers of {@code v}: for a multiset sorts them (insertion sort,
     * decreasing, in place: n is at most 64) and drops the zeros.
     */
    final long pack(int[] v, int n) {
        if (multiset) {
            for (int i = 1; i < n; i++) {
                insertDecreasing(v, i, v[i]);
            }
        }
        if (unary) {
            long p = 0;
            int used = 0;
            int prev = 0;
            for (int i = n - 1; i >= 0; i--) { // increasing
                if (v[i] == 0) {
                    continue;
                }
                int gap = v[i] - prev;
                if (used + gap + 1 > 64) {
                    throw new PositionCodec.LayoutOverflow("a position reached has more heaps plus its largest"
                            + " heap than the 64 bits of the unary layout");
                }
                used += gap;
                p |= 1L << used;
                used++;
                prev = v[i];
            }
            return p;
        }
        long p = 0;
        for (int i = 0; i < n; i++) {
            if (v[i] == 0 && multiset) {
                break;
            }
            if (i >= slots || (v[i] & ~fieldMask) != 0) {
                throw new PositionCodec.LayoutOverflow("a position reached has more than " + slots
                        + " numbers or one of " + bits + " bits or more");
            }
            p |= (long) v[i] << (i * bits);
        }
        return p;
    }

    @Override
    public long canonical(long p) {
        return multiset ? pack(scratch, unpack(p, scratch)) : p;
    }

    @Override
    public String format(long p) {
        return Arrays.stream(scratch, 0, unpack(p, scratch)).mapToObj(Integer::toString).collect(Collectors.joining(" "));
    }
}
