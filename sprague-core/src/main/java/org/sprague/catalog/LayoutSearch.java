package org.sprague.catalog;

import org.sprague.search.engine.Fold;
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
 * most). A position that fits no layout, or whose search leaves its layout, gets
 * {@code null}: the caller uses the object path, and {@link #fallbackReason} says why.
 * With the mex fold and {@link SearchThreads} asking for two threads
 * ({@code solve --threads 2}) the search is a {@link SplitRootSearch} (same values).
 */
final class LayoutSearch {
    private final PositionCodec packing;
    private final Fold fold;
    private final long maxPositions;
    private final SearchThreads threads;
    private int layout = -1;
    private PackedSearch search;
    private SplitRootSearch split; // instead of search: --threads 2 on the mex fold
    private long dropped;
    private String fallbackReason;
    private long fallbacks;

    LayoutSearch(PositionCodec packing, Fold fold, long maxPositions, SearchThreads threads) {
        this.packing = packing;
        this.fold = fold;
        this.maxPositions = maxPositions;
        this.threads = threads;
    }

    /** The threads and the running call's deadline this search was given. */
    SearchThreads threads() {
        return threads;
    }

    /** The fold's value of {@code p}, or -1 when {@code p} goes to the object path. */
    int value(Position p) {
        if ((search == null && split == null) || !packing.fits(p, layout)) {
            int wanted = packing.layout(p);
            if (wanted < 0) {
                fellBack(packing.whyNot(p));
                return -1;
            }
            if (search != null || split != null) {
                if (packing.fits(p, Math.max(layout, wanted))) {
                    wanted = Math.max(layout, wanted); // keep the wider layout: earlier positions fit it too
                }
                dropped += active();
            }
            long root = packing.pack(p, wanted);
            if (fold.isMex() && threads.asked() > 1) {
                search = null;
                // two instances: a packing's game may keep scratch buffers (the heap games do)
                split = new SplitRootSearch(packing.game(wanted), packing.game(wanted), SearchMonitor.limit(maxPositions)
                        .following(threads), threads.asked());
                if (split.oneThreadReason() != null) {
                    threads.oneThread(split.oneThreadReason());
                }
            } else {
                split = null;
                search = PackedSearch.of(packing.game(wanted), fold,
                        SearchMonitor.limit(maxPositions).following(threads), root);
            }
            layout = wanted;
        }
        try {
            if (split != null) {
                try {
                    return split.value(packing.pack(p, layout));
                } finally {
                    threads.used(split.threadsUsed()); // also when stopped: the worker ran
                }
            }
            return search.value(packing.pack(p, layout));
        } catch (PositionCodec.LayoutOverflow e) {
            fellBack(e.getMessage());
            dropped += active();
            split = null;
            search = null; // its memo holds abandoned entries: start afresh next time
            layout = -1;
            return -1;
        }
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
        return dropped + active();
    }

    private long active() {
        return split != null ? split.positionsStored() : search == null ? 0 : search.positionsStored();
    }
}
