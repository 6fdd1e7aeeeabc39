package org.sprague.catalog.engine;

/**
 * The technique that answered a catalogue question, named after the algorithm
 * (docs/algorithms.md), not the class; {@link org.sprague.game.Solution#engine()} holds its
 * {@link #name()} (the solution's string is what a library user and the JSON read).
 */
public enum Engine {
    /** A formula on the position (Bouton's nim-sum, a proven period, ...): O(input). */
    CLOSED_FORM,
    /** A heap game's misère quotient (Plambeck-Siegel), looked up per heap. */
    MISERE_QUOTIENT,
    /** A heap game's Grundy sequence (sparse-space mex) or Cutting's dense table, then a lookup. */
    SEQUENCE_TABLE,
    /** Memoized Grundy search over positions packed into a {@code long} (mex fold). */
    PACKED_SEARCH,
    /** Lemoine and Viennot's pruned probes: the packed search asking "is G = v?" bounded by nimbers. */
    NIMBER_PRUNING,
    /** The packed search with the root's moves split between threads over one shared memo. */
    SPLIT_ROOT,
    /** Memoized search over the game's own position objects (a position that does not pack, a user's record). */
    MEMO_SEARCH,
    /** The outcome fold: a position is N at its first move to a P-position (normal, misère or partizan play). */
    OUTCOME_SEARCH,
    /** Canonical forms of partizan games (simplest form by dominated and reversible options). */
    CANONICAL_FORM,
    /** Alpha-beta outcome search on partizan bit boards (who wins, never the value). */
    ALPHA_BETA_OUTCOME
}
