package org.sprague.bench;

/**
 * Steps from the plain dense-table fill of the cutting game to
 * {@link org.sprague.catalog.games.CuttingGrundyTable}, one trick at a time, so that each
 * trick's gain can be measured ({@link CuttingVariantsBenchmark}). Every variant returns
 * the table's checksum ({@code c = 31 c + g(w, h)}, rows then columns).
 */
public final class CuttingVariants {
    private CuttingVariants() {
    }

    /** Bottom-up, every cut 2..w-2 and 2..h-2, column reads, a boolean[] cleared per cell. */
    public static long plain(int n) {
        int s = n + 1;
        int[] g = new int[s * s];
        boolean[] seen = new boolean[2 * s + 64];
        for (int w = 1; w <= n; w++) {
            for (int h = 1; h <= n; h++) {
                java.util.Arrays.fill(seen, false);
                for (int a = 2; a <= w - 2; a++) {
                    seen[g[a * s + h] ^ g[(w - a) * s + h]] = true;
                }
                for (int b = 2; b <= h - 2; b++) {
                    seen[g[w * s + b] ^ g[w * s + h - b]] = true;
                }
                int v = 0;
                while (seen[v]) {
                    v++;
                }
                g[w * s + h] = v;
            }
        }
        return checksum(g, n);
    }

    /** As {@link #plain} with only the cuts a <= w / 2 (a cut and its mirror are one option). */
    public static long halfCuts(int n) {
        int s = n + 1;
        int[] g = new int[s * s];
        boolean[] seen = new boolean[2 * s + 64];
        for (int w = 1; w <= n; w++) {
            for (int h = 1; h <= n; h++) {
                java.util.Arrays.fill(seen, false);
                for (int a = 2; a <= w - a; a++) {
                    seen[g[a * s + h] ^ g[(w - a) * s + h]] = true;
                }
                for (int b = 2; b <= h - b; b++) {
                    seen[g[w * s + b] ^ g[w * s + h - b]] = true;
                }
                int v = 0;
                while (seen[v]) {
                    v++;
                }
                g[w * s + h] = v;
            }
        }
        return checksum(g, n);
    }

    /** As {@link #halfCuts}, filling h <= w only and storing both (w,h) and (h,w): row reads. */
    public static long symmetric(int n) {
        int s = n + 1;
        int[] g = new int[s * s];
        boolean[] seen = new boolean[2 * s + 64];
        for (int w = 1; w <= n; w++) {
            for (int h = 1; h <= w; h++) {
                java.util.Arrays.fill(seen, false);
                for (int a = 2, b = w - 2; a <= b; a++, b--) {
                    seen[g[h * s + a] ^ g[h * s + b]] = true;
                }
                for (int a = 2, b = h - 2; a <= b; a++, b--) {
                    seen[g[w * s + a] ^ g[w * s + b]] = true;
                }
                int v = 0;
                while (seen[v]) {
                    v++;
                }
                g[w * s + h] = v;
                g[h * s + w] = v;
            }
        }
        return checksum(g, n);
    }

    /** As {@link #symmetric} with a generation-stamped int[] instead of clearing a boolean[]. */
    public static long stamped(int n) {
        int s = n + 1;
        int[] g = new int[s * s];
        int[] stamp = new int[2 * s + 64];
        int gen = 0;
        for (int w = 1; w <= n; w++) {
            for (int h = 1; h <= w; h++) {
                gen++;
                for (int a = 2, b = w - 2; a <= b; a++, b--) {
                    stamp[g[h * s + a] ^ g[h * s + b]] = gen;
                }
                for (int a = 2, b = h - 2; a <= b; a++, b--) {
                    stamp[g[w * s + a] ^ g[w * s + b]] = gen;
                }
                int v = 0;
                while (stamp[v] == gen) {
                    v++;
                }
                g[w * s + h] = v;
                g[h * s + w] = v;
            }
        }
        return checksum(g, n);
    }

    /** As {@link #stamped} with values below 64 in a long bit mask (mex = trailing zeros). */
    public static long stampedMask(int n) {
        int s = n + 1;
        int[] g = new int[s * s];
        int[] stamp = new int[2 * s + 64];
        int gen = 0;
        for (int w = 1; w <= n; w++) {
            for (int h = 1; h <= w; h++) {
                gen++;
                long low = 0;
                for (int a = 2, b = w - 2; a <= b; a++, b--) {
                    int x = g[h * s + a] ^ g[h * s + b];
                    if (x < 64) {
                        low |= 1L << x;
                    } else {
                        stamp[x] = gen;
                    }
                }
                for (int a = 2, b = h - 2; a <= b; a++, b--) {
                    int x = g[w * s + a] ^ g[w * s + b];
                    if (x < 64) {
                        low |= 1L << x;
                    } else {
                        stamp[x] = gen;
                    }
                }
                int v;
                if (~low != 0) {
                    v = Long.numberOfTrailingZeros(~low);
                } else {
                    v = 64;
                    while (stamp[v] == gen) {
                        v++;
                    }
                }
                g[w * s + h] = v;
                g[h * s + w] = v;
            }
        }
        return checksum(g, n);
    }

    static long checksum(int[] g, int n) {
        long c = 0;
        for (int w = 1; w <= n; w++) {
            for (int h = 1; h <= n; h++) {
                c = c * 31 + g[w * (n + 1) + h];
            }
        }
        return c;
    }
}
