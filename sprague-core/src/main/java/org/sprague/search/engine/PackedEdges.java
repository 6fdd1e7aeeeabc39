package org.sprague.search.engine;

import org.sprague.search.PackedGame;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongToIntFunction;

/**
 * A packed game's options and components as arrays, for the edges of a search (move lists,
 * a root's split, a sum's parts before it is searched), where allocation does not matter.
 * The searches' hot loops stream them instead.
 */
final class PackedEdges {
    private PackedEdges() {
    }

    /** Every option of {@code position} in the game's order, each as its parts (one long, or more for a sum). */
    static List<long[]> options(PackedGame game, long position) {
        List<long[]> out = new ArrayList<>();
        game.options(position, new PackedGame.OptionSink() {
            @Override
            public void option(long p) {
                out.add(new long[] {p});
            }

            @Override
            public void sum(long a, long b) {
                out.add(new long[] {a, b});
            }

            @Override
            public void parts(long[] parts, int count) {
                out.add(Arrays.copyOf(parts, count));
            }
        });
        return out;
    }

    /** The components of {@code position} ({@link PackedGame#components}). */
    static long[] components(PackedGame game, long position) {
        long[][] box = {new long[4]};
        int[] n = {0};
        game.components(position, c -> {
            if (n[0] == box[0].length) {
                box[0] = Arrays.copyOf(box[0], n[0] * 2);
            }
            box[0][n[0]++] = c;
        });
        return Arrays.copyOf(box[0], n[0]);
    }

    /** The XOR of {@code value} over {@code parts}: a sum's Grundy value from its parts' (each search's entry point). */
    static int xor(long[] parts, LongToIntFunction value) {
        int x = 0;
        for (long p : parts) {
            x ^= value.applyAsInt(p);
        }
        return x;
    }
}
