package org.sprague.heap;

import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.TreeSet;
import org.sprague.game.InvalidInputException;

/**
 * A subtraction game: a move takes {@code s} stones from one heap, {@code s} in the set S.
 * S is a finite list ({@code 1,3,4}), a range {@code 1..M} (Bash, capped Nim), or an
 * infinite family: {@code fib} (1,2,3,5,8,...), {@code pow2} (1,2,4,8,...), {@code squares}
 * (1,4,9,...). Heap {@code n} has at most {@code |S ∩ [1,n]|} options.
 * Source: <i>Winning Ways</i>, ch. 4; Siegel, <i>Combinatorial Game Theory</i>, ch. IV.
 */
public final class SubtractionSet implements HeapRule {
    private final String notation;
    private final int[] members; // ascending, every member <= Integer.MAX_VALUE; null for a range
    private final int rangeMax;  // for a range 1..M (M capped at Integer.MAX_VALUE)
    private final boolean finite;

    private SubtractionSet(String notation, int[] members, int rangeMax, boolean finite) {
        this.notation = notation;
        this.members = members;
        this.rangeMax = rangeMax;
        this.finite = finite;
    }

    /** The range {@code 1..M}, {@code M >= 1} (members beyond any int heap are irrelevant). */
    public static SubtractionSet range(BigInteger m) {
        if (m.signum() <= 0) {
            throw new IllegalArgumentException("M must be >= 1: " + m);
        }
        int capped = m.bitLength() > 31 ? Integer.MAX_VALUE : m.intValue();
        return new SubtractionSet("{1,...," + m + "}", null, capped, true);
    }

    /** A finite set of positive sizes. */
    public static SubtractionSet of(int... sizes) {
        TreeSet<Integer> set = new TreeSet<>();
        for (int s : sizes) {
            if (s < 1) {
                throw new IllegalArgumentException("subtraction sizes must be >= 1: " + s);
            }
            set.add(s);
        }
        int[] m = set.stream().mapToInt(Integer::intValue).toArray();
        return new SubtractionSet(set.stream().map(String::valueOf).collect(Collectors.joining(",", "{", "}")), m, 0, true);
    }

    /**
     * Parses {@code fib}, {@code pow2}, {@code squares} or a comma list of whole numbers >= 1.
     *
     * @param game the game id for messages
     * @throws InvalidInputException naming the bad element
     */
    public static SubtractionSet parse(String game, String text) {
        if (text == null || text.isBlank()) {
            throw new InvalidInputException(game + ": missing set S, e.g. " + game
                    + ":1,3,4 (or fib, pow2, squares)");
        }
        switch (text) {
            case "fib":
                return family("fib", fibonacci());
            case "pow2":
                return family("pow2", powersOfTwo());
            case "squares":
                return family("squares", squares());
            default:
                break;
        }
        String[] parts = text.split(",", -1);
        int[] sizes = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i].trim();
            if (!p.matches("[0-9]+") || new BigInteger(p).signum() == 0) {
                throw new InvalidInputException(game + ": '" + text + "' has a bad element '" + p
                        + "' (expected fib, pow2, squares, or whole numbers >= 1 separated by commas)");
            }
            BigInteger v = new BigInteger(p);
            if (v.bitLength() > 31) {
                throw new InvalidInputException(game + ": '" + text + "' has an element '" + p
                        + "' that is too large (at most " + Integer.MAX_VALUE + ")");
            }
            sizes[i] = v.intValue();
        }
        return of(sizes);
    }

    private static SubtractionSet family(String name, int[] members) {
        return new SubtractionSet(name, members, 0, false);
    }

    private static int[] fibonacci() {
        return Stream.iterate(new long[] {1, 2}, f -> new long[] {f[1], f[0] + f[1]}).mapToLong(f -> f[0])
                .takeWhile(a -> a <= Integer.MAX_VALUE).mapToInt(a -> (int) a).toArray();
    }

    private static int[] powersOfTwo() {
        return IntStream.range(0, 31).map(k -> 1 << k).toArray();
    }

    private static int[] squares() {
        return IntStream.rangeClosed(1, (int) Math.sqrt(Integer.MAX_VALUE)).map(k -> k * k).toArray();
    }


    /** The largest member of a finite set (M for a range 1..M). */
    public int max() {
        if (!finite) {
            throw new IllegalStateException(notation + " is infinite");
        }
        return members == null ? rangeMax : members[members.length - 1];
    }

    /** Whether S is an explicit finite list (not a range, not infinite). */
    public boolean isList() {
        return finite && members != null;
    }

    /** The longest digit array {@link #toCode} builds for a finite list. */
    public static final int MAX_DIGITS = 1 << 20;

    /** Whether {@code k} is in S. */
    public boolean contains(int k) {
        if (k < 1) {
            return false;
        }
        if (members == null) {
            return k <= rangeMax;
        }
        return Arrays.binarySearch(members, k) >= 0;
    }

    /**
     * The same game as a take-and-break code named {@code name}: digit 3 (take all, or
     * leave one heap) at every member. A finite list up to {@value #MAX_DIGITS} is a finite
     * code of length max(S) + 1; a longer list, a range or an infinite family is a code given
     * by its membership test.
     */
    public HeapCode toCode(String name) {
        if (isList() && max() <= MAX_DIGITS) {
            int[] digits = new int[max() + 1];
            for (int k : members) {
                digits[k] = HeapCode.TAKE_ALL | HeapCode.LEAVE_ONE;
            }
            return HeapCode.finite(name, digits);
        }
        return HeapCode.infinite(name, k -> contains(k) ? HeapCode.TAKE_ALL | HeapCode.LEAVE_ONE : 0);
    }

    @Override
    public void forEachOption(int n, OptionVisitor visitor) {
        if (members == null) {
            for (int s = 1, top = Math.min(rangeMax, n); s <= top; s++) {
                emit(n - s, visitor);
            }
            return;
        }
        for (int s : members) {
            if (s > n) {
                return;
            }
            emit(n - s, visitor);
        }
    }

    private static void emit(int left, OptionVisitor visitor) {
        if (left == 0) {
            visitor.option(0, 0, 0, 0);
        } else {
            visitor.option(1, left, 0, 0);
        }
    }

    public String notation() {
        return "subtraction " + notation;
    }

    @Override
    public String toString() {
        return notation();
    }
}
