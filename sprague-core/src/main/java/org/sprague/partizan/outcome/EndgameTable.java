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
 * is an integer (so the search can take the region off the board). Two threads share one table.
 * Reads take no lock: the entries are immutable objects (final fields: a thread that sees one
 * sees its key and value, JLS 17.5) in an open-addressing array published through a volatile
 * field; a reader that sees no entry where another thread has just put one only takes the
 * lock, which values the region if nobody has (the canonical-form store is not thread-safe)
 * and inserts it; a full array is copied into a new one, published whole. (A first version
 * with a {@code VarHandle} release store and acquire loads cost the command about 0.5 s more
 * on 8x8: the method handles' set-up at the first use, measured in docs/performance.md.) The
 * same for {@link #moverWins} on a sum of at most one form and an integer. Cost: one
 * canonical-form solve per distinct region (at most {@link #MAX_CELLS} squares), then a hash
 * probe. (domino14: with the reads synchronized, the two threads of {@code --threads 2} met on
 * this lock at most of the nodes that split a region; measured in docs/performance.md.)
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

    /** An entry: a key (never 0: a region's key has its height in bits 56..59) and its value. */
    private static final class Entry {
        final long key;
        final int value;

        Entry(long key, int value) {
            this.key = key;
            this.value = value;
        }
    }

    /** An open-addressing array of entries, null an empty slot. */
    private static final class Entries {
        final Entry[] slots;
        int size;

        Entries(int capacity) {
            slots = new Entry[capacity];
        }

        /** The value of {@code key}, or {@link #UNKNOWN_INFO}; lock-free. */
        int get(long key) {
            Entry[] t = slots;
            int mask = t.length - 1;
            int i = (int) (((key * 0x9E3779B97F4A7C15L) >>> 40) & mask);
            for (Entry e = t[i]; e != null; e = t[i]) {
                if (e.key == key) {
                    return e.value;
                }
                i = (i + 1) & mask;
            }
            return UNKNOWN_INFO;
        }

        /** Inserts (under the table's lock; the key is not in yet). */
        void put(long key, int value) {
            Entry[] t = slots;
            int mask = t.length - 1;
            int i = (int) (((key * 0x9E3779B97F4A7C15L) >>> 40) & mask);
            while (t[i] != null) {
                i = (i + 1) & mask;
            }
            t[i] = new Entry(key, value);
            size++;
        }
    }

    private final CanonicalForms forms = new CanonicalForms(Long.MAX_VALUE);
    private final CanonicalFormSolver<Domineering.Board> solver = new CanonicalFormSolver<>(new Domineering(),
            forms, Long.MAX_VALUE);
    /** The regions' entries; replaced whole (under the lock) when it fills. */
    private volatile Entries regions = new Entries(1 << 12);
    /** {@link #moverWins} of one form and an integer: key {@code form << 32 | (n & 0xFFFFFFFFL)} + 1, value 1 or 0. */
    private volatile Entries sums = new Entries(1 << 10);

    /** Distinct regions valued so far. */
    synchronized int size() {
        return regions.size;
    }

    /**
     * The entry of the region {@code comp[at + lo .. at + hi]} (rows of bits, bit {@code c+1}
     * for column c), or {@link #UNKNOWN_INFO} when its bounding box is too large to key.
     * Lock-free when the region is known.
     */
    int info(int[] comp, int at, int lo, int hi) {
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
        long best = -1;
        int top = at + lo;
        for (int s = 0; s < 4; s++) {
            long img = 0;
            for (int y = 0; y < h; y++) {
                int row = comp[top + ((s & 1) != 0 ? h - 1 - y : y)] >>> c0;
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
        int known = regions.get(key);
        return known != UNKNOWN_INFO ? known : solve(key, h, w, best);
    }

    /** Values a region not in the table yet and inserts it (under the lock: the solver is not thread-safe). */
    private synchronized int solve(long key, int h, int w, long best) {
        int known = regions.get(key);
        if (known != UNKNOWN_INFO) {
            return known; // the other thread valued it meanwhile
        }
        // the mover places horizontal dominoes: Right's, on the board as Domineering reads it
        int value = forms.negate(solver.value(new Domineering.Board(h, w, best)));
        int info;
        if (forms.isNumber(value) && forms.numberPart(value).isInteger()) {
            info = integerInfo(forms.numberPart(value).numerator().intValueExact());
        } else {
            info = value << 1;
        }
        regions = insert(regions, key, info);
        return info;
    }

    /** Inserts into {@code e}, or into a copy twice as large (returned) when {@code e} is half full. */
    private static Entries insert(Entries e, long key, int value) {
        Entries into = e;
        if (2 * (e.size + 1) > e.slots.length) {
            into = new Entries(e.slots.length * 2);
            for (Entry old : e.slots) {
                if (old != null) {
                    into.put(old.key, old.value);
                }
            }
        }
        into.put(key, value);
        return into;
    }

    /**
     * Whether the player to move (placing along rows) wins moving first on the sum of the
     * regions of values {@code others[0..count)} (forms from their side) and the integer {@code n}.
     */
    boolean moverWins(int[] others, int count, int n) {
        if (count == 0) {
            return n > 0; // an integer: the mover wins moving first iff it is positive
        }
        if (count == 1) {
            long key = (((long) others[0] << 32) | (n & 0xFFFFFFFFL)) + 1;
            int known = sums.get(key);
            if (known != UNKNOWN_INFO) {
                return known == 1;
            }
        }
        return moverWinsLocked(others, count, n);
    }

    private synchronized boolean moverWinsLocked(int[] others, int count, int n) {
        int total = forms.integer(n);
        for (int i = 0; i < count; i++) {
            total = forms.add(total, others[i]);
        }
        boolean wins = !forms.leq(total, CanonicalForms.ZERO);
        if (count == 1) {
            long key = (((long) others[0] << 32) | (n & 0xFFFFFFFFL)) + 1;
            if (sums.get(key) == UNKNOWN_INFO) {
                sums = insert(sums, key, wins ? 1 : 0);
            }
        }
        return wins;
    }
}
