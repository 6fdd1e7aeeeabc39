package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.catalog.engine.GrundyClosedForm;
import org.sprague.game.Move;
import org.sprague.game.Position;

/**
 * kiki's game (HDU 2147): an n x m board with a coin at (n, m), 1-based; a move takes the coin
 * one step left (n-1, m), down (n, m-1) or diagonally (n-1, m-1); at (1, 1) the player to
 * move has lost.
 *
 * <p>Closed form: P iff n and m are both odd. Proof by induction: from a both-odd cell every
 * move makes a coordinate even; from any other cell one move (left if only n is even, down if
 * only m is even, diagonal if both are) reaches a both-odd cell. Grundy values: 0 when n, m
 * are both odd, 2 when both are even, else 1 if the even coordinate is the larger and 3 if
 * it is the smaller (found from the printed table and proved by the same induction: the
 * options of each class carry exactly the smaller values; checked against search on every
 * board up to 30 x 30). O(1), exact at any size.
 */
final class KikiGame extends PairGame implements BoardPositions, org.sprague.catalog.engine.OutcomeSearch {
    static final GameDefinition DEFINITION = Definitions.of("kiki", p -> new KikiGame());

    KikiGame() {
        super(DEFINITION, new TwoNumbers("the board size n m", "n", 1, "m", 1),
                () -> PackedPair.packing(PackedPair.Kiki::new), KikiGrundy::new);
    }

    @Override
    public List<Move> moves(Position p) {
        BigInteger n = p.get(0);
        BigInteger m = p.get(1);
        boolean left = n.compareTo(BigInteger.ONE) > 0;
        boolean down = m.compareTo(BigInteger.ONE) > 0;
        List<Move> moves = new ArrayList<>(3);
        if (left) {
            moves.add(step("left", p, n.subtract(BigInteger.ONE), m));
        }
        if (down) {
            moves.add(step("down", p, n, m.subtract(BigInteger.ONE)));
        }
        if (left && down) {
            moves.add(step("diagonal", p, n.subtract(BigInteger.ONE), m.subtract(BigInteger.ONE)));
        }
        return moves;
    }

    private static Move step(String how, Position from, BigInteger n, BigInteger m) {
        Position to = TwoNumbers.of(n, m);
        return TwoNumbers.move(how, from, to, to);
    }

    /**
     * The Grundy value: 0 if n and m are both odd, 2 if both are even; otherwise, with e the
     * even one and o the odd one, 1 if e > o and 3 if e < o.
     */
    public static int grundy(BigInteger n, BigInteger m) {
        boolean nOdd = n.testBit(0);
        boolean mOdd = m.testBit(0);
        if (nOdd == mOdd) {
            return nOdd ? 0 : 2;
        }
        BigInteger even = nOdd ? m : n;
        BigInteger odd = nOdd ? n : m;
        return even.compareTo(odd) > 0 ? 1 : 3;
    }

    /** The Grundy formula above; P iff both coordinates are odd. */
    static final class KikiGrundy implements GrundyClosedForm {
        @Override
        public BigInteger grundy(Position p) {
            return BigInteger.valueOf(KikiGame.grundy(p.get(0), p.get(1)));
        }

        @Override
        public List<Move> movesToValue(Position p, BigInteger value, int limit) {
            return new KikiGame().moves(p).stream().filter(m -> grundy(m.to()).equals(value)).limit(Math.max(0, limit)).toList();
        }
    }
}
