package org.sprague.partizan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.game.Deadline;
import org.sprague.game.LimitExceededException;
import org.sprague.search.engine.HashLongMemo;
import org.sprague.game.wording.Remedy;

/**
 * A store of short partizan games in canonical form, hash-consed: every distinct canonical
 * form gets one {@code int} id, so two games are equal exactly when their ids are. Games are
 * built bottom-up from canonical options ({@link #game}): dominated options are removed and
 * reversible options bypassed, repeating until neither applies, which yields the unique
 * simplest form (Conway; Winning Ways ch. 2-8; Siegel, <i>Combinatorial Game Theory</i>,
 * II.2 "simplification of games", Theorem II.2.9).
 *
 * <p>Numbers, nimbers and their sums with ups ({@code x + n.↑ + *m}, "nus") are recognised
 * as soon as they are built and handled in closed form: their sums, negatives and
 * comparisons cost O(1) big-number operations, and a number's options are only made when
 * some generic operation asks for them. Sums with a number use the number translation
 * theorem ({@code G + x = {G^L + x | G^R + x}} for G not a number, Siegel II.3.21), and
 * comparisons with a number the number avoidance theorem (II.3.19).
 *
 * <p>Costs: {@link #leq} on two general games is O(product of their game-tree sizes) in the
 * worst case; sums, negations and comparisons are memoised by id pairs. None of these
 * operations recurses on the depth of a form: construction, sums, negatives and comparisons
 * keep their pending work on explicit stacks, so a form thousands of levels deep works on an
 * ordinary thread stack; the traversal of a game's positions ({@link CanonicalFormSolver}) is
 * iterative too. Not thread-safe: one store per computation.
 */
public final class CanonicalForms {
    /** The id of 0 = { | }. */
    public static final int ZERO = 0;

    private static final int[] NONE = new int[0];

    // node data, indexed by id
    private int[][] left = new int[1024][];
    private int[][] right = new int[1024][];
    /** For a nus node its number part, else null. */
    private Dyadic[] number = new Dyadic[1024];
    private int[] ups = new int[1024];
    private int[] nim = new int[1024];
    private byte[] kind = new byte[1024];
    /** Left and right stops as exact doubles (NaN when not exact): quick answers for {@link #leq}. */
    private double[] leftStop = new double[1024];
    private double[] rightStop = new double[1024];
    private int size;

    private static final byte GENERAL = 0;
    private static final byte NUMBER = 1;
    private static final byte NUS = 2;

    /** Stored forms by their option lists (not numbers: their options are made on demand). */
    private final OptionsIndex byOptions = new OptionsIndex();
    private final Map<Dyadic, Integer> numbers = new HashMap<>();
    private final Map<Nus, Integer> nusForms = new HashMap<>();
    private final HashLongMemo sums = new HashLongMemo();
    /**
     * Memoised {@code G <= H} for general G and H (1 true, 0 false): without it comparisons
     * re-walk shared subgames exponentially often (Clobber 2x7 alternating: minutes; with it: seconds).
     */
    private final HashLongMemo comparisons = new HashLongMemo();
    private int[] negatives = new int[1024];
    private final long maxForms;
    private final long maxSteps;
    private long steps;
    /**
     * When the computations on this store stop (its loops, and the solvers, thermographs and
     * atomic weights over it); {@link Deadline#unlimited()} for stores built without one (an
     * interrupt still stops them).
     */
    private final Deadline deadline;

    /**
     * Stored forms by their sorted option lists: open addressing over the ids, each slot with
     * the lists' hash, compared against the stored lists themselves; no object per lookup or
     * entry (Domineering 5x6 8.9 s of CPU against 9.6 s with a HashMap, with the long maps below).
     */
    private final class OptionsIndex {
        private int[] ids = new int[1 << 12]; // id + 1; 0 = empty
        private int[] hashes = new int[1 << 12];
        private int count;

        int get(int[] l, int[] r) {
            int h = hash(l, r);
            int mask = ids.length - 1;
            for (int i = h & mask; ids[i] != 0; i = (i + 1) & mask) {
                int g = ids[i] - 1;
                if (hashes[i] == h && Arrays.equals(left[g], l) && Arrays.equals(right[g], r)) {
                    return g;
                }
            }
            return -1;
        }

        /** Adds form {@code g}, whose stored lists are its key (not yet present). */
        void put(int g) {
            if (2 * (count + 1) > ids.length) {
                grow();
            }
            insert(g, hash(left[g], right[g]));
            count++;
        }

        private void insert(int g, int h) {
            int mask = ids.length - 1;
            int i = h & mask;
            while (ids[i] != 0) {
                i = (i + 1) & mask;
            }
            ids[i] = g + 1;
            hashes[i] = h;
        }

