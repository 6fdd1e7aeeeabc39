package org.sprague.catalog.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.BigRange;
import org.sprague.game.Move;
import org.sprague.catalog.engine.OutcomeClosedForm;
import org.sprague.game.Position;
import org.sprague.game.Outcome;

/** Wythoff's closed form at sizes no search reaches: exact floor(k phi) and moves to P-pairs. */
class WythoffBigHeapsProperties {
    private final OutcomeClosedForm form = new WythoffGame().closedForm().orElseThrow();

    @Property(tries = 300)
    void lowerIsExactlyFloorOfKPhi(@ForAll @BigRange(min = "0", max = "1000000000000000000000000000000000000000000000000000000000000") BigInteger k) {
        BigInteger a = WythoffGame.lower(k);
        // a = floor(k (1 + sqrt 5) / 2)  <=>  (2a - k)^2 <= 5 k^2 < (2a - k + 2)^2
        BigInteger fiveKSquared = k.multiply(k).multiply(BigInteger.valueOf(5));
        BigInteger low = a.shiftLeft(1).subtract(k);
        assertTrue(low.signum() >= 0 && low.pow(2).compareTo(fiveKSquared) <= 0);
        assertTrue(low.add(BigInteger.TWO).pow(2).compareTo(fiveKSquared) > 0);
        assertEquals(a.add(k), WythoffGame.partner(a));
        assertEquals(a, WythoffGame.partner(a.add(k)));
    }

    @Property(tries = 300)
    void everyListedMoveOfABigPositionLeadsToAPPair(
            @ForAll @BigRange(min = "0", max = "100000000000000000000000000000000000000000") BigInteger a,
            @ForAll @BigRange(min = "0", max = "100000000000000000000000000000000000000000") BigInteger b) {
        Position p = new Position(List.of(a, b));
        List<Move> moves = form.winningMoves(p, 10);
        if (form.outcome(p) == Outcome.P) {
            assertTrue(moves.isEmpty());
            return;
        }
        assertTrue(!moves.isEmpty() && moves.size() <= 3, moves.toString());
        // an N-position has a move to a P-pair, and at most three (one per heap, one diagonal)
        for (Move m : moves) {
            BigInteger x = m.to().get(0);
            BigInteger y = m.to().get(1);
            assertTrue(WythoffGame.isP(x, y), m.label());
            BigInteger da = a.subtract(x);
            BigInteger db = b.subtract(y);
            boolean oneHeap = (da.signum() > 0 && db.signum() == 0) || (da.signum() == 0 && db.signum() > 0);
            boolean diagonal = da.signum() > 0 && da.equals(db);
            assertTrue(oneHeap || diagonal, m.label());
        }
    }
}
