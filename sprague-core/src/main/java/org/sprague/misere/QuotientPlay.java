package org.sprague.misere;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.game.Deadline;
import org.sprague.heap.HeapCode;
import org.sprague.heap.HeapRule;

/**
 * A sum of heaps decided by its misère quotient: P exactly when the product of the heaps'
 * elements lies in the P-portion, and a move wins exactly when it leads to a product in the
 * P-portion. O(k) for the outcome of k heaps; the winning moves cost one product per option
 * of each heap (the product of the other heaps is kept from prefix and suffix products).
 *
 * <p>A heap past {@value #LIST_DIRECTLY} under a proven quotient (period p from n0, f =
 * max(n0, 1)) is not enumerated: its one-heap options are O(t); of the two-heap splits
 * {@code a + (m - a)} those with {@code a < f + p} are checked directly, and since for
 * {@code f <= a <= m/2} both parts' elements repeat with a's residue mod p, every further
 * winning a is a winning a in [f, f + p) plus a multiple of p: O(f + p) per digit plus O(1)
 * per move listed. Its three-heap splits are not listed (the list is then marked incomplete).
 */
public final class QuotientPlay {
    /** The most options examined for winning moves; past it the list is marked incomplete. */
    static final long MAX_OPTIONS = 20_000_000L;
    /** Heaps above this are listed by residues, not option by option. */
    static final long LIST_DIRECTLY = 1 << 20;

    private QuotientPlay() {
    }

    /** A move: heap {@code heap} (0-based) replaced by {@code count} heaps a <= b <= c. */
    public record HeapMove(int heap, int count, long a, long b, long c) {
    }

    /**
     * @param pPosition whether the player to move loses
     * @param winningMoves the winning moves found, in heap order and the rule's option order
     * @param complete false when the list was cut at the move limit, or heaps too large to
     *     enumerate were skipped
     */
    public record Answer(boolean pPosition, List<HeapMove> winningMoves, boolean complete) {
    }

    /** Whether the sum of {@code heaps} is a misère P-position ({@code q} must cover every heap). */
    public static boolean isP(MisereQuotient q, List<BigInteger> heaps) {
        int x = 0;
        for (BigInteger h : heaps) {
            x = q.product(x, element(q, h));
        }
        return q.isP(x);
    }

    /** The outcome and up to {@code maxMoves} winning moves of the sum of {@code heaps}, stopped at {@code deadline}. */
    public static Answer solve(MisereQuotient q, HeapCode rule, List<BigInteger> heaps, int maxMoves, Deadline deadline) {
        int k = heaps.size();
        int[] e = heaps.stream().mapToInt(h -> element(q, h)).toArray();
        int[] suffix = new int[k + 1];
        for (int i = k - 1; i >= 0; i--) {
            suffix[i] = q.product(e[i], suffix[i + 1]);
        }
        boolean pPosition = q.isP(suffix[0]);
        List<HeapMove> moves = new ArrayList<>();
        if (pPosition) {
            return new Answer(true, moves, true);
        }
        boolean[] complete = {true};
        long[] examined = {0};
        int prefix = 0;
        for (int i = 0; i < k && complete[0]; i++) {
            int rest = q.product(prefix, suffix[i + 1]);
            prefix = q.product(prefix, e[i]);
            BigInteger h = heaps.get(i);
            int heap = i;
            if (h.compareTo(BigInteger.valueOf(LIST_DIRECTLY)) > 0) {
                if (h.bitLength() > 62 || !q.proven() || !rule.isFinite()) {
                    complete[0] = false; // its options cannot be listed
                } else {
                    complete[0] &= byResidues(q, rule, heap, h.longValue(), rest, moves, maxMoves, deadline);
                }
                continue;
            }
            rule.forEachOption(h.intValue(), new HeapRule.OptionVisitor() {
                @Override
                public void option(int count, int a, int b, int c) {
                    if (!complete[0]) {
                        return;
                    }
                    if ((++examined[0] & 0xffff) == 0) {
                        deadline.check();
                        if (examined[0] > MAX_OPTIONS) {
                            complete[0] = false;
                            return;
                        }
                    }
                    int x = switch (count) {
                        case 0 -> 0;
                        case 1 -> q.element(a);
                        case 2 -> q.product(q.element(a), q.element(b));
                        default -> q.product(q.product(q.element(a), q.element(b)), q.element(c));
                    };
                    if (q.isP(q.product(rest, x))) {
                        if (moves.size() == maxMoves) {
                            complete[0] = false;
                        } else {
                            moves.add(new HeapMove(heap, count, a, b, c));
                        }
                    }
                }
            });
        }
        return new Answer(false, moves, complete[0]);
    }

    /** The winning moves of a large heap of a proven quotient (see the class comment); false when cut. */
    private static boolean byResidues(MisereQuotient q, HeapCode code, int heap, long h, int rest,
            List<HeapMove> moves, int maxMoves, Deadline deadline) {
        MisereQuotient.Periodicity period = q.periodicity();
        long p = period.period();
        long f = Math.max(period.preperiod(), 1);
        boolean complete = true;
        for (int k = 0; k <= code.lastDigit(); k++) {
            int d = code.digit(k);
            long m = h - k;
            if ((d & HeapCode.LEAVE_ONE) != 0 && k >= 1 && q.isP(q.product(rest, q.element(m)))) {
                if (moves.size() == maxMoves) {
                    return false;
                }
                moves.add(new HeapMove(heap, 1, m, 0, 0));
            }
            if ((d & HeapCode.SPLIT_THREE) != 0) {
                complete = false;
            }
            if ((d & HeapCode.SPLIT_TWO) == 0) {
                continue;
            }
            boolean unequal = code.unequalSplit();
            List<Long> residues = new ArrayList<>();
            for (long a = 1; a < f + p; a++) {
                if (q.isP(q.product(rest, q.product(q.element(a), q.element(m - a)))) && !(unequal && 2 * a == m)) {
                    if (moves.size() == maxMoves) {
                        return false;
                    }
                    moves.add(new HeapMove(heap, 2, a, m - a, 0));
                    if (a >= f) {
                        residues.add(a);
                    }
                }
            }
            for (long shift = p; !residues.isEmpty(); shift += p) {
                deadline.check();
                for (long r : residues) {
                    long a = r + shift;
                    if (2 * a > m) {
                        residues = List.of();
                        break;
                    }
                    if (unequal && 2 * a == m) {
                        continue;
                    }
                    if (moves.size() == maxMoves) {
                        return false;
                    }
                    moves.add(new HeapMove(heap, 2, a, m - a, 0));
                }
            }
        }
        return complete;
    }

    private static int element(MisereQuotient q, BigInteger heap) {
        int x = q.element(heap);
        if (x < 0) {
            throw new IllegalArgumentException("the quotient of heaps 0.." + q.to() + " does not cover heap " + heap);
        }
        return x;
    }
}
