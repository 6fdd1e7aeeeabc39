package org.sprague.strong.db;

import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The solved tiers a solve keeps in memory for the tiers above them ({@link DatabaseWriter} as a
 * tier store). A symmetric game's tier holds records at its representatives only (the others
 * are 0): of such tiers only the {@code full} used last are kept as arrays, the others packed,
 * a bitmap of the ranks whose record is not 0 and those records, one byte each when they fit
 * (as {@link Blocks#stored}), and unpacked when asked for again. Quixo 4x4 keeps 11 to 13 tiers
 * of 2 bytes a rank at its largest ones (about 38 MB, of which the current tier's children
 * 12-16 MB); packed, a tier takes about a quarter of a byte a rank. Other games keep every tier
 * as an array (their records are not 0).
 */
final class HeldTiers {
    private final int full;
    /** The tiers held as arrays, the one used last at the end. */
    private final LinkedHashMap<Integer, short[]> arrays = new LinkedHashMap<>(16, 0.75f, true);
    private final Map<Integer, Packed> packed = new HashMap<>();

    /** {@code full}: the arrays kept before packing the one used least recently ({@code Integer.MAX_VALUE}: never pack). */
    HeldTiers(int full) {
        this.full = Math.max(1, full);
    }

    /** Tier {@code t}'s records, unpacked if need be, or null when not held. */
    short[] get(int t) {
        short[] rec = arrays.get(t);
        if (rec == null) {
            Packed p = packed.remove(t);
            if (p != null) {
                rec = p.records(0, p.size());
                put(t, rec);
            }
        }
        return rec;
    }

    void put(int t, short[] rec) {
        packed.remove(t);
        arrays.put(t, rec);
        Iterator<Map.Entry<Integer, short[]>> it = arrays.entrySet().iterator();
        while (arrays.size() > full) {
            Map.Entry<Integer, short[]> e = it.next();
            packed.put(e.getKey(), Packed.of(e.getValue()));
            e.setValue(null); // see remove
            it.remove();
        }
    }

    boolean contains(int t) {
        return arrays.containsKey(t) || packed.containsKey(t);
    }

    void remove(int t) {
        // The map's entry is an old object by now: dropped with the array still in it, it would keep
        // the array (one humongous object of up to 49 MB, Connect Four 5x5) alive through every young
        // collection until a marking cycle finds the entry dead, since G1 scans the entry's card when
        // it looks for references to the array. Emptied first, the next young collection frees the
        // array (connect-four:5x5 peak: docs/performance-log.md, "strong14").
        arrays.replace(t, null);
        packed.replace(t, null);
        arrays.remove(t);
        packed.remove(t);
    }

    /** Records {@code from..from+count-1} of held tier {@code t} into {@code out}; false when the tier is not held. */
    boolean copy(int t, int from, short[] out, int count) {
        short[] rec = arrays.get(t);
        if (rec != null) {
            System.arraycopy(rec, from, out, 0, count);
            return true;
        }
        Packed p = packed.get(t);
        if (p == null) {
            return false;
        }
        System.arraycopy(p.records(from, count), 0, out, 0, count);
        return true;
    }

    /** A tier's records packed: which are not 0 (a bitmap), then those, in {@link Blocks#stored}'s layout. */
    record Packed(int size, long[] nonZero, byte[] stored) {
        static Packed of(short[] rec) {
            long[] bits = new long[(rec.length + 63) >>> 6];
            for (int i = 0; i < rec.length; i++) {
                if (rec[i] != 0) {
                    bits[i >>> 6] |= 1L << i;
                }
            }
            return new Packed(rec.length, bits, Blocks.stored(rec, 0, rec.length));
        }

        /** Records {@code from..from+count-1} ({@code from} a multiple of 64), through {@link Blocks#segment}. */
        short[] records(int from, int count) {
            int width = stored[0];
            int at = 1;
            for (int w = 0; w < from >>> 6; w++) {
                at += width * Long.bitCount(nonZero[w]);
            }
            long[] mask = java.util.Arrays.copyOfRange(nonZero, from >>> 6, (from + count + 63) >>> 6);
            if ((count & 63) != 0) {
                mask[mask.length - 1] &= (1L << count) - 1;
            }
            int k = 0;
            for (long m : mask) {
                k += Long.bitCount(m);
            }
            return Blocks.segment(new Blocks.Segmented(stored, width, new int[] {at}, new int[] {k}), 0, count, mask);
        }
    }
}
