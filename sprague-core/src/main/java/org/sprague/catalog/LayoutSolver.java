package org.sprague.catalog;


/**
 * What the catalogue's solvers on the packed engine share ({@link PackedGrundySolver},
 * {@link PackedOutcomeSearch}): a {@link LayoutSearch} for positions that pack, the object
 * search {@code O} made at the first position that does not, and the counts a route reads
 * ({@link ObjectFallback}, positions stored by both).
 *
 * @param <O> the object search, the oracle the packed engine was checked against
 */
abstract class LayoutSolver<O> implements ObjectFallback {
    final SearchCapabilities game;
    final LayoutSearch packed;
    final long maxPositions;
    private O object;

    LayoutSolver(SearchCapabilities game, LayoutSearch packed, long maxPositions) {
        this.game = game;
        this.packed = packed;
        this.maxPositions = maxPositions;
    }

    /** A new object search for the positions that do not pack. */
    abstract O newObjectSearch();

    /** How many positions {@code object} stores. */
    abstract long storedBy(O object);

    /** The object search, made on first use. */
    final O object() {
        if (object == null) {
            object = newObjectSearch();
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
        return packed.positionsStored() + (object == null ? 0 : storedBy(object));
    }
}
