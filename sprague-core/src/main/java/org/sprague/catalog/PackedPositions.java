package org.sprague.catalog;

import org.sprague.search.PackedGame;

/**
 * A capability a game declares, as data: its positions pack whole into one {@code long} of a
 * {@link PackedGame} (a board's free squares, a Chomp position's column heights), whose
 * {@link PackedGame#components} and {@link PackedGame#canonical} split and reduce it. The
 * rules live once, in the packed game; {@link EngineChoice} picks the engine from this
 * declaration (the packed Grundy search on the parts, or Lemoine and Viennot's pruned probes
 * when {@link #pruned}; the outcome fold on whole positions), never the game.
 *
 * <p>A game whose packed layout depends on the position's shape (Cram: a stride-8 frame for
 * boards up to 8 x 8, the board's own width beyond) names a {@link #frame} per shape; one
 * search is kept per frame.
 */
public interface PackedPositions {

    /** The frame {@code p} packs in: positions of one frame share a search; 0 by default (one frame). */
    default int frame(Position p) {
        return 0;
    }

    /** A fresh packed game for the frame of {@code first}, the first position met in that frame. */
    PackedGame packedGame(Position first);

    /** {@code p} packed whole in {@code game} (its frame's), not necessarily canonical. */
    long pack(Position p, PackedGame game);

    /**
     * Whether the normal-play Grundy search uses Lemoine and Viennot's pruned probes
     * ({@link PrunedCatalogSolver}) rather than every part's full value; false by default.
     */
    default boolean pruned() {
        return false;
    }
}
