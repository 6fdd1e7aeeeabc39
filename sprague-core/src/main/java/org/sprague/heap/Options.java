package org.sprague.heap;

/**
 * The moves of a {@link HeapCode} up to a heap size, as sorted arrays of removals k per kind,
 * and the exhaustive marking shared by both calculators: whole-heap removal, one heap left,
 * and three-heap splits (which the rare/common partition cannot skip: an odd number of
 * common values XORs to a common value).
 */
public final class Options {
    public final int[] takeAll;
    public final int[] leaveOne;
    public final int[] splitTwo;
    public final int[] splitThree;
    public final boolean unequal;
    /** The largest k of a take (whole heap or one heap left): heaps above it see every take. */
    public final int lastTake;
    /** kmax - kmin + 1 over the two-heap split digits (0 without any). */
    public final int splitSpan;

    public Options(HeapCode code, int count) {
        int upTo = Math.max(0, count - 1);
        if (code.isFinite()) {
            upTo = Math.min(upTo, code.lastDigit()); // not 4 x count digit look-ups for 0.77
        }
        takeAll = code.removals(HeapCode.TAKE_ALL, upTo);
        leaveOne = code.removals(HeapCode.LEAVE_ONE, upTo);
        splitTwo = code.removals(HeapCode.SPLIT_TWO, upTo);
        splitThree = code.removals(HeapCode.SPLIT_THREE, upTo);
        unequal = code.unequalSplit();
        splitSpan = splitTwo.length == 0 ? 0 : splitTwo[splitTwo.length - 1] - splitTwo[0] + 1;
        lastTake = Math.max(takeAll.length == 0 ? 0 : takeAll[takeAll.length - 1],
                leaveOne.length == 0 ? 0 : leaveOne[leaveOne.length - 1]);
    }

    /** The parity q every two-heap split removes, or -1 when they differ (or there are none). */
    public int splitParity() {
        if (splitTwo.length == 0) {
            return -1;
        }
        int q = splitTwo[0] & 1;
        for (int k : splitTwo) {
            if ((k & 1) != q) {
                return -1;
            }
        }
        return q;
    }

    /**
     * Marks in {@code seen} (with {@code stamp}) the values of the options of heap n that
     * leave at most one heap, or three heaps. Three-heap splits cost O(n^2) per heap.
     */
    public void markTakesAndTriples(GrundyValues g, int n, int[] seen, int stamp) {
        for (int k : takeAll) {
            if (k > n) {
                break;
            }
            if (k == n) {
                seen[0] = stamp;
            }
        }
        for (int k : leaveOne) {
            if (k >= n) {
                break;
            }
            seen[g.get(n - k)] = stamp;
        }
        for (int k : splitThree) {
            int s = n - k;
            if (s < 3) {
                break;
            }
            for (int a = 1; 3 * a <= s; a++) {
                int ga = g.get(a);
                for (int b = a; a + 2 * b <= s; b++) {
                    seen[ga ^ g.get(b) ^ g.get(s - a - b)] = stamp;
                }
            }
        }
    }

    /** A mark array large enough for every XOR of values <= max (a power of two plus one). */
    public static int[] growSeen(int[] seen, int max) {
        int need = Integer.highestOneBit(Math.max(1, max)) * 2 + 1;
        if (seen.length >= need) {
            return seen;
        }
        return java.util.Arrays.copyOf(seen, need);
    }
}
