package org.sprague.impartial;

import java.util.List;

/**
 * Sprague-Grundy values of an impartial game under normal play.
 *
 * @param <P> the position type
 */
public interface GrundyAlgorithm<P> {

    /** The Sprague-Grundy value of a position. */
    int grundy(P position);

    /** Every option of {@code position} whose Grundy value is {@code value}. */
    List<P> movesToValue(P position, int value);

    /** The value and every winning move (the options of value 0; none when the value is 0). */
    default GrundyResult<P> solve(P position) {
        int g = grundy(position);
        return new GrundyResult<>(g, g == 0 ? List.of() : movesToValue(position, 0));
    }

    /**
     * Every option of {@code position}, in {@code game}'s order, whose value by {@code values}
     * is {@code value}: the one {@link #movesToValue} of the searches that list options and
     * evaluate each (O(options) value look-ups).
     */
    static <P> List<P> optionsOfValue(org.sprague.game.ImpartialGame<P> game, GrundyAlgorithm<P> values, P position,
            int value) {
        List<P> out = new java.util.ArrayList<>();
        for (P option : game.options(position)) {
            if (values.grundy(option) == value) {
                out.add(option);
            }
        }
        return out;
    }

    /** How many positions the algorithm has stored so far. */
    long positionsStored();

    /**
     * A position's Grundy value with every winning move.
     *
     * @param grundy the Sprague-Grundy value; 0 iff the player to move loses
     * @param winningMoves every option of value 0, in the game's option order
     */
    record GrundyResult<P>(int grundy, List<P> winningMoves) {
        public GrundyResult {
            winningMoves = List.copyOf(winningMoves);
        }
    }
}
