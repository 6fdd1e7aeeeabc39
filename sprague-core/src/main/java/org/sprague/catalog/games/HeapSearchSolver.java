package org.sprague.catalog.games;

import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.Position;
import org.sprague.heap.NaiveHeapCalculator;
import org.sprague.impartial.GrundyAlgorithm;

/**
 * Search for heap games: the Grundy value of a list of heaps is the XOR of the heaps'
 * values (Sprague-Grundy theorem), each read from a {@link NaiveHeapCalculator} table
 * extended up to the largest heap met. Non-recursive; memory one int per heap size; the
 * table is refused up front when the largest heap exceeds the position limit.
 */
final class HeapSearchSolver implements GrundyAlgorithm<Position> {
    private final HeapGame game;
    private final NaiveHeapCalculator calculator;

    HeapSearchSolver(HeapGame game, long maxPositions) {
        this.game = game;
        this.calculator = new NaiveHeapCalculator(game.rule(), maxPositions);
    }

    @Override
    public int grundy(Position position) {
        int[] heaps = position.ints();
        int x = 0;
        for (int h : heaps) {
            x ^= calculator.grundy(h);
        }
        return x;
    }

    @Override
    public List<Position> movesToValue(Position position, int value) {
        int total = grundy(position);
        List<Position> out = new ArrayList<>();
        int[] heaps = position.ints();
        for (int i = 0; i < heaps.length; i++) {
            int heap = i;
            int rest = total ^ calculator.grundy(heaps[i]);
            game.rule().forEachOption(heaps[i], (count, a, b, c) -> {
                int x = rest;
                if (count >= 1) {
                    x ^= calculator.grundy(a);
                }
                if (count >= 2) {
                    x ^= calculator.grundy(b);
                }
                if (count >= 3) {
                    x ^= calculator.grundy(c);
                }
                if (x == value) {
                    out.add(HeapGame.result(position, heap, count, a, b, c));
                }
            });
        }
        return out;
    }

    @Override
    public long positionsStored() {
        return calculator.computed();
    }
}
