package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.Move;
import org.sprague.catalog.engine.OutcomeClosedForm;
import org.sprague.game.Position;
import org.sprague.game.Outcome;

/**
 * The multiplication game (UVa 847, "A multiplication game"): a number p, 1 at the start;
 * a move multiplies p by 2..9; whoever first makes {@code p >= n} wins, so a position with
 * {@code p >= n} is terminal and the player to move there has lost.
 *
 * <p>Closed form: position (n, p) plays like (m, 1) with {@code m = ceil(n / p)}, and the
 * player to move wins iff {@code 18^k < m <= 9 * 18^k} for some {@code k >= 0} (the intervals
 * (1, 9], (18, 162], (324, 2916], ...). Induction on m: the losing m are the intervals
 * (9 * 18^k, 18^(k+1)]; from there every factor 2..9 gives {@code ceil(m/f)} in a winning
 * interval, and from a winning m some factor reaches a losing one (or p >= n at once). The
 * tests check the rule against search for every n up to 700 and at every interval end up to
 * 52489 (every n up to 6000 with {@code -Pslow}). O(log m) BigInteger operations, exact at
 * any size. Grundy values come from search.
 */
public final class MultiplicationGame extends PairGame implements org.sprague.catalog.engine.OutcomeSearch {
    private static final BigInteger NINE = BigInteger.valueOf(9);
    private static final BigInteger EIGHTEEN = BigInteger.valueOf(18);

    static final GameDefinition DEFINITION = Definitions.of("multiplication", p -> new MultiplicationGame());

    MultiplicationGame() {
        super(DEFINITION, new TwoNumbers("n [p] (the target and optionally the current product)", "n", 1, "p", 1,
                BigInteger.ONE), PackedMultiplication::packing, EighteenIntervals::new);
    }

    @Override
    public List<Move> moves(Position pos) {
        BigInteger n = pos.get(0);
        BigInteger p = pos.get(1);
        List<Move> moves = new ArrayList<>();
        if (p.compareTo(n) >= 0) {
            return moves;
        }
        for (int f = 2; f <= 9; f++) {
            BigInteger q = p.multiply(BigInteger.valueOf(f));
            moves.add(TwoNumbers.move("multiply by " + f, "p " + p, q, TwoNumbers.of(n, q)));
        }
        return moves;
    }

    /** Whether the player to move at (n, p) wins: {@code ceil(n/p)} in some (18^k, 9*18^k]. */
    public static boolean moverWins(BigInteger n, BigInteger p) {
        BigInteger m = n.add(p).subtract(BigInteger.ONE).divide(p);
        for (BigInteger low = BigInteger.ONE; low.compareTo(m) < 0; low = low.multiply(EIGHTEEN)) {
            if (m.compareTo(low.multiply(NINE)) <= 0) {
                return true;
            }
        }
        return false;
    }

    /** The interval rule. */
    static final class EighteenIntervals implements OutcomeClosedForm {
        @Override
        public Outcome outcome(Position p) {
            return moverWins(p.get(0), p.get(1)) ? Outcome.N : Outcome.P;
        }

        @Override
        public List<Move> winningMoves(Position p, int limit) {
            return !moverWins(p.get(0), p.get(1)) ? List.of() : new MultiplicationGame().moves(p).stream()
                    .filter(m -> !moverWins(m.to().get(0), m.to().get(1))).limit(Math.max(0, limit)).toList();
        }
    }
}
