package org.sprague.loopy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.game.ImpartialGame;
import org.sprague.game.PositionLimitException;
import org.sprague.retrograde.MemoryBudget;

/**
 * Explores an implicit impartial game whose positions may repeat (only
 * {@link ImpartialGame#options} is used; components are ignored) into a {@link GameGraph},
 * breadth first from the given start positions with an explicit queue (no recursion), so
 * the loopy solvers ({@link GraphRetrograde}, {@link GeneralizedGrundySolver},
 * {@link LoopySum}) apply to a board game with repetitions without writing the graph.
 * {@code O(positions + moves)} hash operations; one hash entry per position. More than
 * {@code maxPositions} positions: {@link PositionLimitException} (exit 3).
 *
 * @param <P> the position type (immutable, with equals and hashCode)
 */
public final class LoopyExplorer<P> {
    private final ImpartialGame<P> game;
    private final long maxPositions;

    public LoopyExplorer(ImpartialGame<P> game, long maxPositions) {
        this.game = game;
        this.maxPositions = maxPositions;
    }

    /**
     * The explored graph.
     *
     * @param graph vertices named by {@code toString()} of the positions
     * @param positions the position of each vertex id
     */
    public record Explored<P>(GameGraph graph, List<P> positions, Map<P, Integer> ids) {
        /** The vertex id of a position, or -1 when it was not reached. */
        public int idOf(P position) {
            Integer v = ids.get(position);
            return v == null ? -1 : v;
        }
    }

    /** Every position reachable from {@code starts}. */
    @SafeVarargs
    public final Explored<P> explore(P... starts) {
        HashMap<P, Integer> ids = new HashMap<>();
        List<P> positions = new ArrayList<>();
        IntList from = new IntList();
        IntList to = new IntList();
        for (P s : starts) {
            add(s, ids, positions);
        }
        for (int head = 0; head < positions.size(); head++) {
            for (P option : game.options(positions.get(head))) {
                int w = add(option, ids, positions);
                from.add(head);
                to.add(w);
            }
        }
        String[] names = positions.stream().map(String::valueOf).toArray(String[]::new);
        GameGraph g = GameGraph.fromEdges(positions.size(), from.a, to.a, from.size, null, names, null);
        return new Explored<>(g, List.copyOf(positions), Collections.unmodifiableMap(ids));
    }

    private int add(P p, HashMap<P, Integer> ids, List<P> positions) {
        Integer v = ids.get(p);
        if (v != null) {
            return v;
        }
        if (positions.size() >= maxPositions) {
            throw new PositionLimitException(positions.size() + 1L, maxPositions);
        }
        ids.put(p, positions.size());
        positions.add(p);
        return positions.size() - 1;
    }

    private static final class IntList {
        int[] a = new int[16];
        int size;

        void add(int x) {
            if (size == a.length) {
                MemoryBudget.require(8L * size, "exploring the game (" + size + " moves so far)");
                a = java.util.Arrays.copyOf(a, 2 * size);
            }
            a[size++] = x;
        }
    }
}
