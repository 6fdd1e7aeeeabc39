package org.sprague.catalog.games;

import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;
import org.sprague.game.Position;
import org.sprague.catalog.engine.PositionCodec;
import org.sprague.search.PackedGame;

/**
 * A packing with one layout, 0: a position that {@code packs} goes to {@code game} as
 * {@code pack(p)}; any other takes the object path, for the reason {@code whyNot}.
 */
record OneLayout(Predicate<Position> packs, String why, Supplier<PackedGame> packed, ToLongFunction<Position> packer)
        implements PositionCodec {

    @Override
    public int layout(Position p) {
        return packs.test(p) ? 0 : -1;
    }

    @Override
    public boolean fits(Position p, int layout) {
        return layout(p) == 0;
    }

    @Override
    public String whyNot(Position p) {
        return why;
    }

    @Override
    public PackedGame game(int layout) {
        return packed.get();
    }

    @Override
    public long pack(Position p, int layout) {
        return packer.applyAsLong(p);
    }
}
