package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.GameDefinition;
import org.sprague.catalog.GrundyClosedForm;
import org.sprague.catalog.Move;
import org.sprague.catalog.OutcomeClosedForm;
import org.sprague.catalog.Position;
import org.sprague.heap.SubtractionSet;

/**
 * Capped Nim: heaps; a move takes 1 to {@code M} stones from one heap (Bash game on every
 * heap, combined by the Sprague-Grundy theorem).
 *
 * <p>Closed form: {@code G = XOR of (p_i mod (M+1))}. A move to value {@code v} changes heap
 * {@code i}'s residue {@code r_i} to {@code r = r_i XOR G XOR v}, which needs {@code r <= M}
 * and takes {@code (r_i - r) mod (M+1)} stones (between 1 and {@code min(M, p_i)}): at most
 * one move per heap. Exact at any size, O(heaps). Source: <i>Winning Ways</i>, ch. 4.
 */
final class CappedNimGame extends HeapGame {
    static final GameDefinition DEFINITION = new GameDefinition("capped-nim", "Capped Nim",
            "Heaps of stones; a move takes between 1 and M stones from one heap. Whoever takes the last stone wins.",
            "M (the most stones a move may take, a whole number >= 1)",
            "heap sizes p1 p2 ... pn (whole numbers >= 0, any size)",
            "G = (p1 mod (M+1)) XOR ... XOR (pn mod (M+1))",
            "capped-nim:3 5 6 7", CappedNimGame::create);

    private final BigInteger m;

    private CappedNimGame(BigInteger m) {
        super("capped-nim:" + m, DEFINITION, SubtractionSet.range(m), false);
        this.m = m;
    }

    static CappedNimGame create(String parameter) {
        return new CappedNimGame(parseM("capped-nim", parameter));
    }

    @Override
    public Optional<OutcomeClosedForm> closedForm() {
        return Optional.of(new ResidueNimSum(m.add(BigInteger.ONE)));
    }

    /** The nim-sum of the residues mod {@code M+1}. */
    static final class ResidueNimSum implements GrundyClosedForm {
        private final BigInteger modulus;

        ResidueNimSum(BigInteger modulus) {
            this.modulus = modulus;
        }

        @Override
        public BigInteger grundy(Position p) {
            BigInteger s = BigInteger.ZERO;
            for (BigInteger h : p.values()) {
                s = s.xor(h.mod(modulus));
            }
            return s;
        }

        @Override
        public List<Move> movesToValue(Position p, BigInteger value, int limit) {
            BigInteger change = grundy(p).xor(value);
            List<Move> moves = new ArrayList<>();
            for (int i = 0; i < p.size() && moves.size() < limit; i++) {
                BigInteger h = p.get(i);
                BigInteger r = h.mod(modulus);
                BigInteger target = r.xor(change);
                if (target.compareTo(modulus) >= 0) {
                    continue;
                }
                BigInteger take = r.subtract(target).mod(modulus);
                if (take.signum() > 0 && take.compareTo(h) <= 0) {
                    BigInteger to = h.subtract(take);
                    moves.add(new Move(HeapLabels.reduce(i, h, to), p.with(i, to)));
                }
            }
            return moves;
        }
    }
}
