package org.sprague.game;

/**
 * A resource limit was reached (positions, memory, time, the size one structure holds); the
 * message says what was reached, {@link #kind} which limit it was, and the remedies what the
 * user can do.
 */
public class LimitExceededException extends SpragueException {
    private static final long serialVersionUID = 1L;
    private final Kind kind;

    /** A limit of kind {@link Kind#OTHER}, its message stating the facts. */
    public LimitExceededException(String message) {
        this(Kind.OTHER, message);
    }

    public LimitExceededException(Kind kind, String template, Remedy... remedies) {
        super(template, remedies);
        this.kind = kind;
    }

    /** Which limit was reached. */
    public Kind kind() {
        return kind;
    }

    /** The limits a computation can reach. */
    public enum Kind {
        /** The most positions (values, vertices, forms) a search may store. */
        POSITIONS,
        /** The Java heap. */
        MEMORY,
        /** A deadline, or the caller gave the answer up. */
        TIME,
        /** What one in-process structure (an array) can hold. */
        SIZE,
        /** Any other limit, stated in the message. */
        OTHER
    }
}
