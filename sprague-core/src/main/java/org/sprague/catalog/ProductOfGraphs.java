package org.sprague.catalog;

import org.sprague.catalog.PackedOutcomeSearch.MoveGraph;
import org.sprague.search.PackedGame;

/**
 * The disjunctive sum of components given by their move graphs, as one packed game: a state
 * is the mixed-radix number {@code sum id_i * radix_i} of its components' ids, a move changes
 * one digit to one of that component's options. The state is its own rank, so a product of at
 * most a few times the position limit is memoized densely. Options cost one division per
 * component and nothing allocated.
 */
final class ProductOfGraphs implements PackedGame {

    /** A mixed-radix number whose digits (the components' ids) a move changes one at a time: {@link org.sprague.search.engine.ChainedLongMemo} when there is no rank. */
    @Override
    public KeyShape keyShape() {
        return KeyShape.NUMBERS;
    }

    private final MoveGraph[] graphs;
    private final long[] radix;
    private final long states;

    /** Null when the product of the graphs' sizes passes {@code 2^62}. */
    static ProductOfGraphs of(MoveGraph[] graphs) {
        long[] radix = new long[graphs.length];
        long n = 1;
        for (int i = 0; i < graphs.length; i++) {
            radix[i] = n;
            if (n > (1L << 62) / graphs[i].size()) {
                return null;
            }
            n *= graphs[i].size();
        }
        return new ProductOfGraphs(graphs, radix, n);
    }

    private ProductOfGraphs(MoveGraph[] graphs, long[] radix, long states) {
        this.graphs = graphs;
        this.radix = radix;
        this.states = states;
    }

    /** The state whose component {@code i} is {@code id} and every other component its root (id 0). */
    long rootWith(int i, int id) {
        return id * radix[i];
    }

    @Override
    public void options(long state, OptionSink sink) {
        for (int i = 0; i < graphs.length; i++) {
            MoveGraph g = graphs[i];
            int id = (int) (state / radix[i] % g.size());
            int[] targets = g.targets();
            for (int k = g.start()[id], end = g.start()[id + 1]; k < end; k++) {
                sink.option(state + (targets[k] - id) * radix[i]);
            }
        }
    }

    @Override
    public long rank(long state) {
        return state;
    }

    @Override
    public long rankBound(long root) {
        return states;
    }
}
