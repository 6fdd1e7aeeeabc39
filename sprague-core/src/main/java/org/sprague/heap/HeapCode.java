package org.sprague.heap;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * The moves of a heap game in take-and-break form, as the Grundy-sequence calculators read
 * them: for each number k of stones removed (k = 0 only for splits), a digit whose bit 1
 * allows removing the whole heap (n = k), bit 2 leaving one heap of n - k >= 1, bit 4
 * splitting the rest into two heaps a + b = n - k (a, b >= 1), bit 8 into three heaps
 * (algorithms.md 2). Optionally two-heap splits must be unequal (Grundy's game).
 *
 * <p>A finite code has a last non-zero digit t (the Guy-Smith bound uses it); an infinite
 * code (a repeating tail such as {@code 0.[3]}, or an infinite subtraction set) has none.
 * This is the calculators' small internal form; the user-facing notation is parsed by
 * {@link #parse(String)} or built from a catalogue rule.
 */
public final class HeapCode {
    /** Digit bit: remove the whole heap. */
    public static final int TAKE_ALL = 1;
    /** Digit bit: leave one non-empty heap. */
    public static final int LEAVE_ONE = 2;
    /** Digit bit: leave two non-empty heaps. */
    public static final int SPLIT_TWO = 4;
    /** Digit bit: leave three non-empty heaps. */
    public static final int SPLIT_THREE = 8;

    private final String name;
    private final int[] finite;
    private final int[] tail;
    private final IntUnaryOperator beyond;
    private final boolean unequalSplit;
    private String notation;

    private HeapCode(String name, int[] finite, int[] tail, IntUnaryOperator beyond, boolean unequalSplit) {
        this.name = name;
        this.finite = finite;
        this.tail = tail;
        this.beyond = beyond;
        this.unequalSplit = unequalSplit;
    }

    /** A finite code: {@code digits[k]} for k = 0 .. digits.length - 1, zero beyond. */
    public static HeapCode finite(String name, int... digits) {
        return new HeapCode(name, digits.clone(), new int[0], null, false);
    }

    /** A code whose digits after {@code digits} repeat {@code tail} for ever. */
    public static HeapCode withTail(String name, int[] digits, int[] tail) {
        if (tail.length == 0) {
            return finite(name, digits);
        }
        return new HeapCode(name, digits.clone(), tail.clone(), null, false);
    }

    /** An infinite code given by a digit function (e.g. an infinite subtraction set). */
    public static HeapCode infinite(String name, IntUnaryOperator digitAt) {
        return new HeapCode(name, new int[0], new int[0], digitAt, false);
    }

    /** Grundy's game: split one heap into two unequal heaps, nothing removed. */
    public static HeapCode grundysGame() {
        return new HeapCode("grundys-game", new int[] {SPLIT_TWO}, new int[0], null, true);
    }

    /** The same moves, with every two-heap split required to be unequal. */
    public HeapCode unequal(String newName) {
        return new HeapCode(newName, finite, tail, beyond, true);
    }

    /** The same moves, written {@code notation} (for codes given by a digit function). */
    public HeapCode withNotation(String newNotation) {
        HeapCode c = new HeapCode(name, finite, tail, beyond, unequalSplit);
        c.notation = newNotation;
        return c;
    }

    /** The same moves under another name. */
    public HeapCode rename(String newName) {
        HeapCode c = new HeapCode(newName, finite, tail, beyond, unequalSplit);
        c.notation = notation;
        return c;
    }

    /** The code's name as the user wrote it. */
    public String name() {
        return name;
    }

    /** The digit for removing k stones (k >= 0). */
    public int digit(int k) {
        if (k < finite.length) {
            return finite[k];
        }
        if (beyond != null) {
            return beyond.applyAsInt(k);
        }
        if (tail.length == 0) {
            return 0;
        }
        return tail[(k - finite.length) % tail.length];
    }

    /** Whether two-heap splits must be unequal. */
    public boolean unequalSplit() {
        return unequalSplit;
    }

    /** Whether the code is finite (no repeating tail, no digit function). */
    public boolean isFinite() {
        return tail.length == 0 && beyond == null;
    }

    /** The position t of the last non-zero digit of a finite code (0 if none); -1 if infinite. */
    public int lastDigit() {
        if (!isFinite()) {
            return -1;
        }
        int t = finite.length - 1;
        while (t > 0 && finite[t] == 0) {
            t--;
        }
        return Math.max(t, 0);
    }

    /** The most heaps a move can leave (1, 2 or 3), over the digits up to {@code upTo}. */
    public int maxHeaps(int upTo) {
        int bits = 0;
        for (int k = 0; k <= upTo; k++) {
            bits |= digit(k);
        }
        return (bits & SPLIT_THREE) != 0 ? 3 : (bits & SPLIT_TWO) != 0 ? 2 : 1;
    }

    /** The k in [0, upTo] whose digit has {@code bit}, ascending. */
    public int[] removals(int bit, int upTo) {
        int[] ks = new int[16];
        int count = 0;
        for (int k = 0; k <= upTo; k++) {
            if ((digit(k) & bit) != 0) {
                if (k == 0 && bit != SPLIT_TWO && bit != SPLIT_THREE) {
                    continue; // removing nothing must split
                }
                if (count == ks.length) {
                    ks = Arrays.copyOf(ks, count * 2);
                }
                ks[count++] = k;
            }
        }
        return Arrays.copyOf(ks, count);
    }

    /**
     * The code in the field's notation: {@code d0.d1d2...} with hexadecimal digits, a
     * repeating tail in brackets; "(unequal splits)" marks Grundy's game's rule.
     */
    public String notation() {
        if (notation != null) {
            return notation;
        }
        if (beyond != null) {
            return name;
        }
        StringBuilder s = new StringBuilder();
        s.append(Character.forDigit(finite.length == 0 ? 0 : finite[0], 16)).append('.');
        int last = isFinite() ? lastDigit() : finite.length - 1;
        for (int k = 1; k <= last; k++) {
            s.append(Character.forDigit(finite[k], 16));
        }
        if (last < 1 && tail.length == 0) {
            s.append('0');
        }
        if (tail.length > 0) {
            s.append('[');
            for (int d : tail) {
                s.append(Character.forDigit(d, 16));
            }
            s.append(']');
        }
        return unequalSplit ? s + " (unequal splits)" : s.toString();
    }

    @Override
    public String toString() {
        return name;
    }
}
