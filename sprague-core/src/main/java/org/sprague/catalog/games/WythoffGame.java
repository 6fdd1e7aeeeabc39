package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.entry.GameDefinition;
import org.sprague.catalog.engine.DerivedMoves;
import org.sprague.game.Move;
import org.sprague.catalog.engine.OutcomeClosedForm;
import org.sprague.game.Position;
import org.sprague.game.Outcome;

/**
 * Wythoff's game: two heaps; a move takes any positive number of stones from one heap, or
 * the same positive number from both.
 *
 * <p>Closed form (Wythoff 1907): the P-positions are the pairs {@code (a_k, a_k + k)},
 * {@code k >= 0}, with {@code a_k = floor(k phi) = (k + isqrt(5 k^2)) / 2} computed exactly
 * with {@link BigInteger#sqrt()}. Every {@code x >= 0} lies in exactly one such pair (Beatty's
 * theorem), so the winning moves are: lower both heaps to the P-pair with the same
 * difference, or keep one heap {@code x} and lower the other to {@code x}'s partner. Each
 * step is a constant number of integer square roots: {@code O(M(d))} for {@code d}-digit
 * heaps. No formula for the Grundy values is known; they come from search.
 */
public final class WythoffGame extends PairGame implements HeapPositions, org.sprague.catalog.engine.OutcomeSearch {
    static final GameDefinition DEFINITION = Definitions.of("wythoff", p -> new WythoffGame());

    WythoffGame() {
        super(DEFINITION, new TwoNumbers("two heap sizes a b", "heap 1", 0, "heap 2", 0),
                () -> PackedPair.packing(PackedPair.Wythoff::new), GoldenPairs::new);
    }

    /**
     * The options of {@link PackedPair.Wythoff}'s rule (written there once), heaps in place,
     * labelled by the heaps they lower ({@link DerivedMoves}).
     */
    @Override
    public List<Move> moves(Position p) {
        return DerivedMoves.of(p, PackedPair.Wythoff.IN_PLACE, packed(p), WythoffGame::unpack, HeapLabels::name);
    }

    /** The options of {@link #moves}, in the same order, without building their labels (search). */
    @Override
    public List<Position> options(Position p) {
        return DerivedMoves.options(PackedPair.Wythoff.IN_PLACE, packed(p), WythoffGame::unpack);
    }

    private static long packed(Position p) {
        return PackedPair.pair(p.intValue(0), p.intValue(1));
    }

    private static Position unpack(long[] parts, int count) {
        return Position.of(PackedPair.first(parts[0]), PackedPair.second(parts[0]));
    }

    @Override
    public Position canonical(Position p) {
        return p.get(0).compareTo(p.get(1)) <= 0 ? p : TwoNumbers.of(p.get(1), p.get(0));
    }

    /** Every position below the heaps: the product of (heap + 1). */
    @Override
    public double searchSize(Position p) {
        return HeapMultiset.positionsBelow(p);
    }

    private static Move both(Position p, BigInteger d) {
        return HeapLabels.move(p, TwoNumbers.of(p.get(0).subtract(d), p.get(1).subtract(d)));
    }

    /** {@code a_k = floor(k phi) = (k + isqrt(5 k^2)) / 2}, exact. */
    public static BigInteger lower(BigInteger k) {
        return k.add(k.multiply(k).multiply(BigInteger.valueOf(5)).sqrt()).shiftRight(1);
    }

    /** Whether {@code (a, b)} (in either order) is a P-position. */
    public static boolean isP(BigInteger a, BigInteger b) {
        BigInteger lo = a.min(b);
        return lower(b.subtract(a).abs()).equals(lo);
    }

    /**
     * The other member of the unique P-pair containing {@code x}: {@code x + k} if
     * {@code x = a_k}, else {@code a_k} where {@code x = a_k + k}. The index {@code k} is
     * estimated with one integer square root ({@code x / phi} or {@code x / phi^2}) and its
     * neighbours are checked.
     */
    public static BigInteger partner(BigInteger x) {
        if (x.signum() == 0) {
            return BigInteger.ZERO;
        }
        BigInteger root = x.multiply(x).multiply(BigInteger.valueOf(5)).sqrt(); // floor(x sqrt 5)
        BigInteger k0 = root.subtract(x).shiftRight(1); // about x / phi
        for (long d = -2; d <= 2; d++) {
            BigInteger k = k0.add(BigInteger.valueOf(d));
            if (k.signum() > 0 && lower(k).equals(x)) {
                return x.add(k);
            }
        }
        BigInteger k1 = x.multiply(BigInteger.valueOf(3)).subtract(root).shiftRight(1); // about x / phi^2
        for (long d = -2; d <= 2; d++) {
            BigInteger k = k1.add(BigInteger.valueOf(d));
            if (k.signum() > 0 && lower(k).add(k).equals(x)) {
                return lower(k);
            }
        }
        throw new IllegalStateException("no Wythoff pair holds " + x); // Beatty: unreachable
    }

    /** Wythoff's golden-ratio pairs, exact with integer square roots. */
    static final class GoldenPairs implements OutcomeClosedForm {
        @Override
        public Outcome outcome(Position p) {
            return isP(p.get(0), p.get(1)) ? Outcome.P : Outcome.N;
        }

        @Override
        public List<Move> winningMoves(Position p, int limit) {
            if (outcome(p) == Outcome.P) {
                return List.of();
            }
            BigInteger a = p.get(0);
            BigInteger b = p.get(1);
            List<Move> moves = new ArrayList<>();
            BigInteger toA = partner(b); // keep heap 2, move heap 1 to its partner
            if (toA.compareTo(a) < 0) {
                moves.add(new Move(HeapLabels.reduce(0, a, toA), p.with(0, toA)));
            }
            BigInteger toB = partner(a); // keep heap 1, move heap 2 to its partner
            if (toB.compareTo(b) < 0) {
                moves.add(new Move(HeapLabels.reduce(1, b, toB), p.with(1, toB)));
            }
            BigInteger lo = a.min(b);
            BigInteger target = lower(b.subtract(a).abs()); // same difference, both lowered
            if (target.compareTo(lo) < 0) {
                moves.add(both(p, lo.subtract(target)));
            }
            return moves.size() > limit ? moves.subList(0, limit) : moves;
        }
    }
}
