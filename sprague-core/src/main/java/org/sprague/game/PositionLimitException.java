package org.sprague.game;

/** A search stored more positions than its limit allows. Exit code 3. */
public final class PositionLimitException extends LimitExceededException {
    private static final long serialVersionUID = 1L;
    private final long reached;
    private final long limit;

    public PositionLimitException(long reached, long limit) {
        super("position limit reached: the search stored " + reached
                + " positions and the limit is " + limit + " (raise it with --max-positions)");
        this.reached = reached;
        this.limit = limit;
    }

    public long reached() {
        return reached;
    }

    public long limit() {
        return limit;
    }
}
