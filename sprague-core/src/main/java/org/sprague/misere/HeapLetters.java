package org.sprague.misere;

import java.util.Arrays;
import org.sprague.game.Deadline;
import org.sprague.heap.HeapRule;

/**
 * The heaps of a pretension as letters of its words: for heaps {@code 0 .. n}, the element
 * each maps to and its transition set {@code T_h} (the elements of its options, distinct,
 * ascending). Heaps without options (heap 0, and heap 1 of 0.07) map to the identity and are
 * no letters: adding them changes neither a word's element nor its options.
 *
 * @param heap the heap of each letter, ascending
 * @param element the element of each letter
 * @param transitions the transition set of each letter
 */
record HeapLetters(int[] heap, int[] element, int[][] transitions) {

    /** How many letters. */
    int size() {
        return heap.length;
    }

    /**
     * The letters the marking walk needs: of heaps with the same element only the first (a
     * word using a later one has the element of a smaller word, reached first).
     */
    static HeapLetters distinctElements(int[] image, int[][] transitions, int heaps, int monoidSize) {
        boolean[] seen = new boolean[monoidSize];
        int[] keep = new int[heaps];
        int k = 0;
        for (int h = 0; h < heaps; h++) {
            if (transitions[h].length > 0 && !seen[image[h]]) {
                seen[image[h]] = true;
                keep[k++] = h;
            }
        }
        return select(image, transitions, Arrays.copyOf(keep, k));
    }

    /**
     * The letters the verifying walk needs: a heap is dropped when a smaller heap has the
     * same element and a transition set inside its own (every word using it is dominated by
     * the smaller word using the smaller heap).
     */
    static HeapLetters undominated(int[] image, int[][] transitions, int heaps) {
        int[] keep = new int[heaps];
        int k = 0;
        for (int h = 0; h < heaps; h++) {
            if (transitions[h].length == 0) {
                continue;
            }
            boolean dominated = false;
            for (int i = 0; i < k && !dominated; i++) {
                int g = keep[i];
                dominated = image[g] == image[h] && subset(transitions[g], transitions[h]);
            }
            if (!dominated) {
                keep[k++] = h;
            }
        }
        return select(image, transitions, Arrays.copyOf(keep, k));
    }

    private static HeapLetters select(int[] image, int[][] transitions, int[] heaps) {
        int[] e = new int[heaps.length];
        int[][] t = new int[heaps.length][];
        for (int i = 0; i < heaps.length; i++) {
            e[i] = image[heaps[i]];
            t[i] = transitions[heaps[i]];
        }
        return new HeapLetters(heaps, e, t);
    }

    /** Whether sorted {@code a} is a subset of sorted {@code b}. */
    static boolean subset(int[] a, int[] b) {
        if (a.length > b.length) {
            return false;
        }
        int j = 0;
        for (int x : a) {
            while (j < b.length && b[j] < x) {
                j++;
            }
            if (j == b.length || b[j] != x) {
                return false;
            }
            j++;
        }
        return true;
    }

    /**
     * The transition set of {@code heap}: the elements of its options, each option's element
     * the product of its heaps' elements ({@code image}), distinct and ascending.
     */
    static int[] transitions(HeapRule rule, int heap, Monoid monoid, int[] image, Deadline deadline) {
        OptionElements v = new OptionElements(monoid, image, deadline);
        rule.forEachOption(heap, v);
        return v.distinct();
    }

    /** Collects option elements; two-heap splits in one tight loop. */
    private static final class OptionElements implements HeapRule.OptionVisitor {
        private final Monoid monoid;
        private final int[] image;
        private int[] buffer = new int[32];
        private int count;
        private final Deadline deadline;

        OptionElements(Monoid monoid, int[] image, Deadline deadline) {
            this.deadline = deadline;
            this.monoid = monoid;
            this.image = image;
        }

        @Override
        public void option(int heaps, int a, int b, int c) {
            int x = switch (heaps) {
                case 0 -> 0;
                case 1 -> image[a];
                case 2 -> monoid.product(image[a], image[b]);
                default -> monoid.product(monoid.product(image[a], image[b]), image[c]);
            };
            add(x);
        }

        @Override
        public void twoHeapSplits(int m, boolean unequal) {
            for (int a = 1; 2 * a <= m; a++) {
                if (!unequal || 2 * a != m) {
                    add(monoid.product(image[a], image[m - a]));
                }
            }
            if (m > 4096) {
                deadline.check();
            }
        }

        private void add(int x) {
            if (count == buffer.length) {
                // distinct elements are few: compact before growing
                int d = compact();
                if (d > buffer.length / 2) {
                    buffer = Arrays.copyOf(buffer, buffer.length * 2);
                }
            }
            buffer[count++] = x;
        }

        private int compact() {
            Arrays.sort(buffer, 0, count);
            int d = 0;
            for (int i = 0; i < count; i++) {
                if (d == 0 || buffer[d - 1] != buffer[i]) {
                    buffer[d++] = buffer[i];
                }
            }
            count = d;
            return d;
        }

        int[] distinct() {
            return Arrays.copyOf(buffer, compact());
        }
    }
}
