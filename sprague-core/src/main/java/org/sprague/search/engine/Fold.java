package org.sprague.search.engine;

import java.util.BitSet;

/**
 * What {@link PackedSearch} computes at a position from its options' values: the one part
 * of a memoized search that differs between problems. A fold keeps a {@code long}
 * accumulator per position being searched; {@link #settled} lets a search stop scanning
 * options early (pruning at the first move to a P-position when only the outcome is asked).
 *
 * <p>Three folds: {@link #mex()} (Sprague-Grundy values; an option that is a sum is worth the
 * XOR of its parts), {@link #outcome(boolean)} (win or loss, normal or misère play, whole
 * positions) and {@link #remoteness(boolean)} (Steinhaus remoteness, whole positions).
 */
public abstract class Fold {

    Fold() {
    }

    /**
     * True: an option's value is the XOR of its components' values, memoized separately
     * (normal play, Sprague-Grundy). False: whole positions, every option one position.
     */
    abstract boolean sums();

    /** The accumulator of a position at {@code depth} before any option. */
    abstract long start(int depth);

    /** The accumulator after an option of value {@code value}. */
    abstract long add(long acc, int value, int depth);

    /** Whether no further option can change the result. */
    abstract boolean settled(long acc);

    /** The position's value from its accumulator. */
    abstract int finish(long acc, int depth);

    /** Whether a position of value {@code value} is a win for the player to move. */
    public abstract boolean wins(int value);

    /** Sprague-Grundy values: the mex of the options' values. */
    public static Fold mex() {
        return new MexFold();
    }

    /** Whether this is the {@link #mex()} fold (Grundy values, which {@link SplitRootSearch} can split). */
    public final boolean isMex() {
        return this instanceof MexFold;
    }

    /** Win (1) or loss (0) for the player to move; stops at the first losing option. */
    public static Fold outcome(boolean misere) {
        return new OutcomeFold(misere);
    }

    /**
     * Remoteness: {@code 2 r + 1} for a win in {@code r} moves, {@code 2 r} for a loss in
     * {@code r} (the winner hurries, the loser delays). Source: Steinhaus (1925); Winning
     * Ways, ch. 9.
     */
    public static Fold remoteness(boolean misere) {
        return new RemotenessFold(misere);
    }

    /**
     * Mex over a 64-bit mask for values below 64 (one {@code numberOfTrailingZeros}), with a
     * {@link BitSet} per depth for larger values, used only when one appears.
     */
    static final class MexFold extends Fold {
        private BitSet[] high = new BitSet[64];
        private boolean[] highUsed = new boolean[64];

        @Override
        boolean sums() {
            return true;
        }

        @Override
        long start(int depth) {
            if (depth < highUsed.length && highUsed[depth]) {
                high[depth].clear();
                highUsed[depth] = false;
            }
            return 0L;
        }

        @Override
        long add(long acc, int value, int depth) {
            if (value < 64) {
                return acc | (1L << value);
            }
            addHigh(value, depth);
            return acc;
        }

        /**
         * A value of 64 or more: rare (about 60% into Chomp 11x11, the first), so out of line
         * and {@link #add}, inlined into every packed search, stays 21 bytes of bytecode.
         */
        private void addHigh(int value, int depth) {
            if (depth >= high.length) {
                int n = Math.max(depth + 1, high.length * 2);
                high = java.util.Arrays.copyOf(high, n);
                highUsed = java.util.Arrays.copyOf(highUsed, n);
            }
            if (high[depth] == null) {
                high[depth] = new BitSet();
            }
            high[depth].set(value);
            highUsed[depth] = true;
        }

        @Override
        boolean settled(long acc) {
            return false;
        }

        @Override
        int finish(long acc, int depth) {
            if (~acc != 0) {
                return Long.numberOfTrailingZeros(~acc);
            }
            return depth < highUsed.length && highUsed[depth] ? high[depth].nextClearBit(64) : 64;
        }

        @Override
        public boolean wins(int value) {
            return value != 0;
        }
    }

    /** A fold over whole positions (no sums), in normal or misère play. */
    abstract static class WholeFold extends Fold {
        final boolean misere;

        WholeFold(boolean misere) {
            this.misere = misere;
        }

        @Override
        boolean sums() {
            return false;
        }
    }

    /** Bit 0: some option seen; bit 1: some option is a loss for the opponent. */
    static final class OutcomeFold extends WholeFold {
        OutcomeFold(boolean misere) {
            super(misere);
        }

        @Override
        long start(int depth) {
            return 0L;
        }

        @Override
        long add(long acc, int value, int depth) {
            return acc | (value == 0 ? 3L : 1L);
        }

        @Override
        boolean settled(long acc) {
            return acc >= 2;
        }

        @Override
        int finish(long acc, int depth) {
            if (acc == 0) {
                return misere ? 1 : 0;
            }
            return acc >= 2 ? 1 : 0;
        }

        @Override
        public boolean wins(int value) {
            return value == 1;
        }
    }

    /**
     * High 32 bits: least remoteness of a losing option ({@code MAX} if none); low 32 bits:
     * 1 + largest remoteness of any option (0 if none).
     */
    static final class RemotenessFold extends WholeFold {
        private static final long NONE = 0x7fffffffL << 32;

        RemotenessFold(boolean misere) {
            super(misere);
        }

        @Override
        long start(int depth) {
            return NONE;
        }

        @Override
        long add(long acc, int value, int depth) {
            long r = value >>> 1;
            long fastest = acc >>> 32;
            long slowest = acc & 0xffffffffL;
            if ((value & 1) == 0) {
                fastest = Math.min(fastest, r);
            }
            slowest = Math.max(slowest, r + 1);
            return fastest << 32 | slowest;
        }

        @Override
        boolean settled(long acc) {
            return false;
        }

        @Override
        int finish(long acc, int depth) {
            long fastest = acc >>> 32;
            long slowest = acc & 0xffffffffL;
            if (slowest == 0) {
                return misere ? 1 : 0;
            }
            if (fastest != 0x7fffffffL) {
                return (int) (2 * (fastest + 1) + 1);
            }
            return (int) (2 * slowest);
        }

        @Override
        public boolean wins(int value) {
            return (value & 1) == 1;
        }
    }
}
