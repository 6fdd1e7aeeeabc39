package org.sprague.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.sprague.game.ImpartialGame;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.search.engine.NimberPruningSearch;
import org.sprague.search.PackedGame;
import org.sprague.search.engine.SearchMonitor;
import org.sprague.game.Position;
import org.sprague.catalog.engine.PackedCatalogSolver;

/**
 * A catalogue game's normal-play search by Lemoine and Viennot's pruned probes
 * ({@link NimberPruningSearch}) instead of full Grundy values: the value of a position is the
 * XOR of its packed parts' nimbers, and a move to value {@code v} is found by asking of each
 * option "is this option + *v a P-position?", a probe that stops at the first witness, so the
 * winning moves (value 0) cost far less than every option's Grundy value. Used where it
 * measured faster than {@link PackedCatalogSolver} (Cram: docs/performance-log.md).
 */
final class PrunedCatalogSolver implements GrundyAlgorithm<Position> {
    private final ImpartialGame<Position> game;
    private final PackedGame packed;
    private final Function<Position, long[]> parts;
    private final SearchMonitor monitor;
    private final org.sprague.search.engine.SearchThreads threads;
    private NimberPruningSearch search;
    /** Why {@code --threads 2} does not split this search (said on the {@code searched:} line). */
    static final String PRUNED_ONE_THREAD = "Lemoine and Viennot's pruned search, which is not split";

    /**
     * @param parts a position's atomic parts, packed and canonical (the empty array for the empty sum)
     * @param threads the threads asked for: told this search runs on one
     */
    public PrunedCatalogSolver(ImpartialGame<Position> game, PackedGame packed, Function<Position, long[]> parts,
            SearchMonitor monitor, org.sprague.search.engine.SearchThreads threads) {
        this.threads = threads;
        this.game = game;
        this.packed = packed;
        this.parts = parts;
        this.monitor = monitor;
    }

    private NimberPruningSearch search(long[] ps) {
        if (search == null) {
            search = NimberPruningSearch.of(packed, monitor, PackedCatalogSolver.widestPart(packed, ps));
            threads.oneThread(PRUNED_ONE_THREAD);
        }
        return search;
    }

    @Override
    public int grundy(Position position) {
        long[] ps = parts.apply(position);
        return search(ps).nimber(ps);
    }

    /** Every option {@code o} with {@code o + *value} a P-position, each decided by a pruned probe. */
    @Override
    public List<Position> movesToValue(Position position, int value) {
        List<Position> out = new ArrayList<>();
        for (Position o : game.options(position)) {
            long[] ps = parts.apply(o);
            if (search(ps).hasNimber(ps, value)) {
                out.add(o);
            }
        }
        return out;
    }

    @Override
    public long positionsStored() {
        return search == null ? 0 : search.positionsStored();
    }
}
