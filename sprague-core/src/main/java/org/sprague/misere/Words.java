package org.sprague.misere;

/**
 * Words over a quotient's generators, as exponent vectors, written as the field writes them:
 * the letters {@code a .. z}, {@code A .. Z}, then {@code [52]}, ...; an exponent above 1
 * follows its letter ({@code ab2c}); the empty word is {@code 1}. Ordered lexicographically
 * with the last generator most significant.
 */
final class Words {
    private Words() {
    }

    static String letter(int g) {
        if (g < 26) {
            return String.valueOf((char) ('a' + g));
        }
        if (g < 52) {
            return String.valueOf((char) ('A' + g - 26));
        }
        return "[" + g + "]";
    }

    static String format(int[] exponents) {
        StringBuilder s = new StringBuilder();
        for (int g = 0; g < exponents.length; g++) {
            if (exponents[g] > 0) {
                s.append(letter(g));
                if (exponents[g] > 1) {
                    s.append(exponents[g]);
                }
            }
        }
        return s.length() == 0 ? "1" : s.toString();
    }

    static int compare(int[] a, int[] b) {
        return Verification.compare(a, b);
    }

    /** Whether word {@code a} divides word {@code b}. */
    static boolean divides(int[] a, int[] b) {
        for (int g = 0; g < a.length; g++) {
            if (a[g] > (g < b.length ? b[g] : 0)) {
                return false;
            }
        }
        return true;
    }
}
