package org.sprague.misere;

/**
 * The P-portion a candidate monoid predicts, marked along the words in lexicographic order
 * (Plambeck and Siegel 2008, the candidate step of the quotient algorithm): the first word
 * to reach an element is its lexicographically least word w, all of w's options are smaller
 * words whose elements are already marked, and the element is marked P exactly when w has
 * options and none of them is marked P (misère play: a word without options is N). O(|M|
 * letters) words, each costing its transition set.
 *
 * <p>The same walk gives every element's least word (by {@link #parent} and
 * {@link #parentLetter}), which names the failures of verification.
 *
 * @param p the P-portion marked
 * @param parent the element of the least word of x without its last letter (-1 for the identity)
 * @param parentLetter the last letter of x's least word (-1 for the identity)
 */
record LexMarking(boolean[] p, int[] parent, int[] parentLetter) {
    /** Marks {@code monoid} along the words over {@code letters}. */
    static LexMarking mark(Monoid monoid, HeapLetters letters, org.sprague.game.Deadline deadline) {
        int size = monoid.size();
        boolean[] p = new boolean[size];
        boolean[] seen = new boolean[size];
        int[] parent = new int[size];
        int[] parentLetter = new int[size];
        java.util.Arrays.fill(parent, -1);
        java.util.Arrays.fill(parentLetter, -1);
        seen[0] = true; // the empty word: terminal, an N-position in misère play
        new LexWalk(monoid, letters.element(), letters.transitions(), deadline).walk((x, s, n, from, letter) -> {
            if (seen[x]) {
                return LexWalk.Step.PRUNE;
            }
            seen[x] = true;
            parent[x] = from;
            parentLetter[x] = letter;
            boolean anyP = false;
            for (int i = 0; i < n && !anyP; i++) {
                anyP = p[s[i]];
            }
            p[x] = n > 0 && !anyP;
            return LexWalk.Step.EXTEND;
        });
        return new LexMarking(p, parent, parentLetter);
    }

    /** The least word of {@code x} as exponents over heaps {@code 0 .. heaps-1}. */
    int[] word(int x, HeapLetters letters, int heaps) {
        int[] w = new int[heaps];
        for (int y = x; parentLetter[y] >= 0; y = parent[y]) {
            w[letters.heap()[parentLetter[y]]]++;
        }
        return w;
    }
}
