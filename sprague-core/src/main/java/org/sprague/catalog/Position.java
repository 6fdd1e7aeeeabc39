package org.sprague.catalog;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.game.InvalidInputException;
import org.sprague.game.LimitExceededException;

/**
 * A catalogue game's position: a list of whole numbers (heaps, board sizes, sheet
 * sides...), exact at any size. Immutable; {@code toString} is the CLI syntax (numbers
 * separated by spaces).
 */
public record Position(List<BigInteger> values) {

    public Position {
        values = List.copyOf(values);
    }

    /** A position of small numbers. */
    public static Position of(long... numbers) {
        List<BigInteger> v = new ArrayList<>(numbers.length);
        for (long n : numbers) {
            v.add(BigInteger.valueOf(n));
        }
        return new Position(v);
    }

    /** How many numbers. */
    public int size() {
        return values.size();
    }

    /** Number {@code i} (0-based). */
    public BigInteger get(int i) {
        return values.get(i);
    }

    /**
     * Number {@code i} as an {@code int}, for searches over explicit positions; a number
     * too large for any search is a limit, not a bug.
     */
    public int intValue(int i) {
        BigInteger v = values.get(i);
        if (v.bitLength() > 31) {
            throw new LimitExceededException("the number " + v + " is too large for a search"
                    + " (a search must store every smaller position); only a closed form handles it");
        }
        return v.intValue();
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
        List<BigInteger> v = new ArrayList<>(values);
        v.set(i, value);
        return new Position(v);
    }

    /** This position with number {@code i} replaced. */
    public Position with(int i, long value) {
        return with(i, BigInteger.valueOf(value));
    }

    /** This position with number {@code i} replaced by the given numbers (a split heap). */
    public Position replace(int i, List<BigInteger> parts) {
        List<BigInteger> v = new ArrayList<>(values.size() + parts.size());
        v.addAll(values.subList(0, i));
        v.addAll(parts);
        v.addAll(values.subList(i + 1, values.size()));
        return new Position(v);
    }

    /** The largest number, or 0 for an empty position. */
    public BigInteger max() {
        return values.stream().reduce(BigInteger.ZERO, BigInteger::max);
    }

    /**
     * Parses whole numbers >= {@code min}, naming the bad token and its role on error.
     *
     * @param game the game id, for messages
     * @param what what one number is ("heap", "coin count"), for messages
     */
    public static Position parse(String game, String what, List<String> tokens, long min) {
        List<BigInteger> v = new ArrayList<>(tokens.size());
        for (int i = 0; i < tokens.size(); i++) {
            v.add(parseNumber(game, what + " " + (i + 1), tokens.get(i), min));
        }
        return new Position(v);
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

    /**
     * Every number's hash mixed in (a multiply and a xor-shift per number). The record's
     * default, {@code 31 h + v}, gives many small positions one code ((w, h) and
     * (w + 1, h - 31) collide): about 6.5 cutting sheets per code, and a memo probe then
     * compares lists of numbers one after another.
     */
    @Override
    public int hashCode() {
        long h = values.size();
        for (int i = 0; i < values.size(); i++) {
            h = (h ^ values.get(i).hashCode()) * 0x9E3779B97F4A7C15L;
            h ^= h >>> 29;
        }
        return (int) (h ^ h >>> 32);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && values.equals(p.values);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (BigInteger v : values) {
            if (!sb.isEmpty()) {
                sb.append(' ');
            }
            sb.append(v);
        }
        return sb.toString();
    }
}
