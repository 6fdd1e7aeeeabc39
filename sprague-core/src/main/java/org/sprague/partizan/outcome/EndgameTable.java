package org.sprague.partizan.outcome;

import org.sprague.partizan.CanonicalFormSolver;
import org.sprague.partizan.CanonicalForms;
import org.sprague.partizan.games.Domineering;

/**
 * The values of small Domineering regions, for {@link DomineeringBoard}: an endgame table of
 * canonical forms filled on demand by Sprague's own canonical-form engine
 * ({@link CanonicalFormSolver} on {@link Domineering}), each region cropped to its bounding
 * box and reduced to the least of its four images under the reflections that keep rows as
 * rows. Values are from the side of the player who places dominoes along the rows (the player
 * to move in {@link DomineeringBoard}).
 *
 * <p>A region's entry is its value's canonical form id, or the integer itself when the value
 * is an integer (so the search can take the region off the board). Two threads share one table:
 * its methods are synchronized (the canonical-form store is not thread-safe). Cost: one
 * canonical-form solve per distinct region (at most {@link #MAX_CELLS} squares), then a hash
 * probe.
 */
final class EndgameTable {
    /** The largest region valued: 12 squares (measured: 14 cost more in solves than it saved in nodes on 8x8). */
    static final int MAX_CELLS = 12;
    static final int UNKNOWN_INFO = Integer.MIN_VALUE;

    static int integerInfo(int n) {
        return (n << 1) | 1;
    }

    static boolean isInteger(int info) {
        return (info & 1) != 0;
    }

    static int integer(int info) {
        return info >> 1;
    }

    static int form(int info) {
        return info >>> 1;
    }

    private final CanonicalForms forms = new CanonicalForms(Long.MAX_VALUE);
    private final CanonicalFormSolver<Domineering.Board> solver = new CanonicalFormSolver<>(new Domineering(),
            forms, Long.MAX_VALUE);
    private long[] keys = new long[1 << 12];
    private int[] values = new int[1 << 12];
    private int size;
    private final int[] rowsOf = new int[32];

    /** Distinct regions valued so far. */
    synchronized int size() {
        return size;
    }

    /**
     * The entry of the region {@code comp[at + lo .. at + hi]} (rows of bits, bit {@code c+1}
     * for column c), or {@link #UNKNOWN_INFO} when its bounding box is too large to key.
     */
    synchronized int info(int[] comp, int at, int lo, int hi) {
        int h = hi - lo + 1;
        int used = 0;
        for (int y = lo, until = hi + 1; y < until; y++) { // exclusive bound: a counted loop
            used |= comp[at + y];
        }
        int c0 = Integer.numberOfTrailingZeros(used);
        int w = 32 - Integer.numberOfLeadingZeros(used) - c0;
        if (h > 15 || w > 15 || h * w > 56) {
            return UNKNOWN_INFO;
        }
        for (int y = 0; y < h; y++) {
            rowsOf[y] = comp[at + lo + y] >>> c0;
        }
        long best = -1;
        for (int s = 0; s < 4; s++) {
            long img = 0;
            for (int y = 0; y < h; y++) {
                int row = rowsOf[(s & 1) != 0 ? h - 1 - y : y];
                if ((s & 2) != 0) {
                    row = Integer.reverse(row) >>> (32 - w);
                }
                img |= (long) row << (y * w);
            }
            if (s == 0 || Long.compareUnsigned(img, best) < 0) {
                best = img;
            }
        }
        long key = best | ((long) h << 56) | ((long) w << 60);
        int slot = slot(key);
        if (keys[slot] == key) {
            return values[slot];
        }
        // the mover places horizontal dominoes: Right's, on the board as Domineering reads it
        int value = forms.negate(solver.value(new Domineering.Board(h, w, best)));
        int info;
        if (forms.isNumber(value) && forms.numberPart(value).isInteger()) {
            info = integerInfo(forms.numberPart(value).numerator().intValueExact());
        } else {
            info = value << 1;
        }
        put(key, info);
        return info;
    }

    private int slot(long key) {
        int mask = keys.length - 1;
        int i = (int) (((key * 0x9E3779B97F4A7C15L) >>> 40) & mask);
        while (keys[i] != 0 && keys[i] != key) {
            i = (i + 1) & mask;
        }
        return i;
    }

    private void put(long key, int info) {
        if (2 * (size + 1) > keys.length) {
            long[] ok = keys;
            int[] ov = values;
            keys = new long[ok.length * 2];
            values = new int[ok.length * 2];
            for (int i = 0; i < ok.length; i++) {
                if (ok[i] != 0) {
                    int s = slot(ok[i]);
                    keys[s] = ok[i];
                    values[s] = ov[i];
                }
            }
        }
        int s = slot(key);
        keys[s] = key;
        values[s] = info;
        size++;
    }

    /**
     * Whether the player to move (placing along rows) wins moving first on the sum of the
     * regions of values {@code others[0..count)} (forms from their side) and the integer {@code n}.
     */
    synchronized boolean moverWins(int[] others, int count, int n) {
        int total = forms.integer(n);
        for (int i = 0; i < count; i++) {
            total = forms.add(total, others[i]);
        }
        return !forms.leq(total, CanonicalForms.ZERO);
    }
}
