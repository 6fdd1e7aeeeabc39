package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.game.LimitExceededException;
import org.sprague.heap.HeapCode;
import org.sprague.heap.ProvenPeriod;

/**
 * The closed form of a heap game whose values have a proven period (e, p): G(n) = G(e + (n -
 * e) mod p) for n >= e, exact for heaps of any size, for any finite take-and-break code or
 * subtraction list ({@link ProvenPeriod}).
 *
 * <p>Moves to a value w from heap h, in the order of {@link HeapCode#forEachOption} (k
 * ascending; take all, leave one, two-heap splits a <= b by a ascending, three-heap splits):
 * takes are O(t). A two-heap split of m = h - k into a + (m - a) is enumerated directly
 * when m / 2 < f + p, f = max(e, 1); otherwise the splits with a < f + p are checked directly
 * and, since for f <= a <= m / 2 both G(a) and G(m - a) repeat with a's residue mod p
 * (m - a >= m/2 >= e), every further a is a + jp for an a in [f, f + p) that matched: O(e + p) per digit
 * plus O(1) per move listed. Three-heap splits are listed for heaps up to
 * {@value #MAX_THREE_HEAP_LISTING} only (O(m^2)).
 */
final class PeriodicHeapForm extends HeapSumForm {
    /** The largest heap whose three-heap splits are listed (O(m^2) of them). */
    static final int MAX_THREE_HEAP_LISTING = 2048;

    private final HeapCode code;
    private final ProvenPeriod period;

    PeriodicHeapForm(HeapCode code, ProvenPeriod period) {
        this.code = code;
        this.period = period;
    }

    @Override
    BigInteger heapGrundy(BigInteger h) {
        return BigInteger.valueOf(period.grundy(h));
    }

    /** None past an int: every heap value of the period is one. */
    @Override
    void heapMovesTo(Position p, int i, BigInteger h, BigInteger w, List<Move> moves, int limit) {
        if (w.bitLength() <= 31) {
            new HeapMoves(p, i, w.intValue(), moves, limit).list();
        }
    }

    /** The moves of heap i of p to options of value w, appended to moves up to limit. */
    private final class HeapMoves {
        private final Position p;
        private final int i;
        private final BigInteger h;
        private final int w;
        private final List<Move> moves;
        private final int limit;

        HeapMoves(Position p, int i, int w, List<Move> moves, int limit) {
            this.p = p;
            this.i = i;
            this.h = p.get(i);
            this.w = w;
            this.moves = moves;
            this.limit = limit;
        }

        void list() {
            int t = code.lastDigit();
            for (int k = 0; k <= t && moves.size() < limit; k++) {
                BigInteger m = h.subtract(BigInteger.valueOf(k));
                if (m.signum() < 0) {
                    return;
                }
                int d = code.digit(k);
                if ((d & HeapCode.TAKE_ALL) != 0 && k >= 1 && m.signum() == 0 && w == 0) {
                    add(HeapLabels.reduce(i, h, m), p.with(i, m));
                }
                if ((d & HeapCode.LEAVE_ONE) != 0 && k >= 1 && m.signum() > 0 && period.grundy(m) == w) {
                    add(HeapLabels.reduce(i, h, m), p.with(i, m));
                }
                if ((d & HeapCode.SPLIT_TWO) != 0) {
                    twoHeapSplits(m);
                }
                if ((d & HeapCode.SPLIT_THREE) != 0) {
                    threeHeapSplits(m);
                }
            }
        }

        private void twoHeapSplits(BigInteger m) {
            // residues are represented by a in [first, first + p): a = 0 is no split
            long first = Math.max(period.preperiod(), 1);
            long cycle = first + period.period();
            BigInteger half = m.shiftRight(1);
            if (half.compareTo(BigInteger.valueOf(cycle)) < 0) {
                long mm = m.longValueExact(); // m < 2 (f + p) + 2
                for (long a = 1; a <= mm / 2 && moves.size() < limit; a++) {
                    split(a, mm - a);
                }
                return;
            }
            List<Long> residues = new ArrayList<>();
            for (long a = 1; a < cycle && moves.size() < limit; a++) {
                if ((period.grundy(a) ^ period.grundy(m.subtract(BigInteger.valueOf(a)))) == w) {
                    addSplit(BigInteger.valueOf(a), m.subtract(BigInteger.valueOf(a)));
                    if (a >= first) {
                        residues.add(a);
                    }
                }
            }
            if (residues.isEmpty()) {
                return;
            }
            BigInteger step = BigInteger.valueOf(period.period());
            for (BigInteger shift = step; moves.size() < limit; shift = shift.add(step)) {
                for (long r : residues) {
                    BigInteger a = shift.add(BigInteger.valueOf(r));
                    if (a.compareTo(half) > 0 || moves.size() >= limit) {
                        return;
                    }
                    addSplit(a, m.subtract(a));
                }
            }
        }

        private void split(long a, long b) {
            if ((period.grundy(a) ^ period.grundy(b)) == w) {
                addSplit(BigInteger.valueOf(a), BigInteger.valueOf(b));
            }
        }

        private void addSplit(BigInteger a, BigInteger b) {
            add(HeapGame.splitLabel(i, h, a, b), p.replace(i, List.of(a, b)));
        }

        private void threeHeapSplits(BigInteger m) {
            if (m.compareTo(BigInteger.valueOf(MAX_THREE_HEAP_LISTING)) > 0) {
                throw new LimitExceededException("listing the three-heap splits of a heap of " + h
                        + " is limited to heaps up to " + MAX_THREE_HEAP_LISTING + " (O(n^2) splits);"
                        + " its Grundy value " + period.grundy(h) + " is exact");
            }
            int mm = m.intValue();
            for (int a = 1; 3 * a <= mm; a++) {
                for (int b = a; a + 2 * b <= mm && moves.size() < limit; b++) {
                    int c = mm - a - b;
                    if ((period.grundy(a) ^ period.grundy(b) ^ period.grundy(c)) == w) {
                        List<BigInteger> parts = List.of(BigInteger.valueOf(a), BigInteger.valueOf(b), BigInteger.valueOf(c));
                        add(HeapGame.label(i, h.longValueExact(), 3, a, b, c), p.replace(i, parts));
                    }
                }
            }
        }

        private void add(String label, Position to) {
            if (moves.size() < limit) {
                moves.add(new Move(label, to));
            }
        }
    }
}
