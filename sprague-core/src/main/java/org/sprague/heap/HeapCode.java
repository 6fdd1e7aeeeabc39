package org.sprague.heap;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;
import org.sprague.game.Deadline;
import org.sprague.game.InvalidInputException;

/**
 * A heap game in take-and-break form (Guy and Smith 1956; <i>Winning Ways</i>, ch. 4;
 * algorithms.md 2): for each number k of stones removed from one heap of size n, a digit
 * d_k whose bit 1 allows removing the whole heap (n = k), bit 2 leaving one heap of
 * n - k >= 1, bit 4 splitting the rest into two heaps a + b = n - k (a, b >= 1), bit 8
 * (hexadecimal) into three heaps. d_0 (no stone removed) may only split: 0, 4, 8 or c.
 * Optionally two-heap splits must be unequal (Grundy's game).
 *
 * <p>The field's notation {@code d0.d1d2...}, with a repeating tail in brackets
 * ({@code 0.[3]} is Nim, {@code 4.[3]} Lasker's Nim), is read by {@link #parse(String)}.
 * An infinite subtraction set is a code given by a digit function. A finite code has a
 * last non-zero digit t (the Guy-Smith bound uses it); an infinite one has none.
 *
 * <p>The one code type of the heap package: the Grundy-sequence calculators read its digits
 * ({@link #removals}), and the catalogue lists its moves ({@link #forEachOption}): heap n has
 * {@code O(n)} options per two-heap digit and {@code O(n^2)} per three-heap digit.
 */
public final class HeapCode implements HeapRule {
    /** Digit bit: remove the whole heap. */
    public static final int TAKE_ALL = 1;
    /** Digit bit: leave one non-empty heap. */
    public static final int LEAVE_ONE = 2;
    /** Digit bit: leave two non-empty heaps. */
    public static final int SPLIT_TWO = 4;
    /** Digit bit: leave three non-empty heaps. */
    public static final int SPLIT_THREE = 8;

    private HeapCode(String name, int[] finite, int[] tail, IntUnaryOperator beyond, boolean unequalSplit) {
        this.name = name;
        this.finite = finite;
        this.tail = tail;
        this.beyond = beyond;
        this.unequalSplit = unequalSplit;
    }

    private final String name;
    private final int[] finite;
    private final int[] tail;
    private final IntUnaryOperator beyond;
    private final boolean unequalSplit;
    private String notation;

    /**
     * The longest code {@link #parse} reads, in characters (254 digits after the point): the
     * codes of the literature have a handful of digits, and every digit is work for every heap
     * (a 2,000-digit code of 7s kept {@code sprague solve} busy for minutes on a heap of 5).
     */
    public static final int MAX_CODE_CHARS = 256;

    /**
     * Parses a code such as {@code 0.77}, {@code 4.007}, {@code 0.[3]}, {@code 0.1f}; the code
     * as written is its name.
     *
     * @throws InvalidInputException naming the bad character and its (0-based) index
     */
    public static HeapCode parse(String code) {
        if (code == null || code.isEmpty()) {
            throw new InvalidInputException("take-and-break code is empty (expected e.g. 0.77)");
        }
        if (code.length() > MAX_CODE_CHARS) {
            throw new InvalidInputException("a take-and-break code of " + code.length() + " characters; the most is "
                    + MAX_CODE_CHARS + " (a digit per stone count removed: for a single large removal, write"
                    + " subtraction:S)");
        }
        int d0 = hexDigit(code.charAt(0));
        if (d0 < 0) {
            throw bad(code, 0, "a digit 0-9 or a-f");
        }
        if ((d0 & (TAKE_ALL | LEAVE_ONE)) != 0) {
            throw new InvalidInputException("code '" + code + "': digit '" + code.charAt(0)
                    + "' at index 0 (before the point) must be 0, 4, 8 or c: without removing stones a move can only split");
        }
        if (code.length() < 2) {
            throw new InvalidInputException("code '" + code + "': missing '.' at index 1");
        }
        if (code.charAt(1) != '.') {
            throw bad(code, 1, "'.'");
        }
        int[] digits = new int[code.length()];
        digits[0] = d0;
        int nd = 1;
        int[] tail = new int[code.length()];
        int nt = 0;
        int i = 2;
        for (; i < code.length() && code.charAt(i) != '['; i++) {
            int d = hexDigit(code.charAt(i));
            if (d < 0) {
                throw bad(code, i, "a digit 0-9 or a-f, or '['");
            }
            digits[nd++] = d;
        }
        if (i < code.length()) { // '[' at i
            int open = i;
            for (i++; i < code.length() && code.charAt(i) != ']'; i++) {
                int d = hexDigit(code.charAt(i));
                if (d < 0) {
                    throw bad(code, i, "a digit 0-9 or a-f, or ']'");
                }
                tail[nt++] = d;
            }
            if (i == code.length()) {
                throw new InvalidInputException("code '" + code + "': missing ']' at index " + i
                        + " (the '[' at index " + open + " is not closed)");
            }
            if (nt == 0) {
                throw new InvalidInputException("code '" + code + "': empty repeating tail '[]' at index " + open);
            }
            if (i + 1 < code.length()) {
                throw bad(code, i + 1, "the end of the code after ']'");
            }
        }
        return withTail(code, Arrays.copyOf(digits, nd), Arrays.copyOf(tail, nt));
    }

    private static InvalidInputException bad(String code, int index, String expected) {
        return new InvalidInputException("code '" + code + "': bad character '" + code.charAt(index)
                + "' at index " + index + " (expected " + expected + ")");
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

    /**
     * Visits the options of heap {@code n} from the digits: for k = 0, 1, ... the whole-heap
     * removal, the one heap left, the two-heap splits {@code a <= b} (a ascending; {@code a < b}
     * under unequal splits), the three-heap splits {@code a <= b <= c}.
     */
    @Override
    public void forEachOption(int n, OptionVisitor visitor) {
        int top = isFinite() ? Math.min(n, finite.length - 1) : n;
        for (int k = 0; k <= top; k++) {
            int d = digit(k);
            if (d == 0) {
                continue;
            }
            int m = n - k;
            if ((d & TAKE_ALL) != 0 && m == 0 && k >= 1) {
                visitor.option(0, 0, 0, 0);
            }
            if ((d & LEAVE_ONE) != 0 && m >= 1 && k >= 1) {
                visitor.option(1, m, 0, 0);
            }
            if ((d & SPLIT_TWO) != 0) {
                visitor.twoHeapSplits(m, unequalSplit);
            }
            if ((d & SPLIT_THREE) != 0) {
                for (int a = 1; 3 * a <= m; a++) {
                    if ((a & 63) == 0) {
                        Deadline.unlimited().check(); // O(m^2) splits: an interrupt stops a huge listing (callers check their deadline per heap)
                    }
                    for (int b = a; a + 2 * b <= m; b++) {
                        visitor.option(3, a, b, m - a - b);
                    }
                }
            }
        }
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

    /** Codes are equal when they allow the same moves: the same notation. */
    @Override
    public boolean equals(Object o) {
        return o instanceof HeapCode c && c.notation().equals(notation());
    }

    @Override
    public int hashCode() {
        return notation().hashCode();
    }

    /** An ASCII hexadecimal digit's value, or -1: full-width and other scripts' digits are refused, as in heaps. */
    private static int hexDigit(char c) {
        return c < 0x80 ? Character.digit(c, 16) : -1;
    }
}
