package org.sprague.strong.solve;

/**
 * Strong solving: the value and remoteness of every position of a game (every ranked
 * position, or every position reachable from the start), stored tier by tier in a
 * {@link TierStore}.
 */
public interface StrongSolver {

    /** Solves every tier of {@code plan} not yet in {@code store}, children first. */
    Result solve(TierPlan plan, TierStore store, Progress progress);

    /** Told after each tier. */
    @FunctionalInterface
    interface Progress {
        /**
         * @param tiersDone tiers solved so far (including those found already solved)
         * @param positionsDone positions in those tiers
         * @param resumed whether this tier was found already solved
         */
        void tierSolved(int tiersDone, long positionsDone, boolean resumed);

        /**
         * Told before tier number {@code tier} (1-based, in solving order) is solved in blocks
         * streamed from and to disk, because its records and its child tiers' ({@code bytes})
         * do not fit in the memory budget ({@code budget} bytes).
         */
        default void streamed(int tier, long bytes, long budget) {
        }

        Progress NONE = (a, b, c) -> {
        };
    }

    /**
     * @param positions positions solved (every tier of the plan)
     * @param tiers tiers of the plan
     * @param resumedTiers tiers that were already in the store
     * @param start the record of the starting position
     * @param counts positions by value: index {@link Value#ordinal()}
     */
    record Result(long positions, int tiers, int resumedTiers, short start, long[] counts) {
        public Result {
            counts = counts.clone();
        }

        @Override
        public long[] counts() {
            return counts.clone();
        }
    }
}
