package org.sprague.pattern;

import java.math.BigInteger;

/**
 * A real number {@code (p + q sqrt d) / r} with d > 1 square-free, q != 0, r >= 1, with an
 * exact {@code floor(k * value)} by integer square roots (no floating point).
 */
record QuadraticIrrational(long p, long q, long d, long r) {

    /** The golden ratio phi = (1 + sqrt 5) / 2. */
    public static final QuadraticIrrational PHI = new QuadraticIrrational(1, 1, 5, 2);
    /** phi^2 = phi + 1 = (3 + sqrt 5) / 2. */
    public static final QuadraticIrrational PHI_SQUARED = new QuadraticIrrational(3, 1, 5, 2);

    /** floor(k * value), exact: floor((k p + k q sqrt d) / r). */
    public BigInteger floorTimes(long k) {
        BigInteger kk = BigInteger.valueOf(k);
        BigInteger kp = kk.multiply(BigInteger.valueOf(p));
        BigInteger disc = kk.multiply(kk).multiply(BigInteger.valueOf(q * q)).multiply(BigInteger.valueOf(d));
        BigInteger m = disc.sqrt(); // floor(|k q| sqrt d); never exact for k != 0 as d is square-free
        BigInteger num;
        if (k == 0) {
            num = kp;
        } else if (q * Long.signum(k) > 0) {
            num = kp.add(m); // kp + sqrt(disc) lies in (kp + m, kp + m + 1)
        } else {
            num = kp.subtract(m).subtract(BigInteger.ONE); // lies in (kp - m - 1, kp - m)
        }
        BigInteger[] qr = num.divideAndRemainder(BigInteger.valueOf(r));
        return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
    }

    /**
     * The Beatty complement {@code beta = alpha / (alpha - 1)} (so 1/alpha + 1/beta = 1):
     * with alpha = (p + q sqrt d)/r, beta = (p(p-r) - q^2 d - q r sqrt d) / ((p-r)^2 - q^2 d),
     * normalized to a positive denominator and lowest terms.
     */
    public QuadraticIrrational complement() {
        long np = p * (p - r) - q * q * d;
        long nq = -q * r;
        long den = (p - r) * (p - r) - q * q * d;
        if (den < 0) {
            np = -np;
            nq = -nq;
            den = -den;
        }
        long g = gcd(gcd(Math.abs(np), Math.abs(nq)), den);
        return new QuadraticIrrational(np / g, nq / g, d, den / g);
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    /** An approximation, for display and for the candidate search only. */
    public double approx() {
        return (p + q * Math.sqrt(d)) / r;
    }

    /** A person's name for the number. */
    public String name() {
        if (equals(PHI)) {
            return "phi = (1 + sqrt 5)/2";
        }
        if (equals(PHI_SQUARED)) {
            return "phi^2 = phi + 1 = (3 + sqrt 5)/2";
        }
        String num = (p == 0 ? "" : p + (q > 0 ? " + " : " - ")) + (Math.abs(q) == 1 ? "" : Math.abs(q) + " ")
                + "sqrt " + d;
        if (p == 0 && q < 0) {
            num = "-" + num;
        }
        return r == 1 ? num : "(" + num + ")/" + r;
    }
}
