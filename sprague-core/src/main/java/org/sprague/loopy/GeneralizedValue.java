package org.sprague.loopy;

import java.util.Arrays;
import java.util.stream.Collectors;
import org.sprague.game.Outcome;

/**
 * A generalized Sprague-Grundy value (Smith 1966; Fraenkel and Yesha 1986): a number
 * {@code g}, or {@code infinity(K)} with {@code K} the finite values among the options.
 * Outcome: P iff the value is 0; N iff finite and non-zero, or infinite with 0 in K; a draw
 * otherwise. Sums: finite a and b give {@code a XOR b}; {@code infinity(K)} and finite b give
 * {@code infinity(K XOR b)}; two infinities give {@code infinity()} (a draw).
 * Written {@code 2} or {@code inf(0,1)}.
 */
public final class GeneralizedValue {
    private final int finite; // -1 when infinite
    private final int[] k; // sorted, distinct; null when finite

    private GeneralizedValue(int finite, int[] k) {
        this.finite = finite;
        this.k = k;
    }

    /** The finite value {@code g >= 0}. */
    public static GeneralizedValue finite(int g) {
        if (g < 0) {
            throw new IllegalArgumentException("a finite value is >= 0: " + g);
        }
        return new GeneralizedValue(g, null);
    }

    /** {@code infinity(K)}; K is copied, sorted and made distinct. */
    public static GeneralizedValue infinity(int... k) {
        return new GeneralizedValue(-1, Arrays.stream(k).distinct().sorted().toArray());
    }

    public boolean isFinite() {
        return k == null;
    }

    /** The finite value; an exception for an infinite one. */
    public int value() {
        if (k == null) {
            return finite;
        }
        throw new IllegalStateException("infinite value " + this);
    }

    /** Whether K contains {@code x} (false for a finite value). */
    public boolean kContains(int x) {
        return k != null && Arrays.binarySearch(k, x) >= 0;
    }

    /** The outcome for the player to move: P, N or D. */
    public Outcome outcome() {
        if (k == null) {
            return finite == 0 ? Outcome.P : Outcome.N;
        }
        return kContains(0) ? Outcome.N : Outcome.D;
    }

    /** The value of the disjunctive sum of positions of values {@code this} and {@code other}. */
    public GeneralizedValue plus(GeneralizedValue other) {
        if (k == null && other.k == null) {
            return finite(finite ^ other.finite);
        }
        if (k != null && other.k != null) {
            return infinity();
        }
        int b = k == null ? finite : other.finite;
        int[] kk = k == null ? other.k : k;
        return infinity(Arrays.stream(kk).map(x -> x ^ b).toArray());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GeneralizedValue v && v.finite == finite && Arrays.equals(v.k, k);
    }

    @Override
    public int hashCode() {
        return 31 * finite + Arrays.hashCode(k);
    }

    /** {@code 2}, or {@code inf(0,1)}, or {@code inf()}. */
    @Override
    public String toString() {
        if (k == null) {
            return Integer.toString(finite);
        }
        return Arrays.stream(k).mapToObj(Integer::toString).collect(Collectors.joining(",", "inf(", ")"));
    }
}
