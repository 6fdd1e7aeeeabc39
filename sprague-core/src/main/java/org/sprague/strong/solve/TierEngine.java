package org.sprague.strong.solve;

import org.sprague.game.Deadline;

/**
 * The engine behind {@link TieredRetrogradeSolver}, found with {@link java.util.ServiceLoader}: the one
 * implementation, {@code org.sprague.strong.engine.TieredRetrograde}, lives with the tier
 * retrograde analysis in a package that builds on this one and is exported to Sprague's
 * modules only (issue 22, item 6), so this package names no engine type and the two form no
 * cycle, as {@code catalog.CatalogProvider} does for the catalogue's games. A library user
 * solves with {@link TieredRetrogradeSolver}, never with this interface.
 */
public interface TierEngine {

    /**
     * Solves every tier of {@code plan} not yet in {@code store}, children first (see {@link
     * TieredRetrogradeSolver}), each tier's ranks split into chunks that {@code threads} threads
     * take in turn, within {@code memory} bytes.
     */
    StrongSolver.Result solve(TierPlan plan, TierStore store, StrongSolver.Progress progress, Deadline deadline,
            int threads, long memory);
}
