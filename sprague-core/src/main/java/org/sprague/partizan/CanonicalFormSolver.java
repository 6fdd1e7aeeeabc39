package org.sprague.partizan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.sprague.game.LoopyGameException;
import org.sprague.game.PositionLimitException;

/**
 * The canonical form of a position of a short partizan game, built bottom-up: a position's
 * value is the canonical form of {@code { values of Left's options | values of Right's
 * options }} ({@link CanonicalForms#game}), where an option's value is the sum of the values
 * of its regions ({@link RegionGame#regions}). A transposition table maps each region
 * (already normalised up to symmetry by the game) to its canonical form id, so every region
 * is valued once. The walk over positions is iterative with an explicit stack: a game of
 * any depth is solved without recursion on its positions.
 *
 * <p>A game that is also {@link PackedRegions} (Domineering, Clobber) has its positions that
 * fit in a {@code long} valued by {@link PackedCanonicalFormSolver}, the same walk on packed
 * keys with primitive tables; the rest, and every position when asked for objects, here.
 *
 * <p>Cost: one {@code game()} construction per distinct region, plus the sums and
 * comparisons of canonical forms that need (see {@link CanonicalForms}). Source: Siegel,
 * <i>Combinatorial Game Theory</i>, II.2 (canonical forms), Winning Ways ch. 2-3.
 *
 * @param <P> the position type
 */
public final class CanonicalFormSolver<P> {
    private final RegionGame<P> game;
    private final CanonicalForms forms;
    private final long maxPositions;
    private final HashMap<P, Integer> table = new HashMap<>();
    private long visited;
    /** The packed solver, for a game with {@link PackedRegions}; null for others or when asked for objects. */
    private final PackedCanonicalFormSolver packed;
    private final PackedRegions<P> packing;

    /**
     * @param forms the store the values live in (several games may share one, to add their values)
     * @param maxPositions the most regions to store; past it a {@link PositionLimitException}
     */
    public CanonicalFormSolver(RegionGame<P> game, CanonicalForms forms, long maxPositions) {
        this(game, forms, maxPositions, true);
    }

    /**
     * @param usePacked whether positions that pack (the game is {@link PackedRegions} and the
     *     position {@link PackedRegions#fits fits}) are valued by {@link PackedCanonicalFormSolver};
     *     false values every position as objects (the tests' oracle)
     */
    @SuppressWarnings("unchecked")
    public CanonicalFormSolver(RegionGame<P> game, CanonicalForms forms, long maxPositions, boolean usePacked) {
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be >= 1: " + maxPositions);
        }
        this.game = game;
        this.forms = forms;
        this.maxPositions = maxPositions;
        this.packing = usePacked && game instanceof PackedRegions<?> p ? (PackedRegions<P>) p : null;
        this.packed = packing == null ? null
                : new PackedCanonicalFormSolver(packing, forms, maxPositions);
    }

    public CanonicalForms forms() {
        return forms;
    }

    /** How many regions the transposition tables hold. */
    public long positionsStored() {
        return table.size() + (packed == null ? 0 : packed.positionsStored());
    }

    /** The canonical form id of {@code position}: the sum of its regions' values. */
    public int value(P position) {
        if (packed != null && packing.fits(position)) {
            return packed.value(packing.pack(position));
        }
        int sum = CanonicalForms.ZERO;
        for (P r : game.regions(position)) {
            sum = forms.add(sum, regionValue(r));
        }
        return sum;
    }

    private final class Frame {
        final P region;
        final List<List<P>> leftOptions = new ArrayList<>();
        final List<List<P>> rightOptions = new ArrayList<>();
        /** Every option's regions, in order; {@code next}: the first not yet known to be valued. */
        final List<P> needed = new ArrayList<>();
        int next;

        Frame(P region) {
            this.region = region;
            for (P o : game.leftOptions(region)) {
                List<P> rs = game.regions(o);
                leftOptions.add(rs);
                needed.addAll(rs);
            }
            for (P o : game.rightOptions(region)) {
                List<P> rs = game.regions(o);
                rightOptions.add(rs);
                needed.addAll(rs);
            }
        }
    }

    /** The value of one region (normalised by the game), from the table or computed. */
    private int regionValue(P region) {
        Integer known = table.get(region);
        if (known != null) {
            return known;
        }
        int closed = game.closedForm(region, forms);
        if (closed >= 0) {
            table.put(region, closed);
            return closed;
        }
        ArrayDeque<Frame> stack = new ArrayDeque<>();
        Set<P> onStack = new HashSet<>();
        stack.push(new Frame(region));
        onStack.add(region);
        while (!stack.isEmpty()) {
            Frame f = stack.peek();
            P missing = firstMissing(f);
            if (missing != null) {
                if (!onStack.add(missing)) {
                    throw new LoopyGameException(missing);
                }
                visited++;
                forms.checkDeadline(); // every region: building one's options is microseconds of work at least
                stack.push(new Frame(missing));
                continue;
            }
            int v = forms.game(sums(f.leftOptions), sums(f.rightOptions));
            if (table.size() >= maxPositions) {
                throw new PositionLimitException(table.size(), maxPositions);
            }
            table.put(f.region, v);
            onStack.remove(f.region);
            stack.pop();
        }
        return table.get(region);
    }

    private P firstMissing(Frame f) {
        while (f.next < f.needed.size()) {
            P r = f.needed.get(f.next);
            if (!table.containsKey(r)) {
                int v = game.closedForm(r, forms);
                if (v < 0) {
                    P twin = game.negative(r);
                    Integer t = twin == null ? null : table.get(twin);
                    if (t == null) {
                        return r;
                    }
                    v = forms.negate(t);
                }
                table.put(r, v);
            }
            f.next++;
        }
        return null;
    }

    private int[] sums(List<List<P>> options) {
        int[] out = new int[options.size()];
        for (int i = 0; i < out.length; i++) {
            int s = CanonicalForms.ZERO;
            for (P r : options.get(i)) {
                s = forms.add(s, table.get(r));
            }
            out[i] = s;
        }
        return out;
    }
}
