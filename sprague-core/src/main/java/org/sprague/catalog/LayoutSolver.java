package org.sprague.catalog;

import java.util.function.Supplier;
import java.util.function.ToLongFunction;


/**
 * What the catalogue's solvers on the packed engine share ({@link PackedGrundySolver},
 * {@link PackedOutcomeSearch}): a {@link LayoutSearch} for positions that pack, the object
 * search {@code O} made at the first position that does not, and the counts a route reads
 * ({@link ObjectFallback}, positions stored by both).
 *
 * @param <O> the object search, the oracle the packed engine was checked against
 */
abstract class LayoutSolver<O> implements ObjectFallback {
    final ImpartialCatalogGame game;
    final LayoutSearch packed;
    private final Supplier<O> newObjectSearch;
    private final ToLongFunction<O> storedBy;
    private O object;

    /**
     * @param newObjectSearch a new object search for the positions that do not pack
     * @param storedBy how many positions an object search stores
     */
    LayoutSolver(ImpartialCatalogGame game, LayoutSearch packed, Supplier<O> newObjectSearch, ToLongFunction<O> storedBy) {
        this.game = game;
        this.packed = packed;
        this.newObjectSearch = newObjectSearch;
        this.storedBy = storedBy;
    }

    /** The object search, made on first use. */
    final O object() {
        if (object == null) {
            object = newObjectSearch.get();
        }
        return object;
    }

    @Override
    public final long fallbacks() {
        return packed.fallbacks();
    }

    @Override
    public final long markFallbacks() {
        return packed.markFallbacks();
    }

    /** Why the first position searched on the object path since {@link #markFallbacks} did not pack; null if none was. */
    @Override
    public final String fallbackReason() {
        return packed.fallbackReason();
    }

    /** Positions stored by the packed search and by the object search, if it was made. */
    public final long positionsStored() {
        return packed.positionsStored() + (object == null ? 0 : storedBy.applyAsLong(object));
    }
}
