package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.Move;
import org.sprague.catalog.engine.OutcomeClosedForm;
import org.sprague.game.Position;

/**
 * Nim: heaps p1..pn; a move takes any positive number of stones from one heap.
 *
 * <p>Closed form (Bouton 1901): the Grundy value is the nim-sum {@code s = p1 XOR ... XOR pn};
 * the winning moves reduce a heap {@code pi} with {@code pi XOR s < pi} to {@code pi XOR s}.
 * Misère Nim: when every heap is at most 1 the player to move loses iff the number of
 * 1-heaps is odd; otherwise iff the nim-sum is 0. Both exact at any heap size, O(n).
 */
public final class NimGame extends DeclaredGame implements HeapPositions, HeapMultiset {
    static final GameDefinition DEFINITION = Definitions.of("nim", p -> new NimGame());

    /** Nim, as the catalogue and the shell make it. */
    public NimGame() {
        super(DEFINITION, null, NimSum::new);
    }

    /** Each heap lowered to each smaller size: the rule {@link PackedRuleHeaps#NIM}, written once. */
    @Override
    public List<Move> moves(Position p) {
        return HeapGame.moves(PackedRuleHeaps.NIM, p);
    }

    /**
     * Positions pack in {@link PackedRuleHeaps}: for the Grundy search each heap a component,
     * memoized by its size in a plain array; for misère play the sorted multiset of heaps as
     * one position.
     */
    @Override
    public Optional<org.sprague.catalog.engine.PositionCodec> codec(boolean whole) {
        return Optional.of(HeapGame.packing(PackedRuleHeaps.NIM, !whole));
    }

    @Override
    public Optional<OutcomeClosedForm> misereClosedForm() {
        return Optional.of(new MisereNim());
    }

    /** Bouton's nim-sum. */
    static final class NimSum extends HeapSumForm {
        @Override
        BigInteger heapGrundy(BigInteger h) {
            return h;
        }

        @Override
        void heapMovesTo(Position p, int i, BigInteger h, BigInteger w, List<Move> moves, int limit) {
            reduce(p, i, h, w, moves);
        }
    }

    /** Misère Nim (Bouton 1901): normal Nim until one big heap is left. */
    static final class MisereNim implements OutcomeClosedForm {
        @Override
        public org.sprague.game.Outcome outcome(Position p) {
            return losing(p) ? org.sprague.game.Outcome.P : org.sprague.game.Outcome.N;
        }

        /** Whether the player to move loses under misère play. */
        static boolean losing(Position p) {
            boolean allSmall = true;
            int ones = 0;
            BigInteger s = BigInteger.ZERO;
            for (BigInteger h : p.values()) {
                allSmall &= h.compareTo(BigInteger.ONE) <= 0;
                ones += h.equals(BigInteger.ONE) ? 1 : 0;
                s = s.xor(h);
            }
            return allSmall ? ones % 2 == 1 : s.signum() == 0;
        }

        @Override
        public List<Move> winningMoves(Position p, int limit) {
            BigInteger s = new NimSum().grundy(p);
            List<Move> moves = new ArrayList<>();
            for (int i = 0; i < p.size() && moves.size() < limit; i++) {
                BigInteger h = p.get(i);
                // A losing target either keeps a heap >= 2 with nim-sum 0 (h -> h XOR s),
                // or has every heap <= 1 (h -> 1 or 0): at most three candidates per heap.
                List<BigInteger> candidates = new ArrayList<>(List.of(h.xor(s), BigInteger.ONE, BigInteger.ZERO));
                candidates.sort(Comparator.reverseOrder());
                BigInteger last = null;
                for (BigInteger to : candidates) {
                    if (to.compareTo(h) >= 0 || to.equals(last)) {
                        continue;
                    }
                    last = to;
                    Position q = p.with(i, to);
                    if (losing(q) && moves.size() < limit) {
                        moves.add(new Move(HeapLabels.reduce(i, h, to), q));
                    }
                }
            }
            return moves;
        }
    }
}
