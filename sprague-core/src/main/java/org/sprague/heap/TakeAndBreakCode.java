package org.sprague.heap;

import java.util.Arrays;
import org.sprague.game.InvalidInputException;

/**
 * A take-and-break game in the field's code notation {@code d0.d1d2...dt}, optionally with
 * a repeating tail {@code [..]} ({@code 0.[3]} is Nim, {@code 4.[3]} Lasker's Nim).
 *
 * <p>Digit {@code dk} says what removing {@code k} stones from one heap of size {@code n}
 * may leave (bits): 1 nothing (only when {@code n = k}), 2 one heap {@code n-k >= 1},
 * 4 two heaps {@code a + b = n-k}, 8 (hexadecimal) three heaps; all heaps non-empty.
 * {@code d0} (no stones removed) may only split: 0, 4, 8 or c. Octal digits are 0-7,
 * hexadecimal digits go up to {@code f}. Source: Guy and Smith (1956); <i>Winning Ways</i>,
 * ch. 4. Heap {@code n} has {@code O(n)} options per two-heap digit and {@code O(n^2)} per
 * three-heap digit.
 */
public final class TakeAndBreakCode implements HeapRule {
    private final int d0;
    private final int[] prefix; // d1..dt
    private final int[] tail;   // repeating digits after the prefix, empty when finite
    private final String notation;

    private TakeAndBreakCode(int d0, int[] prefix, int[] tail) {
        this.d0 = d0;
        this.prefix = prefix;
        this.tail = tail;
        StringBuilder sb = new StringBuilder().append(Character.forDigit(d0, 16)).append('.');
        for (int d : prefix) {
            sb.append(Character.forDigit(d, 16));
        }
        if (tail.length > 0) {
            sb.append('[');
            for (int d : tail) {
                sb.append(Character.forDigit(d, 16));
            }
            sb.append(']');
        }
        this.notation = sb.toString();
    }

    /**
     * Parses a code such as {@code 0.77}, {@code 4.007}, {@code 0.[3]}, {@code 0.1f}.
     *
     * @throws InvalidInputException naming the bad character and its (0-based) index
     */
    public static TakeAndBreakCode parse(String code) {
        if (code == null || code.isEmpty()) {
            throw new InvalidInputException("take-and-break code is empty (expected e.g. 0.77)");
        }
        int d0 = hexDigit(code.charAt(0));
        if (d0 < 0) {
            throw bad(code, 0, "a digit 0-9 or a-f");
        }
        if ((d0 & 3) != 0) {
            throw new InvalidInputException("code '" + code + "': digit '" + code.charAt(0)
                    + "' at index 0 (before the point) must be 0, 4, 8 or c: without removing stones a move can only split");
        }
        if (code.length() < 2) {
            throw new InvalidInputException("code '" + code + "': missing '.' at index 1");
        }
        if (code.charAt(1) != '.') {
            throw bad(code, 1, "'.'");
        }
        int[] prefix = new int[code.length()];
        int np = 0;
        int[] tail = new int[code.length()];
        int nt = 0;
        int i = 2;
        for (; i < code.length() && code.charAt(i) != '['; i++) {
            int d = hexDigit(code.charAt(i));
            if (d < 0) {
                throw bad(code, i, "a digit 0-9 or a-f, or '['");
            }
            prefix[np++] = d;
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
        return new TakeAndBreakCode(d0, Arrays.copyOf(prefix, np), Arrays.copyOf(tail, nt));
    }

    private static InvalidInputException bad(String code, int index, String expected) {
        return new InvalidInputException("code '" + code + "': bad character '" + code.charAt(index)
                + "' at index " + index + " (expected " + expected + ")");
    }

    private static int hexDigit(char c) {
        return Character.digit(c, 16);
    }

    /** Digit {@code dk}: what removing {@code k} stones may leave (0 beyond a finite code). */
    public int digit(int k) {
        if (k == 0) {
            return d0;
        }
        if (k <= prefix.length) {
            return prefix[k - 1];
        }
        return tail.length == 0 ? 0 : tail[(k - 1 - prefix.length) % tail.length];
    }

    /** How many digits follow the point before the repeating tail ({@code t} for a finite code). */
    public int prefixLength() {
        return prefix.length;
    }

    /** How many digits repeat (0 for a finite code). */
    public int tailLength() {
        return tail.length;
    }

    /** Whether the code has no repeating tail. */
    public boolean isFinite() {
        return tail.length == 0;
    }

    /**
     * For a finite code, the index {@code t} of the last non-zero digit (0 when only
     * {@code d0} is non-zero or every digit is 0), as used by the Guy-Smith periodicity bound.
     *
     * @throws IllegalStateException for an infinite code
     */
    public int lastNonZeroDigit() {
        if (!isFinite()) {
            throw new IllegalStateException(notation + " is infinite");
        }
        for (int k = prefix.length; k >= 1; k--) {
            if (prefix[k - 1] != 0) {
                return k;
            }
        }
        return 0;
    }

    /** Whether some digit allows leaving three heaps (bit 8). */
    public boolean isHexadecimal() {
        boolean hex = (d0 & 8) != 0;
        for (int d : prefix) {
            hex |= (d & 8) != 0;
        }
        for (int d : tail) {
            hex |= (d & 8) != 0;
        }
        return hex;
    }

    @Override
    public void forEachOption(int n, OptionVisitor visitor) {
        for (int k = 0; k <= n; k++) {
            int d = digit(k);
            if (d == 0) {
                if (k > prefix.length && tail.length == 0) {
                    return; // finite code: no more digits
                }
                continue;
            }
            int m = n - k;
            if ((d & 1) != 0 && m == 0) {
                visitor.option(0, 0, 0, 0);
            }
            if ((d & 2) != 0 && m >= 1 && k >= 1) {
                visitor.option(1, m, 0, 0);
            }
            if ((d & 4) != 0) {
                for (int a = 1; 2 * a <= m; a++) {
                    visitor.option(2, a, m - a, 0);
                }
            }
            if ((d & 8) != 0) {
                for (int a = 1; 3 * a <= m; a++) {
                    for (int b = a; a + 2 * b <= m; b++) {
                        visitor.option(3, a, b, m - a - b);
                    }
                }
            }
        }
    }

    @Override
    public String notation() {
        return notation;
    }

    @Override
    public String toString() {
        return notation;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TakeAndBreakCode c && c.notation.equals(notation);
    }

    @Override
    public int hashCode() {
        return notation.hashCode();
    }
}
