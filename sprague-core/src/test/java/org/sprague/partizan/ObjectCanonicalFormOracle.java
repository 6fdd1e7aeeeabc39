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
 * The object walk that {@link CanonicalFormSolver} had before it was folded into the one walk
 * on keys ({@link PackedCanonicalFormSolver} over {@link InternedRegions}): kept here, as it
 * was, as the oracle that the folded solver is compared with on many positions.
 */
final class ObjectCanonicalFormOracle<P> {
    private final RegionGame<P> game;
    private final CanonicalForms forms;
    private final long maxPositions;
    private final HashMap<P, Integer> table = new HashMap<>();

    ObjectCanonicalFormOracle(RegionGame<P> game, CanonicalForms forms, long maxPositions) {
        this.game = game;
        this.forms = forms;
        this.maxPositions = maxPositions;
    }

    /** How many regions the transposition tables hold. */
    long positionsStored() {
        return table.size();
    }

    /** The canonical form id of {@code position}: the sum of its regions' values. */
    int value(P position) {
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
