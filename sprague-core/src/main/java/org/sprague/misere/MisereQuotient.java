package org.sprague.misere;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The misère quotient of a heap game's sums (Plambeck and Siegel 2008), immutable: a finite
 * commutative monoid Q, its P-portion P, and the heap alphabet, the element each heap size
 * maps to. A sum of heaps is a P-position of misère play exactly when the product of its
 * heaps' elements lies in P; a move wins exactly when it leads to a product in P.
 *
 * <p>The quotient is of the heaps {@code 0 .. to()}: exact for every sum of those heaps (it
 * was verified on all of them, {@link Verification}). When {@link #proven()} it is the
 * quotient of every heap size: the alphabet is periodic ({@link #periodicity()}) and the
 * periodicity theorem ({@link AlphabetPeriodicity}) extends it for ever.
 */
public final class MisereQuotient {
    /**
     * A periodic heap alphabet: {@code phi(n + period) = phi(n)} for {@code n >= preperiod}.
     *
     * @param proven whether the periodicity theorem proves it for every heap
     * @param lastHeapNeeded the last heap the theorem needs the alphabet to reach, or -1 when
     *     no theorem applies (infinite codes, unequal splits)
     */
    public record Periodicity(int preperiod, int period, boolean proven, long lastHeapNeeded) {
    }

    /** A heap at which the quotient grew: its order and P-portion from that heap on. */
    public record Change(int heap, int order, int pPortionSize) {
    }

    private final Quotient q;
    private final int[] alphabet;
    private final Periodicity periodicity;
    private final List<Change> changes;

    MisereQuotient(Quotient q, int[] alphabet, Periodicity periodicity, List<Change> changes) {
        this.q = q;
        this.alphabet = alphabet.clone();
        this.periodicity = periodicity;
        this.changes = List.copyOf(changes);
    }

    /** The last heap computed: the quotient is of heaps {@code 0 .. to()}. */
    public int to() {
        return alphabet.length - 1;
    }

    /** Whether the quotient is proven for every heap size (a proven periodic alphabet). */
    public boolean proven() {
        return periodicity != null && periodicity.proven();
    }

    /** The periodicity of the alphabet (proven, or observed), or null. */
    public Periodicity periodicity() {
        return periodicity;
    }

    /** The heaps where the quotient grew, in order. */
    public List<Change> changes() {
        return changes;
    }

    /** |Q|. */
    public int order() {
        return q.size();
    }

    /** |P|. */
    public int pPortionSize() {
        return q.pCount();
    }

    /** Whether element {@code x} is in the P-portion. */
    public boolean isP(int x) {
        return q.p[x];
    }

    /** The product of two elements. */
    public int product(int x, int y) {
        return q.table.product(x, y);
    }

    /** The element of heap {@code n}, or -1 when n is past {@link #to()} and the quotient is not proven. */
    public int element(long n) {
        if (n < 0) {
            throw new IllegalArgumentException("heap " + n);
        }
        if (n < alphabet.length) {
            return alphabet[(int) n];
        }
        if (!proven()) {
            return -1;
        }
        long e = periodicity.preperiod();
        return alphabet[(int) (e + (n - e) % periodicity.period())];
    }

    /** The element of heap {@code n} of any size (see {@link #element(long)}). */
    public int element(BigInteger n) {
        if (n.bitLength() < 63) {
            return element(n.longValue());
        }
        if (!proven()) {
            return -1;
        }
        long e = periodicity.preperiod();
        return alphabet[(int) (e + n.subtract(BigInteger.valueOf(e))
                .mod(BigInteger.valueOf(periodicity.period())).longValue())];
    }

    /** Whether every heap size has an element (proven), or heaps up to {@code n} do. */
    public boolean covers(BigInteger n) {
        return proven() || n.compareTo(BigInteger.valueOf(to())) <= 0;
    }

    /** The alphabet over heaps {@code 0 .. to()}. */
    public int[] alphabet() {
        return alphabet.clone();
    }

    /** The generators' letters: a, b, ..., z, A, ..., Z, then {@code [53]}, ... */
    public List<String> generators() {
        return IntStream.range(0, q.generators.length).mapToObj(Words::letter).toList();
    }

    /** The least word of element {@code x}: {@code 1}, {@code a}, {@code ab2c}. */
    public String word(int x) {
        return Words.format(q.words[x]);
    }

    /** The P-portion as words, in the order of the elements (lexicographic). */
    public List<String> pPortion() {
        return IntStream.range(0, q.size()).filter(x -> q.p[x]).mapToObj(this::word).toList();
    }

    /** Every element's word, in lexicographic order (element x is the x-th). */
    public List<String> elements() {
        return IntStream.range(0, q.size()).mapToObj(this::word).toList();
    }

    /**
     * The relations of the presentation, {@code lhs=rhs}: the minimal words (under division)
     * that are not the least word of their element, each with that least word, in
     * lexicographic order of the left sides. With the generators they present Q.
     */
    public List<String> relations() {
        int gens = q.generators.length;
        List<int[]> candidates = new ArrayList<>();
        for (int x = 0; x < q.size(); x++) {
            for (int g = 0; g < gens; g++) {
                int[] w = q.words[x].clone();
                w[g]++;
                int y = q.table.product(x, q.generators[g]);
                if (!Arrays.equals(w, q.words[y])) {
                    candidates.add(w);
                }
            }
        }
        candidates.sort(Words::compare);
        List<int[]> minimal = new ArrayList<>();
        for (int[] w : candidates) {
            if (minimal.stream().noneMatch(m -> Words.divides(m, w))) {
                minimal.add(w);
            }
        }
        return minimal.stream().map(w -> Words.format(w) + "=" + word(q.element(w))).toList();
    }

    /** The presentation as Plambeck and Siegel and MisereSolver write it: {@code <a,b | a2=1,b3=b>}. */
    public String presentation() {
        if (q.generators.length == 0) {
            return "<>";
        }
        return "<" + String.join(",", generators()) + " | " + String.join(",", relations()) + ">";
    }

    /** The tame quotient T_k this is isomorphic to ({@code "T2"}), or null when it is wild. */
    public String tame() {
        return TameQuotients.name(q);
    }
}
