package org.sprague.game;

/** A search stored more positions than its limit allows. Exit code 3. */
public final class PositionLimitException extends LimitExceededException {
    private static final long serialVersionUID = 1L;
    private final long reached;
    private final long limit;

    public PositionLimitException(long reached, long limit) {
        this("position limit reached: the search stored " + reached
                + " positions and the limit is " + limit + " (raise it with --max-positions)", reached, limit);
    }

    private PositionLimitException(String message, long reached, long limit) {
        super(message);
        this.reached = reached;
        this.limit = limit;
    }

    /**
     * A table refused before computing anything: {@code needed} values (of {@code what})
     * would pass the limit.
     */
    public static PositionLimitException upFront(long needed, long limit, String what) {
        return new PositionLimitException("position limit: " + what + " needs " + needed
                + " values and the limit is " + limit + " (nothing was computed; raise it with --max-positions)",
                needed, limit);
    }

    public long reached() {
        return reached;
    }

    public long limit() {
        return limit;
    }
}
