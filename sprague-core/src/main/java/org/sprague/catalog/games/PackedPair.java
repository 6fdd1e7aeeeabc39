package org.sprague.catalog.games;

import org.sprague.catalog.engine.DerivedMoves;
import org.sprague.catalog.engine.PositionCodec;
import java.util.function.Supplier;
import org.sprague.search.PackedGame;

/**
 * Games on two whole numbers below {@code 2^31} (two heaps, a board's size), packed
 * {@code a << 32 | b}, with a dense rank when the game has one; the {@link PositionCodec} has one
 * layout.
 */
abstract class PackedPair implements PackedGame {

    /** Two whole numbers in 32-bit fields, a move lowers one or both a little: {@link org.sprague.search.engine.ChainedLongMemo} when there is no rank. */
    @Override
    public KeyShape keyShape() {
        return KeyShape.NUMBERS;
    }

    static long pair(long a, long b) {
        return a << 32 | b;
    }

    static int first(long p) {
        return (int) (p >>> 32);
    }

    static int second(long p) {
        return (int) p;
    }

    @Override
    public String format(long p) {
        return first(p) + " " + second(p);
    }

    /** The packing of a two-number game: both numbers below 2^31, else the object path. */
    static PositionCodec packing(Supplier<PackedPair> game) {
        return new OneLayout(p -> p.size() == 2 && p.get(0).bitLength() <= 31 && p.get(1).bitLength() <= 31,
                "a number past 31 bits does not fit a packed pair", game::get,
                p -> pair(p.get(0).longValue(), p.get(1).longValue()));
    }

    /**
     * A game on two numbers taken in either order (Wythoff's heaps; a cutting sheet and its
     * rotation, {@link PackedCutting}): canonical with the smaller first, {@code a <= b}, and
     * ranked {@code b (b + 1) / 2 + a}, so the memo is a plain triangular array, as a tutorial's
     * {@code int sg[N][N]}, half the size. Each game writes its rule once,
     * {@link #options(long, OptionSink, boolean)}: the search's options sorted, the object
     * game's moves ({@link #inPlace}) as they lie.
     */
    abstract static class Unordered extends PackedPair {
        @Override
        public final void options(long p, OptionSink sink) {
            options(p, sink, true);
        }

        /** The options with the two numbers in place (not sorted): the object game's moves. */
        final void inPlace(long p, OptionSink sink) {
            options(p, sink, false);
        }

        /** The rule, once; {@code sorts} is a constant at each call, so the compiled search has no branch on it. */
        abstract void options(long p, OptionSink sink, boolean sorts);

        static long sorted(long a, long b) {
            return a <= b ? pair(a, b) : pair(b, a);
        }

        @Override
        public final long canonical(long p) {
            return sorted(first(p), second(p));
        }

        @Override
        public final boolean streamsCanonicalParts() {
            return true;
        }

        @Override
        public final long rank(long p) {
            long b = second(p);
            return b * (b + 1) / 2 + first(p);
        }

        @Override
        public final long rankBound(long root) {
            long b = Math.max(first(root), second(root)) + 1L;
            return b * (b + 1) / 2;
        }
    }

    /**
     * Wythoff's game: heaps {@code a <= b}; options lower one heap or both by the same amount.
     * The rule is written here once: {@link WythoffGame}'s moves are these options, unsorted.
     */
    static final class Wythoff extends Unordered {
        /** {@link WythoffGame}'s moves: the rule with the heaps in place. */
        static final DerivedMoves.Rules IN_PLACE = new Wythoff()::inPlace;

        @Override
        void options(long p, OptionSink sink, boolean sorts) {
            int a = first(p);
            int b = second(p);
            for (int to = a - 1; to >= 0; to--) {
                sink.option(sorts ? sorted(to, b) : pair(to, b));
            }
            for (int to = b - 1; to >= 0; to--) {
                sink.option(sorts ? sorted(a, to) : pair(a, to));
            }
            for (int d = 1; d <= Math.min(a, b); d++) {
                sink.option(sorts ? sorted(a - d, b - d) : pair(a - d, b - d));
            }
        }
    }

    /**
     * kiki's game: the coin at {@code (n, m)}, {@code n, m >= 1}; options step left, down or
     * diagonally. Rank: the Cantor pairing of {@code (n, m)}, bounded by that of
     * {@code n + m} from the root.
     */
    static final class Kiki extends PackedPair {
        @Override
        public void options(long p, OptionSink sink) {
            int n = first(p);
            int m = second(p);
            if (n > 1) {
                sink.option(pair(n - 1, m));
            }
            if (m > 1) {
                sink.option(pair(n, m - 1));
            }
            if (n > 1 && m > 1) {
                sink.option(pair(n - 1, m - 1));
            }
        }

        @Override
        public boolean streamsCanonicalParts() {
            return true;
        }

        @Override
        public long rank(long p) {
            long s = (long) first(p) + second(p);
            return s * (s + 1) / 2 + first(p);
        }

        @Override
        public long rankBound(long root) {
            long s = (long) first(root) + second(root) + 1;
            return s > 3_000_000_000L ? Long.MAX_VALUE : s * (s + 1) / 2; // no overflow: no dense memo then
        }
    }
}
