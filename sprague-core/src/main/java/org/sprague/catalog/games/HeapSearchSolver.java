package org.sprague.catalog.games;

import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;
import org.sprague.game.Position;
import org.sprague.heap.GrundyTable;
import org.sprague.impartial.GrundyAlgorithm;

/**
 * Search for heap games: the Grundy value of a list of heaps is the XOR of the heaps'
 * values (Sprague-Grundy theorem), each read from a {@link GrundyTable} of the game's code,
 * computed by the sparse-space method and extended up to the largest heap met (Grundy's
 * game to 10^6 in a few seconds, where the naive mex would take hours). Non-recursive;
 * memory one to four bytes per heap size; a heap beyond the position limit is refused up
 * front. The winning moves of heap i are its options (listed by the rule) whose value
 * completes the XOR.
 */
final class HeapSearchSolver implements GrundyAlgorithm<Position> {
    private final HeapGame game;
    private final GrundyTable table;

    HeapSearchSolver(HeapGame game, long maxPositions, org.sprague.search.engine.SearchThreads call) {
        this.game = game;
        this.table = new GrundyTable(game.code(), maxPositions, call);
    }

    @Override
    public int grundy(Position position) {
        int[] heaps = position.ints();
        table.ensure(Arrays.stream(heaps).reduce(0, Math::max));
        int x = 0;
        for (int h : heaps) {
            x ^= table.grundy(h);
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
            int rest = total ^ table.grundy(heaps[i]);
            game.rule().forEachOption(heaps[i], (count, a, b, c) -> {
                int x = rest;
                if (count >= 1) {
                    x ^= table.grundy(a);
                }
                if (count >= 2) {
                    x ^= table.grundy(b);
                }
                if (count >= 3) {
                    x ^= table.grundy(c);
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
        return table.computed();
    }
}