        private void grow() {
            int[] oi = ids;
            int[] oh = hashes;
            ids = new int[oi.length * 2];
            hashes = new int[oi.length * 2];
            for (int i = 0; i < oi.length; i++) {
                if (oi[i] != 0) {
                    insert(oi[i] - 1, oh[i]);
                }
            }
        }

        private static int hash(int[] l, int[] r) {
            int h = 0x2545F491;
            for (int x : l) {
                h = (h + x) * 0x9E3779B1;
            }
            h = (h ^ (h >>> 15)) * 0x85EBCA6B + l.length;
            for (int x : r) {
                h = (h + x) * 0x9E3779B1;
            }
            return h ^ (h >>> 16);
        }
    }

    /**
     * The key of a nus form. Its equals and hashCode are written out: a record's generated ones
     * are bootstrapped through method handles on their first call, which spun 15 lambda-form
     * classes in the middle of every partizan value (values13).
     */
    private record Nus(Dyadic number, int ups, int nim) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Nus n && n.ups == ups && n.nim == nim && n.number.equals(number);
        }

        @Override
        public int hashCode() {
            return (number.hashCode() * 31 + ups) * 31 + nim;
        }
    }

    /** A store with no limit but memory. */
    public CanonicalForms() {
        this(Long.MAX_VALUE, Deadline.unlimited());
    }

    /**
     * @param maxForms the most canonical forms to store; past it a
     *     {@link LimitExceededException} says how many were stored
     * @param deadline when every computation on this store stops (a
     *     {@link org.sprague.game.TimeLimitException})
     */
    public CanonicalForms(long maxForms, Deadline deadline) {
        this(maxForms, Long.MAX_VALUE, deadline);
    }

    /**
     * A store that also bounds its work: past about {@code maxSteps} steps (comparisons, sums,
     * simplifications: the loops that poll the deadline) a {@link LimitExceededException} says so.
     * Forms few in number can be huge written out, and comparing them grows with it (pebbles:1,2
     * 20 20 20 20: 3,743 forms, 3 billion steps, 90 s).
     *
     * @param maxForms the most canonical forms to store
     * @param maxSteps the most steps of work, checked every 1,024
     * @param deadline when every computation on this store stops
     */
    public CanonicalForms(long maxForms, long maxSteps, Deadline deadline) {
        this.deadline = deadline;
        this.maxForms = maxForms;
        this.maxSteps = maxSteps;
        Arrays.fill(negatives, -1);
        int zero = number(Dyadic.ZERO);
        assert zero == ZERO;
    }

    /**
     * One step of work: every 1,024th polls the deadline ({@link #checkDeadline()}, about
     * 20 ns), so every loop of the store (comparisons, sums, simplification, nimbers) stops
     * within microseconds of its deadline or its caller's interrupt, whatever the loop.
     */
    private void tick() {
        if ((++steps & 1023) == 0) {
            checkDeadline();
            if (steps > maxSteps) {
                throw new LimitExceededException("worked " + maxSteps + " steps on canonical forms, the limit");
            }
        }
    }

    /**
     * @throws org.sprague.game.TimeLimitException when this store's deadline has passed or the
     *     thread was interrupted
     */
    void checkDeadline() {
        deadline.check();
    }

    /** How many distinct canonical forms are stored. */
    public int size() {
        return size;
    }

    /**
     * The size of form {@code g} written out: its nodes as a tree (a form shared by several
     * options counts each time), a number, nimber or up-multiple one node (it prints as one
     * token). The printed text is about this long; it grows exponentially with the depth where
     * the tree does not (pebbles:1,2 8 8 8 8: 841,247 nodes, printed in 644,019 characters;
     * 20 20 20 20: 10^16). Linear in the forms below {@code g} (an option's id is lower than its form's).
     */
    public double writtenSize(int g) {
        double[] w = new double[g + 1];
        for (int h = 0; h <= g; h++) {
            double n = 1;
            if (kind[h] == GENERAL) {
                for (int o : left[h]) {
                    n += w[o];
                }
                for (int o : right[h]) {
                    n += w[o];
                }
            }
            w[h] = n;
        }
        return w[g];
    }

    // ------------------------------------------------------------------ constructors

    /** The canonical form of the dyadic number {@code x}. */
    public int number(Dyadic x) {
        Integer id = numbers.get(x);
        if (id != null) {
            return id;
        }
        int g = newNode(null, null, NUMBER);
        number[g] = x;
        setNumberStops(g);
        numbers.put(x, g);
        return g;
    }

    public int integer(long n) {
        return number(Dyadic.of(n));
    }

    /** {@code *n}. */
    public int nimber(int n) {
        return nus(Dyadic.ZERO, 0, n);
    }

    /** {@code x + n.↑ + *m} (n may be negative: downs). */
    public int nus(Dyadic x, int n, int m) {
        if (m < 0) {
            throw new IllegalArgumentException("nim part must be >= 0: " + m);
        }
        if (n == 0 && m == 0) {
            return number(x);
        }
        Integer id = nusForms.get(new Nus(x, n, m));
        if (id != null) {
            return id;
        }
        int g;
        if (n == 0) {
            // x + *m = {x, x*, ..., x*(m-1) | same}, built upwards
            int[] opts = new int[m];
            for (int k = 0; k < m; k++) {
                tick();
                opts[k] = nus(x, 0, k);
            }
            g = register(sorted(opts), sorted(opts.clone()), x, 0, m);
        } else if (n > 0) {
            // x + n.↑ + *m = {x | x + (n-1).↑ + *(m^1)}, except x↑* = {x, x* | x}
            int base = number(x);
            if (n == 1 && m == 1) {
                g = register(sorted(new int[] {base, nus(x, 0, 1)}), new int[] {base}, x, 1, 1);
            } else {
                int prev = nusChain(x, n - 1, m ^ 1, 1);
                g = register(new int[] {base}, new int[] {prev}, x, n, m);
            }
        } else {
            int base = number(x);
            if (n == -1 && m == 1) {
                g = register(new int[] {base}, sorted(new int[] {base, nus(x, 0, 1)}), x, -1, 1);
            } else {
                int prev = nusChain(x, n + 1, m ^ 1, -1);
                g = register(new int[] {prev}, new int[] {base}, x, n, m);
            }
        }
        return g;
    }

    /** {@code nus(x, n, m)} built without recursing on |n|: the chain from n = 0 outwards. */
    private int nusChain(Dyadic x, int n, int m, int sign) {
        if (nusForms.containsKey(new Nus(x, n, m)) || Math.abs(n) < 64) {
            return nus(x, n, m);
        }
        // walk down to a known or small member of the chain, then build upwards
        int k = n;
        int mk = m;
        List<int[]> todo = new ArrayList<>();
        while (Math.abs(k) >= 64 && !nusForms.containsKey(new Nus(x, k, mk))) {
            todo.add(new int[] {k, mk});
            k -= sign;
            mk ^= 1;
        }
        for (int i = todo.size() - 1; i >= 0; i--) {
            nus(x, todo.get(i)[0], todo.get(i)[1]);
        }
        return nus(x, n, m);
    }

    private int register(int[] l, int[] r, Dyadic x, int n, int m) {
        int id = byOptions.get(l, r);
        if (id < 0) {
            id = newNode(l, r, NUS);
            byOptions.put(id);
        }
        kind[id] = NUS;
        number[id] = x;
        setNumberStops(id);
        ups[id] = n;
        nim[id] = m;
        nusForms.put(new Nus(x, n, m), id);
        return id;
    }

    private int newNode(int[] l, int[] r, byte k) {
        if (size >= maxForms) {
            throw Remedy.attach(new LimitExceededException("stored " + size
                    + " canonical forms, the limit"), Remedy.RAISE_POSITION_LIMIT);
        }
        if (size == left.length) {
            int cap = size * 2;
            left = Arrays.copyOf(left, cap);
            right = Arrays.copyOf(right, cap);
            number = Arrays.copyOf(number, cap);
            ups = Arrays.copyOf(ups, cap);
            nim = Arrays.copyOf(nim, cap);
            kind = Arrays.copyOf(kind, cap);
            leftStop = Arrays.copyOf(leftStop, cap);
            rightStop = Arrays.copyOf(rightStop, cap);
            int old = negatives.length;
            negatives = Arrays.copyOf(negatives, cap);
            Arrays.fill(negatives, old, cap, -1);
        }
        int g = size++;
        left[g] = l;
        right[g] = r;
        kind[g] = k;
        if (k == GENERAL) {
            double ls = Double.NEGATIVE_INFINITY;
            for (int o : l) {
                ls = Math.max(ls, rightStop[o]); // NaN propagates
            }
            double rs = Double.POSITIVE_INFINITY;
            for (int o : r) {
                rs = Math.min(rs, leftStop[o]);
            }
            leftStop[g] = ls;
            rightStop[g] = rs;
        }
        return g;
    }

    private void setNumberStops(int g) {
        leftStop[g] = number[g].exactDouble();
        rightStop[g] = leftStop[g];
    }

    /**
     * {@code a} sorted in place: by insertion for the few options of a form, {@link Arrays#sort}
     * past 32. The JDK's sort reaches its insertion sort through a lambda and a dispatch on the
     * array's class, cold in every short command: an unstable_if trap in it recompiled
     * {@code insertionSort}, and the calls ran in the interpreter until then (values13).
     */
    private static int[] sorted(int[] a) {
        if (a.length > 32) {
            Arrays.sort(a);
            return a;
        }
        for (int i = 1; i < a.length; i++) {
            int x = a[i];
            int j = i;
            for (; j > 0 && a[j - 1] > x; j--) { // `j >= 0` here hit C2's loop_limit_check trap
                a[j] = a[j - 1];
            }
            a[j] = x;
        }
        return a;
    }

    /**
     * The canonical form of {@code { leftOptions | rightOptions }}, whose options are ids of
     * this store (any order, repeats allowed). Dominated options are removed and reversible
     * ones bypassed until the form is canonical (Siegel II.2).
     */
    public int game(int[] leftOptions, int[] rightOptions) {
        tick();
        int[] l = distinct(leftOptions);
        int[] r = distinct(rightOptions);
        int known = byOptions.get(l, r);
        if (known >= 0) {
            return known;
        }
        Dyadic asNumber = numberBetween(l, r);
        if (asNumber != null) {
            return number(asNumber);
        }
        int mex = nimberMex(l, r);
        if (mex >= 0) {
            return nimber(mex);
        }
        boolean changed = true;
        while (changed) {
            l = undominated(l, true);
            r = undominated(r, false);
            changed = false;
            int[] nl = bypass(l, r, true);
            if (nl != null) {
                l = distinct(nl);
                changed = true;
                continue;
            }
            int[] nr = bypass(l, r, false);
            if (nr != null) {
                r = distinct(nr);
                changed = true;
            }
        }
        asNumber = numberBetween(l, r);
        if (asNumber != null) {
            return number(asNumber);
        }
        int id = byOptions.get(l, r);
        if (id >= 0) {
            return id;
        }
        int nus = recogniseNus(l, r);
        if (nus >= 0) {
            return nus;
        }
        int g = newNode(l, r, GENERAL);
        byOptions.put(g);
        return g;
    }

    /**
     * If both sides are the same set of nimbers: the mex of their heaps (the Sprague-Grundy
     * rule, Winning Ways ch. 3), else -1. Without it {@code {0,*,...,*(k-1)|same}} costs k^2
     * comparisons (a green Hackenbush string of 2,000 edges: 142 s).
     */
    private int nimberMex(int[] l, int[] r) {
        if (!Arrays.equals(l, r) || l.length == 0) {
            return -1;
        }
        boolean[] seen = new boolean[l.length + 1];
        for (int g : l) {
            if (kind[g] != NUS || ups[g] != 0 || number[g].signum() != 0) {
                if (g != ZERO) {
                    return -1;
                }
            }
            int n = nim[g];
            if (n <= l.length) {
                seen[n] = true;
            }
        }
        int m = 0;
        while (seen[m]) {
            m++;
        }
        return m;
    }

    /** If every option is a number and every left one is below every right one: the simplest number between. */
    private Dyadic numberBetween(int[] l, int[] r) {
        Dyadic lo = null;
        Dyadic hi = null;
        for (int g : l) {
            if (kind[g] != NUMBER) {
                return null;
            }
            lo = lo == null ? number[g] : lo.max(number[g]);
        }
        for (int g : r) {
            if (kind[g] != NUMBER) {
                return null;
            }
            hi = hi == null ? number[g] : hi.min(number[g]);
        }
        if (lo != null && hi != null && lo.compareTo(hi) >= 0) {
            return null;
        }
        return Dyadic.simplestBetween(lo, hi);
    }

    /**
     * Whether canonical options {@code l | r} are those of some {@code x + n.↑ + *m}; its id
     * (registered as a nus) if so, else -1. The canonical forms of nus are known
     * ({@link #nus}), so the pattern is exact.
     */
    private int recogniseNus(int[] l, int[] r) {
        if (l.length == 0 || r.length == 0) {
            return -1;
        }
        int l0 = l[0];
        int r0 = r[0];
        if (kind[l0] == GENERAL || kind[r0] == GENERAL) {
            return -1;
        }
        Dyadic x = number[l0];
        // x + *m: both sides {x, x*, ..., x*(m-1)}
        if (Arrays.equals(l, r)) {
            int m = l.length;
            boolean[] seen = new boolean[m];
            for (int g : l) {
                if (kind[g] == GENERAL || ups[g] != 0 || !number[g].equals(x) || nim[g] >= m || seen[nim[g]]) {
                    return -1;
                }
                seen[nim[g]] = true;
            }
            return register(l, r, x, 0, m);
        }
        if (l.length == 1 && r.length == 1) {
            if (kind[l0] == NUMBER && number[r0].equals(x) && ups[r0] >= 0 && !(ups[r0] == 0 && nim[r0] == 0)) {
                int n = ups[r0] + 1;
                int m = nim[r0] ^ 1;
                if (!(n == 1 && m == 1)) {
                    return register(l, r, x, n, m);
                }
            }
            if (kind[r0] == NUMBER && number[l0].equals(number[r0]) && ups[l0] <= 0 && !(ups[l0] == 0 && nim[l0] == 0)) {
                int n = ups[l0] - 1;
                int m = nim[l0] ^ 1;
                if (!(n == -1 && m == 1)) {
                    return register(l, r, number[r0], n, m);
                }
            }
        }
        if (l.length == 2 && r.length == 1 && kind[r0] == NUMBER) {
            Dyadic y = number[r0];
            int star = nus(y, 0, 1);
            if (Arrays.equals(l, sorted(new int[] {r0, star}))) {
                return register(l, r, y, 1, 1);
            }
        }
        if (l.length == 1 && r.length == 2 && kind[l0] == NUMBER) {
            int star = nus(x, 0, 1);
            if (Arrays.equals(r, sorted(new int[] {l0, star}))) {
                return register(l, r, x, -1, 1);
            }
        }
        return -1;
    }

    private static int[] distinct(int[] a) {
        int[] s = sorted(a.clone());
        int n = 0;
        for (int i = 0; i < s.length; i++) {
            if (i == 0 || s[i] != s[i - 1]) {
                s[n++] = s[i];
            }
        }
        return n == s.length ? s : Arrays.copyOf(s, n);
    }

    /** Removes dominated options: for Left those <= another, for Right those >= another. */
    private int[] undominated(int[] opts, boolean isLeft) {
        if (opts.length < 2) {
            return opts;
        }
        boolean[] out = new boolean[opts.length];
        int kept = opts.length;
        for (int i = 0; i < opts.length; i++) {
            for (int j = 0; j < opts.length && !out[i]; j++) {
                if (i == j || out[j]) {
                    continue;
                }
                tick();
                if (isLeft ? leq(opts[i], opts[j]) : leq(opts[j], opts[i])) {
                    out[i] = true;
                    kept--;
                }
            }
        }
        if (kept == opts.length) {
            return opts;
        }
        int[] r = new int[kept];
        for (int i = 0, k = 0; i < opts.length; i++) {
            if (!out[i]) {
                r[k++] = opts[i];
            }
        }
        return r;
    }

    /**
     * Left's ({@code leftSide}) or Right's options with the first reversible one bypassed, or
     * null if none reverses: G^L reverses through G^{LR} when G^{LR} <= G, G^R through G^{RL}
     * when G <= G^{RL}.
     */
    private int[] bypass(int[] l, int[] r, boolean leftSide) {
        pendingRight.clear();
        pendingLeft.clear();
        int[] opts = leftSide ? l : r;
        for (int i = 0; i < opts.length; i++) {
            for (int back : leftSide ? right(opts[i]) : left(opts[i])) {
                tick();
                if (leftSide ? leqPendingRight(back, l, r) : leqPendingLeft(l, r, back)) {
                    return bypassed(opts, i, leftSide ? left(back) : right(back));
                }
            }
        }
        return null;
    }

    /** {@code opts} with option {@code i} replaced by {@code repl} (appended): a reversible option bypassed. */
    private static int[] bypassed(int[] opts, int i, int[] repl) {
        int[] out = new int[opts.length - 1 + repl.length];
        System.arraycopy(opts, 0, out, 0, i);
        System.arraycopy(opts, i + 1, out, i, opts.length - i - 1);
        System.arraycopy(repl, 0, out, opts.length - 1, repl.length);
        return out;
    }

    /**
     * Comparisons with the form under construction, memoised by the other game's id (1 true,
     * 0 false) while its options stay the same: without this the walk re-enters shared
     * subgames of the other game exponentially often (Clobber 2x8 ran out of 6 GB). Both are
     * cleared at every {@link #bypass}, so they start at 16 entries (32 slots): a clear of the
     * memo's default size was 20 of 229 samples of {@code sprague solve clobber
     * xoxoxoxo|oxoxoxox} (docs/performance-log.md, "warm12"); a memo that grew is dropped for a
     * new small one.
     */
    private final HashLongMemo pendingRight = new HashLongMemo(16);
    private final HashLongMemo pendingLeft = new HashLongMemo(16);

    /** {@code x <= {l | r}} for a form not yet in the store. */
    private boolean leqPendingRight(int x, int[] l, int[] r) {
        pendL = l;
        pendR = r;
        int known = quick(PENDING_RIGHT, x, 0);
        return known >= 0 ? known == 1 : walk(PENDING_RIGHT, x, 0);
    }

    /** {@code {l | r} <= y} for a form not yet in the store. */
    private boolean leqPendingLeft(int[] l, int[] r, int y) {
        pendL = l;
        pendR = r;
        int known = quick(PENDING_LEFT, y, 0);
        return known >= 0 ? known == 1 : walk(PENDING_LEFT, y, 0);
    }

    // ------------------------------------------------------------------ queries

    /** Left options of canonical form {@code g} (made on demand for numbers). */
    public int[] left(int g) {
        if (left[g] == null) {
            materialiseNumber(g);
        }
        return left[g];
    }

    /** Right options of canonical form {@code g}. */
    public int[] right(int g) {
        if (right[g] == null) {
            materialiseNumber(g);
        }
        return right[g];
    }

    /** n = {n-1 | }, -n = { | -n+1}, m/2^k = {(m-1)/2^k | (m+1)/2^k}. */
    private void materialiseNumber(int g) {
        Dyadic x = number[g];
        int[] l;
        int[] r;
        if (x.signum() == 0) {
            l = NONE;
            r = NONE;
        } else if (x.isInteger()) {
            int next = number(x.signum() > 0 ? x.subtract(Dyadic.ONE) : x.add(Dyadic.ONE));
            l = x.signum() > 0 ? new int[] {next} : NONE;
            r = x.signum() > 0 ? NONE : new int[] {next};
        } else {
            l = new int[] {number(Dyadic.of(x.numerator().subtract(java.math.BigInteger.ONE), x.exponent()))};
            r = new int[] {number(Dyadic.of(x.numerator().add(java.math.BigInteger.ONE), x.exponent()))};
        }
        left[g] = l;
        right[g] = r;
    }

    public boolean isNumber(int g) {
        return kind[g] == NUMBER;
    }

    /** Whether g is {@code x + n.↑ + *m} (numbers included). */
    public boolean isNus(int g) {
        return kind[g] != GENERAL;
    }

    /** The number part of a nus (the number itself for a number); null for other games. */
    public Dyadic numberPart(int g) {
        return number[g];
    }

    /** The count of ↑ in a nus (negative: ↓). */
    public int upPart(int g) {
        return ups[g];
    }

    /** The nimber of a nus. */
    public int nimPart(int g) {
        return nim[g];
    }

    /** {@code G <= H}: no G^L >= H and no H^R <= G (the definition of the order: Siegel II.1; Winning Ways ch. 2). */
    public boolean leq(int g, int h) {
        int known = quick(PAIR, g, h);
        return known >= 0 ? known == 1 : walk(PAIR, g, h);
    }

    // ------------------------------------------------------------------ the comparison walk

    /*
     * Every comparison has the same shape: "A <= B" holds when none of a list of smaller
     * comparisons holds (G <= H: no H <= G^L and no H^R <= G). Three kinds of question are
     * asked: PAIR (g <= h between stored forms), and, while a form {pendL | pendR} is being
     * simplified and is not yet stored, PENDING_RIGHT (x <= {pendL | pendR}) and PENDING_LEFT
     * ({pendL | pendR} <= y). The walk keeps its frames on an explicit stack of ints (kind,
     * a, b, stage, index), so a comparison of forms of depth d needs O(d) heap, not O(d)
     * Java stack frames. It is re-entrant (a walk only touches frames above its own base) and
     * asks the same questions in the same order as the recursive definition, with the same
     * memos (comparisons of two non-numbers by id pair, pending ones by the other game's id).
     */
    private static final int PAIR = 0;
    private static final int PENDING_RIGHT = 1;
    private static final int PENDING_LEFT = 2;
    private static final int FRAME = 5;

    /** The form under construction whose comparisons the pending memos hold. */
    private int[] pendL = NONE;
    private int[] pendR = NONE;
    /** The walk's frames: kind, a, b, stage (0: first list, 1: second, 2: done), index. */
    private int[] frames = new int[FRAME * 64];

    /**
     * The answer to a question when it needs no walk (1 true, 0 false), else -1: equal ids,
     * two nus in closed form, the stops, the memos.
     */
    private int quick(int type, int a, int b) {
        if (type == PENDING_RIGHT) {
            return pendingRight.get(a);
        }
        if (type == PENDING_LEFT) {
            return pendingLeft.get(a);
        }
        int g = a;
        int h = b;
        if (g == h) {
            return 1;
        }
        if (kind[g] != GENERAL && kind[h] != GENERAL) {
            int c = number[h].compareTo(number[g]);
            return (c != 0 ? c > 0 : nusNonNegative(Dyadic.ZERO, ups[h] - ups[g], nim[h] ^ nim[g])) ? 1 : 0;
        }
        // Stops are monotone (G <= H gives LS(G) <= LS(H) and RS(G) <= RS(H)), and LS(G) < RS(H)
        // gives G < H (Siegel II.6): quick answers before any walk. NaN (inexact) compares false.
        if (leftStop[g] > leftStop[h] || rightStop[g] > rightStop[h]) {
            return 0;
        }
        if (leftStop[g] < rightStop[h]) {
            return 1;
        }
        if (kind[g] == NUMBER || kind[h] == NUMBER) {
            return -1; // number avoidance: one list, not memoised
        }
        return comparisons.get(((long) g << 32) | h);
    }

    /** Answers a question {@link #quick} could not, walking the smaller questions with an explicit stack. */
    private boolean walk(int type, int a, int b) {
        final int base = framesTop;
        try {
            return walkFrom(base, type, a, b);
        } finally {
            framesTop = base; // a cancelled walk leaves no frames behind
        }
    }

    private boolean walkFrom(int base, int type, int a, int b) {
        push(type, a, b);
        boolean result = false;
        while (true) {
            int f = framesTop - FRAME;
            int t = frames[f];
            int fa = frames[f + 1];
            int fb = frames[f + 2];
            int stage = frames[f + 3];
            // the next smaller question of this frame, if any
            int[] list = null;
            while (stage < 2) {
                list = childList(t, fa, fb, stage);
                if (list != null && frames[f + 4] < list.length) {
                    break;
                }
                stage++;
                frames[f + 3] = stage;
                frames[f + 4] = 0;
                list = null;
            }
            boolean answered;
            if (list == null) {
                answered = true; // no smaller question holds: this one does
                result = true;
            } else {
                int o = list[frames[f + 4]++];
                int ct;
                int ca;
                int cb;
                if (t == PAIR) {
                    ct = PAIR;
                    ca = stage == 0 ? fb : o; // H <= G^L, then H^R <= G
                    cb = stage == 0 ? o : fa;
                } else if (t == PENDING_RIGHT) {
                    ct = stage == 0 ? PAIR : PENDING_LEFT; // G^R <= x, then {l|r} <= x^L
                    ca = o;
                    cb = stage == 0 ? fa : 0;
                } else {
                    ct = stage == 0 ? PAIR : PENDING_RIGHT; // y <= G^L, then y^R <= {l|r}
                    ca = stage == 0 ? fa : o;
                    cb = stage == 0 ? o : 0;
                }
                int known = quick(ct, ca, cb);
                tick(); // every smaller question, answered quickly or not: a walk may ask millions
                if (known < 0) {
                    push(ct, ca, cb);
                    continue;
                }
                answered = known == 1; // a smaller question holds: this one fails
                result = false;
            }
            if (!answered) {
                continue;
            }
            // the frame at the top is decided (result); pop it, memoise, and pass the answer down
            while (true) {
                int top = framesTop - FRAME;
                memoise(frames[top], frames[top + 1], frames[top + 2], result);
                framesTop = top;
                if (framesTop == base) {
                    return result;
                }
                if (result) {
                    result = false; // the parent's smaller question held: the parent fails
                    continue;
                }
                break; // the parent goes on with its next smaller question
            }
        }
    }

    private int framesTop;

    /** The smaller questions of a frame at a stage (the options to compare), or null for none. */
    private int[] childList(int type, int a, int b, int stage) {
        if (type == PAIR) {
            if (stage == 0) {
                return kind[a] == NUMBER ? null : left(a);
            }
            return kind[b] == NUMBER ? null : right(b);
        }
        if (type == PENDING_RIGHT) {
            return stage == 0 ? pendR : left(a);
        }
        return stage == 0 ? pendL : right(a);
    }

    private void memoise(int type, int a, int b, boolean result) {
        if (type == PENDING_RIGHT) {
            pendingRight.put(a, result ? 1 : 0);
        } else if (type == PENDING_LEFT) {
            pendingLeft.put(a, result ? 1 : 0);
        } else if (kind[a] != NUMBER && kind[b] != NUMBER) {
            comparisons.put(((long) a << 32) | b, result ? 1 : 0);
        }
    }

    private void push(int type, int a, int b) {
        if (framesTop + FRAME > frames.length) {
            frames = Arrays.copyOf(frames, frames.length * 2);
        }
        frames[framesTop] = type;
        frames[framesTop + 1] = a;
        frames[framesTop + 2] = b;
        frames[framesTop + 3] = 0;
        frames[framesTop + 4] = 0;
        framesTop += FRAME;
    }

    /** x + n.↑ + *m >= 0: x > 0, or x = 0 and (n >= 2, n = 1 and m != 1, or n = m = 0). */
    private static boolean nusNonNegative(Dyadic x, int n, int m) {
        int s = x.signum();
        if (s != 0) {
            return s > 0;
        }
        return n >= 2 || (n == 1 && m != 1) || (n == 0 && m == 0);
    }

    /** G < H. */
    public boolean less(int g, int h) {
        return g != h && leq(g, h);
    }

    /**
     * -G = {-G^R | -G^L}. Bottom-up with an explicit stack: a form's negative is built once
     * its options' are, so a deep form does not recurse on its depth.
     */
    public int negate(int g) {
        if (negatives[g] >= 0) {
            return negatives[g];
        }
        IntStack stack = new IntStack();
        stack.push(g);
        while (!stack.isEmpty()) {
            int h = stack.peek();
            if (negatives[h] >= 0) {
                stack.pop();
                continue;
            }
            if (kind[h] != GENERAL) {
                setNegative(h, nus(number[h].negate(), -ups[h], nim[h]));
                stack.pop();
                continue;
            }
            int[] l = left(h);
            int[] r = right(h);
            boolean ready = true;
            for (int[] side : new int[][] {l, r}) {
                for (int o : side) {
                    if (negatives[o] < 0) {
                        stack.push(o);
                        ready = false;
                    }
                }
            }
            if (!ready) {
                continue;
            }
            stack.pop();
            int[] nl = new int[r.length];
            int[] nr = new int[l.length];
            for (int i = 0; i < r.length; i++) {
                nl[i] = negatives[r[i]];
            }
            for (int i = 0; i < l.length; i++) {
                nr[i] = negatives[l[i]];
            }
            setNegative(h, game(nl, nr));
        }
        return negatives[g];
    }

    private void setNegative(int g, int n) {
        negatives[g] = n;
        negatives[n] = g;
    }

    /**
     * G + H: closed form for nus, number translation for a number, else {G^L+H, G+H^L |
     * G^R+H, G+H^R}. Bottom-up with an explicit stack of pairs: a sum is built once the sums
     * it needs are known, so deep forms do not recurse on their depth.
     */
    public int add(int g, int h) {
        int quick = knownSum(g, h);
        if (quick >= 0) {
            return quick;
        }
        IntStack stack = new IntStack();
        stack.push(g);
        stack.push(h);
        while (!stack.isEmpty()) {
            tick();
            int b = stack.peek();
            int a = stack.peekSecond();
            if (knownSum(a, b) >= 0) {
                stack.pop();
                stack.pop();
                continue;
            }
            int[][] needed = summands(a, b);
            boolean ready = true;
            for (int i = 0; i < needed[0].length; i++) {
                tick();
                if (knownSum(needed[0][i], needed[1][i]) < 0) {
                    stack.push(needed[0][i]);
                    stack.push(needed[1][i]);
                    ready = false;
                }
            }
            if (!ready) {
                continue;
            }
            stack.pop();
            stack.pop();
            int nLeft = needed[2][0];
            int[] nl = new int[nLeft];
            int[] nr = new int[needed[0].length - nLeft];
            for (int i = 0; i < needed[0].length; i++) {
                int s = knownSum(needed[0][i], needed[1][i]);
                if (i < nLeft) {
                    nl[i] = s;
                } else {
                    nr[i - nLeft] = s;
                }
            }
            sums.put(sumKey(a, b), game(nl, nr));
        }
        return knownSum(g, h);
    }

    /** G + H when it needs no construction (zero, two nus, or memoised), else -1. */
    private int knownSum(int g, int h) {
        if (g == ZERO) {
            return h;
        }
        if (h == ZERO) {
            return g;
        }
        if (kind[g] != GENERAL && kind[h] != GENERAL) {
            return nus(number[g].add(number[h]), ups[g] + ups[h], nim[g] ^ nim[h]);
        }
        return sums.get(sumKey(g, h));
    }

    private static long sumKey(int g, int h) {
        return g < h ? ((long) g << 32) | h : ((long) h << 32) | g;
    }

    /**
     * The pairs whose sums are the options of G + H: {firsts, seconds, {number of left
     * options}}; with a number x, only the other game's options plus x (number translation).
     */
    private int[][] summands(int g, int h) {
        java.util.List<int[]> left = new java.util.ArrayList<>();
        java.util.List<int[]> right = new java.util.ArrayList<>();
        if (kind[g] == NUMBER || kind[h] == NUMBER) {
            int x = kind[g] == NUMBER ? g : h;
            int other = x == g ? h : g;
            for (int o : left(other)) {
                left.add(new int[] {o, x});
            }
            for (int o : right(other)) {
                right.add(new int[] {o, x});
            }
        } else {
            for (int o : left(g)) {
                left.add(new int[] {o, h});
            }
            for (int o : left(h)) {
                left.add(new int[] {g, o});
            }
            for (int o : right(g)) {
                right.add(new int[] {o, h});
            }
            for (int o : right(h)) {
                right.add(new int[] {g, o});
            }
        }
        int n = left.size() + right.size();
        int[] firsts = new int[n];
        int[] seconds = new int[n];
        for (int i = 0; i < n; i++) {
            int[] p = i < left.size() ? left.get(i) : right.get(i - left.size());
            firsts[i] = p[0];
            seconds[i] = p[1];
        }
        return new int[][] {firsts, seconds, {left.size()}};
    }

    /** A growable stack of ints. */
    private static final class IntStack {
        private int[] items = new int[16];
        private int size;

        void push(int v) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = v;
        }

        int pop() {
            return items[--size];
        }

        int peek() {
            return items[size - 1];
        }

        int peekSecond() {
            return items[size - 2];
        }

        boolean isEmpty() {
            return size == 0;
        }
    }

    public int subtract(int g, int h) {
        return add(g, negate(h));
    }
}
