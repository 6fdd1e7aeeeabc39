package org.sprague.search;

import java.util.function.LongConsumer;

/**
 * An impartial game whose positions are packed into a {@code long} (heaps in bit fields, a
 * sheet's sides, a board's free squares as a bit board): the fast way into
 * {@link org.sprague.search.engine.PackedSearch}, beside the object interface {@link org.sprague.game.ImpartialGame}.
 * The search never builds an object for a position: options are streamed to an
 * {@link OptionSink}, components to a {@link LongConsumer}, and the memo is flat arrays of
 * {@code long} keys (or, with a {@link #rank}, one plain array indexed by the rank, as a
 * tutorial's C++ {@code int sg[N][N]} does).
 *
 * <p>Capabilities, each optional: {@link #components} (a position that is a disjunctive sum
 * of independent parts: only the parts are memoized and their values XORed, Sprague-Grundy),
 * {@link #canonical} (an equivalent position used as the memo key: heaps sorted, a board up
 * to its symmetries), {@link #rank} with {@link #rankBound} (a dense index), {@link #keyShape}
 * (how the packed keys are laid out, which picks the hash memo when there is no rank). Play
 * must end.
 */
public interface PackedGame {

    /**
     * Streams every option of {@code position} to {@code sink}: {@link OptionSink#option} for
     * an option that is one position, {@link OptionSink#sum} for an option that is the sum
     * of two (a sheet cut in two, a heap split in two). Repeated options are allowed.
     */
    void options(long position, OptionSink sink);

    /**
     * Streams the atomic parts of {@code position}, each in {@link #canonical} form; nothing
     * for the empty sum. The default: the position is atomic.
     */
    default void components(long position, LongConsumer sink) {
        sink.accept(canonical(position));
    }

    /**
     * Whether every position this game streams to an {@link OptionSink} is already canonical
     * and atomic (its own only component), so the search can look it up without calling
     * {@link #components}: a declared shortcut, false by default.
     */
    default boolean streamsCanonicalParts() {
        return false;
    }

    /** An equivalent position used as the memo key; the default is the position itself. */
    default long canonical(long position) {
        return position;
    }

    /**
     * A dense index of a canonical atomic position, {@code 0 <= rank < rankBound(root)} for
     * every position reachable from a root; {@code -1} (the default) when the game has none.
     */
    default long rank(long position) {
        return -1;
    }

    /**
     * An exclusive bound on the {@link #rank} of every canonical atomic position reachable
     * from {@code root}; {@code 0} (the default) when the game has no rank.
     */
    default long rankBound(long root) {
        return 0;
    }

    /**
     * How this game's packed keys are laid out, which decides the hash memo
     * {@link PackedSearch#memoFor} uses when the game has no {@link #rank}:
     * {@link KeyShape#NUMBERS} picks {@link org.sprague.search.engine.ChainedLongMemo}, {@link KeyShape#BITBOARD}
     * {@link org.sprague.search.engine.HashLongMemo}. The default, {@link KeyShape#UNDECLARED}, lets the engine decide
     * from a sample of the keys reachable from the root ({@link org.sprague.search.engine.KeyShapes}).
     */
    default KeyShape keyShape() {
        return KeyShape.UNDECLARED;
    }

    /**
     * This game for a second thread searching it at the same time ({@link org.sprague.search.engine.SplitRootSearch},
     * {@code solve --threads 2}): {@code this} when its methods keep no state between calls
     * (no scratch buffers in fields), a new instance with its own buffers otherwise;
     * {@code null} (the default) when unknown, and the search then runs on one thread.
     */
    default PackedGame forAnotherThread() {
        return null;
    }

    /** The position as a person reads it (used in messages only). */
    default String format(long position) {
        return Long.toString(position);
    }

    /**
     * The packed position typed on the command line as whole numbers ({@code --game-file}:
     * {@code 4 5} for a sheet, {@code 3 5 8} for three heaps); the default takes one number.
     *
     * @throws IllegalArgumentException when the numbers are not a position of the game
     */
    default long position(long[] numbers) {
        if (numbers.length != 1) {
            throw new IllegalArgumentException("a position is one number, got " + numbers.length);
        }
        return numbers[0];
    }

    /** The inverse of {@link #position(long[])}: the numbers printed for a position. */
    default long[] numbers(long position) {
        return new long[] {position};
    }

    /**
     * How many typed numbers make one position when several are typed as a sum
     * ({@code 4 5 6 7}: two sheets of two numbers each); 0 (the default) when all the typed
     * numbers make one position. Options that are sums ({@link OptionSink#sum}) are printed
     * as the numbers of both parts, so a game that streams sums needs a part size.
     */
    default int partSize() {
        return 0;
    }

    /** How a game's packed keys are laid out: what its memo can exploit ({@link #keyShape}). */
    enum KeyShape {
        /**
         * Whole numbers in bit fields (heaps, a sheet's sides, one number): a move changes one
         * field by a little, so a position's options have keys near its own, and a search
         * visits keys close to each other. An identity-like hash keeps them in neighbouring
         * buckets: {@link org.sprague.search.engine.ChainedLongMemo}.
         */
        NUMBERS,
        /**
         * A set as a bit board (a board's free squares, a set of numbers) or any key a move
         * changes far from its own: no locality to keep, so the memo with one cache line a
         * probe: {@link org.sprague.search.engine.HashLongMemo} (open addressing, mixed hash).
         */
        BITBOARD,
        /** Not declared: {@link PackedSearch#memoFor} samples the keys and picks one of the two. */
        UNDECLARED
    }

    /** Receives the options of a position, one call per option. */
    interface OptionSink {
        /** An option that is one position. */
        void option(long position);

        /** An option that is the disjunctive sum of two positions. */
        void sum(long first, long second);

        /**
         * An option that is the disjunctive sum of {@code count} positions (none: the empty
         * sum, value 0); the array may be reused by the caller after the call.
         */
        default void parts(long[] parts, int count) {
            throw new UnsupportedOperationException("sums of " + count + " parts");
        }
    }
}
