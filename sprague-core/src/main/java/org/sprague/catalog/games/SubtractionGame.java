package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.Move;
import org.sprague.catalog.engine.OutcomeClosedForm;
import org.sprague.game.Position;
import org.sprague.heap.ProvenPeriod;
import org.sprague.heap.SubtractionSet;

/**
 * Subtraction games: heaps; a move takes {@code s} stones from one heap, {@code s} in S.
 *
 * <p>Closed forms: for {@code pow2}, {@code G(n) = n mod 3} (every power of two is 1 or 2
 * mod 3, so {@code n-1} or {@code n-2} mod 3 are reached and never {@code n} mod 3); a
 * move to value {@code v} on heap {@code i} needs residue {@code r = r_i XOR G XOR v < 3}
 * and takes any {@code 2^k <= p_i} with {@code 2^k = r_i - r (mod 3)}: every such power is
 * listed. For a finite list S the values are periodic with a period proven by the window
 * argument ({@link ProvenPeriod}: G(n) depends only on the last max(S) values), found in the
 * first {@value #PERIOD_SEARCH} values; then {@code G} is exact at any size and the moves to a
 * value try every {@code s} in S ({@link PeriodicHeapForm}).
 * {@code fib} and {@code squares} are searched.
 */
final class SubtractionGame extends HeapGame {
    /** How many values are computed when looking for the period of a finite set. */
    static final int PERIOD_SEARCH = 200_000;

    static final GameDefinition DEFINITION = Definitions.of("subtraction", SubtractionGame::create);

    private final SubtractionSet set;
    private final String parameter;
    private Optional<OutcomeClosedForm> closedForm;

    private SubtractionGame(String parameter, SubtractionSet set) {
        super("subtraction:" + parameter, DEFINITION, set, false, null);
        this.set = set;
        this.parameter = parameter;
    }

    static SubtractionGame create(String parameter) {
        return new SubtractionGame(parameter, SubtractionSet.parse("subtraction", parameter));
    }

    @Override
    public synchronized Optional<OutcomeClosedForm> closedForm() {
        if (closedForm == null) {
            if (parameter.equals("pow2")) {
                closedForm = Optional.of(new PowersOfTwo());
            } else if (set.isList() && set.max() < PERIOD_SEARCH) {
                // bounded and kept for every later call, as TakeAndBreakGame's (an interrupt stops it)
                closedForm = ProvenPeriod.find(code(), PERIOD_SEARCH, org.sprague.game.Deadline.unlimited())
                        .map(period -> new PeriodicHeapForm(code(), period));
            } else {
                closedForm = Optional.empty();
            }
        }
        return closedForm;
    }

    /** {@code G(n) = n mod 3} for S the powers of two. */
    static final class PowersOfTwo extends HeapSumForm {
        private static final BigInteger THREE = BigInteger.valueOf(3);

        @Override
        BigInteger heapGrundy(BigInteger h) {
            return h.mod(THREE);
        }

        @Override
        void heapMovesTo(Position p, int i, BigInteger h, BigInteger w, List<Move> moves, int limit) {
            int r = h.mod(THREE).intValue();
            if (w.compareTo(THREE) >= 0 || w.intValue() == r) {
                return;
            }
            int needed = Math.floorMod(r - w.intValue(), 3); // 2^k mod 3: 1 for even k, 2 for odd k
            for (int k = needed == 1 ? 0 : 1; k < h.bitLength() && moves.size() < limit; k += 2) {
                reduce(p, i, h, h.subtract(BigInteger.ONE.shiftLeft(k)), moves);
            }
        }
    }
}
