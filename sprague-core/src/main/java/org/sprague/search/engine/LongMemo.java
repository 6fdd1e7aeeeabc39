package org.sprague.search.engine;

/**
 * The memo of {@link PackedSearch}: a map from packed positions to small non-negative
 * values, with two markers. Implementations store no object per entry.
 */
public abstract class LongMemo {
    /** {@link #get} of a position never stored. */
    public static final int MISSING = -2;
    /** {@link #get} of a position whose value is being computed (on the search path). */
    public static final int ON_STACK = -1;
    /**
     * {@link #get} of a position whose search was abandoned (a limit, a deadline): to be
     * searched again, like {@link #MISSING}, but its slot stays occupied.
     */
    public static final int ABANDONED = -3;

    /** The value stored for {@code key}, {@link #ON_STACK} or {@link #MISSING}. */
    public abstract int get(long key);

    /** Stores {@code value} (a value >= 0, {@link #ON_STACK} or {@link #ABANDONED}) for {@code key}. */
    public abstract void put(long key, int value);

    /** How many positions are stored. */
    public abstract long size();

    /** Bytes of memo memory per stored position, now (for reports). */
    public abstract double bytesPerPosition();
}
