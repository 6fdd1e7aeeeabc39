package org.sprague.partizan;

import java.math.BigInteger;
import org.sprague.game.InvalidInputException;

/**
 * An exact dyadic rational {@code numerator / 2^exponent}: the numbers of short games, their
 * stops, means and temperatures (Siegel, <i>Combinatorial Game Theory</i>, II.3). Kept in
 * lowest terms (odd numerator or exponent 0), so {@code equals} is value equality.
 */
public final class Dyadic implements Comparable<Dyadic> {
    public static final Dyadic ZERO = new Dyadic(BigInteger.ZERO, 0);
    public static final Dyadic ONE = new Dyadic(BigInteger.ONE, 0);
    public static final Dyadic MINUS_ONE = new Dyadic(BigInteger.ONE.negate(), 0);
    public static final Dyadic HALF = new Dyadic(BigInteger.ONE, 1);

    private final BigInteger numerator;
    private final int exponent;

    /** The value as a double when that is exact (numerator < 2^53, small exponent), else NaN. */
    private final double approx;

    private Dyadic(BigInteger numerator, int exponent) {
        this.numerator = numerator;
        this.exponent = exponent;
        this.approx = numerator.bitLength() <= 53 && exponent <= 1000
                ? Math.scalb(numerator.doubleValue(), -exponent) : Double.NaN;
    }

    /** The exact value as a double, or NaN when a double cannot hold it exactly. */
    public double exactDouble() {
        return approx;
    }

    /** {@code numerator / 2^exponent}, reduced. */
    public static Dyadic of(BigInteger numerator, int exponent) {
        if (exponent < 0) {
            return new Dyadic(numerator.shiftLeft(-exponent), 0);
        }
        if (numerator.signum() == 0) {
            return ZERO;
        }
        int tz = Math.min(numerator.getLowestSetBit(), exponent);
        return new Dyadic(numerator.shiftRight(tz), exponent - tz);
    }

    public static Dyadic of(long numerator, int exponent) {
        return of(BigInteger.valueOf(numerator), exponent);
    }

    public static Dyadic of(long integer) {
        return of(BigInteger.valueOf(integer), 0);
    }

    public static Dyadic of(BigInteger integer) {
        return new Dyadic(integer, 0);
    }

    /**
     * Parses {@code 7}, {@code -3/4}; the denominator must be a power of two.
     *
     * @throws InvalidInputException naming the text otherwise
     */
    public static Dyadic parse(String text) {
        String t = text.trim();
        int slash = t.indexOf('/');
        try {
            BigInteger num = new BigInteger(slash < 0 ? t : t.substring(0, slash).trim());
            if (slash < 0) {
                return of(num);
            }
            BigInteger den = new BigInteger(t.substring(slash + 1).trim());
            if (den.signum() <= 0 || den.bitCount() != 1) {
                throw new InvalidInputException("'" + text + "' is not a dyadic rational: the denominator must be"
                        + " a power of two (1, 2, 4, 8, ...)");
            }
            return of(num, den.getLowestSetBit());
        } catch (NumberFormatException e) {
            throw new InvalidInputException("'" + text + "' is not a number");
        }
    }

    public BigInteger numerator() {
        return numerator;
    }

    /** The exponent of the denominator {@code 2^exponent}; 0 for integers. */
    public int exponent() {
        return exponent;
    }

    public boolean isInteger() {
        return exponent == 0;
    }

    public int signum() {
        return numerator.signum();
    }

    public Dyadic add(Dyadic o) {
        int e = Math.max(exponent, o.exponent);
        return of(numerator.shiftLeft(e - exponent).add(o.numerator.shiftLeft(e - o.exponent)), e);
    }

    public Dyadic subtract(Dyadic o) {
        return add(o.negate());
    }

    public Dyadic negate() {
        return new Dyadic(numerator.negate(), exponent);
    }

    /** This times {@code 2^k} (k may be negative). */
    public Dyadic shift(int k) {
        return of(numerator, exponent - k);
    }

    /** This times a small integer. */
    public Dyadic multiply(long k) {
        return of(numerator.multiply(BigInteger.valueOf(k)), exponent);
    }

    public Dyadic min(Dyadic o) {
        return compareTo(o) <= 0 ? this : o;
    }

    public Dyadic max(Dyadic o) {
        return compareTo(o) >= 0 ? this : o;
    }

    /** The greatest integer <= this. */
    public BigInteger floor() {
        return numerator.shiftRight(exponent);
    }

    /** The least integer >= this. */
    public BigInteger ceiling() {
        return numerator.negate().shiftRight(exponent).negate();
    }

    /**
     * The simplest number strictly between {@code lo} and {@code hi} (null for no bound):
     * an integer of least magnitude if one fits, else the dyadic of least denominator
     * (Conway's simplicity rule; Winning Ways ch. 2; Siegel II.3.).
     */
    public static Dyadic simplestBetween(Dyadic lo, Dyadic hi) {
        if (lo != null && hi != null && lo.compareTo(hi) >= 0) {
            throw new IllegalArgumentException("empty interval " + lo + " .. " + hi);
        }
        // integers strictly inside
        BigInteger a = lo == null ? null : lo.floor().add(BigInteger.ONE); // least integer > lo
        BigInteger b = hi == null ? null : hi.ceiling().subtract(BigInteger.ONE); // greatest integer < hi
        if (a == null || b == null || a.compareTo(b) <= 0) {
            if ((a == null || a.signum() <= 0) && (b == null || b.signum() >= 0)) {
                return ZERO;
            }
            if (a != null && a.signum() > 0) {
                return of(a);
            }
            return of(b);
        }
        // no integer strictly inside: lo and hi lie in [n, n+1]; halve until a point fits
        for (int e = 1;; e++) {
            // least multiple of 2^-e strictly above lo
            BigInteger m = lo.numerator.shiftLeft(e).shiftRight(lo.exponent).add(BigInteger.ONE);
            Dyadic c = of(m, e);
            if (c.compareTo(hi) < 0) {
                return c;
            }
        }
    }

    @Override
    public int compareTo(Dyadic o) {
        if (approx == approx && o.approx == o.approx) {
            // both exact doubles: compare without BigInteger shifts (most of a Domineering 5x6 profile's Dyadic time)
            return Double.compare(approx, o.approx);
        }
        int e = Math.max(exponent, o.exponent);
        return numerator.shiftLeft(e - exponent).compareTo(o.numerator.shiftLeft(e - o.exponent));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Dyadic d && d.exponent == exponent && d.numerator.equals(numerator);
    }

    @Override
    public int hashCode() {
        return numerator.hashCode() * 31 + exponent;
    }

    /** {@code 3}, {@code -3/4}. */
    @Override
    public String toString() {
        return exponent == 0 ? numerator.toString() : numerator + "/" + BigInteger.ONE.shiftLeft(exponent);
    }
}
