package org.sprague.game.codec;

/**
 * A position that is a list of whole numbers: {@link org.sprague.search.engine.InternedGame} keeps such positions as a
 * few bytes in one array (the numbers as variable-length integers) instead of keeping the
 * objects, and builds an object again only when the search expands the position.
 *
 * @param <P> the position type itself
 */
public interface LongNumbers<P> {
    /** The numbers, or {@code null} when one does not fit in a {@code long}; read only. */
    long[] longNumbers();

    /** A position of the same type with these numbers (the array is the callee's to keep). */
    P withLongNumbers(long[] numbers);

    /**
     * A sink of positions that also takes a position as its numbers alone, read during the
     * call and not kept ({@link org.sprague.game.Position#emit}): the search's own sink, which
     * packs them into its key with no object made.
     */
    interface Sink {
        /** Takes the position of {@code numbers}; the array is the caller's again on return. */
        void acceptNumbers(long[] numbers);
    }
}
