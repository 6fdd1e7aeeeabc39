package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.List;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.heap.SubtractionSet;

/**
 * Capped Nim: heaps; a move takes 1 to {@code M} stones from one heap (Bash game on every
 * heap, combined by the Sprague-Grundy theorem). Bash game (巴什博弈) is its one-heap form,
 * {@link #BASH}: the same rule and closed form on a position of one heap.
 *
 * <p>Closed form: {@code G = XOR of (p_i mod (M+1))}. A move to value {@code v} changes heap
 * {@code i}'s residue {@code r_i} to {@code r = r_i XOR G XOR v}, which needs {@code r <= M}
 * and takes {@code (r_i - r) mod (M+1)} stones (between 1 and {@code min(M, p_i)}): at most
 * one move per heap; on one heap, {@code G(n) = n mod (M+1)}. Exact at any size, O(heaps).
 * Source: <i>Winning Ways</i>, ch. 4 (subtraction games); the tutorials' Bash game.
 */
final class CappedNimGame extends HeapGame {
    static final GameDefinition DEFINITION = Definitions.of("capped-nim", p -> create("capped-nim", p));
    static final GameDefinition BASH = Definitions.of("bash", p -> create("bash", p));

    private CappedNimGame(GameDefinition definition, BigInteger m) {
        super(definition.id() + ":" + m, definition, SubtractionSet.range(m), definition == BASH,
                () -> new ResidueNimSum(m.add(BigInteger.ONE)));
    }

    static CappedNimGame create(String id, String parameter) {
        return new CappedNimGame(id.equals("bash") ? BASH : DEFINITION, parseM(id, parameter));
    }

    /** The nim-sum of the residues mod {@code M+1}. */
    static final class ResidueNimSum extends HeapSumForm {
        private final BigInteger modulus;

        ResidueNimSum(BigInteger modulus) {
            this.modulus = modulus;
        }

        @Override
        BigInteger heapGrundy(BigInteger h) {
            return h.mod(modulus);
        }

        /** The one move to residue {@code w}: take {@code (r - w) mod (M+1)} stones, when 1 to h. */
        @Override
        void heapMovesTo(Position p, int i, BigInteger h, BigInteger w, List<Move> moves, int limit) {
            if (w.compareTo(modulus) < 0) {
                reduce(p, i, h, h.subtract(h.mod(modulus).subtract(w).mod(modulus)), moves);
            }
        }
    }
}
