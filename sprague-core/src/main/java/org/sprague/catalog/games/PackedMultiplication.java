package org.sprague.catalog.games;

import org.sprague.catalog.engine.PositionCodec;
import java.math.BigInteger;
import org.sprague.game.Position;
import org.sprague.search.PackedGame;

/**
 * The multiplication game packed as one number: position {@code (n, p)} plays exactly like
 * {@code m = ceil(n / p)} (its options {@code (n, p f)} are {@code ceil(m / f)}, since
 * {@code ceil(ceil(n / p) / f) = ceil(n / (p f))}, and it is over iff {@code m <= 1}), so the
 * search stores {@code m} alone. Every target {@code n} of a sweep ({@code pattern
 * multiplication}) then shares one memo of the few {@code ceil(n / k)} reached, where the
 * pairs {@code (n, p)} shared nothing.
 */
final class PackedMultiplication implements PackedGame {

    /** One whole number, the keys a sweep meets are the small quotients ceil(n / k): {@link org.sprague.search.engine.ChainedLongMemo} when there is no rank. */
    @Override
    public KeyShape keyShape() {
        return KeyShape.NUMBERS;
    }

    @Override
    public void options(long m, OptionSink sink) {
        if (m <= 1) {
            return; // p >= n: the game is over
        }
        for (int f = 2; f <= 9; f++) {
            sink.option((m + f - 1) / f);
        }
    }

    @Override
    public boolean streamsCanonicalParts() {
        return true;
    }

    @Override
    public String format(long m) {
        return "ceil(n/p) = " + m;
    }

    /** The packing: {@code ceil(n / p)} below {@code 2^62}, else the object path. */
    static PositionCodec packing() {
        return new OneLayout(p -> m(p).bitLength() <= 62, "ceil(n/p) past 62 bits does not fit a packed position",
                PackedMultiplication::new, p -> m(p).longValueExact());
    }

    private static BigInteger m(Position p) {
        BigInteger n = p.get(0);
        BigInteger q = p.get(1);
        return n.add(q).subtract(BigInteger.ONE).divide(q);
    }
}
