package org.sprague.misere;

import java.util.stream.IntStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A reduced bipartite monoid in canonical form: its generators are the elements of the heaps
 * taken in heap order, each kept when the ones before do not generate it, then each dropped
 * that the others generate (the convention of Plambeck and Siegel's tables and of Siegel's
 * MisereSolver, so presentations compare letter for letter); the elements are numbered in the
 * lexicographic order of their least words over the generators (the last generator most
 * significant), so element 0 is the identity and the numbering does not depend on how the
 * quotient was found.
 */
final class Quotient {
    final MonoidTable table;
    final boolean[] p;
    /** The generators, as elements. */
    final int[] generators;
    /** The least word of each element: exponents over the generators. */
    final int[][] words;

    private Quotient(MonoidTable table, boolean[] p, int[] generators, int[][] words) {
        this.table = table;
        this.p = p;
        this.generators = generators;
        this.words = words;
    }

    int size() {
        return table.size();
    }

    /**
     * The canonical form of a reduced candidate.
     *
     * @param m the candidate
     * @param red its reduction
     * @param pm its P-portion
     * @param heapElement the element of each heap in m
     * @param heaps how many heaps
     * @param canonical filled with the canonical number of each class of {@code red}
     */
    static Quotient of(Monoid m, BipartiteReduction red, boolean[] pm, int[] heapElement, int heaps,
            int[] canonical, org.sprague.game.Deadline deadline) {
        int c = red.classes;
        MonoidTable.checkOrder(c);
        int[] rep = red.representative;
        int[] classOf = red.classOf;
        int identity = classOf[0];
        int[] image = IntStream.range(0, heaps).map(h -> classOf[heapElement[h]]).toArray();
        // products of classes through their representatives: no c x c table before the final one
        Monoid classes = new Monoid() {
            @Override
            public int size() {
                return c;
            }

            @Override
            public int product(int x, int y) {
                return classOf[m.product(rep[x], rep[y])];
            }
        };
        int[] gens = generators(classes, identity, image);
        // least words over the generators, in lexicographic order: the canonical numbering
        int[] order = new int[c];
        int[] parent = new int[c];
        int[] parentLetter = new int[c];
        Arrays.fill(canonical, 0, c, -1);
        canonical[identity] = 0;
        order[0] = identity;
        parent[0] = -1;
        parentLetter[0] = -1;
        int[] count = {1};
        int[][] none = new int[gens.length][0];
        int[] shiftedGens = Arrays.stream(gens).map(x -> unshift(x, identity)).toArray();
        new LexWalk(shifted(classes, identity), shiftedGens, none, deadline).walk((x, s, n, from, letter) -> {
            int cx = unshift(x, identity);
            if (canonical[cx] >= 0) {
                return LexWalk.Step.PRUNE;
            }
            int id = count[0]++;
            canonical[cx] = id;
            order[id] = cx;
            parent[id] = canonical[unshift(from, identity)];
            parentLetter[id] = letter;
            return LexWalk.Step.EXTEND;
        });
        if (count[0] != c) {
            throw new IllegalStateException("the heaps generate " + count[0] + " of " + c + " classes");
        }
        char[] t = MonoidTable.allocate(c);
        boolean[] p = new boolean[c];
        for (int i = 0; i < c; i++) {
            p[i] = pm[rep[order[i]]];
            int ri = rep[order[i]];
            for (int j = i; j < c; j++) {
                char x = (char) canonical[classOf[m.product(ri, rep[order[j]])]];
                t[i * c + j] = x;
                t[j * c + i] = x;
            }
        }
        int[][] words = new int[c][];
        words[0] = new int[gens.length];
        for (int i = 1; i < c; i++) {
            words[i] = words[parent[i]].clone();
            words[i][parentLetter[i]]++;
        }
        int[] canonicalGens = Arrays.stream(gens).map(g -> canonical[g]).toArray();
        return new Quotient(MonoidTable.of(c, t), p, canonicalGens, words);
    }

    /** A monoid whose identity is element {@code identity}, seen with the identity at 0. */
    private static Monoid shifted(Monoid m, int identity) {
        return new Monoid() {
            @Override
            public int size() {
                return m.size();
            }

            @Override
            public int product(int x, int y) {
                return unshift(m.product(unshift(x, identity), unshift(y, identity)), identity);
            }
        };
    }

    /** Swaps 0 and {@code identity} (an involution). */
    private static int unshift(int x, int identity) {
        return x == identity ? 0 : x == 0 ? identity : x;
    }


    /**
     * The generators: heap elements in heap order, each kept when not in the submonoid the kept
     * ones generate; then, first to last, each dropped that the remaining others generate.
     */
    static int[] generators(Monoid m, int identity, int[] image) {
        boolean[] closure = new boolean[m.size()];
        closure[identity] = true;
        List<Integer> gens = new ArrayList<>();
        for (int x : image) {
            if (!closure[x]) {
                gens.add(x);
                close(m, closure, x);
            }
        }
        for (int i = 0; i < gens.size(); i++) {
            boolean[] others = new boolean[m.size()];
            others[identity] = true;
            for (int j = 0; j < gens.size(); j++) {
                if (j != i) {
                    close(m, others, gens.get(j));
                }
            }
            if (others[gens.get(i)]) {
                gens.remove(i);
                i--;
            }
        }
        return gens.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Closes the submonoid {@code set} under multiplication by {@code x}: {s x^k}. */
    private static void close(Monoid m, boolean[] set, int x) {
        int n = set.length;
        int[] members = new int[n];
        int k = 0;
        for (int y = 0; y < n; y++) {
            if (set[y]) {
                members[k++] = y;
            }
        }
        for (int i = 0; i < k; i++) {
            int z = m.product(members[i], x);
            while (!set[z]) {
                set[z] = true;
                z = m.product(z, x);
            }
        }
    }

    /** The element of a word over the generators. */
    int element(int[] exponents) {
        int x = 0;
        for (int g = 0; g < exponents.length; g++) {
            for (int e = 0; e < exponents[g]; e++) {
                x = table.product(x, generators[g]);
            }
        }
        return x;
    }

    int pCount() {
        int n = 0;
        for (boolean b : p) {
            if (b) {
                n++;
            }
        }
        return n;
    }
}
