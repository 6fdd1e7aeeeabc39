package org.sprague.retrograde;

/**
 * What a retrograde analysis computes, and where its results go. Every domain shares the
 * win/lose phase (a child that loses makes its parent a win, a parent whose children all win
 * loses); a domain with {@link #ties()} adds a second phase in which ties spread (a position
 * that can neither win nor be forced to lose ties in 1 + its fastest tie child). What no
 * phase labels is a draw.
 *
 * <p>Two domains exist: win / lose / draw with remoteness for games on graphs
 * ({@code org.sprague.loopy.GraphRetrograde}) and win / lose / tie / draw with remoteness as
 * 16-bit records for strong solving ({@code org.sprague.strong.engine.TierRetrograde}). Scores do
 * not fit: a weighted game's values are sums of arbitrary weights, settled in order of value
 * by a priority queue, not level by level (see {@code org.sprague.loopy.engine.WeightedGraphGame}).
 */
public interface ValueDomain {

    /** Whether ties spread after the win/lose phase; by default not (win / lose / draw). */
    default boolean ties() {
        return false;
    }

    /**
     * Stores the results of vertices {@code lo..hi-1} once the analysis is done: their entries
     * {@code state[v - base]} are labels ({@link LevelRetrograde#kind}, {@link LevelRetrograde#level})
     * or, when positive, unlabelled (a draw). Called once per disjoint range, possibly from
     * several threads at once; may overwrite those entries.
     */
    void finish(int[] state, int base, int lo, int hi);
}
