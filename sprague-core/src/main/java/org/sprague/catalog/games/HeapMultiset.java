package org.sprague.catalog.games;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.sprague.game.Position;
import org.sprague.game.ImpartialGame;

/**
 * Positions that are lists of heaps whose order does not matter, each heap a game of its own
 * (Nim, the take-and-break heap games): the components are the non-empty heaps, one position
 * each, and the canonical form is the heaps sorted with the empty ones dropped. Written once
 * for the games that share it.
 */
interface HeapMultiset extends ImpartialGame<Position> {

    @Override
    default List<Position> components(Position p) {
        List<Position> parts = new ArrayList<>();
        for (BigInteger h : p.values()) {
            if (h.signum() > 0) {
                parts.add(new Position(List.of(h)));
            }
        }
        return parts;
    }

    @Override
    default Position canonical(Position p) {
        return new Position(p.values().stream().filter(h -> h.signum() > 0)
                .sorted(Comparator.naturalOrder()).toList());
    }

    /** Every position whose heaps are at most {@code p}'s, heap by heap: the product of (heap + 1). */
    static double positionsBelow(Position p) {
        double n = 1;
        for (int i = 0; i < p.size(); i++) {
            n *= p.get(i).doubleValue() + 1;
        }
        return n;
    }
}
