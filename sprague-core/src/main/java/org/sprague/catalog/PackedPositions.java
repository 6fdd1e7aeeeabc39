package org.sprague.catalog;

import org.sprague.search.PackedGame;

/**
 * A capability: the game's positions pack into {@code long}s, so its normal-play search
 * runs on {@link org.sprague.search.PackedSearch} (no object per position; a dense memo
 * when the {@link PackedGame} declares a rank). A game that declares it needs no
 * {@code searchSolver} of its own: {@link SearchCapabilities#searchSolver} picks it up and
 * builds a {@link PackedCatalogSolver}.
 */
public interface PackedPositions {

    /** The game on packed positions. */
    PackedGame packedGame();

    /** The atomic parts of {@code position}, packed (the empty array for the empty sum). */
    long[] packedParts(Position position);
}
