package org.sprague.pattern;

import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import org.sprague.catalog.entry.Game;
import org.sprague.catalog.ImpartialCatalogGame;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.game.Deadline;

/**
 * The one-coordinate table of the multiplication game (position (n, p = 1): multiply p by a
 * factor 2..9, whoever first makes p >= n wins) by search, for every n up to N at once.
 *
 * <p>Each n is its own game, so the generic search keeps a memo of (n, p) pairs that no
 * other n can use (10^7 positions before {@code --to 20000}). What n's share is the set of
 * products reachable from 1: only the numbers whose prime factors are those of the factors
 * (the 2-3-5-7-smooth numbers), 1,300 of them below 10^6. So the products below N are
 * listed once, sorted, with the index of each product times each factor; then for every n
 * the Grundy values of (n, s) for the products s < n are a mex over at most 8 options,
 * from the largest s down (a product >= n ends the game: value 0).
 *
 * <p>Cost: O(N * S * F) time for S smooth products below N and F factors (about 0.2 s for
 * N = 40,000 on the shared 2-core machine), O(S * F) memory. The factors are read from the
 * game's own moves from (n, 1), so the table is the game's search, not its closed form.
 */
final class SmoothProductTable {
    private SmoothProductTable() {
    }

    /** Whether this table computes {@code g}'s sequence (the catalogue's multiplication game). */
    static boolean applies(Game g) {
        return g.id().equals("multiplication") && g instanceof ImpartialCatalogGame;
    }

    /**
     * The Grundy values of positions (n, 1), n = start..start + grundy.length - 1, filled in
     * order; returns how many were filled before {@code deadline} or all.
     */
    static int fill(ImpartialCatalogGame g, long start, int[] grundy, Deadline deadline) {
        long maxN = start + grundy.length - 1;
        int[] factors = factors(g, maxN);
        long[] smooth = products(factors, maxN);
        int s = smooth.length;
        int f = factors.length;
        // child[i * f + j] = index of smooth[i] * factors[j], or -1 when it is >= maxN (beyond every n)
        int[] child = new int[s * f];
        for (int i = 0; i < s; i++) {
            for (int j = 0; j < f; j++) {
                long q = smooth[i] * factors[j];
                child[i * f + j] = q < maxN ? Arrays.binarySearch(smooth, q) : -1;
            }
        }
        int[] value = new int[s];
        int live = 0; // smooth products below n: the positions still in play
        for (int k = 0; k < grundy.length; k++) {
            deadline.check();
            long n = start + k;
            while (live < s && smooth[live] < n) {
                live++;
            }
            for (int i = live - 1; i >= 0; i--) {
                int seen = 0; // Grundy values <= f, as bits
                for (int j = 0; j < f; j++) {
                    int c = child[i * f + j];
                    seen |= 1 << (c < 0 || smooth[c] >= n ? 0 : value[c]);
                }
                value[i] = Integer.numberOfTrailingZeros(~seen);
            }
            grundy[k] = live == 0 ? 0 : value[0];
        }
        return grundy.length;
    }

    /** The factors of a move, read from the moves of (n, 1) for an n above every product. */
    private static int[] factors(ImpartialCatalogGame g, long maxN) {
        List<Move> moves = g.moves(g.parse(List.of(Long.toString(Math.max(maxN, 1_000_000L)), "1")));
        TreeSet<Integer> fs = new TreeSet<>();
        for (Move m : moves) {
            Position to = m.to();
            fs.add(to.get(1).intValueExact());
        }
        if (fs.isEmpty() || fs.first() < 2 || fs.size() > 30) {
            throw new IllegalStateException("multiplication: unexpected factors " + fs);
        }
        return fs.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Every product of factors (1 included) below {@code maxN}, sorted. */
    private static long[] products(int[] factors, long maxN) {
        TreeSet<Long> seen = new TreeSet<>();
        seen.add(1L);
        java.util.ArrayDeque<Long> todo = new java.util.ArrayDeque<>(List.of(1L));
        while (!todo.isEmpty()) {
            long x = todo.poll();
            for (int f : factors) {
                long q = x * f;
                if (q < maxN && seen.add(q)) {
                    todo.add(q);
                }
            }
        }
        return seen.stream().mapToLong(Long::longValue).toArray();
    }
}
