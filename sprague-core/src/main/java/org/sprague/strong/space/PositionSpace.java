package org.sprague.strong.space;

import java.util.Arrays;

/**
 * The positions of one tier, numbered {@code 0..size-1} (their ranks): either by the game's
 * {@code StrongGame.Ranking} (the strong package's {@code RankedSpace}) or, for a game without
 * one, by the sorted codes of the positions found by exploration (rank = index in the sorted
 * array, found by binary search). Below {@code org.sprague.strong}, which plans the tiers with
 * it, and exported to Sprague's modules only: sprague-db reads a tier's sorted codes from it.
 */
public interface PositionSpace {
    long size();

    long position(long rank);

    /** The rank of {@code position}, or -1 when it is not in this space. */
    long rank(long position);

    /** Ranks given by the place of each code in a sorted array of the tier's reachable positions. */
    record Sorted(long[] keys) implements PositionSpace {
        @Override
        public long size() {
            return keys.length;
        }

        @Override
        public long position(long rank) {
            return keys[(int) rank];
        }

        @Override
        public long rank(long position) {
            int i = Arrays.binarySearch(keys, position);
            return i < 0 ? -1 : i;
        }
    }
}
