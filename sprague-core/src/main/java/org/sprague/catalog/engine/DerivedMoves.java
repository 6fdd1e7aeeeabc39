package org.sprague.catalog.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import org.sprague.game.Move;
import org.sprague.game.Position;
import org.sprague.search.PackedGame.OptionSink;

/**
 * The object-level moves of a catalogue game whose rules are written once, on its packed form:
 * the packed rules stream a position's options (one position, or the sum of parts), each is
 * unpacked into the {@link Position} it leads to, and the game names the move by comparing the
 * two positions. Cram and Chomp, a user's packed game, Wythoff's game and the
 * cutting game list their moves, labels and order this way. O(options) unpackings and names.
 */
public final class DerivedMoves {
    private DerivedMoves() {
    }

    /** A position's packed rules: {@code PackedGame::options}, or a variant that keeps parts in place. */
    @FunctionalInterface
    public interface Rules {
        /** Streams every option of {@code packed} to {@code sink}. */
        void options(long packed, OptionSink sink);
    }

    /** An option of the packed rules, the sum of {@code parts[0..count)} (one part: one position), as a position. */
    @FunctionalInterface
    public interface Unpacking {
        /** The position the option leads to. */
        Position after(long[] parts, int count);
    }

    /** Every move of {@code before} (packed {@code packed}), in the rules' option order, named by {@code naming(before, after)}. */
    public static List<Move> of(Position before, Rules rules, long packed, Unpacking unpack,
            BiFunction<Position, Position, String> naming) {
        List<Move> moves = new ArrayList<>();
        addTo(moves, before, rules, packed, unpack, naming);
        return moves;
    }

    /** Appends the moves of {@link #of} to {@code moves}. */
    public static void addTo(List<Move> moves, Position before, Rules rules, long packed, Unpacking unpack,
            BiFunction<Position, Position, String> naming) {
        rules.options(packed, sink(after -> moves.add(new Move(naming.apply(before, after), after)), unpack));
    }

    /** Every option of {@code packed} as a position, without names (a search on the object path). */
    public static List<Position> options(Rules rules, long packed, Unpacking unpack) {
        List<Position> out = new ArrayList<>();
        rules.options(packed, sink(out::add, unpack));
        return out;
    }

    private static OptionSink sink(Consumer<Position> out, Unpacking unpack) {
        long[] two = new long[2];
        return new OptionSink() {
            @Override
            public void option(long position) {
                two[0] = position;
                out.accept(unpack.after(two, 1));
            }

            @Override
            public void sum(long first, long second) {
                two[0] = first;
                two[1] = second;
                out.accept(unpack.after(two, 2));
            }

            @Override
            public void parts(long[] parts, int count) {
                out.accept(unpack.after(parts, count));
            }
        };
    }
}
