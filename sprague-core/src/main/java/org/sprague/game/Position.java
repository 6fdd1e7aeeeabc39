package org.sprague.game;

import java.util.Arrays;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * A catalogue game's position: a list of whole numbers (heaps, board sizes, sheet
 * sides...), exact at any size. Immutable; {@code toString} is the CLI syntax (numbers
 * separated by spaces).
 *
 * <p>Numbers that fit in a {@code long} (all of them, in any search) are kept in a
 * {@code long[]}, so building, comparing and hashing a position touches one array and no
 * {@link BigInteger}; a position with a larger number keeps the list. Either way one
 * position has one form, so {@code equals} compares like with like. (Lists of
 * {@code BigInteger}s took most of the object cutting search's time to build and compare.)
 */
public final class Position implements org.sprague.game.codec.LongNumbers<Position> {
    private final long[] small;          // non-null iff every number fits in a long
    private final List<BigInteger> big;  // non-null iff some number does not
    private List<BigInteger> values;     // values() built once, on demand

    /** A position of the given numbers. */
    public Position(List<BigInteger> values) {
        long[] s = new long[values.size()];
        boolean fits = true;
        for (int i = 0; i < s.length; i++) {
            BigInteger v = values.get(i);
            if (v.bitLength() > 63) {
                fits = false;
                break;
            }
            s[i] = v.longValue();
        }
        this.small = fits ? s : null;
        this.big = fits ? null : List.copyOf(values);
    }

    private Position(long[] small) {
        this.small = small;
        this.big = null;
    }

    /** A position of small numbers. */
    public static Position of(long... numbers) {
        return new Position(numbers.clone());
    }

    /**
     * Gives the position of {@code numbers} to {@code sink}, reading the array during the call
     * only, so a game's {@link ImpartialGame#options(Object, java.util.function.Consumer)} may
     * fill one array again for every option. The search's own sink packs the numbers into its
     * key with no position made; any other sink gets {@code Position.of(numbers)} (a copy).
     * Measured on Chomp 11 x 11's game file: see docs/performance-log.md, struct17.
     */
    @SuppressWarnings("unchecked")
    public static void emit(java.util.function.Consumer<? super Position> sink, long[] numbers) {
        if (sink instanceof org.sprague.game.codec.LongNumbers.Sink s) {
            s.acceptNumbers(numbers);
        } else {
            sink.accept(of(numbers));
        }
    }

    /**
     * A position of one number. The fixed-arity forms build one array where the varargs form
     * builds two (the caller's and the copy): a game file's options are made by the million.
     */
    public static Position of(long a) {
        return new Position(new long[] {a});
    }

    /** A position of two numbers (one array, see {@link #of(long)}). */
    public static Position of(long a, long b) {
        return new Position(new long[] {a, b});
    }

    /** A position of three numbers ({@code rows cols free}: one array, see {@link #of(long)}). */
    public static Position of(long a, long b, long c) {
        return new Position(new long[] {a, b, c});
    }

    /** The numbers, in order (an unmodifiable list). */
    public List<BigInteger> values() {
        if (big != null) {
            return big;
        }
        List<BigInteger> v = values;
        if (v == null) {
            BigInteger[] a = new BigInteger[small.length];
            for (int i = 0; i < a.length; i++) {
                a[i] = BigInteger.valueOf(small[i]);
            }
            v = List.of(a);
            values = v;
        }
        return v;
    }

    /** How many numbers. */
    public int size() {
        return small != null ? small.length : big.size();
    }

    /** Number {@code i} (0-based). */
    public BigInteger get(int i) {
        return small != null ? BigInteger.valueOf(small[i]) : big.get(i);
    }

    /**
     * Number {@code i} as an {@code int}, for searches over explicit positions; a number
     * too large for any search is a limit, not a bug.
     */
    public int intValue(int i) {
        if (small != null && small[i] == (int) small[i]) {
            return (int) small[i];
        }
        BigInteger v = get(i);
        if (v.bitLength() < 32) { // a small number of a position held as BigIntegers (another number is large)
            return v.intValue();
        }
        throw new LimitExceededException("the number " + v + " is too large for a search"
                + " (a search must store every smaller position); only a closed form handles it");
    }

    /**
     * Number {@code i} as a {@code long} (a bit board, a large heap) without building a
     * {@link BigInteger} as {@code get(i).longValueExact()} does; a number wider than a
     * {@code long} is a limit, as in {@link #intValue}.
     */
    public long longValue(int i) {
        if (small != null) {
            return small[i];
        }
        BigInteger v = big.get(i);
        if (v.bitLength() < 64) {
            return v.longValue();
        }
        throw new LimitExceededException("the number " + v + " is too large for a search"
                + " (a search must store every smaller position); only a closed form handles it");
    }

    /** Every number as an {@code int}, see {@link #intValue}. */
    public int[] ints() {
        int[] a = new int[size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = intValue(i);
        }
        return a;
    }

    /** This position with number {@code i} replaced. */
    public Position with(int i, BigInteger value) {
        if (small != null && value.bitLength() <= 63) {
            long[] s = small.clone();
            s[i] = value.longValue();
            return new Position(s);
        }
        List<BigInteger> v = new ArrayList<>(values());
        v.set(i, value);
        return new Position(v);
    }

    /** This position with number {@code i} replaced. */
    public Position with(int i, long value) {
        if (small != null) {
            long[] s = small.clone();
            s[i] = value;
            return new Position(s);
        }
        return with(i, BigInteger.valueOf(value));
    }

    /** This position with number {@code i} replaced by the given numbers (a split heap). */
    public Position replace(int i, List<BigInteger> parts) {
        List<BigInteger> v = new ArrayList<>(size() + parts.size());
        v.addAll(values().subList(0, i));
        v.addAll(parts);
        v.addAll(values().subList(i + 1, size()));
        return new Position(v);
    }

    /** The largest number, or 0 for an empty position. */
    public BigInteger max() {
        if (small != null) {
            return BigInteger.valueOf(Arrays.stream(small).reduce(0, Math::max));
        }
        return big.stream().reduce(BigInteger.ZERO, BigInteger::max);
    }

    /**
     * Parses whole numbers >= {@code min}, naming the bad token and its role on error.
     *
     * @param game the game id, for messages
     * @param what what one number is ("heap", "coin count"), for messages
     */
    public static Position parse(String game, String what, List<String> tokens, long min) {
        return new Position(IntStream.range(0, tokens.size())
                .mapToObj(i -> parseNumber(game, what + " " + (i + 1), tokens.get(i), min)).toList());
    }

    /** Parses one whole number >= {@code min}. */
    public static BigInteger parseNumber(String game, String what, String token, long min) {
        BigInteger n;
        try {
            if (!token.matches("[+-]?[0-9]+")) {
                throw new NumberFormatException();
            }
            n = new BigInteger(token);
        } catch (NumberFormatException e) {
            throw new InvalidInputException(game + ": " + what + " '" + token
                    + "' is not a whole number");
        }
        if (n.compareTo(BigInteger.valueOf(min)) < 0) {
            throw new InvalidInputException(game + ": " + what + " '" + token + "' must be >= " + min);
        }
        return n;
    }

    /** The numbers when every one fits in a {@code long} (read only), else {@code null}. */
    @Override
    public long[] longNumbers() {
        return small;
    }

    /** A position of these numbers; the array is kept, not copied. */
    @Override
    public Position withLongNumbers(long[] numbers) {
        return new Position(numbers);
    }

    /**
     * Every number mixed in (a multiply and a xor-shift per number): {@code 31 h + v} gives
     * many small positions one code ((w, h) and (w + 1, h - 31) collide), about 6.5 cutting
     * sheets per code.
     */
    @Override
    public int hashCode() {
        long h = size();
        for (int i = 0, n = size(); i < n; i++) {
            long x = small != null ? small[i] : big.get(i).hashCode();
            h = (h ^ x) * 0x9E3779B97F4A7C15L;
            h ^= h >>> 29;
        }
        return (int) (h ^ h >>> 32);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Position p)) {
            return false;
        }
        if (small != null) {
            return p.small != null && java.util.Arrays.equals(small, p.small);
        }
        return p.big != null && big.equals(p.big);
    }

    @Override
    public String toString() {
        return (small != null ? java.util.Arrays.stream(small).mapToObj(Long::toString) : big.stream().map(BigInteger::toString))
                .collect(java.util.stream.Collectors.joining(" "));
    }
}
