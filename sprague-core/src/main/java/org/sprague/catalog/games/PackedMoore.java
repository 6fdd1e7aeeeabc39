package org.sprague.catalog.games;

import org.sprague.game.LimitExceededException;

/**
 * Moore's Nim_k packed: the multiset of heaps in {@link HeapFields} (sorted, so each multiset
 * is memoized once); an option lowers each heap of a set of 1..k heaps to any smaller size.
 * The whole position is one atomic game (a move touches several heaps, so the heaps are not
 * a sum). The rule is written once, in {@link Rule}, which {@link MooreNimGame}'s moves use
 * too.
 */
final class PackedMoore extends HeapFields {
    private final Rule rule;
    private final int[] heaps;
    private final int[] next;
    private final Rule.Visitor lower = this::option; // one visitor, made once: nothing allocated per position
    private OptionSink sink;
    private int n;

    PackedMoore(int k, int bits) {
        super(bits, true);
        this.rule = new Rule(k, slots, Long.MAX_VALUE);
        this.heaps = new int[slots];
        this.next = new int[slots];
    }

    @Override
    public void options(long p, OptionSink sink) {
        this.n = unpack(p, heaps);
        this.sink = sink;
        rule.forEachOption(heaps, n, lower);
    }

    /** One option: the heaps with {@code set[j]} lowered to {@code to[j]}, packed (sorted again). */
    private void option(int[] set, int size, int[] to) {
        System.arraycopy(heaps, 0, next, 0, n);
        for (int j = 0; j < size; j++) {
            next[set[j]] = to[j];
        }
        sink.option(pack(next, n));
    }

    @Override
    public boolean streamsCanonicalParts() {
        return true;
    }

    /**
     * Moore's rule on {@code n} non-empty heaps: each set of 1..k heaps in lexicographic order
     * of indices (so large sets come early: {0}, {0,1}, {0,1,2}, ...), each set's new sizes by
     * an odometer (the last heap fastest, from 0 up), all in reused arrays: nothing is
     * allocated per option.
     */
    static final class Rule {
        /** Receives one option: heaps {@code set[0..size)} lowered to {@code to[0..size)}; the arrays are reused. */
        interface Visitor {
            void option(int[] set, int size, int[] to);
        }

        private final int k;
        private final int[] set;
        private final int[] to;
        private final long maxSets;

        /** @param maxSets the most heap sets examined, beyond which the moves are refused as a limit */
        Rule(int k, int heaps, long maxSets) {
            this.k = k;
            this.set = new int[heaps];
            this.to = new int[heaps];
            this.maxSets = maxSets;
        }

        /** Every option of the non-empty heaps {@code heaps[0..n)}, in order. */
        void forEachOption(int[] heaps, int n, Visitor v) {
            int max = Math.min(k, n);
            if (n == 0) {
                return;
            }
            int size = 1;
            set[0] = 0;
            long sets = 0;
            while (true) {
                if (++sets > maxSets) {
                    throw new LimitExceededException("moore: more than " + maxSets
                            + " sets of heaps to examine for the winning moves; too many heaps");
                }
                lowerAll(heaps, size, v);
                size = nextSet(set, size, max, n);
                if (size == 0) {
                    return;
                }
            }
        }

        /**
         * Steps {@code set[0..size)}, a set of 1..{@code max} indices below {@code n}, to the next
         * in lexicographic order (extend, else advance the last index, else pop) and returns its
         * size: 0 after the last set. Shared with {@link MooreNimGame}'s winning-move enumeration.
         */
        static int nextSet(int[] set, int size, int max, int n) {
            if (size < max && set[size - 1] + 1 < n) {
                set[size] = set[size - 1] + 1;
                return size + 1;
            }
            int s = size;
            while (s > 0 && set[s - 1] == n - 1) {
                s--;
            }
            if (s > 0) {
                set[s - 1]++;
            }
            return s;
        }

        /** Every way to lower each heap of {@code set[0..size)} to a smaller size. */
        private void lowerAll(int[] heaps, int size, Visitor v) {
            for (int j = 0; j < size; j++) {
                to[j] = 0;
            }
            while (true) {
                v.option(set, size, to);
                int j = size - 1;
                while (j >= 0 && to[j] == heaps[set[j]] - 1) {
                    to[j] = 0;
                    j--;
                }
                if (j < 0) {
                    return;
                }
                to[j]++;
            }
        }
    }
}
