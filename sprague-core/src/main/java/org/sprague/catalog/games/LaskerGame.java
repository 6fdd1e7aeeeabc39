package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.List;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.heap.HeapCode;

/**
 * Lasker's Nim ({@code 4.[3]}): take any positive number of stones from one heap, or split
 * one heap into two non-empty heaps.
 *
 * <p>Closed form ({@link LaskerNim}): {@code G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4,
 * G(4k+4) = 4k+3}. Moves to value {@code v}: heap {@code i} must reach
 * {@code w = G(p_i) XOR G XOR v}, by taking (the unique heap {@code G^-1(w)} if smaller) or
 * by splitting (every {@code a + b = p_i} with {@code G(a) XOR G(b) = w}, found by a digit DP
 * over the binary digits). Exact at any size. Source: Lasker (1931); <i>Winning Ways</i>, ch. 4.
 */
final class LaskerGame extends HeapGame {
    static final GameDefinition DEFINITION = Definitions.of("lasker", p -> new LaskerGame());

    LaskerGame() {
        super("lasker", DEFINITION, HeapCode.parse("4.[3]"), false, Formula::new);
    }

    /** Lasker's formula, with the splits found by the digit DP. */
    static final class Formula extends HeapSumForm {
        @Override
        BigInteger heapGrundy(BigInteger h) {
            return LaskerNim.grundy(h);
        }

        @Override
        void heapMovesTo(Position p, int i, BigInteger h, BigInteger w, List<Move> moves, int limit) {
            reduce(p, i, h, LaskerNim.inverse(w), moves);
            for (BigInteger[] ab : LaskerNim.splits(h, w, limit - moves.size())) {
                moves.add(new Move(HeapGame.splitLabel(i, h, ab[0], ab[1]), p.replace(i, List.of(ab[0], ab[1]))));
            }
        }
    }
}
