package org.sprague.catalog.games;

import org.sprague.catalog.ImpartialCatalogGame;

/**
 * A game whose position is a board of two sides (rows and columns, a sheet's width and height)
 * and whose table is over them, from 1 unless the game says otherwise: the two overrides that
 * Cram, Kiki and Cutting had each written out, once.
 */
interface BoardPositions extends ImpartialCatalogGame {

    @Override
    default int tableStart() {
        return 1;
    }

    @Override
    default boolean twoCoordinates() {
        return true;
    }
}
