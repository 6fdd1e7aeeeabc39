package org.sprague.heap;

/**
 * The oracle: G(n) = mex of the values of every option of heap n, each option the XOR of
 * its heaps' values (algorithms.md 2). A two-heap split digit costs n/2 options per heap,
 * so O(N^2) in all (O(N^3) with three-heap splits); marks in a generation-stamped int[].
 */
public final class NaiveSequenceCalculator implements GrundySequenceCalculator {

    @Override
    public String method() {
        return "naive";
    }

    @Override
    public Result compute(HeapCode code, int count, Start start, Listener listener) {
        GrundyValues g = SparseSpaceCalculator.startValues(count, start);
        Options o = new Options(code, count);
        int[] seen = Options.growSeen(new int[2], g.max());
        int stamp = 0;
        for (int n = g.length(); n < count; n++) {
            stamp++;
            o.markTakesAndTriples(g, n, seen, stamp);
            for (int k : o.splitTwo) {
                int s = n - k;
                if (s < 2) {
                    break;
                }
                for (int a = 1; 2 * a <= s; a++) {
                    if (o.unequal && 2 * a == s) {
                        continue;
                    }
                    seen[g.get(a) ^ g.get(s - a)] = stamp;
                }
            }
            int mex = 0;
            while (seen[mex] == stamp) {
                mex++;
            }
            g.add(mex);
            seen = Options.growSeen(seen, mex);
            if ((n + 1) % PROGRESS_INTERVAL == 0) {
                listener.progress(new Progress(g, n + 1, count, -1, false, -1));
            }
        }
        return new Result(g, method(), -1, false, -1);
    }
}
