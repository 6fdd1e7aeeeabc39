package org.sprague.catalog.games;

import org.sprague.search.PackedGame;

/**
 * Positions made of a few whole numbers (heaps, stairs, a list of numbers) packed into a
 * {@code long} for {@link org.sprague.search.PackedSearch}: field {@code i} holds number
 * {@code i} in bits {@code [i * bits, (i + 1) * bits)}, so {@code 64 / bits} fields fit. A
 * <em>multiset</em> layout (heaps whose order does not matter) keeps the numbers sorted in
 * decreasing order with the empty heaps (0) last, which is the canonical form the memo is
 * keyed by; an <em>array</em> layout (stairs) keeps the order.
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

    HeapFields(int bits, boolean multiset) {
        if (bits < 1 || bits > 31) {
            throw new IllegalArgumentException("bits per field must be 1..31, got " + bits);
        }
        this.bits = bits;
        this.slots = 64 / bits;
        this.fieldMask = (1L << bits) - 1;
        this.multiset = multiset;
        this.scratch = new int[slots];
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
     * Packs the first {@code n} numbers of {@code v}: for a multiset sorts them (insertion sort,
     * decreasing, in place: n is at most 64) and drops the zeros.
     */
    final long pack(int[] v, int n) {
        if (multiset) {
            for (int i = 1; i < n; i++) {
                int x = v[i];
                int j = i - 1;
                while (j >= 0 && v[j] < x) {
                    v[j + 1] = v[j];
                    j--;
                }
                v[j + 1] = x;
            }
        }
        long p = 0;
        for (int i = 0; i < n; i++) {
            if (v[i] == 0 && multiset) {
                break;
            }
            if (i >= slots || (v[i] & ~fieldMask) != 0) {
                throw new Packing.LayoutOverflow("a position reached has more than " + slots
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
        int n = unpack(p, scratch);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(scratch[i]);
        }
        return sb.toString();
    }
}
