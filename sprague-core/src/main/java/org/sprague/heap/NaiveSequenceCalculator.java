package org.sprague.heap;

import org.sprague.game.Deadline;

/**
 * The oracle as a sequence calculator: G(n) = mex of the values of every option of heap n,
 * the options listed by the code itself ({@link HeapCode#forEachOption}, shared with
 * {@link NaiveHeapCalculator}), each the XOR of its heaps' values (algorithms.md 2). A
 * two-heap split digit costs n/2 options per heap, so O(N^2) in all (O(N^3) with three-heap
 * splits). Independent of the rare/common machinery it checks.
 */
public final class NaiveSequenceCalculator implements GrundySequenceCalculator {

    @Override
    public String method() {
        return "naive";
    }

    @Override
    public Result compute(HeapCode code, int count, Start start, Listener listener, Deadline deadline) {
        GrundyValues g = SparseSpaceCalculator.startValues(count, start);
        NaiveHeapCalculator.Mex mex = new NaiveHeapCalculator.Mex();
        while (g.length() < count) {
            deadline.check(); // one value costs O(n) or more: the poll is noise
            g.add(mex.of(code, g));
            if (g.length() % PROGRESS_INTERVAL == 0) {
                listener.progress(new Progress(g, g.length(), count, -1, false, -1));
            }
        }
        return new Result(g, method(), -1, false, -1);
    }
}
