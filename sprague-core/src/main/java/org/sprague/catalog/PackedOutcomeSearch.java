package org.sprague.catalog;

import java.util.function.ToIntFunction;
import java.util.stream.Collectors;
import org.sprague.game.Outcome;
import org.sprague.impartial.MemoizedOutcomeSolver;
import org.sprague.impartial.OutcomeAlgorithm;
import org.sprague.search.engine.SearchThreads;
import org.sprague.search.engine.Fold;
import org.sprague.search.engine.HashLongMemo;
import org.sprague.search.engine.LongMemo;
import org.sprague.search.PackedGame;
import org.sprague.game.Position;
import org.sprague.catalog.engine.PositionCodec;

/**
 * Whole-position outcome search (misère play) of a catalogue game on the packed engine: the
 * outcome fold stops at a position's first move to a P-position; the object search
 * ({@link MemoizedOutcomeSolver}) takes a position that does not pack (see
 * {@link #fallbackReason}). Winning moves are the game's own options, evaluated at the edge.
 * A misère sum ({@link SumRoute}) searches the product of its components' move graphs
 * ({@link #moveGraph}) as one packed game ({@link ProductOfGraphs}): a sum's state is a
 * mixed-radix number of component ids, so the search stores no object per state.
 */
final class PackedOutcomeSearch extends LayoutSolver<MemoizedOutcomeSolver<Position>>
        implements OutcomeAlgorithm<Position> {
    private final PositionCodec packing;

    /** @param call the running call's deadline ({@link SearchThreads#deadline()}) */
    public PackedOutcomeSearch(ImpartialCatalogGame game, PositionCodec packing, boolean misere, long maxPositions,
            SearchThreads call) {
        super(game, new LayoutSearch(packing, Fold.outcome(misere), false, maxPositions, call),
                () -> new MemoizedOutcomeSolver<>(game, misere, maxPositions, call), MemoizedOutcomeSolver::positionsStored);
        this.packing = packing;
    }

    @Override
    public boolean wins(Position p) {
        int v = packed.value(p);
        if (v >= 0) {
            return packed.fold().wins(v);
        }
        return object().wins(p);
    }

    @Override
    public OutcomeResult<Position> solve(Position p) {
        Outcome outcome = wins(p) ? Outcome.N : Outcome.P; // the root first: its fallback reason, if any, is reported
        return new OutcomeResult<>(outcome, game.options(p).stream().filter(o -> !wins(o)).collect(Collectors.toList()));
    }

    /**
     * A move graph in compressed rows: the options of id {@code i} are
     * {@code targets[start[i] .. start[i + 1])}; {@code ids} gives a position's id (-1 when it
     * is not in the graph).
     */
    record MoveGraph(int[] start, int[] targets, ToIntFunction<Position> ids) {

        /** How many positions the graph holds. */
        int size() {
            return start.length - 1;
        }

        /** The id of {@code p}, -1 when {@code p} is not in the graph. */
        int id(Position p) {
            return ids.applyAsInt(p);
        }
    }

    /**
     * The move graph of {@code p} in its narrowest layout (id 0 is {@code p}'s canonical form),
     * breadth first: each canonical packed position gets the next id in a {@link HashLongMemo};
     * O(positions + moves) time, 4 bytes per move and about 20 per position. Null when {@code p}
     * does not pack, a position reached leaves the layout, or the graph passes
     * {@code maxPositions} positions or {@code maxMoves} moves.
     */
    MoveGraph moveGraph(Position p, long maxPositions, long maxMoves) {
        int layout = packing.layout(p);
        if (layout < 0) {
            return null;
        }
        PackedGame g = packing.game(layout);
        HashLongMemo ids = new HashLongMemo();
        Graph graph = new Graph(g, ids, maxPositions, maxMoves);
        try {
            graph.add(g.canonical(packing.pack(p, layout)));
            for (int i = 0; i < graph.n; i++) {
                if ((i & 1023) == 0) {
                    packed.threads().deadline().check();
                }
                graph.start[i] = graph.moves;
                g.options(graph.codes[i], graph);
            }
        } catch (PositionCodec.LayoutOverflow | TooBig e) {
            return null;
        }
        int[] start = java.util.Arrays.copyOf(graph.start, graph.n + 1);
        start[graph.n] = graph.moves;
        return new MoveGraph(start, java.util.Arrays.copyOf(graph.targets, graph.moves), q -> {
            if (!packing.fits(q, layout)) {
                return -1;
            }
            int id = ids.get(g.canonical(packing.pack(q, layout)));
            return id < 0 ? -1 : id;
        });
    }

    /** The graph being explored: positions by id, moves in compressed rows. */
    private static final class Graph implements PackedGame.OptionSink {
        private final PackedGame game;
        private final HashLongMemo ids;
        private final long maxPositions;
        private final long maxMoves;
        long[] codes = new long[64];
        int[] start = new int[65];
        int[] targets = new int[256];
        int n;
        int moves;

        Graph(PackedGame game, HashLongMemo ids, long maxPositions, long maxMoves) {
            this.game = game;
            this.ids = ids;
            this.maxPositions = Math.min(maxPositions, Integer.MAX_VALUE - 16);
            this.maxMoves = Math.min(maxMoves, Integer.MAX_VALUE - 16);
        }

        int add(long canonical) {
            if (n >= maxPositions) {
                throw new TooBig();
            }
            if (n == codes.length) {
                codes = java.util.Arrays.copyOf(codes, 2 * n);
                start = java.util.Arrays.copyOf(start, 2 * n + 1);
            }
            codes[n] = canonical;
            ids.put(canonical, n);
            return n++;
        }

        @Override
        public void option(long position) {
            long c = game.canonical(position);
            int id = ids.get(c);
            if (id == LongMemo.MISSING) {
                id = add(c);
            }
            if (moves >= maxMoves) {
                throw new TooBig();
            }
            if (moves == targets.length) {
                targets = java.util.Arrays.copyOf(targets, 2 * moves);
            }
            targets[moves++] = id;
        }

        @Override
        public void sum(long first, long second) {
            throw new TooBig(); // a move that splits the position: not a whole-position graph
        }
    }

    /** The graph would pass its bounds (or is not whole positions): the caller searches objects. */
    private static final class TooBig extends RuntimeException {
        TooBig() {
            super(null, null, false, false);
        }
    }
}
