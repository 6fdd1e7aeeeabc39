package org.sprague.misere;

/**
 * Which reduced bipartite monoids are the tame quotients T_k, the quotients of misère Nim
 * (Plambeck and Siegel 2008, section 4): T_0 is trivial (order 1, P empty), T_1 is
 * {@code <a | a2=1>} with P = {a}, and for k >= 2, T_k has order 2^k + 2: the identity 1, an
 * element a with {@code a^2 = 1}, and an elementary abelian 2-group H of order 2^k (identity
 * e, the element {@code b^2}) with {@code a e} in H, P = {a, e}. Any two monoids of that shape
 * with the same k are isomorphic (an isomorphism of the groups H taking {@code a e} to
 * {@code a' e'} extends by {@code a -> a'}), so the shape is checked, not a heuristic: order
 * and |P| alone (MisereSolver's test) do not decide it.
 */
final class TameQuotients {
    private TameQuotients() {
    }

    /** {@code "T" + k}, or null when q is no tame quotient. */
    static String name(Quotient q) {
        int n = q.size();
        MonoidTable m = q.table;
        if (n == 1) {
            return q.p[0] ? null : "T0";
        }
        if (q.p[0]) {
            return null;
        }
        if (n == 2) {
            return q.p[1] && m.product(1, 1) == 0 ? "T1" : null;
        }
        int k = Integer.numberOfTrailingZeros(n - 2);
        if (k < 2 || n - 2 != 1 << k || q.pCount() != 2) {
            return null;
        }
        int a = -1;
        for (int x = 1; x < n; x++) {
            if (m.product(x, x) == 0) {
                if (a >= 0) {
                    return null;
                }
                a = x;
            }
        }
        if (a < 0 || !q.p[a]) {
            return null;
        }
        int e = -1;
        for (int x = 1; x < n; x++) {
            if (x != a && q.p[x]) {
                e = x;
            }
        }
        if (e < 0 || m.product(e, e) != e) {
            return null;
        }
        // H = Q \ {1, a}: closed, e its identity, every square e
        for (int x = 1; x < n; x++) {
            if (x == a) {
                continue;
            }
            if (m.product(x, e) != x || m.product(x, x) != e) {
                return null;
            }
            for (int y = 1; y < n; y++) {
                if (y != a) {
                    int xy = m.product(x, y);
                    if (xy == 0 || xy == a) {
                        return null;
                    }
                }
            }
        }
        int ae = m.product(a, e);
        return ae != 0 && ae != a && ae != e ? "T" + k : null;
    }
}
