package org.sprague.partizan;

import java.util.List;
import org.sprague.game.PartizanGame;

/**
 * A partizan game whose positions may fall apart into independent regions (a board cut in
 * two by filled squares, separate Hackenbush strings): a position is the disjunctive sum of
 * its regions, so each region is valued once (Winning Ways ch. 2; Siegel II.1).
 *
 * @param <P> the position type: a position, or a sum of regions of the same game
 */
public interface RegionGame<P> extends PartizanGame<P> {

    /** A partizan game whose positions are not split: each position is one region. */
    static <P> RegionGame<P> of(PartizanGame<P> game) {
        return new RegionGame<>() {
            @Override
            public java.util.Collection<? extends P> leftOptions(P position) {
                return game.leftOptions(position);
            }

            @Override
            public java.util.Collection<? extends P> rightOptions(P position) {
                return game.rightOptions(position);
            }

            @Override
            public List<P> regions(P position) {
                return game.regions(position);
            }
        };
    }

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
