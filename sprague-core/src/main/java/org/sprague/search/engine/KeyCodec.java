package org.sprague.search.engine;

/**
 * A game's positions packed into a {@code long} key and back: the search keeps and looks up
 * keys, and builds a position object only when it expands one. A codec may cover only part
 * of a game's positions (numbers wider than its fields): {@link #pack} then answers
 * {@code -1} and the caller keeps that position another way ({@link InternedGame} gives it
 * an interned id).
 *
 * <p>Derived for a record of whole numbers, booleans and enums by {@link RecordCodec#derive}
 * (the record type of a user's game file or library game); a game may also bring its own.
 *
 * @param <P> the position type
 */
interface KeyCodec<P> {

    /**
     * The key of {@code position}: {@code >= 0}, the same for equal positions and different
     * for different ones; {@code -1} when this position does not fit the codec.
     */
    long pack(P position);

    /** The position of a key {@link #pack} returned. */
    P unpack(long key);
}
