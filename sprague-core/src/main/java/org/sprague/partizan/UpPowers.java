package org.sprague.partizan;

/**
 * The up-nth powers {@code ^<n>} and their partial sums {@code ^[n] = ^<1> + ... + ^<n>}
 * (Siegel, <i>Combinatorial Game Theory</i>, ch. II, ordinal powers of {@code ^ = {0|*}}):
 * {@code ^<1> = ^} and {@code ^<n+1> = {0 | v[n]*}}, so {@code ^<2> = {0|v*}} (Winning Ways'
 * up-second). Built bottom-up as canonical forms, n at a time: O(n) sums of small forms.
 */
final class UpPowers {
    private final CanonicalForms forms;

    public UpPowers(CanonicalForms forms) {
        this.forms = forms;
    }

    /** {@code ^<n>} for n >= 1. */
    public int pow(int n) {
        return table(n)[0][n];
    }

    /** {@code ^[n] = ^<1> + ... + ^<n>} for n >= 1. */
    public int powSum(int n) {
        return table(n)[1][n];
    }

    private int[][] table(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("up-nth powers start at n = 1, not " + n);
        }
        int[] pow = new int[n + 1];
        int[] sum = new int[n + 1];
        int up = forms.nus(Dyadic.ZERO, 1, 0);
        int star = forms.nimber(1);
        pow[1] = up;
        sum[1] = up;
        for (int k = 2; k <= n; k++) {
            int right = forms.add(forms.negate(sum[k - 1]), star);
            pow[k] = forms.game(new int[] {CanonicalForms.ZERO}, new int[] {right});
            sum[k] = forms.add(sum[k - 1], pow[k]);
        }
        return new int[][] {pow, sum};
    }
}
