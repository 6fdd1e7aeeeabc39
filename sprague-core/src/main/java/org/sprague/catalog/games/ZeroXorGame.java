package org.sprague.catalog.games;

import java.util.stream.IntStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.Move;
import org.sprague.catalog.engine.OutcomeClosedForm;
import org.sprague.game.Position;
import org.sprague.game.InvalidInputException;
import org.sprague.game.Outcome;

/**
 * Zero XOR (AtCoder ARC131 C): n distinct positive numbers (cookies); a move deletes one;
 * whoever, by deleting, leaves numbers whose XOR is 0 wins at once (deleting the last one
 * leaves the empty list, XOR 0).
 *
 * <p>Modelled faithfully to the contest: only a deletion can win, so a starting list whose
 * XOR is already 0 is played on (ARC131 C answers "Win" for {@code 1 2 3}). A deletion that
 * leaves XOR 0 ends the game and leads to the empty list, the finished game (P); its label
 * says which numbers were left.
 *
 * <p>Closed form (ARC131 C editorial, evima): with {@code v} the XOR of all numbers, the
 * player to move wins iff n is odd or some {@code a_i = v}. Winning moves: delete
 * {@code a_i = v} (the rest has XOR 0), or, when n is odd, delete any {@code a} with
 * {@code v XOR a} not among the other numbers (the n-1 left, even in count, then contain
 * no number equal to their XOR). O(n) with a hash set, exact at any size.
 */
final class ZeroXorGame extends DeclaredGame implements org.sprague.catalog.engine.OutcomeSearch {
    static final GameDefinition DEFINITION = Definitions.of("zero-xor", p -> new ZeroXorGame());

    ZeroXorGame() {
        super(DEFINITION, PackedZeroXorSet::packing, OddOrDeletable::new);
    }

    @Override
    public Position parse(List<String> tokens) {
        Position p = Position.parse(id(), "number", tokens, 1);
        Set<BigInteger> seen = new HashSet<>();
        for (int i = 0; i < p.size(); i++) {
            if (!seen.add(p.get(i))) {
                throw new InvalidInputException("zero-xor: number " + (i + 1) + " '" + tokens.get(i)
                        + "' repeats an earlier number; the numbers must be distinct");
            }
        }
        return p;
    }

    @Override
    public List<Move> moves(Position p) {
        BigInteger v = xor(p);
        return IntStream.range(0, p.size()).mapToObj(i -> delete(p, i, v)).toList();
    }

    private static Move delete(Position p, int i, BigInteger v) {
        List<BigInteger> rest = new ArrayList<>(p.values());
        BigInteger a = rest.remove(i);
        if (a.equals(v)) {
            String left = rest.isEmpty() ? "nothing" : new Position(rest).toString();
            return new Move("delete " + a + ": leaves " + left + ", XOR 0, and wins", new Position(List.of()));
        }
        return new Move("delete " + a, new Position(rest));
    }

    @Override
    public Position canonical(Position p) {
        return new Position(p.values().stream().sorted().toList());
    }

    static BigInteger xor(Position p) {
        BigInteger v = BigInteger.ZERO;
        for (BigInteger a : p.values()) {
            v = v.xor(a);
        }
        return v;
    }

    /** The ARC131 C rule: n odd, or some number equals the XOR of all. */
    static final class OddOrDeletable implements OutcomeClosedForm {
        @Override
        public Outcome outcome(Position p) {
            BigInteger v = xor(p);
            boolean wins = p.size() % 2 == 1 || p.values().contains(v);
            return wins ? Outcome.N : Outcome.P;
        }

        @Override
        public List<Move> winningMoves(Position p, int limit) {
            BigInteger v = xor(p);
            Set<BigInteger> numbers = new HashSet<>(p.values());
            boolean odd = p.size() % 2 == 1;
            List<Move> moves = new ArrayList<>();
            for (int i = 0; i < p.size() && moves.size() < limit; i++) {
                BigInteger a = p.get(i);
                BigInteger restXor = v.xor(a);
                boolean restHasItsXor = !restXor.equals(a) && numbers.contains(restXor);
                if (a.equals(v) || (odd && !restHasItsXor)) {
                    moves.add(delete(p, i, v));
                }
            }
            return moves;
        }
    }
}
