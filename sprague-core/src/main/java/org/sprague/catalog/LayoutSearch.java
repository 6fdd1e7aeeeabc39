package org.sprague.catalog;

import java.util.HashMap;
import java.util.Map;
import org.sprague.search.PackedGame;
import org.sprague.search.engine.Fold;
import org.sprague.search.engine.NimberPruningSearch;
import org.sprague.search.engine.PackedSearch;
import org.sprague.search.engine.SearchMonitor;
import org.sprague.search.engine.SearchThreads;
import org.sprague.search.engine.SplitRootSearch;
import org.sprague.game.Position;
import org.sprague.catalog.engine.PositionCodec;

/**
 * One {@link PackedSearch} kept across the positions a caller asks about (a table's cells, a
 * pattern's sweep, a player's options), in the narrowest {@link PositionCodec} layout that holds
 * them all so far: a position that needs a wider layout starts a new search in that layout
 * (the old memo is dropped; layouts grow by whole bits, so a sweep rebuilds a few times at
 * most), or, for a codec that {@link PositionCodec#keepsEachLayout keeps each layout} (board
 * frames), one search per layout. A position that fits no layout, or whose search leaves its
 * layout, gets {@code null}: the caller uses the object path, and {@link #fallbackReason} says why.
 * With the mex fold and {@link SearchThreads} asking for two threads
 * ({@code solve --threads 2}) the search is a {@link SplitRootSearch} (same values); with
 * {@code pruned} it is Lemoine and Viennot's {@link NimberPruningSearch}, which is not split.
 */
final class LayoutSearch {
    /** Why {@code --threads 2} does not split a pruned search (said on the {@code searched:} line). */
    static final String PRUNED_ONE_THREAD = "Lemoine and Viennot's pruned search, which is not split";

    private final PositionCodec packing;
    private final Fold fold;
    private final boolean pruned;
    private final long maxPositions;
    private final SearchThreads threads;
    private final Map<Integer, Search> searches = new HashMap<>(); // one, unless the codec keeps each layout
    private int layout = -1;
    private Search search;
    private long dropped;
    private String fallbackReason;
    private long fallbacks;

    /** @param pruned the mex fold by pruned probes ({@link #hasValue}) */
    LayoutSearch(PositionCodec packing, Fold fold, boolean pruned, long maxPositions, SearchThreads threads) {
        this.packing = packing;
        this.fold = fold;
        this.pruned = pruned;
        this.maxPositions = maxPositions;
        this.threads = threads;
    }

    /** The search of one layout: the plain one, the split root (--threads 2) or the pruned probes. */
    private record Search(PackedSearch plain, SplitRootSearch split, NimberPruningSearch probes) {
        long stored() {
            return split != null ? split.positionsStored() : probes != null ? probes.positionsStored()
                    : plain.positionsStored();
        }
    }

    /** The threads and the running call's deadline this search was given. */
    SearchThreads threads() {
        return threads;
    }

    /** Whether the values come from pruned probes ({@link #hasValue}). */
    boolean pruned() {
        return pruned;
    }

    /** The fold's value of {@code p}, or -1 when {@code p} goes to the object path. */
    int value(Position p) {
        if (!select(p)) {
            return -1;
        }
        try {
            long packed = packing.pack(p, layout);
            if (search.split() != null) {
                try {
                    return search.split().value(packed);
                } finally {
                    threads.used(search.split().threadsUsed()); // also when stopped: the worker ran
                }
            }
            return search.probes() != null ? search.probes().nimber(packed) : search.plain().value(packed);
        } catch (PositionCodec.LayoutOverflow e) {
            fellBack(e.getMessage());
            dropped += search.stored();
            searches.remove(layout);
            search = null; // its memo holds abandoned entries: start afresh next time
            layout = -1;
            return -1;
        }
    }

    /**
     * Whether {@code p} (it packs) has Grundy value {@code value}, by a pruned probe: is
     * {@code p + *value} a P-position? The probe stops at the first witness, so the winning
     * moves (value 0) cost far less than every option's value. Pruned searches only.
     */
    boolean hasValue(Position p, int value) {
        if (!select(p)) {
            throw new IllegalStateException("a pruned probe of a position that does not pack");
        }
        return search.probes().hasNimber(packing.pack(p, layout), value);
    }

    /** Makes the search of {@code p}'s layout the current one; false when {@code p} fits no layout. */
    private boolean select(Position p) {
        if (search != null && packing.fits(p, layout)) {
            return true;
        }
        int wanted = packing.layout(p);
        if (wanted < 0) {
            fellBack(packing.whyNot(p));
            return false;
        }
        if (search != null && !packing.keepsEachLayout()) {
            if (packing.fits(p, Math.max(layout, wanted))) {
                wanted = Math.max(layout, wanted); // keep the wider layout: earlier positions fit it too
            }
            dropped += search.stored();
            searches.clear();
        }
        layout = wanted;
        search = searches.computeIfAbsent(wanted, l -> newSearch(packing.pack(p, l), l));
        return true;
    }

    private Search newSearch(long root, int l) {
        SearchMonitor monitor = SearchMonitor.limit(maxPositions).following(threads);
        PackedGame game = packing.game(l);
        if (pruned) {
            threads.oneThread(PRUNED_ONE_THREAD);
            return new Search(null, null, NimberPruningSearch.of(game, monitor, root));
        }
        if (fold.isMex() && threads.asked() > 1) {
            // two instances: a packing's game may keep scratch buffers (the heap games do)
            SplitRootSearch split = new SplitRootSearch(game, packing.game(l), monitor, threads.asked());
            if (split.oneThreadReason() != null) {
                threads.oneThread(split.oneThreadReason());
            }
            return new Search(null, split, null);
        }
        return new Search(PackedSearch.of(game, fold, monitor, root), null, null);
    }

    /** The fold (to read a value as a win or a loss). */
    Fold fold() {
        return fold;
    }

    private void fellBack(String why) {
        if (fallbackReason == null) {
            fallbackReason = why;
        }
        fallbacks++;
    }

    /** Forgets the reason of earlier fallbacks (a new question starts); returns {@link #fallbacks}. */
    long markFallbacks() {
        fallbackReason = null;
        return fallbacks;
    }

    /** Why the first position sent to the object path since {@link #markFallbacks} could not be packed; null if none was. */
    String fallbackReason() {
        return fallbackReason;
    }

    /** How many positions were sent to the object path so far. */
    long fallbacks() {
        return fallbacks;
    }

    long positionsStored() {
        return dropped + searches.values().stream().mapToLong(Search::stored).sum();
    }
}
