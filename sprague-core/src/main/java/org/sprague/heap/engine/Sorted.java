package org.sprague.heap.engine;

/** Binary searches in an ascending array of heap positions (the rare list of a {@link DiskSparseRun}). */
final class Sorted {
    private Sorted() {
    }

    /** The first index i in [from, end) with pos[i] > x (pos sorted ascending), or end. */
    static int upperBound(long[] pos, int from, int end, long x) {
        int lo = from;
        int hi = end;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (pos[mid] <= x) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The first index i in [from, end) with pos[i] >= x, or end. */
    static int lowerBound(long[] pos, int from, int end, long x) {
        return upperBound(pos, from, end, x - 1);
    }
}
