package org.sprague.catalog.engine;

import java.util.List;
import java.util.function.Function;
import org.sprague.game.ImpartialGame;
import org.sprague.impartial.GrundyAlgorithm;
import org.sprague.search.engine.Fold;
import org.sprague.search.PackedGame;
import org.sprague.search.engine.PackedSearch;
import org.sprague.search.engine.SearchMonitor;
import org.sprague.search.engine.SearchThreads;
import org.sprague.search.engine.SplitRootSearch;
import org.sprague.game.Position;

/**
 * A catalogue game's normal-play search on the packed engine: a {@link Position} is turned
 * into its packed atomic parts once, at the edge, and {@link PackedSearch} with the mex fold
 * does the rest (dense memo when the game has a rank). Winning moves are the game's own
 * options, packed and evaluated, so their labels come from the game.
 *
 * <p>When it is built with {@link SearchThreads} asking for two threads
 * ({@code solve --threads 2}), the values come from {@link SplitRootSearch} instead: a new
 * position's options split between two threads over a shared memo, same values.
 */
public final class PackedCatalogSolver implements GrundyAlgorithm<Position> {
    private final ImpartialGame<Position> game;
    private final PackedGame packed;
    private final Function<Position, long[]> parts;
    private final SearchMonitor monitor;
    private final SearchThreads threads;
    private PackedSearch search;
    private SplitRootSearch split;

    /**
     * @param parts a position's atomic parts, packed (the empty array for the empty sum)
     * @param threads the threads asked for, told the threads used
     */
    public PackedCatalogSolver(ImpartialGame<Position> game, PackedGame packed,
            Function<Position, long[]> parts, SearchMonitor monitor, SearchThreads threads) {
        this.game = game;
        this.packed = packed;
        this.parts = parts;
        this.monitor = monitor;
        this.threads = threads;
    }

    @Override
    public int grundy(Position position) {
        long[] ps = parts.apply(position);
        if (split != null || (search == null && threads.asked() > 1)) {
            return splitGrundy(ps);
        }
        if (search == null) {
            search = PackedSearch.of(packed, Fold.mex(), monitor, widestPart(packed, ps));
        }
        int x = 0;
        for (long p : ps) {
            x ^= search.value(p);
        }
        return x;
    }

    /**
     * The part of a sum with the largest {@link PackedGame#rankBound}: the root a search's memo
     * is sized for, so every part's rank fits it; 0 for the empty sum.
     */
    private static long widestPart(PackedGame packed, long[] parts) {
        long root = parts.length == 0 ? 0 : parts[0];
        for (long p : parts) {
            if (packed.rankBound(p) > packed.rankBound(root)) {
                root = p;
            }
        }
        return root;
    }

    private int splitGrundy(long[] ps) {
        if (split == null) {
            split = new SplitRootSearch(packed, monitor, threads.asked());
            if (split.oneThreadReason() != null) {
                threads.oneThread(split.oneThreadReason());
            }
        }
        int x = 0;
        try {
            for (long p : ps) {
                x ^= split.value(p);
            }
        } finally {
            threads.used(split.threadsUsed()); // also when stopped: the worker ran
        }
        return x;
    }

    @Override
    public List<Position> movesToValue(Position position, int value) {
        return GrundyAlgorithm.optionsOfValue(game, this, position, value);
    }

    @Override
    public long positionsStored() {
        return split != null ? split.positionsStored() : search == null ? 0 : search.positionsStored();
    }
}
