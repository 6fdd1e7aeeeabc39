package org.sprague.catalog.games;

import java.util.stream.IntStream;
import java.util.stream.Collectors;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sprague.game.Move;
import org.sprague.game.Position;

/**
 * Move labels shared by the heap games, so every game says moves the same way: one heap
 * {@code heap 1: 3 -> 1}; several at once (Moore's Nim, Wythoff's diagonal move, Piles of
 * Pebbles) {@code heaps 1,3: 5 -> 2, 10 -> 8}.
 */
final class HeapLabels {
    private HeapLabels() {
    }

    /** {@code heap 1: 3 -> 1} (heap index 0-based in, 1-based out). */
    static String reduce(int heap, BigInteger from, BigInteger to) {
        return "heap " + (heap + 1) + ": " + from + " -> " + to;
    }

    /** {@code heap 1: 3 -> 1}. */
    static String reduce(int heap, long from, long to) {
        return "heap " + (heap + 1) + ": " + from + " -> " + to;
    }

    /**
     * @param heaps the changed heaps, 0-based, increasing
     * @param from their sizes before the move
     * @param to their sizes after it
     */
    static String reduce(int[] heaps, List<BigInteger> from, List<BigInteger> to) {
        if (heaps.length == 1) {
            return reduce(heaps[0], from.get(0), to.get(0));
        }
        return "heaps " + Arrays.stream(heaps).mapToObj(h -> Integer.toString(h + 1)).collect(Collectors.joining(","))
                + ": " + IntStream.range(0, heaps.length).mapToObj(i -> from.get(i) + " -> " + to.get(i))
                .collect(Collectors.joining(", "));
    }

    /** The move from {@code before} to {@code after} (heaps in place), labelled by the heaps it changes. */
    static Move move(Position before, Position after) {
        return new Move(name(before, after), after);
    }

    /** The label of the move from {@code before} to {@code after} (heaps in place): the heaps it changes. */
    static String name(Position before, Position after) {
        int[] heaps = new int[before.size()];
        List<BigInteger> from = new ArrayList<>();
        List<BigInteger> to = new ArrayList<>();
        for (int i = 0; i < before.size(); i++) {
            if (!before.get(i).equals(after.get(i))) {
                heaps[from.size()] = i;
                from.add(before.get(i));
                to.add(after.get(i));
            }
        }
        return reduce(Arrays.copyOf(heaps, from.size()), from, to);
    }
}
