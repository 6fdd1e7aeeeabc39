package org.sprague.partizan;

import java.util.List;
import org.sprague.game.PartizanGame;

/**
 * A partizan game whose positions may fall apart into independent regions (a board cut in
 * two by filled squares, separate Hackenbush strings): a position is the disjunctive sum of
 * its regions, so each region is valued once (Winning Ways ch. 2; Siegel II.1). Any
 * {@link PartizanGame} is valued by {@link CanonicalFormSolver} (its {@code regions}, one
 * region by default); this interface adds the shortcuts a game may declare on its object
 * regions, a closed form and a negative.
 *
 * @param <P> the position type: a position, or a sum of regions of the same game
 */
public interface RegionGame<P> extends PartizanGame<P> {

    /**
     * The independent regions of {@code position}, each normalised to one representative of
     * its symmetry class that has the same value (a board reflected, say), regions worth 0
     * for sure may be left out. The default: the position itself.
     */
    @Override
    default List<P> regions(P position) {
        return List.of(position);
    }

    /**
     * The canonical form of a region by a closed form (a blue-red Hackenbush string is a
     * number), or -1 when none is known: then the region is searched.
     */
    default int closedForm(P region, CanonicalForms forms) {
        return -1;
    }

    /**
     * A region whose value is the negative of this region's (a Domineering board transposed:
     * the players swap), normalised like {@link #regions}; null when there is none. The solver
     * values only one of the two.
     */
    default P negative(P region) {
        return null;
    }
}
