package org.sprague.heap;

import java.util.Arrays;
import org.sprague.game.Deadline;

/**
 * The oracle as a sequence calculator: G(n) = mex of the values of every option of heap n,
 * the options listed by the code itself ({@link HeapCode#forEachOption}), each the XOR of its
 * heaps' values (algorithms.md 2); {@link Mex} is the tests' oracle too. A
 * two-heap split digit costs n/2 options per heap, so O(N^2) in all (O(N^3) with three-heap
 * splits). Independent of the rare/common machinery it checks.
 */
public final class NaiveSequenceCalculator implements GrundySequenceCalculator {

    @Override
    public Result compute(HeapCode code, int count, Start start, Listener listener, Deadline deadline) {
        GrundyValues g = SparseSpaceCalculator.startValues(count, start);
        Mex mex = new Mex();
        while (g.length() < count) {
            deadline.check(); // one value costs O(n) or more: the poll is noise
            g.add(mex.of(code, g));
            if (g.length() % PROGRESS_INTERVAL == 0) {
                listener.progress(new Progress(g, g.length(), count, -1, false, -1));
            }
        }
        return new Result(g, "naive", -1, false, -1);
    }

    /**
     * The mex of the options of the next heap, {@code n = g.length()}: a reusable visitor
     * that stamps every option's value (no clearing between heaps).
     */
    static final class Mex implements HeapRule.OptionVisitor {
        private int[] seenAt = new int[64]; // seenAt[v] == stamp iff value v was seen for this heap
        private int stamp;
        private GrundyValues g;

        /** {@code G(g.length())}: the mex of the values of its options. */
        int of(HeapRule rule, GrundyValues values) {
            g = values;
            stamp++;
            rule.forEachOption(values.length(), this);
            int m = 0;
            while (m < seenAt.length && seenAt[m] == stamp) {
                m++;
            }
            return m;
        }

        @Override
        public void twoHeapSplits(int m, boolean unequal) {
            int top = unequal ? (m - 1) / 2 : m / 2;
            if (m >= 2) {
                grow(g.max() * 2 + 1);
            }
            int[] seen = seenAt;
            int st = stamp;
            for (int a = 1; a <= top; a++) {
                seen[g.get(a) ^ g.get(m - a)] = st;
            }
        }

        /** Makes room in the marks for every value up to {@code x}. */
        private void grow(int x) {
            if (x >= seenAt.length) {
                seenAt = Arrays.copyOf(seenAt, Math.max(2 * seenAt.length, Integer.highestOneBit(x) << 1));
            }
        }

        @Override
        public void option(int count, int a, int b, int c) {
            int x = switch (count) {
                case 0 -> 0;
                case 1 -> g.get(a);
                case 2 -> g.get(a) ^ g.get(b);
                default -> g.get(a) ^ g.get(b) ^ g.get(c);
            };
            grow(x);
            seenAt[x] = stamp;
        }
    }
}
