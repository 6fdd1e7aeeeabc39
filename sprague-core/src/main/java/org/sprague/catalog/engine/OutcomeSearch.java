package org.sprague.catalog.engine;

/**
 * A capability a game declares: its whole positions are worth searching for their outcome
 * alone, stopping at a position's first move to a P-position (the outcome fold of
 * {@link org.sprague.search.engine.PackedSearch} over the game's
 * {@link PositionCodec}; {@link org.sprague.catalog.EngineChoice} builds it). A game declares it when its
 * positions do not fall apart into sums whose outcome would need Grundy values (Chomp: one
 * position; Cram: a board packed whole). The engine then uses it for misère play and, when
 * {@link #prunesNormalPlay}, for {@code --outcome} ({@link org.sprague.catalog.SolveOptions#outcomeOnly}) and
 * wherever only who wins is asked in normal play (a table's cells without {@code --grundy},
 * {@code play} checking a move).
 */
public interface OutcomeSearch {

    /**
     * Whether the pruned whole-position search also answers normal-play outcome questions
     * faster than the Grundy search does; true by default. A game whose normal-play search
     * splits positions into independent parts (Cram's regions) may say false: there the
     * parts' values, each memoized once, beat whole positions even with pruning.
     */
    default boolean prunesNormalPlay() {
        return true;
    }
}
