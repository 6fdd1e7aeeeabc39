package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.engine.GrundyClosedForm;
import org.sprague.game.Move;
import org.sprague.game.Position;

/**
 * A closed form for a sum of heaps (Sprague-Grundy theorem): the value is the XOR of the
 * heaps' values, and the moves to value {@code v} change one heap {@code h} into options of
 * heap value {@code G(h) XOR G XOR v}. A game states only its heap formula and how one heap
 * reaches a given heap value; the sum's scaffolding is written here once.
 */
abstract class HeapSumForm implements GrundyClosedForm {

    /** The value of one heap of {@code h}. */
    abstract BigInteger heapGrundy(BigInteger h);

    /**
     * Appends to {@code moves}, while it holds fewer than {@code limit}, the moves of heap
     * {@code i} (of size {@code h}) of {@code p} to options whose heap value is {@code w}.
     */
    abstract void heapMovesTo(Position p, int i, BigInteger h, BigInteger w, List<Move> moves, int limit);

    @Override
    public BigInteger grundy(Position p) {
        BigInteger s = BigInteger.ZERO;
        for (BigInteger h : p.values()) {
            s = s.xor(heapGrundy(h));
        }
        return s;
    }

    @Override
    public List<Move> movesToValue(Position p, BigInteger value, int limit) {
        BigInteger change = grundy(p).xor(value);
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < p.size() && moves.size() < limit; i++) {
            BigInteger h = p.get(i);
            heapMovesTo(p, i, h, heapGrundy(h).xor(change), moves, limit);
        }
        return moves;
    }

    /** Adds the move lowering heap {@code i} from {@code h} to {@code to}, when it is a move down. */
    static void reduce(Position p, int i, BigInteger h, BigInteger to, List<Move> moves) {
        if (to.signum() >= 0 && to.compareTo(h) < 0) {
            moves.add(new Move(HeapLabels.reduce(i, h, to), p.with(i, to)));
        }
    }
}
