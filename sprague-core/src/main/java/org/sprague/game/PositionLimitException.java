package org.sprague.game;

import org.sprague.game.wording.Remedy;

/** A search stored (or a table would need) more positions than its limit allows. */
public final class PositionLimitException extends LimitExceededException {
    private static final long serialVersionUID = 1L;
    private final long reached;
    private final long limit;
    private final boolean upFront;

    public PositionLimitException(long reached, long limit) {
        this("position limit reached: the search stored " + reached
                + " positions and the limit is " + limit, reached, limit, false);
    }

    private PositionLimitException(String message, long reached, long limit, boolean upFront) {
        super(message, Remedy.RAISE_POSITION_LIMIT);
        this.reached = reached;
        this.limit = limit;
        this.upFront = upFront;
    }

    /** {@code maxPositions}, a limit checked: below 1 is the caller's error. */
    public static long checked(long maxPositions) {
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be >= 1: " + maxPositions);
        }
        return maxPositions;
    }

    /**
     * A table refused before computing anything: {@code needed} values (of {@code what})
     * would pass the limit.
     */
    public static PositionLimitException upFront(long needed, long limit, String what) {
        return new PositionLimitException("position limit: " + what + " needs " + needed
                + " values and the limit is " + limit + "; nothing was computed", needed, limit, true);
    }

    /** The positions stored (or, {@link #upFront}, needed). */
    public long reached() {
        return reached;
    }

    public long limit() {
        return limit;
    }

    /** Whether the work was refused before anything was computed. */
    public boolean upFront() {
        return upFront;
    }
}
