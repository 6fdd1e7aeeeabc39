package org.sprague.heap;

import java.util.Arrays;

/**
 * G(0..length-1) of a heap game in the narrowest primitive array that holds them: bytes
 * while every value is below 2^8, chars (unsigned 16 bits) below 2^16, ints beyond. Octal
 * games' values stay small (Kayles <= 8, Grundy's game in the hundreds at 2^22), so a
 * billion values take a gigabyte, not four. Widening copies once per width change. The sparse
 * engine on one thread widens to chars at 7 bits already, for speed ({@link #widenToChars}).
 */
public final class GrundyValues {
    byte[] bytes;
    char[] chars;
    int[] ints;
    private final int capacity;
    private int length;
    private int max;

    /** Room for {@code capacity} values, starting as bytes. */
    public GrundyValues(int capacity) {
        this(capacity, true);
    }

    private GrundyValues(int capacity, boolean asBytes) {
        this.capacity = capacity;
        this.bytes = asBytes ? new byte[capacity] : null;
    }

    /**
     * {@code values[0..length)} read in place, as they are (any ints, negative ones too): a view
     * for reading with {@link #get}, so that {@link PeriodicityChecker} has one Z-function for
     * arrays and stored sequences. Not to be appended to.
     */
    static GrundyValues view(int[] values, int length) {
        GrundyValues g = new GrundyValues(length, false);
        g.ints = values;
        g.length = length;
        return g;
    }

    /** The room reserved. */
    public int capacity() {
        return capacity;
    }

    /** The same values with room for {@code newCapacity >= length()} values (a copy). */
    public GrundyValues withCapacity(int newCapacity) {
        if (newCapacity < length) {
            throw new IllegalArgumentException("capacity " + newCapacity + " < length " + length);
        }
        GrundyValues g = new GrundyValues(newCapacity, false);
        g.max = max;
        g.length = length;
        if (bytes != null) {
            g.bytes = Arrays.copyOf(bytes, newCapacity);
        } else if (chars != null) {
            g.chars = Arrays.copyOf(chars, newCapacity);
        } else {
            g.ints = Arrays.copyOf(ints, newCapacity);
        }
        return g;
    }

    /** G(i). */
    public int get(int i) {
        if (bytes != null) {
            return bytes[i] & 0xFF;
        }
        if (chars != null) {
            return chars[i];
        }
        return ints[i];
    }

    /** Appends G(length) = v (v >= 0), widening the array when v does not fit. */
    public void add(int v) {
        if (v > max) {
            max = v;
            widenFor(v);
        }
        if (bytes != null) {
            bytes[length] = (byte) v;
        } else if (chars != null) {
            chars[length] = (char) v;
        } else {
            ints[length] = v;
        }
        length++;
    }

    /** The largest value stored (0 when empty). */
    public int max() {
        return max;
    }

    private void widenFor(int v) {
        if (bytes != null && v > 0xFF) {
            if (v <= 0xFFFF) {
                chars = new char[capacity];
                for (int i = 0; i < length; i++) {
                    chars[i] = (char) (bytes[i] & 0xFF);
                }
            } else {
                ints = new int[capacity];
                for (int i = 0; i < length; i++) {
                    ints[i] = bytes[i] & 0xFF;
                }
            }
            bytes = null;
        } else if (chars != null && v > 0xFFFF) {
            ints = new int[capacity];
            for (int i = 0; i < length; i++) {
                ints[i] = chars[i];
            }
            chars = null;
        }
    }

    /** How many values are stored. */
    public int length() {
        return length;
    }

    /**
     * Bits a stored value takes: 8, 16 or 32; 8 too for values below 256 held in chars by
     * {@link #widenToChars} (the report and the checkpoint's width do not depend on the engine's
     * choice of loop).
     */
    public int bitsPerValue() {
        return bytes != null || (chars != null && max <= 0xFF) ? 8 : chars != null ? 16 : 32;
    }

    /**
     * The values from bytes to chars before a value needs it, when the Java heap has room for the
     * chars twice over; whether they were widened. The sparse engine's loops over chars cost
     * Grundy's game 0.875x the CPU of its loops over bytes to 2^22 (docs/performance-log.md, "heap20").
     */
    boolean widenToChars() {
        if (bytes == null) {
            return chars != null;
        }
        Runtime rt = Runtime.getRuntime();
        if (rt.maxMemory() - (rt.totalMemory() - rt.freeMemory()) < 4L * capacity) {
            return false;
        }
        chars = new char[capacity];
        for (int i = 0; i < length; i++) {
            chars[i] = (char) (bytes[i] & 0xFF);
        }
        bytes = null;
        return true;
    }

    /** The first {@code n} values as a new int array. */
    public int[] toIntArray(int n) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = get(i);
        }
        return out;
    }

    /** All stored values as a new int array. */
    public int[] toIntArray() {
        return toIntArray(length);
    }

    @Override
    public String toString() {
        return Arrays.toString(toIntArray(Math.min(length, 32))) + (length > 32 ? "..." : "");
    }
}
