package org.sprague.catalog;

import java.util.function.ToIntFunction;
import org.sprague.game.Position;

/**
 * A capability of a whole-position outcome search: the move graph of one position, explored
 * once on packed positions, each distinct (canonical) position a dense id. A misère sum
 * ({@link SumRoute}) searches the product of its components' graphs as one packed game
 * ({@link ProductOfGraphs}): a sum's state is a mixed-radix number of component ids, so the
 * search stores no object per state.
 */
interface MoveGraphs {

    /**
     * The positions reachable from {@code p} (id 0 is {@code p}'s canonical form) and their
     * options as ids; null when {@code p} does not pack, a position reached leaves the packed
     * layout, or the graph passes {@code maxPositions} positions or {@code maxMoves} moves.
     */
    MoveGraph moveGraph(Position p, long maxPositions, long maxMoves);

    /**
     * A move graph in compressed rows: the options of id {@code i} are
     * {@code targets[start[i] .. start[i + 1])}; {@code ids} gives a position's id (-1 when it
     * is not in the graph).
     */
    record MoveGraph(int[] start, int[] targets, ToIntFunction<Position> ids) {

        /** How many positions the graph holds. */
        public int size() {
            return start.length - 1;
        }

        /** The id of {@code p}, -1 when {@code p} is not in the graph. */
        public int id(Position p) {
            return ids.applyAsInt(p);
        }
    }
}
