package org.sprague.partizan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.sprague.game.PartizanGame;

/**
 * A partizan game's object positions seen through {@link PackedRegions}, so that the one
 * canonical-form walk ({@link PackedCanonicalFormSolver}) values games that do not pack too: each
 * distinct region (by {@code equals}, as the game normalised it) gets a dense key 0, 1, 2, ...
 * the first time it is met, so the walk's table from key to form id plays the part of a map from
 * region to form id. Positions (a start, the options of a region) are not interned: they get
 * short-lived keys with {@link #POSITION} set, indexes into the options of the last
 * {@link #options} call (or the position of the last {@link #pack}), which the walk reads
 * through {@link #regions} before it asks for the next options. Cost per region met: one hash
 * look-up of the object, as the object walk's table had.
 *
 * <p>Play may loop in a user's game: keys are dense, so the walk keeps a bit set of the regions
 * on its path ({@link #mayLoop}) and refuses a region met again on it.
 *
 * @param <P> the position type
 */
final class InternedRegions<P> implements PackedRegions<P> {
    /** The bit that marks a key as a position of {@link #current} rather than an interned region. */
    private static final long POSITION = 1L << 62;

    private final PartizanGame<P> game;
    /** The game's shortcuts on object regions, or null when it declares none. */
    private final RegionGame<P> shortcuts;
    private final HashMap<P, Integer> keys = new HashMap<>();
    private final List<P> regions = new ArrayList<>();
    /** The positions the {@link #POSITION} keys name: the last options asked for, or the last start packed. */
    private final List<P> current = new ArrayList<>();

    InternedRegions(PartizanGame<P> game) {
        this.game = game;
        this.shortcuts = game instanceof RegionGame<P> r ? r : null;
    }

    /** The region of an interned key (for messages). */
    P region(long key) {
        return regions.get((int) key);
    }

    @Override
    public boolean fits(P position) {
        return true;
    }

    @Override
    public long pack(P position) {
        current.clear();
        current.add(position);
        return POSITION;
    }

    @Override
    public void regions(long position, LongList out) {
        P p = (position & POSITION) != 0 ? current.get((int) (position & ~POSITION)) : region(position);
        for (P r : game.regions(p)) {
            out.add(intern(r));
        }
    }

    @Override
    public void options(long region, boolean left, LongList out) {
        current.clear();
        P r = region(region);
        for (P o : left ? game.leftOptions(r) : game.rightOptions(r)) {
            out.add(POSITION | current.size());
            current.add(o);
        }
    }

    @Override
    public long negative(long region) {
        P twin = shortcuts == null ? null : shortcuts.negative(region(region));
        Integer key = twin == null ? null : keys.get(twin);
        return key == null ? -1 : key; // a region never met has no value yet
    }

    @Override
    public int closedForm(long region, CanonicalForms forms) {
        return shortcuts == null ? -1 : shortcuts.closedForm(region(region), forms);
    }

    @Override
    public boolean mayLoop() {
        return true;
    }

    private long intern(P region) {
        Integer key = keys.get(region); // not putIfAbsent: its boxed argument was an allocation per look-up
        if (key != null) {
            return key;
        }
        keys.put(region, regions.size());
        regions.add(region);
        return regions.size() - 1;
    }
}
