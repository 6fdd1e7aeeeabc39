package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.catalog.engine.GrundyClosedForm;
import org.sprague.game.Move;
import org.sprague.game.Position;

/**
 * Staircase Nim: coins on stairs 0, 1, 2, ...; a move moves one or more coins from a stair
 * {@code i >= 1} down to stair {@code i - 1}.
 *
 * <p>Closed form: the Grundy value is the XOR of the coin counts on the odd stairs (moves
 * between an even stair and the one below are undone by the opponent). A move to value
 * {@code v} changes that XOR by {@code s = G XOR v}: from an odd stair {@code i}, lower
 * {@code c_i} to {@code c_i XOR s} if smaller; from an even stair {@code i >= 2}, raise the odd
 * stair below to {@code c_(i-1) XOR s} if larger, using at most {@code c_i} coins. Exact at
 * any size, O(stairs). Source: <i>Winning Ways</i>, ch. 4; the tutorials' 阶梯博弈.
 */
final class StaircaseGame extends DeclaredGame implements org.sprague.catalog.engine.OutcomeSearch {
    static final GameDefinition DEFINITION = Definitions.of("staircase", p -> new StaircaseGame());

    StaircaseGame() {
        super(DEFINITION, () -> new HeapPacking(PackedStaircase::new, false, true, "stair"), OddStairs::new);
    }

    @Override
    public Position parse(List<String> tokens) {
        return Position.parse(id(), "stair", tokens, 0);
    }

    @Override
    public List<Move> moves(Position p) {
        List<Move> moves = new ArrayList<>();
        for (int i = 1; i < p.size(); i++) {
            int c = p.intValue(i);
            int below = p.intValue(i - 1);
            for (int k = 1; k <= c; k++) {
                moves.add(move(p, i, BigInteger.valueOf(c), BigInteger.valueOf(below), BigInteger.valueOf(k)));
            }
        }
        return moves;
    }

    /** Moves {@code k} coins from stair {@code i} (holding {@code c}) to stair {@code i-1} (holding {@code below}). */
    static Move move(Position p, int i, BigInteger c, BigInteger below, BigInteger k) {
        String label = "stair " + i + " -> " + (i - 1) + ": " + k + (k.equals(BigInteger.ONE) ? " coin" : " coins");
        return new Move(label, p.with(i, c.subtract(k)).with(i - 1, below.add(k)));
    }

    /** The nim-sum of the odd stairs. */
    static final class OddStairs implements GrundyClosedForm {
        @Override
        public BigInteger grundy(Position p) {
            BigInteger s = BigInteger.ZERO;
            for (int i = 1; i < p.size(); i += 2) {
                s = s.xor(p.get(i));
            }
            return s;
        }

        @Override
        public List<Move> movesToValue(Position p, BigInteger value, int limit) {
            BigInteger s = grundy(p).xor(value);
            List<Move> moves = new ArrayList<>();
            if (s.signum() == 0) {
                return moves;
            }
            for (int i = 1; i < p.size() && moves.size() < limit; i++) {
                BigInteger c = p.get(i);
                BigInteger below = p.get(i - 1);
                BigInteger k;
                if (i % 2 == 1) {
                    k = c.subtract(c.xor(s)); // lower the odd stair
                } else {
                    k = below.xor(s).subtract(below); // raise the odd stair below
                }
                if (k.signum() > 0 && k.compareTo(c) <= 0) {
                    moves.add(move(p, i, c, below, k));
                }
            }
            return moves;
        }
    }
}
