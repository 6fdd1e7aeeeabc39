package org.sprague.misere;

import java.util.stream.IntStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sprague.game.Deadline;
import org.sprague.heap.HeapCode;

/**
 * The misère quotient of a heap game heap by heap, by verified candidates and recalibration
 * (the algorithm of Plambeck and Siegel, "Misère quotients for impartial games", JCTA 2008,
 * as Siegel's MisereSolver runs it; written here from the paper's theory). With the quotient
 * Q of heaps {@code 0 .. n-1} known, heap n is added:
 * <ol>
 *   <li>Its transition set T_n (the elements of its options) is computed in Q.</li>
 *   <li>Conservative extension: some x in Q with the same outcome as heap n alone and with
 *       T_n inside x's mex-compatible set M(x) = {y : no z has xz and yz both in P} (the P-check
 *       for heap n) may be heap n's element. When T_n contains the transition set of a word
 *       of element x (the minimal ones are kept from the last verification), x is heap n's
 *       element at once (mex interpolation: n then behaves as that word does); otherwise each
 *       candidate x is verified ({@link Verification}) with heap n added. Q is unchanged.</li>
 *   <li>Otherwise the quotient grows. The candidate Q x C(2,2) (heap n a new generator c,
 *       {@code c^4 = c^2}) has its P-portion marked along the words
 *       ({@link LexMarking}), is reduced ({@link BipartiteReduction}) and verified. Its least
 *       failing word w is predicted wrongly, though every smaller word is right. Recalibration
 *       builds the next candidate from the failed one: some heaps of w get a cyclic generator
 *       of their own, index past w's exponent and period a multiple of the heap's period in
 *       the failed candidate, the other heaps keep their elements; the first choice (fewest
 *       heaps first) that predicts w correctly is taken. Such a candidate refines the failed
 *       one, so it is right below w and at w: the least failure only grows. If no choice does,
 *       every heap of w is given a generator with index above its exponent, which separates w
 *       from every smaller word and so always succeeds.</li>
 * </ol>
 * The quotient is then put in canonical form ({@link Quotient}). The run ends at the heap
 * asked for, or earlier when the alphabet is proven periodic ({@link AlphabetPeriodicity}).
 *
 * <p>Costs: a conservative step is O(|T_n| + |Q|) when mex interpolation applies, else a
 * verification walk per candidate element; a change costs markings of candidates of size
 * |Q| times the cyclic factors, O(size x letters x transition set) each.
 */
public final class RecalibratingQuotientCalculator implements MisereQuotientCalculator {
    private final HeapCode code;
    private final AlphabetPeriodicity periodicity;
    private Quotient q;
    private int heaps; // heaps 0 .. heaps-1 are computed
    private int[] image = new int[64];
    private int[][] transitions = new int[64][];
    private final List<MisereQuotient.Change> changes = new ArrayList<>();
    // caches for the current quotient and alphabet
    private List<long[]>[] minimal; // minimal transition sets per element, from the last full N-check
    /** The deadline of the running {@link #extendTo} (calls are synchronized); unlimited between calls. */
    private Deadline deadline = Deadline.unlimited();
    private long[][] incompatible; // per element x: the y with some z, xz and yz in P (lazily)
    private long[][] pColumns; // per z: the y with yz in P

    /** A calculator for {@code code}; nothing is computed until {@link #extendTo}. */
    public RecalibratingQuotientCalculator(HeapCode code) {
        this.code = code;
        this.periodicity = new AlphabetPeriodicity(code);
        this.q = trivial();
        this.image[0] = 0;
        this.transitions[0] = new int[0];
        this.heaps = 1;
        periodicity.add(0);
    }

    private static Quotient trivial() {
        BipartiteReduction red = BipartiteReduction.reduce(new Monoid() {
            @Override
            public int size() {
                return 1;
            }

            @Override
            public int product(int x, int y) {
                return 0;
            }
        }, new boolean[1], new int[0], Deadline.unlimited());
        MonoidTable one = MonoidTable.of(1, new char[1]);
        return Quotient.of(one, red, new boolean[1], new int[1], 1, new int[1], Deadline.unlimited());
    }

    @Override
    public synchronized MisereQuotient extendTo(int to, Listener listener, Deadline deadline) {
        if (to < 0) {
            throw new IllegalArgumentException("heap " + to);
        }
        Deadline outer = this.deadline;
        this.deadline = deadline;
        try {
            return extend(to, listener, true);
        } finally {
            this.deadline = outer;
        }
    }

