package org.sprague.misere;

import java.util.Arrays;
import org.sprague.game.Deadline;

/**
 * Walks the words of a pretension (sums of heaps) in increasing lexicographic order, the
 * largest letter most significant, carrying for each word w its element {@code phi(w)} and
 * its transition set {@code Tr(w)}: the elements of its options. A word's transition set is
 * built from its parent's: {@code Tr(w h) = Tr(w) g_h  ∪  phi(w) T_h}, where {@code g_h} is
 * the letter's element and {@code T_h} the elements of the letter's own options.
 *
 * <p>The visitor prunes: when it refuses a word {@code w h^e}, no word {@code w h^(e') v}
 * with {@code e' >= e} and v over smaller letters is visited. That is sound for both uses:
 * the marking walk refuses an element already reached (a smaller word reached it, and every
 * extension of that smaller word is smaller too); the verifying walk refuses a word whose
 * transition set contains the transition set of a smaller word with the same element (every
 * extension is then dominated the same way). Without recursion: an odometer over the letters,
 * the lowest letter turning fastest, each level's state in a buffer of its own.
 */
final class LexWalk {
    /** What the visitor says of a word. */
    enum Step {
        /** Record it and walk its extensions. */
        EXTEND,
        /** Walk no extension of it by this letter or smaller ones. */
        PRUNE,
        /** End the walk. */
        STOP
    }

    /** Sees each word the walk reaches, in increasing lexicographic order. */
    interface Visitor {
        /**
         * @param element phi of the word
         * @param transitions its transition set, {@code transitions[0 .. count)}, distinct
         * @param count the size of the transition set
         * @param parent phi of the word without its last letter
         * @param letter the letter just added (an index into the walk's letters)
         */
        Step visit(int element, int[] transitions, int count, int parent, int letter);
    }

    private final Monoid monoid;
    private final int[] letterElement;
    private final int[][] letterTransitions;
    private final int[] exponents;

    /** When to stop the walk (checked every 4,096 steps). */
    private final Deadline deadline;

    /**
     * @param monoid the monoid the elements live in
     * @param letterElement the element of each letter, letters in increasing order
     * @param letterTransitions the elements of each letter's options (distinct)
     */
    LexWalk(Monoid monoid, int[] letterElement, int[][] letterTransitions, Deadline deadline) {
        this.deadline = deadline;
        this.monoid = monoid;
        this.letterElement = letterElement;
        this.letterTransitions = letterTransitions;
        this.exponents = new int[letterElement.length];
    }

    /** The exponent of letter {@code j} in the word being visited (valid inside {@link Visitor#visit}). */
    int exponent(int j) {
        return exponents[j];
    }

    /** Walks every word the visitor does not prune, the empty word excepted. */
    void walk(Visitor visitor) {
        walk(visitor, 0);
    }

    /**
     * Walks the words the visitor does not prune in which the letters below {@code from} are
     * not all that is used: from {@code first = letters() - 1}, only the words containing the
     * largest letter (a walk of the same words without it was done before).
     */
    void walk(Visitor visitor, int first) {
        int k = letterElement.length;
        if (k == 0) {
            return;
        }
        int size = monoid.size();
        // each level's state: element and transition set of the word with the current
        // exponents of letters >= j (and none below); ref[j] = the level whose buffer holds
        // it, -1 for the empty word
        int[] stateElement = new int[k];
        int[][] stateSet = new int[k][];
        int[] stateCount = new int[k];
        int[] ref = new int[k];
        Arrays.fill(ref, -1);
        Arrays.fill(exponents, 0);
        int[] scratch = new int[16];
        int[] stamp = new int[size];
        int generation = 0;
        long steps = 0;
        int j = first;
        while (true) {
            if ((++steps & 0xfff) == 0) {
                deadline.check();
            }
            int from = ref[j];
            int e = from < 0 ? 0 : stateElement[from];
            int[] s = from < 0 ? null : stateSet[from];
            int sn = from < 0 ? 0 : stateCount[from];
            int g = letterElement[j];
            int[] t = letterTransitions[j];
            // Tr(w h) = Tr(w) g ∪ e T_h, deduplicated by a stamp per element
            if (++generation == 0) {
                Arrays.fill(stamp, 0);
                generation = 1;
            }
            int n = 0;
            if (scratch.length < sn + t.length) {
                scratch = new int[Math.max(2 * scratch.length, sn + t.length)];
            }
            for (int i = 0; i < sn; i++) {
                int y = monoid.product(s[i], g);
                if (stamp[y] != generation) {
                    stamp[y] = generation;
                    scratch[n++] = y;
                }
            }
            for (int x : t) {
                int y = monoid.product(e, x);
                if (stamp[y] != generation) {
                    stamp[y] = generation;
                    scratch[n++] = y;
                }
            }
            int element = monoid.product(e, g);
            exponents[j]++;
            Step step = visitor.visit(element, scratch, n, e, j);
            if (step == Step.STOP) {
                return;
            }
            if (step == Step.EXTEND) {
                if (stateSet[j] == null || stateSet[j].length < n) {
                    stateSet[j] = new int[Math.max(n, 8)];
                }
                System.arraycopy(scratch, 0, stateSet[j], 0, n);
                stateCount[j] = n;
                stateElement[j] = element;
                for (int i = 0; i <= j; i++) {
                    ref[i] = j;
                }
                j = 0;
            } else {
                exponents[j] = 0;
                j++;
                if (j == k) {
                    return;
                }
            }
        }
    }
}
