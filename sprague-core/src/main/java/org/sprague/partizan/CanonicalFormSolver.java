package org.sprague.partizan;

import org.sprague.game.PartizanGame;

/**
 * The canonical form of a position of a short partizan game: the sum of the values of its
 * regions ({@link PartizanGame#regions}, normalised up to symmetry by the game; a
 * {@link RegionGame} declares shortcuts), each region valued once by the one walk,
 * {@link PackedCanonicalFormSolver} (bottom-up, iterative, with
 * a transposition table by region), on keys: a game that is also {@link PackedRegions}
 * (Domineering, Clobber) has its positions that fit in a {@code long} valued on its own
 * packing; the rest, and every position when asked for objects, on the object regions
 * interned as keys ({@link InternedRegions}). A cycle in the game's moves ends with a
 * {@link org.sprague.game.LoopyGameException}.
 *
 * <p>Cost: one {@code game()} construction per distinct region, plus the sums and
 * comparisons of canonical forms that need (see {@link CanonicalForms}). Source: Siegel,
 * <i>Combinatorial Game Theory</i>, II.2 (canonical forms), Winning Ways ch. 2-3.
 *
 * @param <P> the position type
 */
public final class CanonicalFormSolver<P> {
    private final CanonicalForms forms;
    private final long maxPositions;
    /** The game's packing, or null for a game without one or when asked for objects. */
    private final PackedRegions<P> packing;
    /** The walk on the game's packing; null with {@link #packing}. */
    private final PackedCanonicalFormSolver packed;
    private final InternedRegions<P> interned;
    /** The walk on interned objects, made when a position first needs it. */
    private PackedCanonicalFormSolver objects;

    /**
     * @param forms the store the values live in (several games may share one, to add their values)
     * @param maxPositions the most regions to store; past it a {@link org.sprague.game.PositionLimitException}
     */
    public CanonicalFormSolver(PartizanGame<P> game, CanonicalForms forms, long maxPositions) {
        this(game, forms, maxPositions, true);
    }

    /**
     * @param usePacked whether positions that pack (the game is {@link PackedRegions} and the
     *     position {@link PackedRegions#fits fits}) are valued on the game's packing; false
     *     values every position as interned objects (the tests compare the two)
     */
    @SuppressWarnings("unchecked")
    public CanonicalFormSolver(PartizanGame<P> game, CanonicalForms forms, long maxPositions, boolean usePacked) {
        this.forms = forms;
        this.maxPositions = org.sprague.game.PositionLimitException.checked(maxPositions);
        this.packing = usePacked && game instanceof PackedRegions<?> p ? (PackedRegions<P>) p : null;
        this.packed = packing == null ? null : new PackedCanonicalFormSolver(packing, forms, maxPositions);
        this.interned = new InternedRegions<>(game);
    }

    public CanonicalForms forms() {
        return forms;
    }

    /** How many regions the transposition tables hold. */
    public long positionsStored() {
        return (packed == null ? 0 : packed.positionsStored()) + (objects == null ? 0 : objects.positionsStored());
    }

    /** The canonical form id of {@code position}: the sum of its regions' values. */
    public int value(P position) {
        if (packed != null && packing.fits(position)) {
            return packed.value(packing.pack(position));
        }
        if (objects == null) {
            objects = new PackedCanonicalFormSolver(interned, forms, maxPositions);
        }
        return objects.value(interned.pack(position));
    }
}