    /**
     * Extends to heap {@code to}; past a proof only when {@code stopWhenProven} is false (tests
     * use that to check the periodicity theorem: the quotient and alphabet must not change).
     */
    synchronized MisereQuotient extend(int to, Listener listener, boolean stopWhenProven) {
        while (heaps <= to && (!stopWhenProven || periodicity.proven() == null)) {
            deadline.check();
            int n = heaps;
            boolean changed = add(n);
            listener.heapDone(new Progress(n, to, q.size(), q.pCount(), changed));
        }
        return snapshot();
    }

    /** The quotient as computed so far. */
    public synchronized MisereQuotient snapshot() {
        MisereQuotient.Periodicity proven = periodicity.proven();
        return new MisereQuotient(q, Arrays.copyOf(image, heaps),
                proven != null ? proven : periodicity.observed(), changes);
    }

    /** The bytes the quotient's product table takes (read without waiting for a running computation). */
    long tableBytes() {
        long n = tableOrder;
        return 2 * n * n;
    }

    private volatile int tableOrder = 1;

    /** Adds heap n; true when the quotient changed. */
    private boolean add(int n) {
        if (n == image.length) {
            image = Arrays.copyOf(image, 2 * n);
            transitions = Arrays.copyOf(transitions, 2 * n);
        }
        int[] t = HeapLetters.transitions(code, n, q.table, image, deadline);
        if (t.length == 0) {
            accept(n, 0, t);
            return false;
        }
        boolean heapIsP = true;
        for (int x : t) {
            heapIsP &= !q.p[x];
        }
        int x = conservative(n, t, heapIsP);
        if (x >= 0) {
            accept(n, x, t);
            return false;
        }
        grow(n);
        return true;
    }

    private void accept(int n, int element, int[] t) {
        image[n] = element;
        transitions[n] = t;
        heaps = n + 1;
        periodicity.add(element);
    }

    /** Heap n's element in the unchanged quotient, or -1. */
    private int conservative(int n, int[] t, boolean heapIsP) {
        int size = q.size();
        if (minimal == null) {
            Verification.NCheck check = Verification.leastNFailure(q.table, q.p,
                    HeapLetters.undominated(image, transitions, n), n, null, deadline);
            if (check.failure() != null) {
                throw new IllegalStateException("the quotient of heaps 0.." + (n - 1) + " fails its own verification at "
                        + Arrays.toString(check.failure()));
            }
            minimal = check.minimalTransitions();
        }
        long[] tBits = bits(t, size);
        // mex interpolation: T_n between a word's transition set and M(x)
        for (int x = 0; x < size; x++) {
            if (q.p[x] != heapIsP || minimal[x] == null || !compatible(x, tBits)) {
                continue;
            }
            for (long[] s : minimal[x]) {
                if (Verification.contains(tBits, s)) {
                    return x;
                }
            }
        }
        // each remaining candidate verified with heap n added
        for (int x = 0; x < size; x++) {
            deadline.check();
            if (q.p[x] != heapIsP || !compatible(x, tBits)) {
                continue;
            }
            image[n] = x;
            transitions[n] = t;
            HeapLetters letters = HeapLetters.undominated(image, transitions, n + 1);
            if (letters.size() == 0 || letters.heap()[letters.size() - 1] != n) {
                return x; // a smaller heap with element x and fewer options dominates heap n
            }
            // only the words with heap n: the others passed the last verification, whose
            // minimal transition sets prune these
            Verification.NCheck check = Verification.leastNFailureWithLastLetter(q.table, q.p, letters, n + 1,
                    minimal, deadline);
            if (check.failure() == null) {
                minimal = check.minimalTransitions();
                return x;
            }
        }
        return -1;
    }

