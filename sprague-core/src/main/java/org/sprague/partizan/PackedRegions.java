package org.sprague.partizan;

/**
 * The packed codec of a {@link RegionGame} whose positions (some of them) fit in a
 * {@code long}: {@link CanonicalFormSolver} values such a position on this packing with
 * {@link PackedCanonicalFormSolver}, and any other on its objects interned. A position's regions come
 * back as normalised keys (equal keys for regions of equal value, as {@link RegionGame#regions}
 * normalises), options as packed positions; both are appended to a {@link LongList}, so that
 * nothing is built per position. Every option and region of a position that {@link #fits}
 * fits too; play must end unless {@link #mayLoop}. A game that does not pack is seen through
 * this codec as well ({@link InternedRegions}), so there is one walk for both.
 *
 * @param <P> the object position type
 */
public interface PackedRegions<P> {

    /** Whether {@code position} packs. */
    boolean fits(P position);

    /** {@code position} packed (for a position that {@link #fits}). */
    long pack(P position);

    /**
     * Appends the keys of the independent regions of packed {@code position} to {@code out};
     * regions worth 0 for sure may be left out. A key is never -1.
     */
    void regions(long position, LongList out);

    /** Appends Left's ({@code left}) or Right's options from region {@code region} (a key) to {@code out}. */
    void options(long region, boolean left, LongList out);

    /** The key of a region whose value is the negative of {@code region}'s, or -1 when there is none. */
    default long negative(long region) {
        return -1;
    }

    /**
     * The canonical form of region {@code region} (a key) by a closed form, or -1 when none is
     * known: then it is searched. The default: none (the packed games search every region).
     */
    default int closedForm(long region, CanonicalForms forms) {
        return -1;
    }

    /**
     * Whether play may come back to a region on its own path (a user's game), the keys then
     * being dense (0, 1, 2, ... as {@link InternedRegions} hands them out): the walk tracks its
     * path and refuses a cycle, and keeps its values in an array indexed by key. The default: false.
     */
    default boolean mayLoop() {
        return false;
    }
}