    /** Whether t (as bits) lies in M(x): no z has xz and yz both in P for y in t. */
    private boolean compatible(int x, long[] tBits) {
        int size = q.size();
        if (incompatible == null) {
            incompatible = new long[size][];
            pColumns = new long[size][];
            for (int z = 0; z < size; z++) {
                long[] col = new long[(size + 63) >>> 6];
                for (int y = 0; y < size; y++) {
                    if (q.p[q.table.product(y, z)]) {
                        col[y >>> 6] |= 1L << y;
                    }
                }
                pColumns[z] = col;
            }
        }
        long[] bad = incompatible[x];
        if (bad == null) {
            bad = new long[(size + 63) >>> 6];
            for (int z = 0; z < size; z++) {
                if (q.p[q.table.product(x, z)]) {
                    long[] col = pColumns[z];
                    for (int i = 0; i < bad.length; i++) {
                        bad[i] |= col[i];
                    }
                }
            }
            incompatible[x] = bad;
        }
        for (int i = 0; i < bad.length; i++) {
            if ((bad[i] & tBits[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    private static long[] bits(int[] xs, int size) {
        long[] b = new long[(size + 63) >>> 6];
        for (int x : xs) {
            b[x >>> 6] |= 1L << x;
        }
        return b;
    }

    /** A candidate: its monoid, each heap's element, each heap's transition set, its marking. */
    private record Candidate(CandidateMonoid monoid, int[] heapElement, int[][] transitions, LexMarking marking,
            int[] generators) {
    }

    /** Heap n does not fit the quotient: candidates and recalibration until one verifies. */
    private void grow(int n) {
        int count = n + 1;
        int[] base = new int[count];
        System.arraycopy(image, 0, base, 0, n);
        // Q x C(2,2), heap n the cyclic generator
        Candidate c = candidate(q.table, base, new int[] {n}, new int[] {2}, new int[] {2}, count);
        for (int round = 1;; round++) {
            deadline.check();
            BipartiteReduction red = BipartiteReduction.reduce(c.monoid(), c.marking().p(), c.generators(), deadline);
            int[] canonical = new int[red.classes];
            Quotient next = Quotient.of(c.monoid(), red, c.marking().p(), c.heapElement(), count, canonical, deadline);
            int[] nextImage = new int[count];
            int[][] nextTransitions = new int[count][];
            for (int h = 0; h < count; h++) {
                nextImage[h] = canonical[red.classOf[c.heapElement()[h]]];
                nextTransitions[h] = mapDistinct(c.transitions()[h], red.classOf, canonical);
            }
            HeapLetters markLetters = HeapLetters.distinctElements(nextImage, nextTransitions, count, next.size());
            LexMarking least = LexMarking.mark(next.table, markLetters, deadline);
            int[] pFailure = Verification.leastPFailure(next.table, next.p, nextImage, nextTransitions, count, least,
                    markLetters);
            Verification.NCheck nCheck = Verification.leastNFailure(next.table, next.p,
                    HeapLetters.undominated(nextImage, nextTransitions, count), count, pFailure, deadline);
            int[] failure = nCheck.failure() != null ? nCheck.failure() : pFailure;
            if (failure == null) {
                q = next;
                tableOrder = next.size();
                System.arraycopy(nextImage, 0, image, 0, count);
                System.arraycopy(nextTransitions, 0, transitions, 0, count);
                heaps = count;
                minimal = nCheck.minimalTransitions();
                incompatible = null;
                pColumns = null;
                periodicity.reset(image, count);
                changes.add(new MisereQuotient.Change(n, q.size(), q.pCount()));
                return;
            }
            if (round > MAX_ROUNDS) {
                throw new org.sprague.game.LimitExceededException("misère quotient: heap " + n + " still fails after "
                        + MAX_ROUNDS + " recalibrations (last candidate of order " + next.size() + ")");
            }
            c = recalibrate(next, nextImage, failure, count);
        }
    }

    /** The most candidates tried for one heap before giving up. */
    static final int MAX_ROUNDS = 10_000;

    /** Maps a transition set through a reduction and a renumbering, distinct and sorted. */
    private static int[] mapDistinct(int[] t, int[] classOf, int[] canonical) {
        int[] out = new int[t.length];
        for (int i = 0; i < t.length; i++) {
            out[i] = canonical[classOf[t[i]]];
        }
        Arrays.sort(out);
        int d = 0;
        for (int i = 0; i < out.length; i++) {
            if (d == 0 || out[d - 1] != out[i]) {
                out[d++] = out[i];
            }
        }
        return Arrays.copyOf(out, d);
    }

    /**
     * The next candidate after {@code failed} mispredicted {@code w}: subsets of w's heaps, the
     * smallest first, given cyclic generators; the first that predicts w right.
     */
    private Candidate recalibrate(Quotient failed, int[] failedImage, int[] w, int count) {
        int wrong = 0;
        for (int h = 0; h < count; h++) {
            for (int e = 0; e < w[h]; e++) {
                wrong = failed.table.product(wrong, failedImage[h]);
            }
        }
        boolean truthIsP = !failed.p[wrong];
        int[] involved = IntStream.range(0, count).filter(h -> w[h] > 0).toArray();
        for (int size = 1; size <= involved.length; size++) {
            int[] pick = IntStream.range(0, size).toArray();
            while (true) {
                deadline.check();
                int[] unfolded = Arrays.stream(pick).map(i -> involved[i]).toArray();
                Candidate c = unfold(failed, failedImage, unfolded, w, count, false);
                if (c != null && predictsP(c, w) == truthIsP) {
                    return c;
                }
                if (!nextCombination(pick, involved.length)) {
                    break;
                }
            }
        }
        Candidate c = unfold(failed, failedImage, involved, w, count, true);
        if (predictsP(c, w) != truthIsP) {
            throw new IllegalStateException("recalibration with every heap of " + Arrays.toString(w)
                    + " exact still mispredicts it");
        }
        return c;
    }

    /** The next k-combination of 0..n-1 in lexicographic order, in place; false after the last. */
    private static boolean nextCombination(int[] pick, int n) {
        int k = pick.length;
        int i = k - 1;
        while (i >= 0 && pick[i] == n - k + i) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        pick[i]++;
        for (int j = i + 1; j < k; j++) {
            pick[j] = pick[j - 1] + 1;
        }
        return true;
    }

    private static boolean predictsP(Candidate c, int[] w) {
        int x = 0;
        for (int h = 0; h < w.length; h++) {
            for (int e = 0; e < w[h]; e++) {
                x = c.monoid().product(x, c.heapElement()[h]);
            }
        }
        return c.marking().p()[x];
    }

    /**
     * The candidate in which the heaps {@code unfolded} get cyclic generators and the others
     * keep their elements of {@code failed} (in the submonoid those generate). Index: at least
     * the element's index in {@code failed} and w's exponent less one (exact: plus one), period:
     * a multiple of the element's period and of 2, growing with the index (a period above 2
     * shows only with a long index). Null when it would be too large.
     */
    private Candidate unfold(Quotient failed, int[] failedImage, int[] unfolded, int[] w, int count, boolean exact) {
        int[] index = new int[unfolded.length];
        int[] period = new int[unfolded.length];
        for (int i = 0; i < unfolded.length; i++) {
            int[] ip = failed.table.indexAndPeriod(failedImage[unfolded[i]]);
            int wanted = exact ? w[unfolded[i]] + 1 : w[unfolded[i]] - 1;
            index[i] = Math.max(ip[0], wanted);
            period[i] = lcm(ip[1], periodFor(index[i]));
        }
        try {
            return candidate(failed.table, failedImage, unfolded, index, period, count);
        } catch (org.sprague.game.LimitExceededException tooLarge) {
            if (exact) {
                throw tooLarge;
            }
            return null;
        }
    }

    /** The period tried with an index: 2, and for long indices the largest even number below index - 3. */
    static int periodFor(int index) {
        return index >= 8 ? 2 * ((index - 4) / 2) : 2;
    }

    private static int lcm(int a, int b) {
        int g = a;
        int r = b;
        while (r != 0) {
            int t = g % r;
            g = r;
            r = t;
        }
        return a / g * b;
    }

    /**
     * Builds and marks a candidate: the heaps {@code unfolded} get cyclic components (index,
     * period), every other heap keeps its element of {@code table} (via {@code image}), the
     * base being the submonoid those elements generate.
     */
    private Candidate candidate(MonoidTable table, int[] image, int[] unfolded, int[] index, int[] period,
            int count) {
        boolean[] isUnfolded = new boolean[count];
        for (int h : unfolded) {
            isUnfolded[h] = true;
        }
        int[] folded = new int[count];
        int nf = 0;
        for (int h = 0; h < count; h++) {
            if (!isUnfolded[h]) {
                folded[nf++] = image[h];
            }
        }
        MonoidTable.Submonoid sub = table.submonoid(distinct(folded, nf));
        CandidateMonoid m = new CandidateMonoid(sub.table(), index, period);
        int[] element = IntStream.range(0, count).map(h -> isUnfolded[h] ? -1 : m.ofBase(sub.number()[image[h]])).toArray();
        for (int i = 0; i < unfolded.length; i++) {
            element[unfolded[i]] = m.cyclicGenerator(i);
        }
        int[][] t = new int[count][];
        for (int h = 0; h < count; h++) {
            t[h] = h == 0 ? new int[0] : HeapLetters.transitions(code, h, m, element, deadline);
        }
        // the generators: the heaps' distinct elements (they generate m)
        boolean[] seen = new boolean[m.size()];
        int[] gens = new int[count];
        int ng = 0;
        for (int h = 0; h < count; h++) {
            if (!seen[element[h]]) {
                seen[element[h]] = true;
                gens[ng++] = element[h];
            }
        }
        HeapLetters letters = HeapLetters.distinctElements(element, t, count, m.size());
        LexMarking marking = LexMarking.mark(m, letters, deadline);
        return new Candidate(m, element, t, marking, Arrays.copyOf(gens, ng));
    }

    private static int[] distinct(int[] xs, int n) {
        int[] s = Arrays.copyOf(xs, n);
        Arrays.sort(s);
        int d = 0;
        for (int i = 0; i < n; i++) {
            if (d == 0 || s[d - 1] != s[i]) {
                s[d++] = s[i];
            }
        }
        return Arrays.copyOf(s, d);
    }
}
